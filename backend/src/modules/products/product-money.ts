/** Rupee amounts travel as numeric(10,2) text; arithmetic is done in whole paise so no binary fraction creeps in. */
export const MAXIMUM_PAISE = 99_999_999_99;

/** Paise of a rupee amount given as a number or text ("1299", "1299.5", 1299.99); null when it is not one. */
export function toPaise(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(4) : '') : String(value ?? '');
  const match = /^\s*(\d{1,12})(?:\.(\d{0,4}))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(4, '0');
  // Half a paisa or more rounds up, as the price field's step of 0.01 would.
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
}

/** The numeric(10,2) text of an amount in paise. */
export function fromPaise(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
