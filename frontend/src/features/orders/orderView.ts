import type { Order } from './ordersApi';
import type { OrderedProductView } from './components/OrderProductLine';

/** The product as an order shows it: the small try-on picture, or null once the product is gone. */
export function orderedProduct(order: Order): OrderedProductView | null {
  if (!order.product) return null;
  return { title: order.product.title, imageUrl: order.product.tryOnThumbnail || order.product.tryOnImage || null };
}
