import { originalPrice, percentOff, priceInPaise, priceToPay } from './prices';

describe('credit package prices', () => {
  it('pays the discount price, else the amount, sent in paise', () => {
    expect(priceToPay({ amount: 499, actualPrice: 499, discountPrice: 399 })).toBe(399);
    expect(priceToPay({ amount: 99, actualPrice: null, discountPrice: null })).toBe(99);
    expect(priceInPaise({ amount: 79.5 })).toBe(7950);
  });

  it('rounds the percent off and shows it only for a real discount', () => {
    expect(percentOff({ amount: 1999, actualPrice: 1999, discountPrice: 1499 })).toBe(25);
    expect(percentOff({ amount: 299, actualPrice: 299, discountPrice: 199 })).toBe(33);
    expect(percentOff({ amount: 99, actualPrice: 99, discountPrice: null })).toBeNull();
    expect(percentOff({ amount: 99, actualPrice: 99, discountPrice: 99 })).toBeNull();
    expect(originalPrice({ amount: 99, actualPrice: 99, discountPrice: null })).toBeNull();
    expect(originalPrice({ amount: 499, actualPrice: null, discountPrice: 399 })).toBe(499);
  });
});
