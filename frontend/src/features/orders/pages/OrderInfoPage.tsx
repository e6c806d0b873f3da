import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackHeading } from '../../../components/common/BackHeading';
import { OrderInfoForm } from '../components/OrderInfoForm';
import { ordersApi } from '../ordersApi';
import { paths } from '../../../lib/paths';

/** /user-order-info/{productId}/{tryOnId}: Complete Your Order. */
export default function OrderInfoPage() {
  const { productId = '', tryOnId } = useParams();
  const { data, isLoading } = ordersApi.useGetProductQuery({ id: productId, include: 'user' });

  let body;
  if (isLoading) {
    body = (
      <Stack spacing={2} sx={{ py: 8, alignItems: 'center' }} role="status">
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Loading order information...</Typography>
      </Stack>
    );
  } else if (!data) {
    body = (
      <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          Product information not found
        </Typography>
        <Button component={RouterLink} to={paths.home()} variant="contained">
          Return to Home
        </Button>
      </Stack>
    );
  } else {
    body = <OrderInfoForm key={data.product.id} product={data.product} tryOnId={tryOnId} />;
  }

  return (
    <>
      <BackHeading to={paths.product(productId)} title="Complete Your Order" />
      {body}
    </>
  );
}
