import { Body } from './body';
import { add, midpoint, normalize, scale, subtract } from '../shared/geometry';
import { createMask, dilate, erode, gaussianBlur, mapMask } from '../shared/raster';
import { fillCapsule, fillPolygon } from '../shared/shapes';
import { fillSmallHoles, labelComponents } from '../shared/components';
import { GarmentCategory, Mask, Point, RgbImage } from '../shared/types';
import { colourLuma, hypot, luma, max } from '../shared/numeric';
import { colourBin } from './held-objects';
import { armBelowRevealed, fillRevealedArm, RevealedArm } from './revealed-arms';
import { SkinModel } from './skin-model';

/**
 * The bare torso's half widths in pixels, square to the spine, at depths from the shoulders (0) to the hips (1) and a
 * little below them: a chest, a waist, the hips.
 */
export function bareTorsoProfile(body: Body): Array<{ depth: number; half: number }> {
  const hipDistance = hypot(body.hipRight.x - body.hipLeft.x, body.hipRight.y - body.hipLeft.y);
  const hips = max(body.shoulderWidth * 0.42, hipDistance * 0.8);
  return [
    { depth: 0, half: body.shoulderWidth * 0.56 },
    { depth: 0.25, half: body.shoulderWidth * 0.46 },
    { depth: 0.6, half: body.shoulderWidth * 0.38 },
    { depth: 1, half: hips },
    { depth: 1.2, half: hips },
  ];
}

/** The bare torso's half width at `depth` (see `bareTorsoProfile`), straight between the profile's depths. */
export function bareTorsoHalfWidth(profile: Array<{ depth: number; half: number }>, depth: number): number {
  if (depth <= profile[0].depth) return profile[0].half;
  for (let index = 1; index < profile.length; index++) {
    const [above, below] = [profile[index - 1], profile[index]];
    if (depth <= below.depth)
      return above.half + ((below.half - above.half) * (depth - above.depth)) / (below.depth - above.depth);
  }
  return profile[profile.length - 1].half;
}

/**
 * The radii, in pixels, of the person's bare upper arms (forearms are a little thinner), and the arms a new top reveals
 * where they were measured as the continuation of their skin below the old sleeve.
 */
export interface BareArms {
  left: number;
  right: number;
  revealedLeft?: RevealedArm;
  revealedRight?: RevealedArm;
}

/**
 * A silhouette of the body under the clothes. Without `bareArms` it is generous: anything a garment may cover. With
 * them it is the bare body's own outline, a chest and a waist and arms as thick as the person's, for the skin a shorter
 * or narrower top reveals: painted as wide as a loose old shirt, a revealed belly was a flat block from arm to arm, and
 * painted as wide as the old sleeves, bare shoulders were blocks of skin.
 */
export function bodyShape(
  body: Body,
  width: number,
  height: number,
  category: GarmentCategory,
  bareArms?: BareArms,
): Mask {
  const mask = bodyWithoutArms(body, width, height, category, bareArms);
  fillArms(mask, body, armRadii(body, bareArms));
  return mask;
}

/** The upper arms' radii in pixels: as measured, or a generous guess. */
export function armRadii(body: Body, bareArms?: BareArms): BareArms {
  return bareArms ?? { left: body.shoulderWidth * 0.17, right: body.shoulderWidth * 0.17 };
}

/** The body's outline (see `bodyShape`) without its arms: the torso, the neck's base and, below a top, the legs. */
export function bodyWithoutArms(
  body: Body,
  width: number,
  height: number,
  category: GarmentCategory,
  bareArms?: BareArms,
): Mask {
  const mask = createMask(width, height);
  const shoulderWidth = body.shoulderWidth;
  const across = normalize(subtract(body.shoulderRight, body.shoulderLeft));
  const out = (point: Point, amount: number) => add(point, scale(across, amount));
  const hipHalf = max(
    shoulderWidth * 0.38,
    hypot(body.hipRight.x - body.hipLeft.x, body.hipRight.y - body.hipLeft.y) * 0.75,
  );
  const shoulderMiddle = midpoint(body.shoulderLeft, body.shoulderRight);
  const hipMiddle = midpoint(body.hipLeft, body.hipRight);
  const alongTorso = (depth: number) => add(shoulderMiddle, scale(subtract(hipMiddle, shoulderMiddle), depth));
  if (bareArms) {
    // Square to the spine, not to the shoulder line: a tilted shoulder estimate tilted the belly's lower edge.
    const square = { x: body.down.y, y: -body.down.x };
    const side = (depth: number, half: number) => add(alongTorso(depth), scale(square, half));
    const profile = bareTorsoProfile(body).slice(1);
    fillPolygon(mask, [
      out(body.shoulderLeft, -shoulderWidth * 0.06),
      out(body.shoulderRight, shoulderWidth * 0.06),
      ...profile.map(({ depth, half }) => side(depth, half)),
      ...[...profile].reverse().map(({ depth, half }) => side(depth, -half)),
    ]);
  } else {
    fillPolygon(mask, [
      out(body.shoulderLeft, -shoulderWidth * 0.06),
      out(body.shoulderRight, shoulderWidth * 0.06),
      out(hipMiddle, hipHalf),
      out(hipMiddle, -hipHalf),
    ]);
  }
  fillCapsule(mask, shoulderMiddle, add(shoulderMiddle, scale(body.down, -shoulderWidth * 0.3)), shoulderWidth * 0.2);
  // The slope from each shoulder up to the neck, which a collar or a sleeve's top covered.
  const neckBase = add(shoulderMiddle, scale(body.down, -shoulderWidth * 0.12));
  fillCapsule(mask, body.shoulderLeft, neckBase, shoulderWidth * 0.1);
  fillCapsule(mask, body.shoulderRight, neckBase, shoulderWidth * 0.1);
  if (category !== 'top') {
    for (const leg of [body.legLeft, body.legRight]) {
      fillCapsule(mask, leg.root, leg.middle, hipHalf * 0.62);
      fillCapsule(mask, leg.middle, leg.end, hipHalf * 0.42);
    }
  }
  return mask;
}

/** A forearm is thinner than the upper arm it continues. */
export const FOREARM_RATIO = 0.82;

/** Draws both arms into `mask` as capsules, upper arms of the given radii, forearms a little thinner. */
export function fillArms(mask: Mask, body: Body, upperArms: BareArms): void {
  for (const [arm, radius, revealed] of [
    [body.armLeft, upperArms.left, upperArms.revealedLeft],
    [body.armRight, upperArms.right, upperArms.revealedRight],
  ] as const) {
    if (revealed) fillRevealedArm(mask, revealed);
    // Below a revealed arm's painted part, the arm's line as before.
    const { upperFrom, lowerFrom } = revealed
      ? armBelowRevealed(revealed)
      : { upperFrom: arm.root, lowerFrom: arm.middle };
    if (upperFrom) fillCapsule(mask, upperFrom, arm.middle, radius);
    fillCapsule(mask, lowerFrom, arm.end, radius * FOREARM_RATIO);
  }
}

export function headMask(body: Body, width: number, height: number): Mask {
  const mask = createMask(width, height);
  fillCapsule(mask, body.head, add(body.head, scale(body.down, -body.headRadius)), body.headRadius * 1.25);
  return mask;
}

interface ColourHistogram {
  bins: Float32Array;
}

const HISTOGRAM_LEVELS = 16;

function histogramIndex(image: RgbImage, pixel: number): number {
  const shift = 8 - Math.log2(HISTOGRAM_LEVELS);
  return (
    ((image.data[pixel * 3] >> shift) * HISTOGRAM_LEVELS + (image.data[pixel * 3 + 1] >> shift)) * HISTOGRAM_LEVELS +
    (image.data[pixel * 3 + 2] >> shift)
  );
}

function learnHistogram(image: RgbImage, region: Mask): ColourHistogram | undefined {
  const bins = new Float32Array(HISTOGRAM_LEVELS ** 3);
  let total = 0;
  for (let pixel = 0; pixel < region.data.length; pixel += 1) {
    if (region.data[pixel] <= 0.5) continue;
    bins[histogramIndex(image, pixel)]++;
    total++;
  }
  if (total < 50) return undefined;
  for (let bin = 0; bin < bins.length; bin++) bins[bin] = (bins[bin] + 0.01) / total;
  return { bins };
}

/** Overlap of two colour samples' histograms, 0 (unrelated) to 1 (same colours): one garment from neck to knees. */
export function colourOverlap(image: RgbImage, first: Mask, second: Mask): number {
  const a = learnHistogram(image, first);
  const b = learnHistogram(image, second);
  if (!a || !b) return 0;
  let overlap = 0;
  for (let bin = 0; bin < a.bins.length; bin++) overlap += a.bins[bin] < b.bins[bin] ? a.bins[bin] : b.bins[bin];
  return overlap;
}

/**
 * Estimates where the garment being replaced lies: pixels of the person that look like a colour sample taken
 * where that garment must be, more than like the neighbouring garment, and connect to the sample.
 */
export function oldGarmentMask(
  image: RgbImage,
  personMask: Mask,
  skin: Mask,
  sample: Mask,
  competitor: Mask | undefined,
  zone: Mask,
): Mask {
  const own = learnHistogram(image, sample);
  if (!own) return createMask(image.width, image.height);
  const other = competitor ? learnHistogram(image, competitor) : undefined;
  const candidate = mapMask(personMask, (value, pixel) => {
    if (value < 0.5 || zone.data[pixel] < 0.5) return 0;
    if (sample.data[pixel] > 0.5) return 1;
    if (skin.data[pixel] > 0.5) return 0;
    const bin = histogramIndex(image, pixel);
    const likelihood = own.bins[bin];
    if (likelihood < 0.0004) return 0;
    return !other || likelihood > other.bins[bin] * 2 ? 1 : 0;
  });
  const closed = erode(dilate(candidate, 3), 3);
  const { labels } = labelComponents(closed);
  const keep = new Set<number>();
  for (let pixel = 0; pixel < sample.data.length; pixel++)
    if (sample.data[pixel] > 0.5 && labels[pixel] > 0) keep.add(labels[pixel]);
  const connected = mapMask(closed, (_value, pixel) => (keep.has(labels[pixel]) ? 1 : 0));
  return fillSmallHoles(connected, 0.05);
}

/** A feathered copy of a hard mask. */
export function feather(mask: Mask, sigma: number): Mask {
  return gaussianBlur(mask, sigma);
}

/** A pixel this much darker than the skin (in luma) is no blend of skin and a light backdrop. */
const DARKER_THAN_SKIN = 0.6;

export interface UncoveredBodyInputs {
  image: RgbImage;
  personMask: Mask;
  /** The body's outline (see `bodyShape`). */
  outline: Mask;
  /** Pixels near the person's visible skin. */
  besideSkin: Mask;
  skin: Mask;
  /** The old garment's leftovers found beside the new one. */
  leftover: Mask;
  /** The old garment's colours (see `colourPresence`). */
  oldColours: Uint8Array;
  skinModel: SkinModel;
  /** The revealed arms' painted parts: body even where the person mask missed the old sleeve (see revealed-skin.ts). */
  paintedArms?: Mask;
}

/**
 * Which pixels the old garment no longer covers are body (skin goes there) rather than backdrop: inside the body's
 * outline on the person, and beside visible skin, since the edge of a bare arm is body too (where the colour estimate
 * took it for the old garment, backdrop painted there left light streaks along the arm).
 */
export function uncoveredBody(inputs: UncoveredBodyInputs): Mask {
  const { image, personMask, outline, besideSkin, skin, leftover, oldColours, skinModel, paintedArms } = inputs;
  const body = createMask(personMask.width, personMask.height);
  const skinLuma = colourLuma(skinModel.red, skinModel.green, skinModel.blue);
  for (let pixel = 0; pixel < body.data.length; pixel++) {
    const onPerson = personMask.data[pixel];
    if ((outline.data[pixel] > 0.5 && onPerson > 0.5) || (paintedArms && paintedArms.data[pixel] > 0.5)) {
      body.data[pixel] = 1;
      continue;
    }
    if (besideSkin.data[pixel] <= 0.5 || onPerson <= 0.3) continue;
    // A leftover the person mask is unsure of is the old garment's edge against the backdrop: backdrop under it.
    if (onPerson < 0.5 && leftover.data[pixel] > 0.5) continue;
    // Beside the skin, what has the old garment's dark colours is no body: a dark sleeve's hem flaring beside the
    // forearm, painted as skin, was a brown smudge beside the bare arm. (The arm's edge against a light backdrop is
    // lighter, whatever the old garment's colours.)
    const darkOldColour =
      skin.data[pixel] < 0.5 &&
      luma(image.data, pixel) < skinLuma * DARKER_THAN_SKIN &&
      oldColours[colourBin(image, pixel)] === 1;
    if (!darkOldColour) body.data[pixel] = 1;
  }
  return body;
}
