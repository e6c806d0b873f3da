import { amountToPay, discountAmount, percentOff } from './orderPrices';

describe('order prices', () => {
  it('pays the discount price when it is lower, in exact paise', () => {
    expect(amountToPay({ actualPrice: '1499.99', discountPrice: '999.99' })).toBe(999.99);
    expect(discountAmount({ actualPrice: '1499.99', discountPrice: '999.99' })).toBe(500);
    expect(percentOff({ actualPrice: '1999.00', discountPrice: '1499.00' })).toBe(25);
  });

  it('has no discount without a lower discount price', () => {
    expect(amountToPay({ actualPrice: '799.00', discountPrice: null })).toBe(799);
    expect(discountAmount({ actualPrice: '799.00', discountPrice: null })).toBe(0);
    expect(percentOff({ actualPrice: '799.00', discountPrice: '799.00' })).toBeNull();
  });
});
