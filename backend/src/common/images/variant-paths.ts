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
