import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackHeading } from '../../../components/common/BackHeading';
import { OrderDetailsCard } from '../components/OrderDetailsCard';
import { OrderDetailsSkeleton } from '../components/OrderDetailsSkeleton';
import { SupportContact } from '../components/SupportContact';
import { useGetUserOrderQuery } from '../ordersApi';
import { useOrderLoadFailureToast } from '../useOrderLoadFailureToast';
import { paths } from '../../../lib/paths';

function OrderLinks() {
  return (
    <Stack direction="row" spacing={1.5}>
      <Button component={RouterLink} to={paths.home()} variant="outlined" color="inherit" fullWidth>
        Return to Home
      </Button>
      <Button component={RouterLink} to={paths.myOrders()} variant="contained" fullWidth>
        View All Orders
      </Button>
    </Stack>
  );
}

function PlacedBanner() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h1">
        Order Placed Successfully!
      </Typography>
      <Typography color="text.secondary">
        Thank you for ordering the product. Our representative will call you for the payment process and address
        confirmation.
      </Typography>
    </Stack>
  );
}

/** /order-complete/{orderId}: the buyer's view of one order (also the link of status notifications). */
export default function OrderCompletePage() {
  const { orderId = '' } = useParams();
  const { data, isLoading, isError } = useGetUserOrderQuery({ id: orderId }, { refetchOnFocus: true });
  useOrderLoadFailureToast(isError);

  if (isLoading) return <OrderDetailsSkeleton />;
  if (!data) {
    return (
      <Stack spacing={3} sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h5" component="h1">
          Order not found
        </Typography>
        <OrderLinks />
      </Stack>
    );
  }
  const { order } = data;
  return (
    <Stack spacing={2}>
      {order.orderStatus === 'pending' ? <PlacedBanner /> : <BackHeading to={paths.myOrders()} title="Order Details" />}
      <OrderDetailsCard order={order} side="buyer" />
      <SupportContact />
      <OrderLinks />
    </Stack>
  );
}
