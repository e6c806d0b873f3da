import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackHeading } from '../../../components/common/BackHeading';
import { useGetUserByUsernameQuery } from '../../users/usersApi';
import { EmptyFeed } from '../components/EmptyFeed';
import { FeedList } from '../components/FeedList';
import { paths } from '../../../lib/paths';

/** Part 1 §2: a TrendStar's posts under a header that leads back to the TrendStars list. */
export default function TrendStarPage() {
  const { username = '' } = useParams();
  const { data: trendstar, isLoading, isError } = useGetUserByUsernameQuery({ username });

  if (isLoading)
    return (
      <Stack spacing={2} aria-busy aria-label="Loading TrendStar">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (isError || !trendstar || trendstar.role !== 'trendstar')
    return (
      <Stack spacing={2} sx={{ py: 6, textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="h6" component="h1">
          TrendStar not found
        </Typography>
        <Button component={RouterLink} to={paths.trendStars()} variant="contained">
          Go back to TrendStars
        </Button>
      </Stack>
    );
  return (
    <>
      <BackHeading to={paths.trendStars()} title={trendstar.displayName || trendstar.username} />
      <FeedList
        trendstar={trendstar.username}
        empty={<EmptyFeed text="This TrendStar hasn't posted any try-ons yet. Check back later!" />}
      />
    </>
  );
}
