import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router-dom';
import type { TrendStarApplication } from '../trendStarApplicationApi';
import type { ApplicationStage } from '../useTrendStarApplication';
import { paths } from '../../../lib/paths';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

function submittedOn(application: TrendStarApplication | null): string | null {
  return application
    ? `Submitted on ${dateFormat.format(new Date(application.createdAt))} as @${application.instagramHandle}.`
    : null;
}

/** Where the user's application stands; nothing is shown before the first application. */
export function ApplicationStatusCard({
  stage,
  application,
}: {
  stage: ApplicationStage;
  application: TrendStarApplication | null;
}) {
  if (stage === 'none') return null;
  if (stage === 'pending') {
    return (
      <Alert severity="info" icon={<HourglassTopIcon />} role="status">
        <AlertTitle>Application under review</AlertTitle>
        Your application is under review. We will let you know as soon as it has been reviewed.
        <Typography variant="body2" sx={{ mt: 1 }}>
          {submittedOn(application)}
        </Typography>
      </Alert>
    );
  }
  if (stage === 'approved') {
    return (
      <Alert severity="success" icon={<StarIcon sx={{ color: 'warning.main' }} />} role="status">
        <AlertTitle>You are a TrendStar!</AlertTitle>
        Your application has been approved. You can now create and sell products from your try-ons.
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button component={RouterLink} to={paths.create()} variant="contained" size="small">
            Go to Create
          </Button>
          <Button component={RouterLink} to={paths.profile()} size="small" color="inherit">
            View Profile
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Application not approved</AlertTitle>
      {application?.reviewNote ? (
        <>
          Note from the review team: <q>{application.reviewNote}</q>
        </>
      ) : (
        'Your last application was not approved.'
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        You can apply again below.
      </Typography>
    </Alert>
  );
}
