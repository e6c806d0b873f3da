/**
 * The new garment's soft edge: its outline is eroded by a pixel and blurred before it is laid over the photo, so what
 * lies under its last few pixels shows through.
 */
import { dilate, erode, insideWithout } from '../shared/raster';
import { Mask } from '../shared/types';

/** How far inside the new garment's outline its edge lets what lies under it show through, in pixels. */
export const SOFT_EDGE = 3;

/** The covered pixels within SOFT_EDGE of the new garment's outline. */
export function softEdge(coverage: Mask): Mask {
  return insideWithout(coverage, erode(coverage, SOFT_EDGE));
}

/**
 * Under the soft edge the old garment is repainted with what the new garment's edge meets outside it: body where the
 * repainted body lies just beyond the edge, backdrop elsewhere. Left as it was, the old garment showed as a thin line
 * of its colour along the new outline (a red sleeve's edge beside a white shoulder); painted as body wherever the bare
 * outline reaches, it showed as a pink line between a white tee's shoulder and the backdrop.
 */
export function bodyUnderSoftEdge(bodyPixels: Mask, edge: Mask, coverage: Mask): void {
  const bodyBeyond = dilate(insideWithout(bodyPixels, coverage), SOFT_EDGE + 1);
  for (let pixel = 0; pixel < edge.data.length; pixel++)
    if (edge.data[pixel] > 0.5) bodyPixels.data[pixel] = bodyBeyond.data[pixel] > 0.5 ? 1 : 0;
}
