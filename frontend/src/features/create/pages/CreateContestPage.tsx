import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/common/PageSpinner';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { BackHeading } from '../../../components/common/BackHeading';
import { paths } from '../../../lib/paths';

export default function CreateContestPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user?.role !== 'trendstar') return <Navigate to={paths.create()} replace />;
  return (
    <>
      <BackHeading to={paths.create()} title="Create Contest" />
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <EmojiEventsOutlinedIcon sx={{ fontSize: 48, color: 'primary.light', mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            Contest creation feature coming soon...
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
