import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import type { TryOnPostDto } from '../../../api/generated/tvtApi';
import { BackHeading } from '../../../components/common/BackHeading';
import { ConfirmDialog } from '../../../components/common/ConfirmDialog';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { VerifiedBadge } from '../../../components/common/VerifiedBadge';
import { useCurrentUser } from '../../auth/useCurrentUser';
import TargetComments from '../../engagement/components/TargetComments';
import { useLikeToggle } from '../../engagement/useLikeToggle';
import { PostActions } from './PostActions';
import { PostImages } from './PostImages';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useDeletePostMutation } from '../postsApi';
import { paths } from '../../../lib/paths';

export function PostSkeleton() {
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

export function PostNotFound() {
  return (
    <Stack spacing={2} sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h6" component="h1">
        Post not found
      </Typography>
      <Button component={RouterLink} to={paths.home()} variant="contained">
        Go back home
      </Button>
    </Stack>
  );
}

/** Part 2 §2: a post's images, likes (Liked by), comments and replies, share, and Delete or Try Now. */
export function PostDetail({ post }: { post: TryOnPostDto }) {
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toggleLike = useLikeToggle();
  const [deletePost, { isLoading: deleting }] = useDeletePostMutation();
  const [confirming, setConfirming] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(true);
  const isOwner = Boolean(user && user.id === post.user.id);
  const name = post.user.displayName || post.user.username;

  const remove = async () => {
    try {
      await deletePost({ id: post.id }).unwrap();
      setConfirming(false);
      dispatch(successToast('Success', 'Post deleted successfully'));
      navigate(paths.profile());
    } catch {
      dispatch(errorToast('Error', 'Failed to delete post', 3000));
    }
  };

  return (
    <>
      <BackHeading to={isOwner ? paths.profile() : paths.home()} title="Post" />
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserAvatar user={post.user} size="sm" />
          <Box>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2">{name}</Typography>
              {post.user.verified && <VerifiedBadge />}
            </Stack>
            <Link
              component={RouterLink}
              to={paths.userProfile(post.user.username)}
              variant="caption"
              color="text.secondary"
            >
              @{post.user.username}
            </Link>
          </Box>
        </Stack>
        <PostImages post={post} eager onDoubleTap={() => !post.isLiked && toggleLike('post', post.id)} />
        <PostActions
          post={post}
          commentsOpen={commentsOpen}
          onToggleComments={() => setCommentsOpen((open) => !open)}
        />
        {post.caption && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.caption}</Typography>
        )}
        {post.tags.length > 0 && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {post.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Stack>
        )}
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
            onClick={() => navigate(paths.createTryOn({ post: post.id }))}
          >
            Try Now
          </Button>
        )}
        {commentsOpen && (
          <Box
            component="section"
            aria-labelledby="comments-heading"
            sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
          >
            <Typography id="comments-heading" variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
              Comments
            </Typography>
            <TargetComments target="post" targetId={post.id} />
          </Box>
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
