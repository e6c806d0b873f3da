import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackHeading } from '../../../components/common/BackHeading';
import { UserAvatar } from '../../../components/common/UserAvatar';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { OrderDetailsCard } from '../components/OrderDetailsCard';
import { OrderDetailsSkeleton } from '../components/OrderDetailsSkeleton';
import { SupportContact } from '../components/SupportContact';
import { OrderStatusForm } from '../components/OrderStatusForm';
import { useGetUserOrderQuery, type Order } from '../ordersApi';
import { useOrderLoadFailureToast } from '../useOrderLoadFailureToast';
import { paths } from '../../../lib/paths';

function SaleLinks() {
  return (
    <Stack component="nav" aria-label="Sale links" direction="row" spacing={1.5}>
      <Button component={RouterLink} to={paths.mySales()} variant="outlined" color="inherit" fullWidth>
        Back to Sales
      </Button>
      <Button component={RouterLink} to={paths.home()} variant="outlined" color="inherit" fullWidth>
        Home
      </Button>
    </Stack>
  );
}

function Buyer({ buyer }: { buyer: NonNullable<Order['buyer']> }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <UserAvatar user={buyer} size="sm" />
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          Ordered by
        </Typography>
        <Typography
          component={RouterLink}
          to={paths.userProfile(buyer.username)}
          sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
          noWrap
        >
          {buyer.displayName || buyer.username} @{buyer.username}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** /trendstar-sales/{id}: one sale for its seller, with the status selector. */
export default function SaleDetailPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data, isLoading, isError } = useGetUserOrderQuery({ id });
  useOrderLoadFailureToast(isError);

  return (
    <Stack spacing={2}>
      <BackHeading to={paths.mySales()} title="Sale Details" />
      {isLoading ? (
        <OrderDetailsSkeleton />
      ) : !data ? (
        <Typography role="alert" sx={{ py: 4, textAlign: 'center' }}>
          Error loading order details
        </Typography>
      ) : (
        <>
          {data.order.buyer && <Buyer buyer={data.order.buyer} />}
          <OrderDetailsCard order={data.order} side="seller" />
          {/* The buyer may open this page too, but only the seller changes the status. */}
          {user?.id === data.order.trendStarUserId && (
            <OrderStatusForm key={`${data.order.id}-${data.order.orderStatus}`} order={data.order} />
          )}
          <SupportContact />
        </>
      )}
      <SaleLinks />
    </Stack>
  );
}
