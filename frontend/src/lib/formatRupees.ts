const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupeeFormatWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * "₹1,49,999" with Indian grouping; paise shown only when there are any ("₹79.50"). Accepts the
 * server's numeric(10,2) strings ("1499.00") as well as numbers.
 */
export function formatRupees(rupees: number | string): string {
  const amount = Number(rupees);
  const format = Number.isInteger(amount) ? rupeeFormat : rupeeFormatWithPaise;
  return `₹${format.format(amount)}`;
}
