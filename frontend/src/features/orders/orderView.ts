import type { Order } from './ordersApi';
import type { OrderedProductView } from './components/OrderProductLine';

/**
 * What was bought, as the order shows it: the copy taken when it was placed (title, small picture, seller), so an
 * edited or deleted product or seller changes nothing; null when the title was never known. The seller is named
 * to the buyer only.
 */
export function orderedProduct(order: Order, side: 'buyer' | 'seller'): OrderedProductView | null {
  const { purchased } = order;
  if (!purchased.title) return null;
  return {
    title: purchased.title,
    imageUrl: purchased.thumbnail || purchased.image || null,
    sellerName: side === 'buyer' ? purchased.sellerName : null,
  };
}
