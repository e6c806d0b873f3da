import { fromPaise, MAXIMUM_PAISE, toPaise } from './product-money';
import { toValueList } from './product-values';

describe('toPaise', () => {
  it.each([
    [1999, 199_900],
    ['1999', 199_900],
    ['1234.5', 123_450],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    ['0.005', 1],
    ['0.004', 0],
    [' 12.30 ', 1230],
    ['99999999.99', MAXIMUM_PAISE],
  ])('reads %p as %p paise', (value, paise) => {
    expect(toPaise(value)).toBe(paise);
  });

  it.each([['ten'], [''], ['-5'], ['1e3'], [Number.NaN], [Infinity], [null], [undefined], [{}], ['1.2.3']])(
    'refuses %p',
    (value) => {
      expect(toPaise(value)).toBeNull();
    },
  );
});

describe('fromPaise', () => {
  it('writes numeric(10,2) text', () => {
    expect([fromPaise(199_900), fromPaise(5), fromPaise(1230), fromPaise(MAXIMUM_PAISE)]).toEqual([
      '1999.00',
      '0.05',
      '12.30',
      '99999999.99',
    ]);
  });
});

describe('toValueList', () => {
  it('splits comma-separated text, trims, drops blanks and case-insensitive duplicates', () => {
    expect(toValueList(' S, M ,, m, XL ')).toEqual(['S', 'M', 'XL']);
    expect(toValueList(['Black', ' black ', 'White', ''])).toEqual(['Black', 'White']);
    expect(toValueList('')).toEqual([]);
  });

  it('leaves what is not a list for the validators to refuse', () => {
    expect(toValueList(5)).toBe(5);
    expect(toValueList(undefined)).toBeUndefined();
    expect(toValueList([1, 'S'])).toEqual([1, 'S']);
  });
});
