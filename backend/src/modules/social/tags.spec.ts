import { normaliseTags } from './tags';

describe('normaliseTags', () => {
  it('keeps the two defaults first and always', () => {
    expect(normaliseTags(undefined)).toEqual(['#tvt', '#tryon']);
    expect(normaliseTags(['linen'])).toEqual(['#tvt', '#tryon', '#linen']);
  });

  it('prefixes #, drops empties and duplicates ignoring case', () => {
    expect(normaliseTags(['#Summer', 'summer', '  ', '##tvt', 'TryOn', 'street style'])).toEqual([
      '#tvt',
      '#tryon',
      '#Summer',
      '#streetstyle',
    ]);
  });
});
