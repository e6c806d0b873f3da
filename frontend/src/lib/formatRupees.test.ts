import { displayedPrice, formatRupees } from './formatRupees';

describe('rupee prices', () => {
  it('writes rupees with Indian grouping, paise only when there are any', () => {
    expect(formatRupees(99)).toBe('₹99');
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatRupees(79.5)).toBe('₹79.50');
  });

  it('shows the discount price, the struck-through actual price and the rounded percent off', () => {
    expect(displayedPrice('2999.00', '1999.00')).toEqual({ current: '₹1,999', original: '₹2,999', percentOff: 33 });
    expect(displayedPrice(1000, 875.5)).toEqual({ current: '₹875.50', original: '₹1,000', percentOff: 12 });
  });

  it('shows only the actual price without a real discount', () => {
    expect(displayedPrice('1500.00', null)).toEqual({ current: '₹1,500', original: null, percentOff: null });
    expect(displayedPrice('1500.00', '1500.00')).toEqual({ current: '₹1,500', original: null, percentOff: null });
    expect(displayedPrice('1500.00', '1800.00')).toEqual({ current: '₹1,500', original: null, percentOff: null });
  });
});
