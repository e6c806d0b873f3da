/**
 * The old garment's outline blended with the backdrop, which the new garment's edge leaves beside it (see
 * `oldGarmentRim`).
 */
import { colourBin } from './held-objects';
import { max, min, round } from './numeric';
import { LeftoverInput } from './old-garment-leftovers';
import { passesForShadedSkin, passesForSkin, SkinModel } from './person-regions';
import { createMask } from './raster';
import { Mask } from './types';

/** How near the backdrop and the garments (new, or old as estimated) a pixel of the old garment's rim lies (px). */
const RIM = 3;
/** The person mask below this is backdrop. */
const BACKDROP = 0.2;

/**
 * The old garment's outline blended with the backdrop, left beside the new garment's edge: pixels on the person within
 * RIM of the backdrop and of the garments (half old garment, half backdrop, so in none of its colours), in none of the
 * other garments' colours, not passing for skin, not within twice RIM of what is kept (beside an arm's skin its shaded
 * outline is the arm's) and not a speck; with the backdrop beside them, which is repainted as itself (the repainted
 * area's blurred edge left the rim half as it was otherwise). A new sleeve placed a pixel or two inside a red
 * sleeve's outline left it as a thin red line. Only the person's outline is searched, for speed.
 */
export function oldGarmentRim(input: LeftoverInput, leftover: Mask, skinModel: SkinModel): Mask {
  const { image, oldGarment, newCoverage, personMask, kept } = input;
  const { width, height } = oldGarment;
  const rim = createMask(width, height);
  const rows = min(height, max(0, round(input.aboveRow)));
  const otherFrom = max(0, round((input.otherFromRow ?? 0) - input.reach)) * width;
  const isBackdrop = (pixel: number) => personMask.data[pixel] < BACKDROP;
  const isKept = (pixel: number) => kept.data[pixel] > 0.5;
  const isGarment = (pixel: number) =>
    oldGarment.data[pixel] > 0.5 || newCoverage.data[pixel] > 0.5 || leftover.data[pixel] > 0.5;
  /** Whether `holds` holds for a pixel within `radius` of (x, y). */
  const near = (x: number, y: number, radius: number, holds: (pixel: number) => boolean) => {
    for (let row = max(0, y - radius); row <= min(height - 1, y + radius); row++)
      for (let column = max(0, x - radius); column <= min(width - 1, x + radius); column++)
        if (holds(row * width + column)) return true;
    return false;
  };
  const seen = new Uint8Array(width * height);
  const found: number[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      if (isBackdrop(pixel)) continue;
      const outline =
        (x > 0 && isBackdrop(pixel - 1)) ||
        (x < width - 1 && isBackdrop(pixel + 1)) ||
        (y > 0 && isBackdrop(pixel - width)) ||
        (y < height - 1 && isBackdrop(pixel + width));
      if (!outline || !near(x, y, RIM, isGarment)) continue;
      // The pixels within RIM of the backdrop lie within RIM - 1 of a person pixel beside it.
      for (let row = max(0, y - RIM + 1); row <= min(rows - 1, y + RIM - 1); row++) {
        for (let column = max(0, x - RIM + 1); column <= min(width - 1, x + RIM - 1); column++) {
          const next = row * width + column;
          if (seen[next]) continue;
          seen[next] = 1;
          if (isBackdrop(next) || isGarment(next)) continue;
          if (input.otherColours?.[colourBin(image, next)] && next >= otherFrom) continue;
          if (passesForSkin(image, next, skinModel) || passesForShadedSkin(image, next, skinModel)) continue;
          if (near(column, row, RIM, isGarment) && !near(column, row, 2 * RIM, isKept)) found.push(next);
        }
      }
    }
  }
  for (const pixel of withoutSpecks(found, width, height)) {
    const x = pixel % width;
    const y = (pixel - x) / width;
    for (let row = max(0, y - RIM); row <= min(height - 1, y + RIM); row++)
      for (let column = max(0, x - RIM); column <= min(width - 1, x + RIM); column++) {
        const next = row * width + column;
        if (next === pixel || isBackdrop(next)) rim.data[next] = 1;
      }
  }
  return rim;
}

/** Pixels of a rim fewer than this together are a speck of the person mask's halo, not an old garment's outline. */
const SMALLEST_RIM = 15;

/** The pixels of `pixels` joined (8-connected) to at least SMALLEST_RIM of them. */
function withoutSpecks(pixels: number[], width: number, height: number): number[] {
  const state = new Uint8Array(width * height);
  for (const pixel of pixels) state[pixel] = 1;
  const kept: number[] = [];
  for (const start of pixels) {
    if (state[start] !== 1) continue;
    state[start] = 2;
    const component = [start];
    for (let index = 0; index < component.length; index++) {
      const pixel = component[index];
      const x = pixel % width;
      for (let rowStep = -1; rowStep <= 1; rowStep++)
        for (let columnStep = -1; columnStep <= 1; columnStep++) {
          const next = pixel + rowStep * width + columnStep;
          const column = x + columnStep;
          if (column < 0 || column >= width || next < 0 || next >= width * height || state[next] !== 1) continue;
          state[next] = 2;
          component.push(next);
        }
    }
    if (component.length >= SMALLEST_RIM) kept.push(...component);
  }
  return kept;
}
