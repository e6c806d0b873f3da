/** The stored URLs of a picture's responsive variants; null where a variant was never made (e.g. an older picture). */
export interface StoredVariants {
  thumbnail: string | null | undefined;
  large: string | null | undefined;
}

export interface VariantPaths {
  thumbnailPath: string;
  largePath: string;
}

/**
 * The 256 px and 1080 px URLs a response shows for a picture: each variant where it exists, else the picture itself
 * (lists show the original until its variants are made). Every response with variants derives them here.
 */
export function variantPathsOf(original: string, variants: StoredVariants): VariantPaths {
  return { thumbnailPath: variants.thumbnail ?? original, largePath: variants.large ?? original };
}

/** A try-on picture stored with its variants in columns, as posts and products keep theirs. */
export interface StoredTryOnPicture {
  tryOnImage: string;
  tryOnThumbnail: string | null;
  tryOnLarge: string | null;
}

/** The variant URLs of a post's or a product's try-on picture. */
export function tryOnVariantPathsOf(picture: StoredTryOnPicture): VariantPaths {
  return variantPathsOf(picture.tryOnImage, { thumbnail: picture.tryOnThumbnail, large: picture.tryOnLarge });
}
