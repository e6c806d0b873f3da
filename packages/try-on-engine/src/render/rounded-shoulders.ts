import { max, min, round } from '../shared/numeric';
import { Mask, Point } from '../shared/types';

/**
 * A shoulder that a new top leaves bare is a round cap, never the old sleeve's corner. The person's outline there is
 * the old sleeve's: painted as skin up to it, a revealed shoulder kept the tee's squared top. Rounding the outline
 * with a disc as wide as the arm (a morphological opening) cuts such corners and leaves a shoulder that is already
 * rounder than that as it is.
 */
export interface ShoulderInput {
  personMask: Mask;
  /** Pixels the try-on repaints (1) and, of them, those painted as body (1) rather than backdrop (0). */
  uncovered: Mask;
  bodyPixels: Mask;
  /** The old garment and its leftovers: only what was old garment is repainted as backdrop, never the photo's skin. */
  oldGarment: Mask;
  leftover: Mask;
  knownSkin: Mask;
}

/** A revealed arm's shoulder joint and the arm's half width below the old sleeve (see `RevealedArm`). */
export interface RevealedShoulder {
  joint: Point;
  halfWidth: number;
}

/** The cap's radius, in the arm's half widths (an arm as wide as that disc keeps its outline) and within bounds in shoulder widths. */
const CAP_RADIUS = 1.0;
const RADIUS_RANGE = { least: 0.03, most: 0.15 };
/** Pixels up to this many cap radii from the shoulder joint are rounded. */
const REACH = 1.5;
/**
 * Notches in the outline this narrow (a radius, in pixels) are filled first: the backdrop's colour reached a few
 * pixels into a white old garment here and there, and its top edge was ragged.
 */
const NOTCH = 4;

/**
 * Rounds the outline of the body painted over each revealed shoulder: body pixels beyond the round cap become
 * backdrop and the outline's small notches body. Returns how many pixels changed.
 */
export function roundRevealedShoulders(input: ShoulderInput, arms: RevealedShoulder[], shoulderWidth: number): number {
  let changed = 0;
  for (const arm of arms) {
    const radius = round(
      min(shoulderWidth * RADIUS_RANGE.most, max(shoulderWidth * RADIUS_RANGE.least, arm.halfWidth * CAP_RADIUS)),
    );
    if (radius >= 2) changed += roundShoulder(input, arm.joint, radius);
  }
  return changed;
}

function roundShoulder(input: ShoulderInput, joint: Point, radius: number): number {
  const { personMask, uncovered, bodyPixels, oldGarment, leftover, knownSkin } = input;
  const { width, height } = personMask;
  const centreX = round(joint.x);
  const centreY = round(joint.y);
  const reach = round(radius * REACH);
  // Whether a pixel within reach is in the rounded outline depends on the outline this much further out.
  const margin = reach + 2 * radius + 2 * NOTCH;
  const left = max(0, centreX - margin);
  const top = max(0, centreY - margin);
  const grid = {
    width: min(width - 1, centreX + margin) - left + 1,
    height: min(height - 1, centreY + margin) - top + 1,
  };
  if (grid.width < 1 || grid.height < 1) return 0;
  // The outline as the result shows it: painted body where the old garment is repainted, the person elsewhere.
  const shown = new Uint8Array(grid.width * grid.height);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const pixel = (y + top) * width + x + left;
      shown[y * grid.width + x] =
        (uncovered.data[pixel] > 0.5 ? bodyPixels.data[pixel] : personMask.data[pixel]) > 0.5 ? 1 : 0;
    }
  }
  const rounded = opening(closing(shown, grid, NOTCH), grid, radius);
  let changed = 0;
  for (let y = max(0, centreY - reach); y <= min(height - 1, centreY + reach); y++) {
    for (let x = max(0, centreX - reach); x <= min(width - 1, centreX + reach); x++) {
      const pixel = y * width + x;
      if (uncovered.data[pixel] <= 0.5 || knownSkin.data[pixel] > 0.5) continue;
      if (oldGarment.data[pixel] <= 0.5 && leftover.data[pixel] <= 0.5) continue;
      const body = rounded[(y - top) * grid.width + x - left] === 1 && personMask.data[pixel] > 0.5 ? 1 : 0;
      if ((bodyPixels.data[pixel] > 0.5 ? 1 : 0) === body) continue;
      bodyPixels.data[pixel] = body;
      changed++;
    }
  }
  return changed;
}

interface Grid {
  width: number;
  height: number;
}

/** The pixels within `radius` of a marked one: a dilation by a disc. */
function grown(marked: Uint8Array, grid: Grid, radius: number): Uint8Array {
  const distances = squaredDistances(marked, grid.width, grid.height);
  const result = new Uint8Array(marked.length);
  for (let index = 0; index < marked.length; index++) result[index] = distances[index] <= radius * radius ? 1 : 0;
  return result;
}

function inverted(marked: Uint8Array): Uint8Array {
  const result = new Uint8Array(marked.length);
  for (let index = 0; index < marked.length; index++) result[index] = 1 - marked[index];
  return result;
}

/** What a disc of the radius reaches while it fits inside: corners sharper than the disc are cut. */
function opening(marked: Uint8Array, grid: Grid, radius: number): Uint8Array {
  return grown(inverted(grown(inverted(marked), grid, radius)), grid, radius);
}

/** What a disc of the radius cannot reach from outside: notches narrower than the disc are filled. */
function closing(marked: Uint8Array, grid: Grid, radius: number): Uint8Array {
  return inverted(opening(inverted(marked), grid, radius));
}

const FAR = 1e12;

/**
 * The squared distance from each pixel of a grid to the nearest one marked in `site` (exact; Felzenszwalb and
 * Huttenlocher's lower envelope of parabolas, along columns and then along rows). FAR where nothing is marked.
 */
export function squaredDistances(site: Uint8Array, width: number, height: number): Float64Array {
  const result = new Float64Array(width * height);
  for (let index = 0; index < site.length; index++) result[index] = site[index] ? 0 : FAR;
  const longest = max(width, height);
  const line = new Float64Array(longest);
  const output = new Float64Array(longest);
  const parabolas = new Int32Array(longest);
  const bounds = new Float64Array(longest + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = result[y * width + x];
    lowerEnvelope(line, height, output, parabolas, bounds);
    for (let y = 0; y < height; y++) result[y * width + x] = output[y];
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) line[x] = result[y * width + x];
    lowerEnvelope(line, width, output, parabolas, bounds);
    for (let x = 0; x < width; x++) result[y * width + x] = output[x];
  }
  return result;
}

/** One dimension of `squaredDistances`: output[q] = min over p of (q − p)² + values[p]. */
function lowerEnvelope(
  values: Float64Array,
  length: number,
  output: Float64Array,
  parabolas: Int32Array,
  bounds: Float64Array,
): void {
  let count = -1;
  for (let position = 0; position < length; position++) {
    if (values[position] >= FAR) continue;
    let crossing = 0;
    while (count >= 0) {
      const previous = parabolas[count];
      crossing =
        (values[position] + position * position - (values[previous] + previous * previous)) /
        (2 * (position - previous));
      if (crossing > bounds[count]) break;
      count--;
    }
    count++;
    parabolas[count] = position;
    bounds[count] = count === 0 ? -FAR : crossing;
    bounds[count + 1] = FAR;
  }
  if (count < 0) {
    output.fill(FAR, 0, length);
    return;
  }
  let current = 0;
  for (let position = 0; position < length; position++) {
    while (bounds[current + 1] < position) current++;
    const offset = position - parabolas[current];
    output[position] = offset * offset + values[parabolas[current]];
  }
}
