import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { displayedPrice } from '../../../lib/formatRupees';
import { errorToast } from '../../toast/toastSlice';
import { useGetUserProductsQuery } from '../productsApi';
import { paths } from '../../../lib/paths';

const placeholderCount = 6;

/** Part 1 §2: a TrendStar's products on their profile; inactive ones faded, marked for the owner. */
export function ProductsGrid({ username, isOwner }: { username: string; isOwner: boolean }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetUserProductsQuery({ username });

  useEffect(() => {
    if (isError) dispatch(errorToast('Error', 'Failed to load products'));
  }, [isError, dispatch]);

  if (isError)
    return (
      <Typography color="error" sx={{ textAlign: 'center', py: 6 }}>
        Failed to load products
      </Typography>
    );
  if (!isLoading && (!data || data.products.length === 0))
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        No products yet
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-busy={isLoading}
      aria-label="Products"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}
    >
      {isLoading
        ? Array.from({ length: placeholderCount }, (_, index) => (
            <li key={index}>
              <Skeleton
                variant="rectangular"
                data-testid="grid-placeholder"
                sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }}
              />
            </li>
          ))
        : data?.products.map((product) => (
            <li key={product.id}>
              <ButtonBase
                component={RouterLink}
                to={paths.product(product.id)}
                aria-label={`${product.title}${product.isActive ? '' : ' (inactive)'}`}
                sx={{
                  display: 'block',
                  position: 'relative',
                  width: '100%',
                  aspectRatio: '3 / 4',
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                  opacity: product.isActive ? 1 : 0.5,
                }}
              >
                <Box
                  component="img"
                  src={product.thumbnailPath || product.tryOnImage}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
                <Typography
                  variant="caption"
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    px: 0.75,
                    py: 0.25,
                    fontWeight: 700,
                    color: '#fff',
                    background: 'linear-gradient(transparent, rgba(0,0,0,0.75))',
                  }}
                >
                  {displayedPrice(product.actualPrice, product.discountPrice).current}
                </Typography>
                {isOwner && !product.isActive && (
                  <Chip
                    size="small"
                    color="warning"
                    icon={<VisibilityOffOutlinedIcon />}
                    label="Inactive"
                    sx={{ position: 'absolute', top: 4, left: 4, height: 20, fontSize: 11 }}
                  />
                )}
              </ButtonBase>
            </li>
          ))}
    </Box>
  );
}
