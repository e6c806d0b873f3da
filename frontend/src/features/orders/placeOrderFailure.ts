/** Refusals whose server message tells the buyer what to do better than the generic text. */
const refusalCodes = new Set(['product_not_available', 'out_of_stock', 'cannot_order_own_product']);

export const placeOrderFailedText = 'Failed to place order. Please try again.';

/** Part 2 §8 "Failed to place order. Please try again.", or the product's refusal (inactive, out of stock, own). */
export function placeOrderFailureText(error: unknown): string {
  const data = (error as { data?: { code?: unknown; message?: unknown } } | undefined)?.data;
  if (typeof data?.code === 'string' && refusalCodes.has(data.code) && typeof data.message === 'string')
    return data.message;
  return placeOrderFailedText;
}

/** The try-on the order screen was opened with, sent only in the shape the server accepts (`{timestamp}_{id}` or an id). */
export function orderTryOnId(tryOnId: string | undefined): string | undefined {
  const pattern = /^(\d{1,20}_)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return tryOnId && pattern.test(tryOnId) ? tryOnId : undefined;
}
