import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '../ordersApi';
import { orderedProduct } from '../orderView';
import { AddressLines } from './AddressLines';
import { OrderProductLine } from './OrderProductLine';
import { OrderStatusChip } from './OrderStatusChip';

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Order ID, status, the product line and the shipping address: the body of both order detail screens. */
export function OrderDetailsCard({ order, side }: { order: Order; side: 'buyer' | 'seller' }) {
  const product = orderedProduct(order, side);
  return (
    <Card component="section" aria-label="Order details">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                Order ID
              </Typography>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all', fontVariantNumeric: 'tabular-nums' }}>
                {order.id}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={order.createdAt}>{placedAt.format(new Date(order.createdAt))}</time>
              </Typography>
            </Stack>
            <OrderStatusChip status={order.orderStatus} />
          </Stack>
          <Divider />
          <OrderProductLine product={product} size={order.size} color={order.color} prices={order} imageSize={96} />
          <Divider />
          <Stack component="section" aria-labelledby="shipping-address-of-order">
            <Typography id="shipping-address-of-order" variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
              Shipping Address
            </Typography>
            {order.address ? (
              <AddressLines address={order.address} showEmail />
            ) : (
              <Typography color="text.secondary">Address no longer available</Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
