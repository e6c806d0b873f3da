import { GarmentLandmarks } from './garment-parts';
import { max, min, round } from '../shared/numeric';
import { Mask } from '../shared/types';

/** A pixel nearer the backdrop's colour (`backgroundDistance`) than this share of the garment's is more backdrop than garment. */
const BACKDROP_SHARE = 0.5;
/** Only on a garment whose own pixels lie this far from the backdrop's colour on the median. */
const DISTINCT_GARMENT = 48;

/**
 * Takes the backdrop seen inside a camisole's strap loops out of its mask. Laid flat, each strap shows its front and,
 * beside it, its back, which meet at the top: the slit of backdrop between them is enclosed, filled as a hole, and
 * was placed as a white line along each strap on the person. Only in the straps' rows (from their tops down to the
 * neckline's lowest point) and only on a garment of a colour clearly apart from the backdrop's: a light garment on
 * light paper is told from it by its outline, not its colour.
 */
export function openStrapLoops(mask: Mask, distance: Mask, landmarks: GarmentLandmarks): number {
  if (landmarks.strapsEnd === undefined) return 0;
  const { width } = mask;
  const top = max(0, round(landmarks.bounds.top));
  const bottom = min(mask.height - 1, round(landmarks.neck.y));
  const garmentDistances: number[] = [];
  for (let pixel = 0; pixel < mask.data.length; pixel += 7)
    if (mask.data[pixel] > 0.5) garmentDistances.push(distance.data[pixel]);
  garmentDistances.sort((a, b) => a - b);
  const garmentDistance = garmentDistances[garmentDistances.length >> 1] ?? 0;
  if (garmentDistance < DISTINCT_GARMENT) return 0;
  const backdrop = garmentDistance * BACKDROP_SHARE;
  let opened = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = landmarks.bounds.left; x <= landmarks.bounds.right; x++) {
      const pixel = y * width + x;
      if (mask.data[pixel] <= 0.5 || distance.data[pixel] >= backdrop) continue;
      mask.data[pixel] = 0;
      opened++;
    }
  }
  return opened;
}
