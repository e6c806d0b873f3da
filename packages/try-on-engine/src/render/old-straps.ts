/**
 * The old garment's thin straps over bare shoulders (a camisole's, a slip dress's): too thin for the half-size colour
 * estimate, and in colours the rest of the garment may lack (black straps on a white top), they stayed beside a new
 * garment's straps as black lines over the shoulders.
 */
import { Body } from '../person/body';
import { abs, ceil, floor, max, min, round } from '../shared/numeric';
import { cropMask, uncropMask } from '../shared/person-box';
import { createMask, dilate, erode, threshold } from '../shared/raster';
import { labelComponents } from '../shared/components';
import { Mask, Point } from '../shared/types';

/** A strap is at most this wide, in shoulder widths (twice the erosion that removes it). */
const STRAP_HALF_WIDTH = 0.02;
/** It lies this far at least to either side of the body's centre line, in shoulder widths: a necklace lies between. */
const STRAP_SIDE = 0.2;
/** It is found down to this depth below the shoulder joints, in shoulder widths, and rises above the joints. */
const STRAP_DEPTH = 0.5;
/** The person's outline, half skin and half backdrop, this many pixels wide. */
const PERSON_OUTLINE = 2;
/** A strand this near the hair's thick mass in the head zone, in pixels, is hair. */
const HAIR_GAP = 2;
/** It rises above the shoulder joints no higher than this, in shoulder widths: above it hang hair's strands. */
const STRAP_RISE = 0.3;
/** It runs at least this far, in shoulder widths, and more along the body than across it. */
const STRAP_LENGTH = 0.1;

/**
 * Clothed pixels of the person over the shoulders, outside the head zone and away from the person's outline, in thin
 * strands that run down to the old garment, lie on bare skin on both sides, rise above the shoulder joints (not far)
 * and are not joined to the hair's mass: the old garment's straps. Pixels under the new garment are left out (it
 * covers them).
 */
export function oldStraps(input: StrapInput): Mask {
  const { oldGarment, body } = input;
  const { width, height } = oldGarment;
  const shoulders = {
    x: (body.shoulderLeft.x + body.shoulderRight.x) / 2,
    y: (body.shoulderLeft.y + body.shoulderRight.y) / 2,
  };
  // Only the rows over the shoulders are looked at (with room for the widest morphology): the whole box took 70–100 ms.
  const reach = 2 * halfWidthOf(body) + HAIR_GAP + 2;
  const tilt = abs(body.down.x / max(0.1, body.down.y)) * width;
  const top = max(0, floor(shoulders.y - body.shoulderWidth * STRAP_RISE - tilt - reach));
  const bottom = min(height, ceil(shoulders.y + body.shoulderWidth * STRAP_DEPTH + tilt + reach));
  if (bottom <= top) return createMask(width, height);
  const box = { left: 0, top, width, height: bottom - top };
  const band = (mask: Mask) => cropMask(mask, box);
  const straps = strapsIn(
    {
      oldGarment: band(oldGarment),
      skin: band(input.skin),
      head: band(input.head),
      personMask: band(input.personMask),
      newCoverage: band(input.newCoverage),
      body,
    },
    { x: shoulders.x, y: shoulders.y - top },
  );
  return uncropMask(straps, box, width, height);
}

interface StrapInput {
  oldGarment: Mask;
  skin: Mask;
  head: Mask;
  personMask: Mask;
  newCoverage: Mask;
  body: Body;
}

const halfWidthOf = (body: Body) => max(2, round(body.shoulderWidth * STRAP_HALF_WIDTH));

/** `oldStraps` in a band of rows, where the shoulders' midpoint lies at `shoulders`. */
function strapsIn(input: StrapInput, shoulders: Point): Mask {
  const { oldGarment, skin, head, personMask, newCoverage, body } = input;
  const { width, height } = oldGarment;
  const halfWidth = halfWidthOf(body);
  const depthOf = (x: number, y: number) => (x - shoulders.x) * body.down.x + (y - shoulders.y) * body.down.y;
  const sideOf = (x: number, y: number) => (x - shoulders.x) * body.down.y - (y - shoulders.y) * body.down.x;
  // The person's outline passes for no skin either: joined to it, a strap ran on along the shoulder to the hair.
  const inside = erode(threshold(personMask, 0.5), PERSON_OUTLINE);
  // The old garment's outline along its top edge is thin too: joined to the straps, it would make one wide strand.
  const nearGarment = dilate(oldGarment, halfWidth);
  const clothed = createMask(width, height);
  for (let pixel = 0; pixel < clothed.data.length; pixel++) {
    if (inside.data[pixel] < 0.5 || skin.data[pixel] > 0.5 || head.data[pixel] > 0.5) continue;
    if (nearGarment.data[pixel] > 0.5) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    if (depthOf(x, y) > body.shoulderWidth * STRAP_DEPTH) continue;
    if (abs(sideOf(x, y)) < body.shoulderWidth * STRAP_SIDE) continue;
    clothed.data[pixel] = 1;
  }
  // Hair on the shoulders, an arm's shadowed side, a garment's thick part: whatever survives the erosion is no strap.
  const thick = dilate(erode(clothed, halfWidth), halfWidth + 1);
  const onSkin = dilate(skin, 2 * halfWidth + 1);
  // Hair below the head zone ends in thin strands on the shoulder, joined to its thick mass inside the zone; a strap
  // may reach into the zone over the shoulder, where it meets skin and backdrop.
  const hairInHead = createMask(width, height);
  for (let pixel = 0; pixel < hairInHead.data.length; pixel++)
    if (head.data[pixel] > 0.5 && inside.data[pixel] > 0.5 && skin.data[pixel] < 0.5) hairInHead.data[pixel] = 1;
  const nearHair = dilate(erode(hairInHead, halfWidth), halfWidth + HAIR_GAP);
  const besideGarment = dilate(oldGarment, halfWidth + 2);
  const { labels, sizes } = labelComponents(clothed);
  const count = sizes.length;
  const rejected = new Uint8Array(count);
  const joined = new Uint8Array(count);
  const top = new Float64Array(count).fill(Infinity);
  const bottom = new Float64Array(count).fill(-Infinity);
  const left = new Float64Array(count).fill(Infinity);
  const right = new Float64Array(count).fill(-Infinity);
  for (let pixel = 0; pixel < labels.length; pixel++) {
    const label = labels[pixel];
    if (label === 0) continue;
    if (thick.data[pixel] > 0.5 || onSkin.data[pixel] < 0.5 || nearHair.data[pixel] > 0.5) rejected[label] = 1;
    if (besideGarment.data[pixel] > 0.5) joined[label] = 1;
    const x = pixel % width;
    const y = (pixel - x) / width;
    const depth = depthOf(x, y);
    const side = sideOf(x, y);
    top[label] = min(top[label], depth);
    bottom[label] = max(bottom[label], depth);
    left[label] = min(left[label], side);
    right[label] = max(right[label], side);
  }
  const straps = createMask(width, height);
  const length = body.shoulderWidth * STRAP_LENGTH;
  const rise = body.shoulderWidth * STRAP_RISE;
  for (let pixel = 0; pixel < labels.length; pixel++) {
    const label = labels[pixel];
    if (label === 0 || rejected[label] || !joined[label] || newCoverage.data[pixel] > 0.5) continue;
    const along = bottom[label] - top[label];
    if (top[label] > 0 || top[label] < -rise || along < length || along < right[label] - left[label]) continue;
    straps.data[pixel] = 1;
  }
  return straps;
}
