/**
 * A garment photographed small: from further away, in the middle of a large backdrop, or a small photo to begin with
 * (a shop's thumbnail). The cut-out's closings, the shadow it looks for and the gaps it tells apart are sized for a
 * garment some 600 to 1,000 pixels long, as garment photos at the working size are; 125 pixels wide, a pair of
 * trousers' gap between the legs was closed and they were drawn as a top (see docs/tryon-engine.md, fortieth pass). Such
 * a garment is cut out again from a close-up: its photo cropped round it and enlarged.
 */
import { resizeImage } from '../shared/image-io';
import { maskArea, maskBounds } from '../shared/raster';
import { Box, cropImage } from '../shared/person-box';
import { floor, max, min, round } from '../shared/numeric';
import { Mask, RgbImage } from '../shared/types';

/** A garment whose longer side is shorter than this many pixels is photographed small (the fixtures' are 586 to 1,024). */
export const SMALL_GARMENT_SIDE = 560;
/** The close-up makes the garment's longer side this long, as the fixture garments' typical one. */
const CLOSE_UP_SIDE = 800;
/** Backdrop kept round the garment in the close-up, as a share of its longer side: the cut-out reads the backdrop there. */
const MARGIN = 0.12;
/** A garment is enlarged at most this many times: a thumbnail has no detail to give beyond that. */
const LARGEST_ENLARGEMENT = 2.5;
/** Enlargements smaller than this change too little to be worth a second cut-out. */
const SMALLEST_ENLARGEMENT = 1.25;

/** The box of the photo the close-up shows and how much it enlarges it, or undefined where no close-up is needed. */
export function closeUpFrame(
  mask: Mask,
  longSide: number,
  smallestArea: number,
): { box: Box; scale: number } | undefined {
  const bounds = maskBounds(mask);
  if (!bounds || maskArea(mask) < smallestArea) return undefined;
  const side = max(bounds.right - bounds.left + 1, bounds.bottom - bounds.top + 1);
  if (side >= SMALL_GARMENT_SIDE) return undefined;
  const margin = round(side * MARGIN);
  const left = max(0, bounds.left - margin);
  const top = max(0, bounds.top - margin);
  const right = min(mask.width, bounds.right + 1 + margin);
  const bottom = min(mask.height, bounds.bottom + 1 + margin);
  const box = { left, top, width: right - left, height: bottom - top };
  const scale = min(LARGEST_ENLARGEMENT, min(CLOSE_UP_SIDE / side, longSide / max(box.width, box.height)));
  return scale < SMALLEST_ENLARGEMENT ? undefined : { box, scale };
}

/**
 * The close-up of a garment photographed small (`mask`: its first cut-out), at most `longSide` pixels long, or
 * undefined where the garment is large enough already, or is a speck the cut-out will refuse (under `smallestArea`).
 */
export async function garmentCloseUp(
  photo: RgbImage,
  mask: Mask,
  longSide: number,
  smallestArea: number,
): Promise<RgbImage | undefined> {
  const frame = closeUpFrame(mask, longSide, smallestArea);
  if (!frame) return undefined;
  const { box, scale } = frame;
  const width = min(longSide, max(1, floor(box.width * scale)));
  const height = min(longSide, max(1, floor(box.height * scale)));
  // Enlarged without ringing: a light halo beside a dark sleeve's edge was cut out with it, a white fringe.
  return resizeImage(cropImage(photo, box), width, height, 'linear');
}
