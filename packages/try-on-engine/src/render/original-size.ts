import { resizeImage } from '../shared/image-io';
import { round } from '../shared/numeric';
import { dilate, gaussianBlur, resizeMask, unionMasks } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

/** What the try-on changed, at the size it was worked at or at the original photo's. */
export interface ChangedRegions {
  /** The old garment (with its repainted leftovers) and the new one: the only pixels that change. */
  targetRegion: Mask;
  /** Where the new garment is drawn. */
  coverage: Mask;
  /** The feet, which stay as photographed. */
  feet?: Mask;
}

/**
 * The result, worked on a smaller copy of the photo, put back over the original: only the changed region, with a
 * soft edge and never the feet, takes the enlarged result; every other pixel stays the original's own.
 */
export async function backAtOriginalSize(
  original: RgbImage,
  result: RgbImage,
  regions: ChangedRegions,
): Promise<ChangedRegions & { image: RgbImage }> {
  if (result.width === original.width && result.height === original.height) return { ...regions, image: result };
  const { width, height } = original;
  const enlarged = await resizeImage(result, width, height);
  const changed = resizeMask(
    unionMasks(gaussianBlur(dilate(regions.targetRegion, 4), 2), regions.targetRegion),
    width,
    height,
  );
  const feet = regions.feet ? resizeMask(regions.feet, width, height, 0.5) : undefined;
  for (let pixel = 0; feet && pixel < changed.data.length; pixel++) if (feet.data[pixel] > 0.5) changed.data[pixel] = 0;
  const image = { width, height, data: new Uint8Array(original.data) };
  for (let pixel = 0; pixel < changed.data.length; pixel++) {
    const weight = changed.data[pixel];
    if (weight <= 0) continue;
    for (let channel = 0; channel < 3; channel++) {
      const index = pixel * 3 + channel;
      image.data[index] = round(original.data[index] * (1 - weight) + enlarged.data[index] * weight);
    }
  }
  return {
    image,
    targetRegion: resizeMask(regions.targetRegion, width, height),
    coverage: resizeMask(regions.coverage, width, height, 0.5),
    feet,
  };
}
