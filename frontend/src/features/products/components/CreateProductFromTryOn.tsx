import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useProductExistsByTryOnQuery } from '../productsApi';
import { storeSelectedTryOn } from '../selectedTryOn';
import { paths } from '../../../lib/paths';

interface CreateProductFromTryOnProps {
  /** `{timestamp}_{id}` */
  tryOnId: string;
  tryOnPath: string;
  createdAt: string;
}

/**
 * Part 2 §2 and §6: a TrendStar's own try-on becomes a product: Create Product keeps the try-on on this device
 * and opens the create screen; a try-on already used shows Product Exists instead. Nothing for anyone else.
 */
export function CreateProductFromTryOn({ tryOnId, tryOnPath, createdAt }: CreateProductFromTryOnProps) {
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isTrendStar = user?.role === 'trendstar';
  const { data, isLoading } = useProductExistsByTryOnQuery({ tryOnId }, { skip: !isTrendStar });
  if (!isTrendStar) return null;

  if (data?.exists)
    return (
      <Stack spacing={0.5}>
        <Button
          variant="outlined"
          startIcon={<StorefrontOutlinedIcon />}
          disabled
          aria-describedby="product-exists-hint"
        >
          Product Exists
        </Button>
        <Typography id="product-exists-hint" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          A product already exists for this try-on
        </Typography>
      </Stack>
    );

  const create = () => {
    if (!user) {
      dispatch(errorToast('Error', 'User information not available'));
      return;
    }
    storeSelectedTryOn({ id: tryOnId, path: tryOnPath, createdAt });
    dispatch(successToast('Try-On Selected', 'Ready to create your product'));
    navigate(paths.createProduct());
  };

  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<StorefrontOutlinedIcon />}
      disabled={isLoading}
      onClick={create}
    >
      Create Product
    </Button>
  );
}
