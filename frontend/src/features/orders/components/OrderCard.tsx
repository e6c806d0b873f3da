import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { orderedAgo, shortOrderNumber } from '../orderStatus';
import type { OrderPrices } from '../orderPrices';
import { shortAddress, type AddressView } from './AddressLines';
import { OrderProductLine, type OrderedProductView } from './OrderProductLine';
import { OrderStatusChip } from './OrderStatusChip';

export interface OrderCardView extends OrderPrices {
  id: string;
  orderStatus: string;
  createdAt: string;
  size: string;
  color: string;
}

interface OrderCardProps {
  order: OrderCardView;
  product: OrderedProductView | null;
  detailsPath: string;
  /** My Sales adds where the order ships. */
  shipTo?: AddressView | null;
}

/** One order of My Orders or My Sales (part 2 §2). */
export function OrderCard({ order, product, detailsPath, shipTo }: OrderCardProps) {
  const number = shortOrderNumber(order.id);
  return (
    <Card component="article" aria-label={number}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {number}
          </Typography>
          <OrderStatusChip status={order.orderStatus} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          <time dateTime={order.createdAt}>{orderedAgo(order.createdAt)}</time>
        </Typography>
        <OrderProductLine product={product} size={order.size} color={order.color} prices={order} />
        {shipTo && (
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
            <LocalShippingOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Typography variant="body2" color="text.secondary">
              Ship to: {shipTo.fullName}, {shortAddress(shipTo)}
            </Typography>
          </Stack>
        )}
        <Button component={RouterLink} to={detailsPath} variant="outlined" fullWidth sx={{ mt: 2 }}>
          View Details
        </Button>
      </CardContent>
    </Card>
  );
}
