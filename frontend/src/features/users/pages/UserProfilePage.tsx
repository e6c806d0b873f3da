import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { FollowButton } from '../../social/components/FollowButton';
import { useGetFollowStatusQuery } from '../../social/followsApi';
import { ProfileHeaderCard } from '../components/ProfileHeaderCard';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { PostsGrid } from '../components/ProfileTryOnTabs';
import { useGetUserByUsernameQuery } from '../usersApi';

/** Part 1 §9: the profile of someone one follows refreshes every 5 s. */
const followedProfileRefreshMs = 5000;

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { status?: unknown }).status === 404);
}

/** /u/{username}: someone else's profile (one's own goes to /profile). Viewing profiles needs sign-in. */
export default function UserProfilePage() {
  const { username = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user: viewer, isLoading: viewerLoading } = useCurrentUser();
  const isSelf = viewer?.username === username;
  const profile = useGetUserByUsernameQuery({ username }, { skip: !viewer || isSelf });
  const profileId = viewer && !isSelf ? profile.data?.id : undefined;
  const followStatus = useGetFollowStatusQuery(profileId ? { id: profileId } : skipToken);
  // A second subscription only for polling: a followed profile keeps its counts fresh.
  useGetUserByUsernameQuery(
    { username },
    { skip: !followStatus.data?.isFollowing, pollingInterval: followedProfileRefreshMs },
  );

  if (viewerLoading) return <ProfileSkeleton />;
  if (!viewer)
    return (
      <Notice title="Please log in to view profiles">
        <Button component={RouterLink} to={paths.login(location.pathname)} variant="contained" sx={{ mt: 2 }}>
          Log In
        </Button>
      </Notice>
    );
  if (isSelf) return <Navigate to={paths.profile()} replace />;
  if (profile.isLoading) return <ProfileSkeleton />;
  if (isNotFound(profile.error) || (!profile.data && !profile.isError))
    return (
      <Notice title="User not found">
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          // Back where the visitor came from, or home when the profile was opened directly.
          onClick={() => (location.key !== 'default' ? navigate(-1) : navigate(paths.home()))}
        >
          Go back
        </Button>
      </Notice>
    );
  if (!profile.data)
    return (
      <Notice title="Failed to fetch user">
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => profile.refetch()}>
          Try again
        </Button>
      </Notice>
    );

  const user = profile.data;
  return (
    <>
      <ProfileHeaderCard user={user} primaryAction={<FollowButton userId={user.id} />} />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1.5 }}>
        Posts
      </Typography>
      <PostsGrid username={user.username} />
    </>
  );
}
