/**
 * Where a sleeved garment covers the old garment's outer shoulders (see `coverShoulders`): the old garment's pixels
 * above the armpits and away from the neckline on each side where the new garment has a sleeve.
 */
import { Body, Limb } from '../person/body';
import { GarmentLandmarks } from '../garment/garment-parts';
import { distance, lerp, midpoint, normalize, subtract } from '../shared/geometry';
import { backdropColours, colourBin } from '../person/held-objects';
import { abs, max, round } from '../shared/numeric';
import { createMask, dilate, erode, maskAt, thresholdBelow } from '../shared/raster';
import { fillSmallHoles, labelComponents } from '../shared/components';
import { Mask, RgbImage } from '../shared/types';

/** How far a sleeved garment is widened over the old garment's outer shoulders, in shoulder widths. */
export const SHOULDER_REACH = 0.2;
/** The outer shoulders: above this depth below the shoulder joints, this far out from the body's centre line (shoulder widths). */
const SHOULDER_DEPTH = 0.6;
const SHOULDER_OFFSET = 0.35;
/** The upper arm is looked at in this many steps from the shoulder joint to the elbow, this thick at most (radius, shoulder widths). */
const ARM_STEPS = 50;
const UPPER_ARM_RADIUS = 0.2;
/** Above the shoulders, strands of the zone narrower than twice this and reaching farther than this from the placed
 * garment (in shoulder widths) are left out. */
const STRAND_RADIUS = 0.015;
const STRAND_REACH = 0.05;
/** Width of the old garment's outline, half garment and half background, in pixels. */
const OUTLINE_WIDTH = 3;

/**
 * The lowest row of `opening` in each column, or -1 where it has none.
 */
function openingBottoms(opening: Mask): Int32Array {
  const { width, height, data } = opening;
  const bottoms = new Int32Array(width).fill(-1);
  for (let x = 0; x < width; x++)
    for (let y = height - 1; y >= 0 && bottoms[x] < 0; y--) if (data[y * width + x] > 0.5) bottoms[x] = y;
  return bottoms;
}

/**
 * The old garment's pixels on the person's outer shoulders on each side where the new garment has a sleeve (a
 * sleeveless top keeps its armholes): above the armpits, away from the neckline, and never in the columns of the new
 * garment's opened neckline (`opening`, placed) above its lowest point there: a wide round neckline's ends lie farther out
 * than SHOULDER_OFFSET, and the new top was grown up over a tank's straps beside the neck as white blocks above its band.
 */
export function shoulderZones(
  regions: {
    oldGarment: Mask;
    /** The old garment's colours (`colourPresence`): its parts the colour estimate missed are found by them. */
    oldColours: Uint8Array;
    person: RgbImage;
    personMask: Mask;
    skin: Mask;
    head: Mask;
  },
  garment: Mask,
  body: Body,
  landmarks: GarmentLandmarks,
  opening?: Mask,
): Mask {
  const { oldGarment, oldColours, person, personMask, skin, head } = regions;
  const reach = round(body.shoulderWidth * SHOULDER_REACH);
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const across = normalize(subtract(body.shoulderRight, body.shoulderLeft));
  // With the old garment's half-background outline, which would stay as a dark or light fringe beyond the new edge.
  const outline = dilate(oldGarment, OUTLINE_WIDTH);
  // A light old top shares its colours with a light backdrop: the backdrop seen beside the neck, under the hair and
  // inside the person's soft outline, passed for missed parts of it and was covered as a tab of the new garment's colour.
  // Along the person's outline, where the backdrop's colours blend into the edge of the shoulder, they still count.
  const backdrop = backdropColours(person, personMask);
  const alongOutline = dilate(thresholdBelow(personMask, 0.5), OUTLINE_WIDTH * 2);
  const left = underSleeve(garment, oldGarment, body.armLeft, body.shoulderWidth);
  const right = underSleeve(garment, oldGarment, body.armRight, body.shoulderWidth);
  const allowed = createMask(oldGarment.width, oldGarment.height);
  const neckline = opening && openingBottoms(opening);
  for (let pixel = 0; pixel < allowed.data.length; pixel++) {
    const x = pixel % allowed.width;
    const y = (pixel - x) / allowed.width;
    if (neckline && y <= neckline[x]) continue;
    const below = (x - shoulders.x) * body.down.x + (y - shoulders.y) * body.down.y;
    const side = (x - shoulders.x) * across.x + (y - shoulders.y) * across.y;
    if (abs(side) < body.shoulderWidth * SHOULDER_OFFSET) continue;
    if (!(side < 0 ? landmarks.leftSleeve : landmarks.rightSleeve)) continue;
    const onSleevedArm = side < 0 ? left : right;
    const clothed = skin.data[pixel] < 0.5 && head.data[pixel] < 0.5;
    const bareShoulder = !clothed && head.data[pixel] < 0.5 && personMask.data[pixel] > 0.5;
    // Below the shoulders, only the bare upper arm above where the sleeve covers it.
    if (below > body.shoulderWidth * SHOULDER_DEPTH) {
      if (bareShoulder && onSleevedArm(x, y)) allowed.data[pixel] = 1;
      continue;
    }
    const onOldGarment = oldGarment.data[pixel] > 0.5 && personMask.data[pixel] > 0.5;
    const onOutline = clothed && outline.data[pixel] > 0.5 && personMask.data[pixel] > 0.3;
    const bin = colourBin(person, pixel);
    const inOldColours =
      clothed &&
      personMask.data[pixel] > 0.5 &&
      oldColours[bin] === 1 &&
      (backdrop[bin] === 0 || alongOutline.data[pixel] > 0.5);
    if (!onOldGarment && !onOutline && !inOldColours && !bareShoulder) continue;
    // Bare skin (a sleeveless photo) only in the corner above the sleeve and beside the torso, or on the upper arm above
    // where the sleeve covers it, never on the arm below the sleeve.
    if (bareShoulder && !inCorner(garment, x, y, side < 0 ? 1 : -1, reach) && !onSleevedArm(x, y)) continue;
    allowed.data[pixel] = 1;
  }
  // Specks left out inside the zone (a shoulder's highlight in the backdrop's colours) would show through the cover.
  return withoutThinStrands(fillSmallHoles(allowed, 0.01), garment, body, shoulders);
}

/**
 * Above the shoulder joints the zone keeps no strand thinner than twice STRAND_RADIUS that reaches farther than
 * STRAND_REACH from the placed garment: a light old top's outline running up along the hair's edge was covered as a
 * thin stalk of the new top's colour rising from its shoulder to the hair (the VANS tee on `viton-02849_00`). The thin
 * strip of the old top's shoulder along the new one's edge stays: left out, it was painted as a pale wedge of skin.
 */
function withoutThinStrands(allowed: Mask, garment: Mask, body: Body, shoulders: { x: number; y: number }): Mask {
  const radius = max(2, round(body.shoulderWidth * STRAND_RADIUS));
  const opened = dilate(erode(allowed, radius), radius);
  const nearGarment = dilate(garment, max(2, round(body.shoulderWidth * STRAND_REACH)));
  const { width, height } = allowed;
  const thin = createMask(width, height);
  for (let pixel = 0; pixel < allowed.data.length; pixel++) {
    if (allowed.data[pixel] <= 0.5 || opened.data[pixel] > 0.5) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    if ((x - shoulders.x) * body.down.x + (y - shoulders.y) * body.down.y < 0) thin.data[pixel] = 1;
  }
  const { labels, sizes } = labelComponents(thin);
  const far = new Uint8Array(sizes.length);
  for (let pixel = 0; pixel < labels.length; pixel++)
    if (labels[pixel] > 0 && nearGarment.data[pixel] <= 0.5) far[labels[pixel]] = 1;
  for (let pixel = 0; pixel < labels.length; pixel++) if (far[labels[pixel]]) allowed.data[pixel] = 0;
  return allowed;
}

/** Whether the garment lies within `reach` pixels both below a pixel and toward the body's middle (`inward` is +1 or −1 in x). */
function inCorner(garment: Mask, x: number, y: number, inward: number, reach: number): boolean {
  const { width, height, data } = garment;
  let under = false;
  for (let step = 1; step <= reach && y + step < height && !under; step++) under = data[(y + step) * width + x] > 0.5;
  if (!under) return false;
  for (let step = 1; step <= reach; step++) {
    const column = x + inward * step;
    if (column < 0 || column >= width) return false;
    if (data[y * width + column] > 0.5) return true;
  }
  return false;
}

/**
 * Whether a point lies on the upper arm above where the placed sleeve still covers the arm's line: a sleeve wraps its
 * arm from the shoulder down. Turned down along an arm held away from the body, a short sleeve's top fell below the
 * outer deltoid, and a notch of bare shoulder showed between the cover over the shoulder and the sleeve. The arm ends
 * in a round top above its joint: without it, the bare deltoid's top stayed as a square notch of skin (and of a slip
 * dress's strap) between the cover and the sleeve. Above a clothed shoulder, what passes for skin there is hair.
 */
function underSleeve(
  garment: Mask,
  oldGarment: Mask,
  arm: Limb,
  shoulderWidth: number,
): (x: number, y: number) => boolean {
  let covered = 0;
  for (let step = 0; step <= ARM_STEPS; step++)
    if (maskAt(garment, lerp(arm.root, arm.middle, step / ARM_STEPS)) > 0.5) covered = step / ARM_STEPS;
  const along = subtract(arm.middle, arm.root);
  const lengthSquared = max(1, along.x * along.x + along.y * along.y);
  const radius = shoulderWidth * UPPER_ARM_RADIUS;
  return (x, y) => {
    const share = ((x - arm.root.x) * along.x + (y - arm.root.y) * along.y) / lengthSquared;
    if (covered === 0 || share >= covered) return false;
    if (share >= 0) return distance({ x, y }, lerp(arm.root, arm.middle, share)) <= radius;
    return distance({ x, y }, arm.root) <= radius && !clothedBelow(oldGarment, x, y, round(radius));
  };
}

/** Whether the old garment lies within `reach` pixels straight below a pixel. */
function clothedBelow(oldGarment: Mask, x: number, y: number, reach: number): boolean {
  const { width, height, data } = oldGarment;
  for (let row = y + 1; row <= y + reach && row < height; row++) if (data[row * width + x] > 0.5) return true;
  return false;
}
