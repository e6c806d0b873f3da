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
