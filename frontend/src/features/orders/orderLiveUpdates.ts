import { ordersApi } from './ordersApi';

type Dispatch = (action: unknown) => unknown;

/**
 * A new sale (product_purchase, to the seller) or a status change (to the buyer) arrives as a live notification
 * naming the order: the screens showing that order, and My Sales, read it again.
 */
export function refreshOrdersOnNotification(dispatch: Dispatch, name: string, data: unknown) {
  if (name !== 'notification.created') return;
  const orderId = (data as { notification?: { data?: { orderId?: string } } }).notification?.data?.orderId;
  if (orderId) dispatch(ordersApi.util.invalidateTags([{ type: 'Order', id: orderId }, 'SellerOrders']));
}
