import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { BackHeading } from '../../../components/common/BackHeading';
import { PageSpinner } from '../../../components/common/PageSpinner';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ListEmptyState } from '../components/ListEmptyState';
import { OrderList } from '../components/OrderList';
import { paths } from '../../../lib/paths';

/** Part 2 §6: only a TrendStar loads My Sales. */
function NotATrendStar() {
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
      <Typography color="text.secondary">Only TrendStars sell products and receive orders.</Typography>
      <Button component={RouterLink} to={paths.applyTrendStar()} variant="contained">
        Apply as TrendStar
      </Button>
    </Stack>
  );
}

/** /trendstar-sales: orders of the signed-in TrendStar's products. */
export default function MySalesPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <BackHeading to={paths.profile()} title="My Sales" />
      {user?.role !== 'trendstar' ? (
        <NotATrendStar />
      ) : (
        <OrderList
          side="seller"
          label="Sales"
          errorText="Error loading sales"
          empty={
            <ListEmptyState
              icon={<StorefrontOutlinedIcon fontSize="inherit" />}
              title="No sales yet"
              text="You haven't received any orders for your products yet."
              action={{ label: 'Back to Profile', to: paths.profile() }}
            />
          }
        />
      )}
    </>
  );
}
