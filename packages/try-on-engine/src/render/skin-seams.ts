import { ceil, floor, max, min, round } from '../shared/numeric';
import { createMask, gaussianBlur, maskBounds } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

/** The painted skin's and the photo's skin's colours are compared over this far (Gaussian sigma, shoulder widths). */
const SEAM_SIGMA = 0.04;
/** Where the photo's skin weighs less than this beside a painted pixel, the pixel is left as painted. */
const LEAST_WEIGHT = 0.002;
/** How the evening out fades away from the photo's skin: its weight raised to this power (0 none, 1 fastest). */
const SEAM_FADE = 0.35;
/** The fade's value at LEAST_WEIGHT, taken off so that it ends at nothing, not in a step. */
const FADE_FLOOR = (LEAST_WEIGHT * 2) ** SEAM_FADE;
/** The colours are compared on a grid this many pixels apart: they change slowly, and full size cost 120 ms a pair. */
const CELL = 4;

/** Known skin's and painted skin's shares of each grid cell and their colours' sums, blurred. */
interface SeamPlanes {
  width: number;
  known: Mask;
  painted: Mask;
  knownColour: Mask[];
  paintedColour: Mask[];
}

function isKnown(knownSkin: Mask, painted: Mask, pixel: number): boolean {
  // The photo's skin right at the old garment's edge is half garment: a pixel counts with its four neighbours skin.
  const { width, data } = knownSkin;
  return (
    painted.data[pixel] <= 0.5 &&
    data[pixel] > 0.5 &&
    data[pixel - 1] > 0.5 &&
    data[pixel + 1] > 0.5 &&
    data[pixel - width] > 0.5 &&
    data[pixel + width] > 0.5
  );
}

function seamPlanes(
  fill: RgbImage,
  person: RgbImage,
  knownSkin: Mask,
  painted: Mask,
  box: { left: number; top: number; right: number; bottom: number },
  sigma: number,
): SeamPlanes {
  const width = ceil((box.right - box.left + 1) / CELL);
  const height = ceil((box.bottom - box.top + 1) / CELL);
  const planes = Array.from({ length: 8 }, () => createMask(width, height));
  const [known, paintedShare, ...colours] = planes;
  const share = 1 / (CELL * CELL);
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      const pixel = y * fill.width + x;
      const cell = floor((y - box.top) / CELL) * width + floor((x - box.left) / CELL);
      if (painted.data[pixel] > 0.5) {
        paintedShare.data[cell] += share;
        for (let channel = 0; channel < 3; channel++)
          colours[3 + channel].data[cell] += fill.data[pixel * 3 + channel] * share;
      } else if (isKnown(knownSkin, painted, pixel)) {
        known.data[cell] += share;
        for (let channel = 0; channel < 3; channel++)
          colours[channel].data[cell] += person.data[pixel * 3 + channel] * share;
      }
    }
  }
  const blurred = planes.map((plane) => gaussianBlur(plane, sigma / CELL));
  return {
    width,
    known: blurred[0],
    painted: blurred[1],
    knownColour: blurred.slice(2, 5),
    paintedColour: blurred.slice(5, 8),
  };
}

/**
 * Evens out the step between painted skin (`painted` above a half) and the photo's skin beside it (`knownSkin`): near
 * the photo's skin, each painted pixel is shifted by the difference between the two colours there, fading over about
 * three SEAM_SIGMA into the painted skin. The painted skin's own light and grain stay. The neck in the chin's shadow
 * met a chest painted in the lit colour of the arms in a level line along the old collar (29 levels lighter at once
 * on `viton-00055_00`).
 */
export function evenSkinSeams(
  fill: RgbImage,
  person: RgbImage,
  knownSkin: Mask,
  painted: Mask,
  shoulderWidth: number,
): void {
  const { width, height } = fill;
  const sigma = max(1.5, shoulderWidth * SEAM_SIGMA);
  const bounds = maskBounds(painted, 0.5);
  if (!bounds) return;
  const margin = ceil(sigma * 4) + CELL;
  const box = {
    left: max(1, bounds.left - margin),
    top: max(1, bounds.top - margin),
    right: min(width - 2, bounds.right + margin),
    bottom: min(height - 2, bounds.bottom + margin),
  };
  const planes = seamPlanes(fill, person, knownSkin, painted, box, sigma);
  const lastColumn = planes.width - 1;
  const lastRow = planes.known.height - 1;
  for (let y = box.top; y <= box.bottom; y++) {
    // Between cells the planes are read bilinearly: read cell by cell, the shift changed in blocks.
    const cellY = max(0, min(lastRow, (y - box.top + 0.5) / CELL - 0.5));
    const row = min(lastRow - 1, floor(cellY));
    const down = max(0, min(1, cellY - row));
    for (let x = box.left; x <= box.right; x++) {
      const pixel = y * width + x;
      if (painted.data[pixel] <= 0.5) continue;
      const cellX = max(0, min(lastColumn, (x - box.left + 0.5) / CELL - 0.5));
      const column = min(lastColumn - 1, floor(cellX));
      const across = max(0, min(1, cellX - column));
      const at = (plane: Mask) => {
        const index = row * planes.width + column;
        const top = plane.data[index] + (plane.data[index + 1] - plane.data[index]) * across;
        const next = index + planes.width;
        const bottom = plane.data[next] + (plane.data[next + 1] - plane.data[next]) * across;
        return top + (bottom - top) * down;
      };
      const weight = at(planes.known);
      const paintedWeight = at(planes.painted);
      if (weight < LEAST_WEIGHT || paintedWeight <= 0) continue;
      const share = (min(1, weight * 2) ** SEAM_FADE - FADE_FLOOR) / (1 - FADE_FLOOR);
      for (let channel = 0; channel < 3; channel++) {
        const index = pixel * 3 + channel;
        const step = at(planes.knownColour[channel]) / weight - at(planes.paintedColour[channel]) / paintedWeight;
        fill.data[index] = max(0, min(255, round(fill.data[index] + step * share)));
      }
    }
  }
}
