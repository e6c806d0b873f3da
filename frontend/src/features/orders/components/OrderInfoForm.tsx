import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductDto } from '../../../api/generated/tvtApi';
import { useAppDispatch } from '../../../app/hooks';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { errorToast, successToast } from '../../toast/toastSlice';
import {
  useCreateUserAddressMutation,
  usePlaceOrderMutation,
  useSavedAddresses,
  useUpdateUserAddressMutation,
} from '../ordersApi';
import { orderTryOnId, placeOrderFailureText } from '../placeOrderFailure';
import type { AddressPayload } from './AddressForm';
import { OrderProductCard } from './OrderProductCard';
import { OrderSummary } from './OrderSummary';
import { ShippingAddressCard } from './ShippingAddressCard';
import { VariantChoice } from './VariantChoice';
import { paths } from '../../../lib/paths';

/** Why this product cannot be ordered now, if it cannot (the server refuses these too). */
function unavailableReason(product: ProductDto, viewerId: string | undefined): string | null {
  if (product.userId === viewerId) return 'This is your product: it cannot be ordered by you.';
  if (!product.isActive) return 'This product is not available for purchase.';
  if (product.stock <= 0) return 'This product is out of stock.';
  return null;
}

/** Part 2 §2 order info: size and colour (first preselected), the shipping address, the summary and Place Order. */
export function OrderInfoForm({ product, tryOnId }: { product: ProductDto; tryOnId: string | undefined }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null);
  const [color, setColor] = useState<string | null>(product.colors[0] ?? null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const addresses = useSavedAddresses(!user);
  const [createAddress, creating] = useCreateUserAddressMutation();
  const [updateAddress, updating] = useUpdateUserAddressMutation();
  const [placeOrder, { isLoading: placing }] = usePlaceOrderMutation();
  const unavailable = unavailableReason(product, user?.id);
  const complete = Boolean(size && color && addressId);

  async function place() {
    if (!size || !color || !addressId) {
      dispatch(
        errorToast('Missing Information', 'Please select a size, color, and shipping address before placing order.'),
      );
      return;
    }
    try {
      const { order } = await placeOrder({
        placeOrderDto: {
          productId: product.id,
          trendStarUserId: product.userId,
          size,
          color,
          addressId,
          tryOnId: orderTryOnId(tryOnId),
        },
      }).unwrap();
      dispatch(successToast('Order Placed!', 'Your order has been placed successfully.'));
      navigate(paths.orderComplete(order.id));
    } catch (error) {
      dispatch(errorToast('Error', placeOrderFailureText(error)));
    }
  }

  return (
    <Stack spacing={2}>
      <OrderProductCard product={product} />
      <Card component="section" aria-label="Size and color">
        <CardContent>
          <Stack spacing={2}>
            <VariantChoice label="Size" options={product.sizes} value={size} onChange={setSize} />
            <VariantChoice label="Color" options={product.colors} value={color} onChange={setColor} />
          </Stack>
        </CardContent>
      </Card>
      <ShippingAddressCard
        addresses={addresses.data?.addresses}
        selectedId={addressId}
        onSelect={setAddressId}
        contact={{
          fullName: user?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(' '),
          email: user?.email ?? '',
        }}
        saving={creating.isLoading || updating.isLoading}
        onCreate={async (address: AddressPayload) =>
          (await createAddress({ saveAddressDto: address }).unwrap()).address.id
        }
        onUpdate={async (id: string, address: AddressPayload) =>
          (await updateAddress({ id, saveAddressDto: address }).unwrap()).address.id
        }
      />
      <OrderSummary prices={product} />
      {unavailable && <Alert severity="warning">{unavailable}</Alert>}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void place()}
        disabled={!complete || placing || Boolean(unavailable)}
        aria-busy={placing}
        startIcon={placing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {placing ? 'Processing...' : 'Place Order'}
      </Button>
    </Stack>
  );
}
