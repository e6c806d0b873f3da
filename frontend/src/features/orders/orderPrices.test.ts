import { amountToPay, discountAmount } from './orderPrices';

describe('order prices', () => {
  it('pays the discount price when it is lower, in exact paise', () => {
    expect(amountToPay({ actualPrice: '1499.99', discountPrice: '999.99' })).toBe(999.99);
    expect(discountAmount({ actualPrice: '1499.99', discountPrice: '999.99' })).toBe(500);
  });

  it('has no discount without a lower discount price', () => {
    expect(amountToPay({ actualPrice: '799.00', discountPrice: null })).toBe(799);
    expect(discountAmount({ actualPrice: '799.00', discountPrice: null })).toBe(0);
    expect(amountToPay({ actualPrice: '799.00', discountPrice: '899.00' })).toBe(799);
  });
});
