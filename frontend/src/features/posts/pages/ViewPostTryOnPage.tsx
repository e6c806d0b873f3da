import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { BackHeading } from '../../../components/common/BackHeading';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useDeletePostMutation, useGetTryOnPostQuery } from '../postsApi';

function PostSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading post">
      <Skeleton variant="rounded" height={48} />
      <Stack direction="row" spacing={1}>
        <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto', aspectRatio: '3 / 4' }} />
        <Skeleton variant="rounded" sx={{ flex: 1, height: 'auto', aspectRatio: '3 / 4' }} />
      </Stack>
    </Stack>
  );
}

export default function ViewPostTryOnPage() {
  const { username = '', id = '' } = useParams();
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data, isLoading } = useGetTryOnPostQuery({ username, id });
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation();
  const [confirming, setConfirming] = useState(false);
  const post = data?.post;
  const isOwner = Boolean(user && post && user.id === post.user.id);

  const remove = async () => {
    try {
      await deletePost({ id }).unwrap();
      setConfirming(false);
      dispatch(successToast('Success', 'Post deleted successfully'));
      navigate('/profile');
    } catch {
      dispatch(errorToast('Error', 'Failed to delete post', 3000));
    }
  };

  if (isLoading) return <PostSkeleton />;
  if (!post)
    return (
      <Stack spacing={2} sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="h1">
          Post not found
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go back home
        </Button>
      </Stack>
    );

  return (
    <>
      <BackHeading to={isOwner ? '/profile' : '/'} title="Post" />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserAvatar user={post.user} size="sm" />
          <Box>
            <Typography variant="subtitle2">{post.user.displayName || post.user.username}</Typography>
            <Typography variant="caption" color="text.secondary">
              @{post.user.username}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Box component="img" src={post.garmentImage} alt="Garment" sx={imageSx} />
          <Box component="img" src={post.tryOnImage} alt="Try-on" sx={imageSx} />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{post.caption}</Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {post.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Stack>
        {isOwner ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineIcon />}
            disabled={deleting}
            onClick={() => setConfirming(true)}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<CheckroomIcon />}
            onClick={() => navigate(`/create-try-on?post=${encodeURIComponent(post.id)}`)}
          >
            Try Now
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete Post"
        text="Are you sure you want to delete this post? This action cannot be undone."
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        busy={deleting}
        destructive
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

const imageSx = { flex: 1, minWidth: 0, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 2 } as const;
