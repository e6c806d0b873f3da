import { baseApi } from '../../api/baseApi';
import type { ordersApi } from './ordersApi';

type Dispatch = (action: unknown) => unknown;

// The one api slice, typed with the orders tags. Only the type of ordersApi is imported: the live events stream is
// part of every page's first load, the orders screens' endpoints are not. Invalidating a tag needs none of them.
const api = baseApi as unknown as typeof ordersApi;

/**
 * A new sale (product_purchase, to the seller) or a status change (to the buyer) arrives as a live notification
 * naming the order: the screens showing that order, and My Sales, read it again.
 */
export function refreshOrdersOnNotification(dispatch: Dispatch, name: string, data: unknown) {
  if (name !== 'notification.created') return;
  const orderId = (data as { notification?: { data?: { orderId?: string } } }).notification?.data?.orderId;
  if (orderId) dispatch(api.util.invalidateTags([{ type: 'Order', id: orderId }, 'SellerOrders']));
}
