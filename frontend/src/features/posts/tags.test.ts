import { addTag, defaultTags, normalizeTag, removeTag, visibilityOptions } from './tags';

describe('post tags', () => {
  it('adds the # and drops spaces, empty words and duplicates', () => {
    expect(normalizeTag('summer look')).toBe('#summerlook');
    expect(normalizeTag('##Boho')).toBe('#Boho');
    expect(normalizeTag('  # ')).toBe('');
    let tags = addTag(defaultTags, 'linen');
    expect(tags).toEqual(['#tvt', '#tryon', '#linen']);
    tags = addTag(tags, '#Linen');
    tags = addTag(tags, 'TVT');
    expect(tags).toEqual(['#tvt', '#tryon', '#linen']);
  });

  it('never removes the two default tags', () => {
    const tags = ['#tvt', '#tryon', '#linen'];
    expect(removeTag(tags, '#tvt')).toEqual(tags);
    expect(removeTag(tags, '#tryon')).toEqual(tags);
    expect(removeTag(tags, '#linen')).toEqual(['#tvt', '#tryon']);
  });

  it('offers public only to TrendStars, for whom it is the default', () => {
    expect(visibilityOptions(false)).toEqual({ defaultVisibility: 'friends', options: ['friends'] });
    expect(visibilityOptions(true)).toEqual({ defaultVisibility: 'public', options: ['public', 'friends'] });
  });
});
