import { formatRupees } from './formatRupees';

describe('formatRupees', () => {
  it('writes rupees with Indian grouping, paise only when there are any', () => {
    expect(formatRupees(99)).toBe('₹99');
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatRupees(79.5)).toBe('₹79.50');
  });

  it('reads the server numeric strings', () => {
    expect(formatRupees('1499.00')).toBe('₹1,499');
    expect(formatRupees('125000.50')).toBe('₹1,25,000.50');
  });
});
