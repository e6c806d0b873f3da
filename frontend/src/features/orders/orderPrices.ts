/** Money as the server sends it: numeric(10,2) as a string, or a number. */
export type Money = string | number;

export interface OrderPrices {
  actualPrice: Money;
  discountPrice?: Money | null;
}

/** What is paid: the discount price when it is a real discount, else the actual price. */
export function amountToPay({ actualPrice, discountPrice }: OrderPrices): number {
  const actual = Number(actualPrice);
  const discount = discountPrice == null || discountPrice === '' ? null : Number(discountPrice);
  return discount != null && discount < actual ? discount : actual;
}

/** The rupees taken off, computed in paise so that 1499.99 − 999.99 is exactly 500. */
export function discountAmount(prices: OrderPrices): number {
  return (Math.round(Number(prices.actualPrice) * 100) - Math.round(amountToPay(prices) * 100)) / 100;
}

/** Part 2 §5: rounded 100 × (1 − discount / actual), only when a discount exists. */
export function percentOff(prices: OrderPrices): number | null {
  const actual = Number(prices.actualPrice);
  if (discountAmount(prices) <= 0 || actual <= 0) return null;
  return Math.round(100 * (1 - amountToPay(prices) / actual));
}
