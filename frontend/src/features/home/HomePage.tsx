import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../components/common/PageSpinner';
import { useCurrentUser } from '../auth/useCurrentUser';

/** A welcome screen until the feed module replaces it. */
export default function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {user ? `Welcome, ${user.displayName || user.username}!` : 'Welcome to TVT'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Try garments on your own photo, share your looks and shop from TrendStars.
        </Typography>
        {user ? (
          <Button component={RouterLink} to="/profile" variant="contained">
            View Your Profile
          </Button>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to="/auth/login" variant="contained">
              Log In
            </Button>
            <Button component={RouterLink} to="/auth/register" variant="outlined">
              Create Account
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
