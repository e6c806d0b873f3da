import { extname } from 'node:path';

const ORDER_KEY = /^orders\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//;

/**
 * Where an order keeps its own copy of the pictures of what was bought (private storage keys). They sit under
 * `orders/{orderId}/`, outside both accounts' folders: deleting the product or either account leaves them, since
 * they belong to the order, which outlives both.
 */
export const orderFiles = {
  picture: (orderId: string, sourceKey: string) => `orders/${orderId}/product${extname(sourceKey) || '.jpg'}`,
  thumbnail: (orderId: string) => `orders/${orderId}/product-256.jpg`,
  folderOf: (orderId: string) => `orders/${orderId}`,
  /** The order a key belongs to, or null for keys outside the orders' folders. */
  orderOf: (key: string): string | null => ORDER_KEY.exec(key)?.[1] ?? null,
};
