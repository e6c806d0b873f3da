/** A package as the server lists it (GET /api/credits/packages), prices in rupees. */
export interface PricedPackage {
  amount: number;
  actualPrice?: number | null;
  discountPrice?: number | null;
}

/** What the buyer pays: the discount price if present, else the amount (part 1 §7). */
export function priceToPay(creditPackage: PricedPackage): number {
  return creditPackage.discountPrice ?? creditPackage.amount;
}

/** The struck-through original price, when it is higher than what is paid. */
export function originalPrice(creditPackage: PricedPackage): number | null {
  const original = creditPackage.actualPrice ?? (creditPackage.discountPrice != null ? creditPackage.amount : null);
  return original != null && original > priceToPay(creditPackage) ? original : null;
}

/** Rounded 100 × (1 − discount / actual), only when a real discount exists (part 2 §5). */
export function percentOff(creditPackage: PricedPackage): number | null {
  const original = originalPrice(creditPackage);
  if (original == null || creditPackage.discountPrice == null || original <= 0) return null;
  const percent = Math.round(100 * (1 - creditPackage.discountPrice / original));
  return percent > 0 ? percent : null;
}

/** The amount sent to the gateway, in paise. */
export function priceInPaise(creditPackage: PricedPackage): number {
  return Math.round(priceToPay(creditPackage) * 100);
}
