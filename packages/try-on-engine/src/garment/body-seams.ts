import { abs, luma, max, min, round } from '../shared/numeric';
import { Mask, RgbImage } from '../shared/types';

/** A seam's line is at least this many luma levels of left–right contrast, averaged down the band. */
const SEAM_CONTRAST = 8;
/** …and this many times the contrast in the middle of the body (a print or a knit has contrast everywhere). */
const SEAM_OVER_BODY = 4;
/** A column counts when both its neighbours are fabric in this share of the band's rows. */
const INSIDE_ROWS = 0.9;
/** Each sleeve outside a seam is at least this share of the body's width. */
const SMALLEST_SLEEVE = 0.15;
/** The body lies this close to the garment's centre, as a share of its width. */
const CENTRED = 0.06;

export interface BodySeams {
  left: number;
  right: number;
}

/**
 * Where a garment's body meets the long sleeves that touch it along their length (photographed hanging beside the
 * body): the outline runs straight past them, but the photo shows a line there, a seam's shadow or stripes that do not
 * meet. Looks, in the rows of `band`, for the first column on each side of the middle whose left–right contrast stands
 * well above the body's own, and leaves at least a sleeve's width of fabric outside it. Undefined when no such line
 * shows on both sides (plain fabric in flat light, a print all over).
 */
export function seamsBesideBody(
  image: RgbImage,
  mask: Mask,
  band: { top: number; bottom: number },
  centerX: number,
  bodyWidth: number,
): BodySeams | undefined {
  const { width } = image;
  const rows = band.bottom - band.top + 1;
  if (rows < 8) return undefined;
  const contrast = new Float64Array(width);
  const inside = new Int32Array(width);
  for (let y = band.top; y <= band.bottom; y++) {
    for (let x = 1; x < width - 1; x++) {
      const pixel = y * width + x;
      if (mask.data[pixel - 1] <= 0.5 || mask.data[pixel + 1] <= 0.5) continue;
      contrast[x] += abs(luma(image.data, pixel + 1) - luma(image.data, pixel - 1)) / 2;
      inside[x]++;
    }
  }
  // Averaged over three columns: a seam's line is one or two pixels wide and need not be perfectly vertical.
  const profile = new Float64Array(width);
  const fabric = new Uint8Array(width);
  for (let x = 1; x < width - 1; x++) {
    let sum = 0;
    let count = 0;
    for (let column = x - 1; column <= x + 1; column++) {
      sum += contrast[column];
      count += inside[column];
    }
    profile[x] = count > 0 ? sum / count : 0;
    fabric[x] = inside[x] >= rows * INSIDE_ROWS ? 1 : 0;
  }
  const middle: number[] = [];
  for (let x = round(centerX - bodyWidth * 0.15); x <= round(centerX + bodyWidth * 0.15); x++)
    if (x > 0 && x < width - 1 && fabric[x]) middle.push(profile[x]);
  if (middle.length === 0) return undefined;
  middle.sort((a, b) => a - b);
  const level = max(SEAM_CONTRAST, middle[middle.length >> 1] * SEAM_OVER_BODY);
  const seamOn = (direction: -1 | 1): number | undefined => {
    let x = round(centerX + direction * bodyWidth * 0.2);
    for (; x > 1 && x < width - 2 && fabric[x]; x += direction) {
      if (profile[x] < level) continue;
      // The line's strongest column, within the next few.
      let best = x;
      for (let step = 1; step <= 3 && fabric[x + direction * step]; step++)
        if (profile[x + direction * step] > profile[best]) best = x + direction * step;
      // Fabric continues outside it for a sleeve's width.
      let outside = 0;
      for (let column = best + direction; column > 0 && column < width - 1 && fabric[column]; column += direction)
        outside++;
      return outside >= bodyWidth * SMALLEST_SLEEVE ? best : undefined;
    }
    return undefined;
  };
  const left = seamOn(-1);
  const right = seamOn(1);
  if (left === undefined || right === undefined) return undefined;
  const found = right - left;
  if (found < bodyWidth * 0.5 || abs((left + right) / 2 - centerX) > found * CENTRED) return undefined;
  return { left: min(left, right), right: max(left, right) };
}
