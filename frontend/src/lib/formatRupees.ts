const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupeeFormatWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "₹1,49,999" with Indian grouping; paise shown only when there are any ("₹79.50"). */
export function formatRupees(rupees: number): string {
  const format = Number.isInteger(rupees) ? rupeeFormat : rupeeFormatWithPaise;
  return `₹${format.format(rupees)}`;
}

export interface DisplayedPrice {
  current: string;
  original: string | null;
  /** Rounded 100 × (1 − discount / actual), only for a real discount (part 2 §5). */
  percentOff: number | null;
}

/** What a product's price shows: the discount price if any, the struck-through actual price and the badge. */
export function displayedPrice(actualPrice: number | string, discountPrice?: number | string | null): DisplayedPrice {
  const actual = Number(actualPrice);
  const discount = discountPrice != null && discountPrice !== '' ? Number(discountPrice) : null;
  if (discount == null || !(discount < actual) || actual <= 0)
    return { current: formatRupees(actual), original: null, percentOff: null };
  const percentOff = Math.round(100 * (1 - discount / actual));
  return {
    current: formatRupees(discount),
    original: formatRupees(actual),
    percentOff: percentOff > 0 ? percentOff : null,
  };
}
