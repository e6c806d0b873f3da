import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { CreateProductFromTryOn } from '../../products/components/CreateProductFromTryOn';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { EnlargeableImage } from '../components/ImageLightbox';
import { TryOnActions } from '../components/TryOnActions';
import { useDeleteTryOnMutation, useGetTryOnQuery } from '../tryOnApi';
import { splitTryOnId } from '../tryOnIds';
import { paths } from '../../../lib/paths';

export default function ViewTryOnPage() {
  const { username = '', id: combinedId = '' } = useParams();
  const { timestamp, id } = splitTryOnId(combinedId);
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const tryOn = useGetTryOnQuery({ timestamp: timestamp ?? '', id }, { skip: !timestamp });
  const [deleteTryOn, { isLoading: deleting }] = useDeleteTryOnMutation();
  const [confirming, setConfirming] = useState(false);
  const isOwner = user?.username === username;

  const remove = async () => {
    if (!timestamp) {
      dispatch(errorToast('Error', 'Timestamp is required for deletion', 3000));
      return;
    }
    try {
      await deleteTryOn({ timestamp, id, deleteTryOnDto: { originalTryOnId: combinedId } }).unwrap();
      setConfirming(false);
      dispatch(successToast('Success', 'Try-on image deleted successfully'));
      navigate(paths.profile());
    } catch {
      dispatch(errorToast('Error', 'Failed to delete try-on image', 3000));
    }
  };

  let content;
  if (tryOn.isLoading) {
    content = <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }} />;
  } else if (!tryOn.data) {
    content = (
      <Stack spacing={2} sx={{ py: 6, textAlign: 'center' }}>
        <Typography>Try-on not found</Typography>
        <Button component={RouterLink} to={paths.profile()} variant="outlined">
          Go to profile
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <EnlargeableImage src={tryOn.data.largePath || tryOn.data.path} alt="Saved try-on" />
        <TryOnActions imageUrl={tryOn.data.path} id={id} timestamp={timestamp} canPost={isOwner}>
          {isOwner && timestamp && (
            <CreateProductFromTryOn tryOnId={combinedId} tryOnPath={tryOn.data.path} createdAt={tryOn.data.createdAt} />
          )}
          {isOwner && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirming(true)}
              disabled={deleting}
            >
              {deleting ? 'Deleting...' : 'Delete Try-On'}
            </Button>
          )}
        </TryOnActions>
      </Stack>
    );
  }

  return (
    <>
      <BackHeading to={paths.profile()} title="Try-On" />
      {content}
      <ConfirmDialog
        open={confirming}
        title="Delete Try-On Image"
        text="Are you sure you want to delete this try-on image? This action cannot be undone."
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        busy={deleting}
        destructive
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
