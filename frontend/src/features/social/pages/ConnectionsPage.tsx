import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackHeading } from '../../../components/common/BackHeading';
import { PageSpinner } from '../../../components/common/PageSpinner';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useGetUserByUsernameQuery } from '../../users/usersApi';
import { ConnectionsList, type ConnectionsKind } from '../components/ConnectionsList';
import { paths } from '../../../lib/paths';

/** /u/{username}/connections and /connections/{username}: Followers (n) and Following (n). */
export default function ConnectionsPage() {
  const { username = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ConnectionsKind = searchParams.get('tab') === 'following' ? 'following' : 'followers';
  const { user: viewer } = useCurrentUser();
  const { data: user, isLoading, isError } = useGetUserByUsernameQuery({ username });
  const backTo = viewer?.username === username ? paths.profile() : paths.userProfile(username);

  if (isLoading) return <PageSpinner label="Loading connections" />;
  if (isError || !user)
    return (
      <>
        <BackHeading to={paths.home()} title="Connections" />
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
          User not found
        </Typography>
      </>
    );

  return (
    <>
      <BackHeading to={backTo} title={user.displayName || user.username} />
      <Tabs
        value={tab}
        onChange={(_event, next: ConnectionsKind) =>
          setSearchParams(next === 'following' ? { tab: next } : {}, { replace: true })
        }
        variant="fullWidth"
        aria-label="Connections"
      >
        <Tab
          value="followers"
          label={`Followers (${user.followers})`}
          id="connections-tab-followers"
          aria-controls="connections-panel"
        />
        <Tab
          value="following"
          label={`Following (${user.following})`}
          id="connections-tab-following"
          aria-controls="connections-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="connections-panel" aria-labelledby={`connections-tab-${tab}`} sx={{ pt: 1 }}>
        <ConnectionsList key={`${user.id}-${tab}`} kind={tab} userId={user.id} />
      </Box>
    </>
  );
}
