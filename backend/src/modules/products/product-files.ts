import { randomUUID } from 'node:crypto';

/**
 * Where product files live (public storage keys). Everything sits under `{username}/products/`, so deleting an
 * account removes them with one folder. A product keeps its own copies of its try-on pictures.
 */
export const productFiles = {
  folderOf: (username: string) => `${username}/products`,
  ofProduct: (username: string, productId: string) => {
    const base = `${username}/products/${productId}`;
    return {
      tryOn: `${base}/try-on.png`,
      tryOnThumbnail: `${base}/try-on-256.jpg`,
      tryOnLarge: `${base}/try-on-1080.jpg`,
      garment: `${base}/garment.png`,
    };
  },
  /** A gallery picture and its grid variant; uploaded before the product exists, so named by the image alone. */
  image: (username: string, imageId: string) => ({
    image: `${username}/products/images/${imageId}.jpg`,
    thumbnail: `${username}/products/images/${imageId}-256.jpg`,
  }),
  newId: () => randomUUID(),
};
