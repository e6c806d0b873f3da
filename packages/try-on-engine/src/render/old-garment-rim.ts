/**
 * The old garment's outline blended with the backdrop, which the new garment's edge leaves beside it (see
 * `oldGarmentRim`).
 */
import { colourBin } from '../person/held-objects';
import { abs, max, min, round } from '../shared/numeric';
import { LeftoverInput } from '../person/old-garment-leftovers';
import { passesForShadedSkin, passesForSkin, SkinModel } from '../person/skin-model';
import { createMask } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

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

/** A pixel this near the backdrop pixel it is joined to (0–255, in every channel) is that backdrop. */
const BACKDROP_MATCH = 6;
/** The person mask below this, but not below BACKDROP, is unsure: the person's blurred outline. */
const UNSURE = 0.5;
/** How deep into the old garment's own estimate the backdrop is followed (px). */
const GARMENT_DEPTH = 6;

/**
 * What of the old garment, as estimated and with its leftovers (see `oldGarmentLeftover`), is backdrop the person mask
 * took in, as a list of pixels: joined to the backdrop through the leftovers, the person's unsure outline (those
 * pixels are in the list too) and the estimate's outer GARMENT_DEPTH pixels, all within BACKDROP_MATCH of the backdrop
 * pixel where the join begins. The person mask's outline lies a few pixels outside the person's: on a light backdrop
 * the estimate of a white tank took in the backdrop along a bare arm, painted as skin there in streaks, and under the
 * ends of a bob the backdrop beside the neck passed for a white tee's leftover and was painted as a block of skin.
 */
export function backdropOnOldGarment(image: RgbImage, personMask: Mask, oldGarment: Mask, leftover: Mask): number[] {
  const { width, height } = leftover;
  const count = width * height;
  const colours = image.data;
  const reached = new Uint8Array(count);
  // Triples of a pixel reached, the backdrop pixel it was joined from and how deep in the estimate it lies.
  const queue: number[] = [];
  const join = (pixel: number, backdrop: number, depth: number) => {
    const share = personMask.data[pixel];
    if (reached[pixel] || share < BACKDROP) return;
    const inEstimate = share >= UNSURE && leftover.data[pixel] < 0.5;
    if (inEstimate && (oldGarment.data[pixel] < 0.5 || depth >= GARMENT_DEPTH)) return;
    for (let channel = 0; channel < 3; channel++)
      if (abs(colours[pixel * 3 + channel] - colours[backdrop * 3 + channel]) > BACKDROP_MATCH) return;
    reached[pixel] = 1;
    queue.push(pixel, backdrop, inEstimate ? depth + 1 : depth);
  };
  const onPerson = (pixel: number) => personMask.data[pixel] >= BACKDROP;
  for (let pixel = 0; pixel < count; pixel++) {
    if (onPerson(pixel)) continue;
    const x = pixel % width;
    if (x > 0 && onPerson(pixel - 1)) join(pixel - 1, pixel, 0);
    if (x < width - 1 && onPerson(pixel + 1)) join(pixel + 1, pixel, 0);
    if (pixel >= width && onPerson(pixel - width)) join(pixel - width, pixel, 0);
    if (pixel + width < count && onPerson(pixel + width)) join(pixel + width, pixel, 0);
  }
  const pixels: number[] = [];
  for (let index = 0; index < queue.length; index += 3) {
    const pixel = queue[index];
    const backdrop = queue[index + 1];
    const depth = queue[index + 2];
    pixels.push(pixel);
    const x = pixel % width;
    if (x > 0) join(pixel - 1, backdrop, depth);
    if (x < width - 1) join(pixel + 1, backdrop, depth);
    if (pixel >= width) join(pixel - width, backdrop, depth);
    if (pixel + width < count) join(pixel + width, backdrop, depth);
  }
  return pixels;
}

/** How far from the old garment's estimate the skin and the backdrop it blends are looked for, along a row or column (px). */
const BLEND_REACH = 8;
/** How far (RGB) from the segment between that skin's and that backdrop's colours a blend of the two may lie. */
const BLEND_MATCH = 12;

/**
 * The pixels of the old garment's estimate that are a bare limb's outline blended with the backdrop, as a list: with
 * known skin on one side and the backdrop on the other within BLEND_REACH along the row or the column, and a colour
 * between theirs (the backdrop itself is left to `backdropOnOldGarment`). A white tank's estimate took in that blend along the bare arms, which was then repainted there as
 * streaks of skin and backdrop beside the photo's own arm.
 */
export function skinBlendOnGarment(image: RgbImage, personMask: Mask, oldGarment: Mask, knownSkin: Mask): number[] {
  const { width, height } = oldGarment;
  const count = width * height;
  const colours = image.data;
  const blends = (pixel: number, skin: number, backdrop: number) => {
    let along = 0;
    let length = 0;
    for (let channel = 0; channel < 3; channel++) {
      const towardsSkin = colours[skin * 3 + channel] - colours[backdrop * 3 + channel];
      along += (colours[pixel * 3 + channel] - colours[backdrop * 3 + channel]) * towardsSkin;
      length += towardsSkin * towardsSkin;
    }
    const share = length > 0 ? max(0, min(1, along / length)) : 0;
    let residual = 0;
    for (let channel = 0; channel < 3; channel++) {
      const expected =
        colours[backdrop * 3 + channel] + share * (colours[skin * 3 + channel] - colours[backdrop * 3 + channel]);
      residual += (colours[pixel * 3 + channel] - expected) ** 2;
    }
    return residual <= BLEND_MATCH * BLEND_MATCH;
  };
  const isSkin = (pixel: number) => knownSkin.data[pixel] > 0.5;
  const isBackdrop = (pixel: number) => personMask.data[pixel] < BACKDROP;
  // Positions are rows or columns of the working image (at most 1280, see image-io.ts), so they fit 16 bits.
  const far = 1 << 14;
  const found = new Uint8Array(count);
  const inEstimate = (pixel: number) => oldGarment.data[pixel] > 0.5 && !isBackdrop(pixel);
  // Skin and backdrop nearest each pixel on either side (positions along its row, or rows along its column), then
  // whether the pixel blends the skin on one side with the backdrop on the other.
  const blendsAcross = (
    pixel: number,
    position: number,
    step: number,
    skinBefore: number,
    backdropBefore: number,
    skinAfter: number,
    backdropAfter: number,
  ) => {
    const offset = (at: number) => pixel + (at - position) * step;
    if (position - skinBefore <= BLEND_REACH && backdropAfter - position <= BLEND_REACH)
      if (blends(pixel, offset(skinBefore), offset(backdropAfter))) return true;
    return (
      skinAfter - position <= BLEND_REACH &&
      position - backdropBefore <= BLEND_REACH &&
      blends(pixel, offset(skinAfter), offset(backdropBefore))
    );
  };
  const nextSkin = new Int16Array(count);
  const nextBackdrop = new Int16Array(count);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let skin = far;
    let backdrop = far;
    for (let x = width - 1; x >= 0; x--) {
      if (isSkin(row + x)) skin = x;
      if (isBackdrop(row + x)) backdrop = x;
      nextSkin[x] = skin;
      nextBackdrop[x] = backdrop;
    }
    skin = -far;
    backdrop = -far;
    for (let x = 0; x < width; x++) {
      const pixel = row + x;
      if (isSkin(pixel)) skin = x;
      if (isBackdrop(pixel)) backdrop = x;
      if (inEstimate(pixel) && blendsAcross(pixel, x, 1, skin, backdrop, nextSkin[x], nextBackdrop[x]))
        found[pixel] = 1;
    }
  }
  for (let y = height - 1; y >= 0; y--)
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      const below = y < height - 1 ? pixel + width : -1;
      nextSkin[pixel] = isSkin(pixel) ? y : below >= 0 ? nextSkin[below] : far;
      nextBackdrop[pixel] = isBackdrop(pixel) ? y : below >= 0 ? nextBackdrop[below] : far;
    }
  const skinAbove = new Int32Array(width).fill(-far);
  const backdropAbove = new Int32Array(width).fill(-far);
  const pixels: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      if (isSkin(pixel)) skinAbove[x] = y;
      if (isBackdrop(pixel)) backdropAbove[x] = y;
      if (
        found[pixel] ||
        (inEstimate(pixel) &&
          blendsAcross(pixel, y, width, skinAbove[x], backdropAbove[x], nextSkin[pixel], nextBackdrop[pixel]))
      )
        pixels.push(pixel);
    }
  return pixels;
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
