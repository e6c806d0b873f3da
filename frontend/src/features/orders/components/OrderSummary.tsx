import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../lib/formatRupees';
import { amountToPay, discountAmount, type OrderPrices } from '../orderPrices';

function SummaryRow({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography
        component="dt"
        sx={{ fontWeight: strong ? 700 : undefined }}
        color={strong ? undefined : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Part 2 §2 Order Summary: price, the discount when there is one, the total, and the shipping note. */
export function OrderSummary({ prices }: { prices: OrderPrices }) {
  const discount = discountAmount(prices);
  return (
    <Card component="section" aria-labelledby="order-summary-heading">
      <CardContent>
        <Typography id="order-summary-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Order Summary
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <SummaryRow label="Product Price" value={formatRupees(Number(prices.actualPrice))} />
          {discount > 0 && (
            <SummaryRow
              label="Discount"
              value={<Typography component="span" color="success.main">{`-${formatRupees(discount)}`}</Typography>}
            />
          )}
          <Divider />
          <SummaryRow label="Total Amount" value={formatRupees(amountToPay(prices))} strong />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          * Shipping charges are not included in this price.
        </Typography>
      </CardContent>
    </Card>
  );
}
