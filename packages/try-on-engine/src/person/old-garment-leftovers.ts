/**
 * What the old garment's colour estimate misses and must be repainted with it: leftovers beside the new garment, the
 * collar inside the head zone, the dark inside of a short sleeve.
 */
import { Body } from './body';
import { distanceToSegment, midpoint } from '../shared/geometry';
import { floor, luma, min, round } from '../shared/numeric';
import { createMask, dilate, maskBounds } from '../shared/raster';
import { fillCapsule } from '../shared/shapes';
import { labelComponents } from '../shared/components';
import { colourBin } from './held-objects';
import { Mask, RgbImage } from '../shared/types';
import { CHIN_DEPTH } from './old-collar';

export interface LeftoverInput {
  /** The image to look at: the person photo before compositing, or the result after it. */
  image: RgbImage;
  /** The old garment as estimated on the person photo (what is repainted anyway). */
  oldGarment: Mask;
  /** The old garment's colours, from `colourPresence` on the person photo. */
  oldColours: Uint8Array;
  /**
   * Colours of what else the person wears beside it (the trousers under a top), which are not leftovers from
   * `otherFromRow` down (the other garment's top, less `reach`): a white tee's sleeve is no skirt's white.
   */
  otherColours?: Uint8Array;
  otherFromRow?: number;
  /** The body, beside whose upper arms a leftover may be one the person mask is unsure of. */
  body?: Body;
  /** Where the new garment is drawn. */
  newCoverage: Mask;
  personMask: Mask;
  /** Skin, head, hands in front, held objects, feet: never repainted. */
  kept: Mask;
  /** How far beyond the old garment's estimate a leftover can lie, in pixels. */
  reach: number;
  /**
   * Leftovers are looked for only above this row, the new garment's hem: below it the old garment may stay by design
   * (the skirt of a one-piece under a new top, the bottom under a top).
   */
  aboveRow: number;
}

/**
 * How sure the person mask must be that a leftover is on the person: half-sure beside the upper arms, where a white
 * sleeve on a light backdrop is only 0.2–0.6 along its outer part (it stayed beside a repainted arm as a ghost of the
 * sleeve), and this sure elsewhere (taken by the shoulders, the backdrop under the hair was painted as skin).
 */
const LEFTOVER_ON_PERSON = 0.5;
const LEFTOVER_BESIDE_ARMS = { onPerson: 0.1, reach: 0.3, aboveShoulder: 0.07 };

/** Whether (x, y) lies beside an upper arm, below its shoulder (see LEFTOVER_BESIDE_ARMS). */
function besideUpperArm(body: Body, x: number, y: number): boolean {
  const { reach, aboveShoulder } = LEFTOVER_BESIDE_ARMS;
  return [body.armLeft, body.armRight].some(
    (arm) =>
      (x - arm.root.x) * body.down.x + (y - arm.root.y) * body.down.y > -aboveShoulder * body.shoulderWidth &&
      distanceToSegment(x, y, arm.root, arm.middle) < reach * body.shoulderWidth,
  );
}

/**
 * Pixels of the old garment that its colour estimate missed and the new garment does not cover: on the body, within
 * `reach` of the old garment, in its colours and not in the other garments', connected to it. Left as they are they
 * show as patches of the old garment beside the new one (a tank top beside a boxy jersey, light streaks along an arm).
 */
export function oldGarmentLeftover(input: LeftoverInput): Mask {
  const { image, oldGarment, newCoverage, personMask, kept } = input;
  const { width, height } = oldGarment;
  const band = dilate(oldGarment, input.reach);
  const candidate = createMask(width, height);
  const end = Math.min(candidate.data.length, Math.max(0, Math.round(input.aboveRow)) * width);
  const otherFrom = Math.max(0, Math.round((input.otherFromRow ?? 0) - input.reach)) * width;
  for (let pixel = 0; pixel < end; pixel++) {
    if (
      band.data[pixel] < 0.5 ||
      oldGarment.data[pixel] > 0.5 ||
      newCoverage.data[pixel] > 0.5 ||
      personMask.data[pixel] < LEFTOVER_BESIDE_ARMS.onPerson ||
      kept.data[pixel] > 0.5
    )
      continue;
    const bin = colourBin(image, pixel);
    const other = input.otherColours?.[bin] && pixel >= otherFrom;
    if (!input.oldColours[bin] || other) continue;
    const x = pixel % width;
    const sure = personMask.data[pixel] >= LEFTOVER_ON_PERSON;
    if (sure || (input.body && besideUpperArm(input.body, x, (pixel - x) / width))) candidate.data[pixel] = 1;
  }
  // Only what touches the old garment (or touches what touches it) is a leftover of it.
  const output = createMask(width, height);
  const stack = new Int32Array(width * height);
  let top = 0;
  for (let pixel = 0; pixel < candidate.data.length; pixel++) {
    if (candidate.data[pixel] < 0.5) continue;
    const x = pixel % width;
    const touches =
      (x > 0 && oldGarment.data[pixel - 1] > 0.5) ||
      (x < width - 1 && oldGarment.data[pixel + 1] > 0.5) ||
      (pixel >= width && oldGarment.data[pixel - width] > 0.5) ||
      (pixel + width < candidate.data.length && oldGarment.data[pixel + width] > 0.5);
    if (touches) {
      output.data[pixel] = 1;
      stack[top++] = pixel;
    }
  }
  while (top > 0) {
    const pixel = stack[--top];
    const x = pixel % width;
    for (const next of [x > 0 ? pixel - 1 : -1, x < width - 1 ? pixel + 1 : -1, pixel - width, pixel + width]) {
      if (next < 0 || next >= candidate.data.length || output.data[next] > 0.5 || candidate.data[next] < 0.5) continue;
      output.data[next] = 1;
      stack[top++] = next;
    }
  }
  return output;
}

/** The inside of an old sleeve is darker than this (luma, 0–255) and than this share of the old garment's median. */
const SLEEVE_INSIDE_DARK = { luma: 45, share: 0.6 };
/** Around each upper arm, this far from its line (shoulder widths), below the shoulders by at least this much. */
const SLEEVE_INSIDE_REACH = 0.3;
const SLEEVE_INSIDE_BELOW = 0.1;
/** The most a sleeve's inside covers (shoulder widths squared): dark hair beside the arm is larger. */
const SLEEVE_INSIDE_AREA = 0.012;

/**
 * The dark inside of an old short sleeve, seen below its hem beside the arm: darker than any of the garment's colours,
 * it was not found with the garment and stayed as a dark triangle beside the arm once the sleeve was repainted. Small
 * dark parts of the person touching the old garment around the upper arms are that inside.
 */
export function sleeveInsides(input: {
  image: RgbImage;
  personMask: Mask;
  skin: Mask;
  head: Mask;
  oldGarment: Mask;
  body: Body;
}): Mask {
  const { image, personMask, skin, head, oldGarment, body } = input;
  const { width, height } = oldGarment;
  const output = createMask(width, height);
  const zone = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight])
    fillCapsule(zone, arm.root, arm.middle, body.shoulderWidth * SLEEVE_INSIDE_REACH);
  // Everything below happens within the upper arms' zone: a few percent of the photo.
  const box = maskBounds(zone);
  if (!box) return output;
  const boxWidth = box.right - box.left + 1;
  const boxHeight = box.bottom - box.top + 1;
  const pixelAt = (cell: number) => (box.top + floor(cell / boxWidth)) * width + box.left + (cell % boxWidth);
  const lumaAt = (pixel: number) => luma(image.data, pixel);
  const histogram = new Int32Array(256);
  let count = 0;
  for (let cell = 0; cell < boxWidth * boxHeight; cell++) {
    const pixel = pixelAt(cell);
    if (oldGarment.data[pixel] < 0.5) continue;
    histogram[min(255, round(lumaAt(pixel)))]++;
    count++;
  }
  if (count === 0) return output;
  let median = 0;
  for (let seen = 0; median < 255 && (seen += histogram[median]) < count / 2;) median++;
  const darkest = min(SLEEVE_INSIDE_DARK.luma, median * SLEEVE_INSIDE_DARK.share);
  const shoulderLine = midpoint(body.shoulderLeft, body.shoulderRight);
  const candidates = createMask(boxWidth, boxHeight);
  for (let cell = 0; cell < candidates.data.length; cell++) {
    const pixel = pixelAt(cell);
    if (zone.data[pixel] < 0.5 || personMask.data[pixel] < 0.5 || oldGarment.data[pixel] > 0.5) continue;
    if (skin.data[pixel] > 0.5 || head.data[pixel] > 0.5 || lumaAt(pixel) >= darkest) continue;
    const x = pixel % width;
    const depth = (x - shoulderLine.x) * body.down.x + ((pixel - x) / width - shoulderLine.y) * body.down.y;
    if (depth >= body.shoulderWidth * SLEEVE_INSIDE_BELOW) candidates.data[cell] = 1;
  }
  const { labels, sizes } = labelComponents(candidates);
  const touching = new Uint8Array(sizes.length);
  for (let cell = 0; cell < labels.length; cell++) {
    const label = labels[cell];
    if (label === 0 || touching[label]) continue;
    const pixel = pixelAt(cell);
    const x = pixel % width;
    if (
      (x > 0 && oldGarment.data[pixel - 1] > 0.5) ||
      (x < width - 1 && oldGarment.data[pixel + 1] > 0.5) ||
      (pixel >= width && oldGarment.data[pixel - width] > 0.5) ||
      (pixel + width < oldGarment.data.length && oldGarment.data[pixel + width] > 0.5)
    )
      touching[label] = 1;
  }
  const largest = body.shoulderWidth * body.shoulderWidth * SLEEVE_INSIDE_AREA;
  for (let cell = 0; cell < labels.length; cell++) {
    const label = labels[cell];
    if (label > 0 && touching[label] && sizes[label] <= largest) output.data[pixelAt(cell)] = 1;
  }
  return output;
}

/** The face, down to the chin: no body's skin (the neck below it is where a repainted collar takes its colour from). */
export function faceAboveChin(head: Mask, body: Body): Mask {
  const face = createMask(head.width, head.height);
  for (let pixel = 0; pixel < face.data.length; pixel++) {
    if (head.data[pixel] <= 0.5) continue;
    const x = pixel % head.width;
    const y = (pixel - x) / head.width;
    const depth = (x - body.head.x) * body.down.x + (y - body.head.y) * body.down.y;
    if (depth < body.shoulderWidth * CHIN_DEPTH) face.data[pixel] = 1;
  }
  return face;
}
