import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { BackHeading } from '../../../components/common/BackHeading';
import { ApplicationStatusCard } from '../components/ApplicationStatusCard';
import { TrendStarApplicationForm } from '../components/TrendStarApplicationForm';
import { useTrendStarApplication } from '../useTrendStarApplication';
import { paths } from '../../../lib/paths';

export default function ApplyTrendStarPage() {
  const { stage, application, isLoading, isError, refetch } = useTrendStarApplication();

  return (
    <>
      <BackHeading to={paths.profile()} title="Apply as TrendStar" />
      {isLoading ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your application">
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try Again
            </Button>
          }
        >
          Failed to load your application
        </Alert>
      ) : (
        <Stack spacing={2}>
          <ApplicationStatusCard stage={stage} application={application} />
          {(stage === 'none' || stage === 'rejected') && <TrendStarApplicationForm reapplying={stage === 'rejected'} />}
        </Stack>
      )}
    </>
  );
}
