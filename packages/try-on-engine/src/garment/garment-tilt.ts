/**
 * A garment photographed flat but a few degrees askew (laid down by hand, the phone held at a slant) is turned
 * upright before it is measured: its shape is read row by row and column by column (a level waistband, the split
 * between two legs, the shoulders' line), and tilted 8°, jeans passed for a top and were drawn over the chest. A garment
 * laid flat is symmetric about its middle; the tilt is the turn that makes its outline most nearly its own mirror image.
 */
import { ceil, floor, max, min, round } from '../shared/numeric';
import { cropMask } from '../shared/person-box';
import { maskBounds, resizeMask } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

/** Tilts looked for, in degrees either way, and the step between them; a finer step is then taken around the best. */
const LARGEST_TILT = 15;
const TILT_STEP = 1;
const FINE_STEP = 0.25;
/** Turned by less than this (degrees), a garment is left as photographed: its shape reads the same. */
const SMALLEST_TILT = 2.5;
/** Turned upright, the outline overlaps its mirror image by this much at least (intersection over union)... */
const SYMMETRIC = 0.8;
/** ...and by this much more than as photographed: a garment of an uneven cut is not turned to fit a mirror. */
const CLEARER = 0.03;
/** The outline is compared at this many pixels along its longer side. */
const SAMPLE_SIDE = 120;

/**
 * The turn, in degrees clockwise (as `rotateImage` takes it), that stands a flat garment upright, or 0 when it stands
 * upright already or no turn makes its outline clearly symmetric.
 */
export function garmentTilt(mask: Mask): number {
  const bounds = maskBounds(mask);
  if (!bounds) return 0;
  const outline = cropMask(mask, {
    left: bounds.left,
    top: bounds.top,
    width: bounds.right - bounds.left + 1,
    height: bounds.bottom - bounds.top + 1,
  });
  const scale = SAMPLE_SIDE / max(outline.width, outline.height);
  const small = resizeMask(outline, max(1, round(outline.width * scale)), max(1, round(outline.height * scale)), 0.5);
  const centre = centroid(small);
  if (!centre) return 0;
  const upright = symmetry(small, centre, 0);
  let best = { tilt: 0, score: upright };
  for (let tilt = -LARGEST_TILT; tilt <= LARGEST_TILT; tilt += TILT_STEP) {
    const score = symmetry(small, centre, tilt);
    if (score > best.score) best = { tilt, score };
  }
  for (let tilt = best.tilt - TILT_STEP; tilt <= best.tilt + TILT_STEP; tilt += FINE_STEP) {
    const score = symmetry(small, centre, tilt);
    if (score > best.score) best = { tilt, score };
  }
  const turned = Math.abs(best.tilt) >= SMALLEST_TILT && best.score >= SYMMETRIC && best.score - upright >= CLEARER;
  return turned ? best.tilt : 0;
}

function centroid(mask: Mask): { x: number; y: number } | undefined {
  let sumX = 0;
  let sumY = 0;
  let count = 0;
  for (let pixel = 0; pixel < mask.data.length; pixel++) {
    if (mask.data[pixel] <= 0.5) continue;
    const x = pixel % mask.width;
    sumX += x;
    sumY += (pixel - x) / mask.width;
    count++;
  }
  return count === 0 ? undefined : { x: sumX / count, y: sumY / count };
}

/**
 * How nearly the outline, turned by `tilt` degrees about its centroid, is its own mirror image about the upright line
 * through its middle: the overlap of the two over their union.
 */
function symmetry(mask: Mask, centre: { x: number; y: number }, tilt: number): number {
  const { width, height, data } = mask;
  const half = ceil(Math.hypot(width, height) / 2);
  const side = half * 2 + 1;
  const turned = new Uint8Array(side * side);
  const cos = Math.cos((tilt * Math.PI) / 180);
  const sin = Math.sin((tilt * Math.PI) / 180);
  let sumU = 0;
  let count = 0;
  for (let v = 0; v < side; v++) {
    for (let u = 0; u < side; u++) {
      // The source of each turned pixel: turned back by `tilt`.
      const du = u - half;
      const dv = v - half;
      const x = round(centre.x + du * cos + dv * sin);
      const y = round(centre.y - du * sin + dv * cos);
      if (x < 0 || y < 0 || x >= width || y >= height || data[y * width + x] <= 0.5) continue;
      turned[v * side + u] = 1;
      sumU += u;
      count++;
    }
  }
  if (count === 0) return 0;
  const axis = sumU / count;
  let both = 0;
  let either = 0;
  for (let v = 0; v < side; v++) {
    for (let u = 0; u < side; u++) {
      const mirrored = round(2 * axis - u);
      const here = turned[v * side + u] === 1;
      const there = mirrored >= 0 && mirrored < side && turned[v * side + mirrored] === 1;
      if (here && there) both++;
      if (here || there) either++;
    }
  }
  return either === 0 ? 0 : both / either;
}

/**
 * The photo turned `degrees` clockwise about its middle, on a canvas large enough to hold all of it. The corners the
 * turn uncovers take the colour of the photo's nearest edge: filled with one flat colour, the photo's own backdrop (its
 * noise, its shading) stood apart from them along a straight seam, and that seam passed for the garment's outline.
 */
export function rotateImage(image: RgbImage, degrees: number): RgbImage {
  const { width, height, data } = image;
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const outWidth = ceil(Math.abs(width * cos) + Math.abs(height * sin));
  const outHeight = ceil(Math.abs(width * sin) + Math.abs(height * cos));
  const output = new Uint8Array(outWidth * outHeight * 3);
  const centreX = (width - 1) / 2;
  const centreY = (height - 1) / 2;
  const outCentreX = (outWidth - 1) / 2;
  const outCentreY = (outHeight - 1) / 2;
  for (let v = 0; v < outHeight; v++) {
    for (let u = 0; u < outWidth; u++) {
      const du = u - outCentreX;
      const dv = v - outCentreY;
      const x = min(width - 1, max(0, centreX + du * cos + dv * sin));
      const y = min(height - 1, max(0, centreY - du * sin + dv * cos));
      const left = floor(x);
      const top = floor(y);
      const right = min(width - 1, left + 1);
      const bottom = min(height - 1, top + 1);
      const towardRight = x - left;
      const towardBottom = y - top;
      for (let channel = 0; channel < 3; channel++) {
        const upper =
          data[(top * width + left) * 3 + channel] * (1 - towardRight) +
          data[(top * width + right) * 3 + channel] * towardRight;
        const lower =
          data[(bottom * width + left) * 3 + channel] * (1 - towardRight) +
          data[(bottom * width + right) * 3 + channel] * towardRight;
        output[(v * outWidth + u) * 3 + channel] = round(upper * (1 - towardBottom) + lower * towardBottom);
      }
    }
  }
  return { width: outWidth, height: outHeight, data: output };
}
