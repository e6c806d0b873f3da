import { addChip, newProductValues, productFields, validateProductText, validateVariants } from './productForm';

const valid = { ...newProductValues, title: 'Linen shirt', actualPrice: '1499' };

describe('product form rules (part 2 §5)', () => {
  it('accepts the defaults once a title and a price are given', () => {
    expect(validateProductText(valid)).toEqual({});
    expect(validateVariants({ sizes: ['S'], colors: ['Black'] })).toEqual({});
  });

  it('gives the spec messages for each field', () => {
    expect(validateProductText({ ...valid, title: 'ab' }).title).toBe('Title must be at least 3 characters');
    expect(validateProductText({ ...valid, title: 'x'.repeat(101) }).title).toBe(
      'Title must be less than 100 characters',
    );
    expect(validateProductText({ ...valid, description: 'too short' }).description).toBe(
      'Description must be at least 10 characters',
    );
    expect(validateProductText({ ...valid, description: 'x'.repeat(1001) }).description).toBe(
      'Description must be less than 1000 characters',
    );
    expect(validateProductText({ ...valid, actualPrice: '' }).actualPrice).toBe('Price must be greater than 0');
    expect(validateProductText({ ...valid, actualPrice: '0.001' }).actualPrice).toBe('Price must be greater than 0');
    expect(validateProductText({ ...valid, stock: '-1' }).stock).toBe('Stock must be 0 or positive');
    expect(validateProductText({ ...valid, stock: '1.5' }).stock).toBe('Stock must be 0 or positive');
    expect(validateVariants({ sizes: [], colors: [] })).toEqual({
      sizes: 'At least one size is required',
      colors: 'At least one color is required',
    });
  });

  it('ignores blank and duplicate chips and trims them', () => {
    expect(addChip(['S'], '  M ')).toEqual(['S', 'M']);
    expect(addChip(['S'], 'S')).toEqual(['S']);
    expect(addChip(['S'], '   ')).toEqual(['S']);
  });

  it('sends an emptied discount and an empty description as null, which clears them', () => {
    expect(
      productFields({ ...valid, discountPrice: ' ', stock: '0' }, { sizes: ['M'], colors: ['Red'] }, false),
    ).toEqual({
      title: 'Linen shirt',
      description: null,
      actualPrice: 1499,
      discountPrice: null,
      stock: 0,
      isActive: false,
      sizes: ['M'],
      colors: ['Red'],
    });
  });
});
