import type { FieldErrors } from '../../lib/validation';

/** The text fields of the create and edit forms (sizes, colours, the switch and images live beside them). */
export type ProductTextValues = {
  title: string;
  description: string;
  actualPrice: string;
  discountPrice: string;
  stock: string;
};

export type ProductTextField = keyof ProductTextValues;

/**
 * Common values offered one tap away. None is chosen for the seller: a pre-chosen size or colour they do not
 * have would be listed, and preselected on the buyer's order form.
 */
export const suggestedSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const suggestedColors = ['Black', 'White', 'Navy Blue', 'Red', 'Beige'];
export const newProductValues: ProductTextValues = {
  title: '',
  description: '',
  actualPrice: '0',
  discountPrice: '',
  stock: '1',
};

/** Part 2 §9: at most 5 images on the create screen. */
export const maximumCreateImages = 5;

// Part 2 §5: an emptied price field becomes 0; an emptied discount price becomes unset.
export const priceOf = (text: string) => (text.trim() === '' ? 0 : Number(text));
export const discountOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Part 2 §5, the first failed rule of each text field. */
export function validateProductText(values: ProductTextValues): FieldErrors<ProductTextField> {
  const errors: FieldErrors<ProductTextField> = {};
  const title = values.title.trim();
  if (title.length < 3) errors.title = 'Title must be at least 3 characters';
  else if (title.length > 100) errors.title = 'Title must be less than 100 characters';
  const description = values.description.trim();
  if (description.length > 0 && description.length < 10)
    errors.description = 'Description must be at least 10 characters';
  else if (description.length > 1000) errors.description = 'Description must be less than 1000 characters';
  const price = priceOf(values.actualPrice);
  if (!Number.isFinite(price) || price < 0.01) errors.actualPrice = 'Price must be greater than 0';
  const discount = discountOf(values.discountPrice);
  if (discount !== undefined && (!Number.isFinite(discount) || discount < 0))
    errors.discountPrice = 'Discount price must be a number';
  const stockText = values.stock.trim();
  const stock = Number(stockText);
  if (stockText === '' || !Number.isInteger(stock) || stock < 0) errors.stock = 'Stock must be 0 or positive';
  return errors;
}

export interface ProductVariants {
  sizes: string[];
  colors: string[];
}

export function validateVariants({ sizes, colors }: ProductVariants): FieldErrors<'sizes' | 'colors'> {
  const errors: FieldErrors<'sizes' | 'colors'> = {};
  if (sizes.length === 0) errors.sizes = 'At least one size is required';
  if (colors.length === 0) errors.colors = 'At least one color is required';
  return errors;
}

/** Part 2 §5: chip values are trimmed; blank or duplicate ones are ignored. */
export function addChip(chips: string[], draft: string): string[] {
  const value = draft.trim();
  if (!value || chips.includes(value)) return chips;
  return [...chips, value];
}

/**
 * The product fields both POST /api/products and PATCH /api/products/{id} take. An emptied description or
 * discount is sent as null, so an edit clears it (an absent field would leave it unchanged).
 */
export function productFields(values: ProductTextValues, variants: ProductVariants, isActive: boolean) {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description || null,
    actualPrice: priceOf(values.actualPrice),
    discountPrice: discountOf(values.discountPrice) ?? null,
    stock: Number(values.stock.trim()),
    isActive,
    sizes: variants.sizes,
    colors: variants.colors,
  };
}
