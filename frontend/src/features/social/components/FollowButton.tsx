import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { resolveErrorMessage, unexpectedErrorMessage } from '../../../lib/errorCatalogue';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useFollowUserMutation, useGetFollowStatusQuery, useUnfollowUserMutation } from '../followsApi';

interface FollowButtonProps {
  userId: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/** The server's own words when it gave any (e.g. cannot follow oneself), else the catalogue's. */
function serverMessage(error: unknown): string | undefined {
  const resolved = resolveErrorMessage(error);
  if (resolved !== unexpectedErrorMessage) return resolved;
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}

/**
 * Part 1 §4: loading (disabled spinner), Follow, Following, and pending (Following... / Unfollowing...).
 * The status and counts change at once (see followsApi); never shown for oneself.
 */
export function FollowButton({ userId, size = 'medium', fullWidth }: FollowButtonProps) {
  const { user: viewer, isLoading: viewerLoading } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isSelf = viewer?.id === userId;
  const status = useGetFollowStatusQuery({ id: userId }, { skip: !viewer || isSelf });
  const [follow, following] = useFollowUserMutation();
  const [unfollow, unfollowing] = useUnfollowUserMutation();

  if (isSelf) return null;

  if (viewerLoading || (viewer && status.isLoading))
    return (
      <Button size={size} fullWidth={fullWidth} variant="outlined" disabled aria-label="Loading follow status">
        <CircularProgress size={18} color="inherit" />
      </Button>
    );

  const isFollowing = status.data?.isFollowing ?? false;
  const pendingLabel = following.isLoading ? 'Following...' : unfollowing.isLoading ? 'Unfollowing...' : null;

  const toggle = async () => {
    if (!viewer) {
      dispatch(errorToast('Authentication required'));
      navigate(paths.login(location.pathname + location.search));
      return;
    }
    try {
      if (isFollowing) {
        await unfollow({ id: userId }).unwrap();
        dispatch(successToast('Success', 'Successfully unfollowed user'));
      } else {
        await follow({ id: userId }).unwrap();
        dispatch(successToast('Success', 'Successfully followed user'));
      }
    } catch (error) {
      dispatch(errorToast(isFollowing ? 'Failed to unfollow user' : 'Failed to follow user', serverMessage(error)));
    }
  };

  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={isFollowing ? 'outlined' : 'contained'}
      onClick={toggle}
      disabled={pendingLabel !== null}
      aria-pressed={isFollowing}
      sx={{ minWidth: 112 }}
    >
      {pendingLabel ?? (isFollowing ? 'Following' : 'Follow')}
    </Button>
  );
}
