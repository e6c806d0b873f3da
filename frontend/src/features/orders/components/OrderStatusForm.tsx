import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { errorToast, successToast } from '../../toast/toastSlice';
import { useUpdateOrderStatusMutation, type Order, type OrderStatus } from '../ordersApi';
import { sellerStatusChoices, statusLabel } from '../orderStatus';

/** The four statuses the screen offers, plus the current one when the server holds another (confirmed, delivered). */
function choicesFor(current: OrderStatus): OrderStatus[] {
  const choices: OrderStatus[] = [...sellerStatusChoices];
  return choices.includes(current) ? choices : [current, ...choices];
}

/** Part 2 §2 sale detail: a status selector and Update Status, disabled while saving or when unchanged. */
export function OrderStatusForm({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [updateStatus, { isLoading: saving }] = useUpdateOrderStatusMutation();
  const [chosen, setChosen] = useState<OrderStatus>(order.orderStatus);
  const unchanged = chosen === order.orderStatus;

  async function save() {
    if (unchanged) return;
    try {
      await updateStatus({ id: order.id, updateOrderStatusDto: { orderStatus: chosen } }).unwrap();
      dispatch(successToast('Status updated', `Order status has been updated to ${chosen}.`));
    } catch {
      dispatch(errorToast('Error', 'Failed to update order status'));
    }
  }

  return (
    <Card component="section" aria-labelledby="order-status-heading">
      <CardContent>
        <Typography id="order-status-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Update Order Status
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormControl fullWidth>
            <InputLabel id="order-status-label">Status</InputLabel>
            <Select
              labelId="order-status-label"
              label="Status"
              value={chosen}
              onChange={(event) => setChosen(event.target.value as OrderStatus)}
              disabled={saving}
            >
              {choicesFor(order.orderStatus).map((status) => (
                <MenuItem key={status} value={status}>
                  {statusLabel(status)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <SubmitButton sending={saving} disabled={unchanged}>
            {saving ? 'Updating...' : 'Update Status'}
          </SubmitButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
