import { Body } from './body';
import { createMask, fillCapsule, labelComponents, mapMask } from './raster';
import { Mask } from './types';

/** Half-width of the band along each seen arm, in shoulder widths, where a sleeve may lie over the bottom's colours. */
export const SLEEVE_RADIUS = 0.1;

/** A band of `radius` shoulder widths along each seen upper arm and forearm: where a sleeve can hang beside the bottom. */
export function armLines(body: Body, width: number, height: number, radius: number): Mask {
  const mask = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight]) {
    if (!arm.middleSeen) continue;
    fillCapsule(mask, arm.root, arm.middle, body.shoulderWidth * radius);
    if (arm.endSeen) fillCapsule(mask, arm.middle, arm.end, body.shoulderWidth * radius);
  }
  return mask;
}

/**
 * The old top without the bottom it sits on. A dark or sheer top shares colours with a print below it (the black
 * spots of a leopard skirt), and closing the top's candidate pixels bridges those spots into one blob attached to
 * the top; the bottom's own estimate, where it lies in `bottomZone`, is taken out, and only what still connects to
 * the top's colour sample stays.
 */
export function separateTopFromBottom(oldTop: Mask, oldBottom: Mask, bottomZone: Mask, topSample: Mask): Mask {
  const trimmed = mapMask(oldTop, (value, pixel) =>
    value > 0.5 && !(oldBottom.data[pixel] > 0.5 && bottomZone.data[pixel] > 0.5) ? 1 : 0,
  );
  const { labels } = labelComponents(trimmed);
  const keep = new Set<number>();
  for (let pixel = 0; pixel < topSample.data.length; pixel++)
    if (topSample.data[pixel] > 0.5 && labels[pixel] > 0) keep.add(labels[pixel]);
  return mapMask(trimmed, (value, pixel) => (keep.has(labels[pixel]) ? value : 0));
}
