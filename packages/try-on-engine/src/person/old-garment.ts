import { Body, scaleBody } from './body';
import { add, midpoint, scale } from '../shared/geometry';
import { bodyShape, colourOverlap, headMask, oldGarmentMask } from './person-regions';
import { learnSkin, passesForShadedSkin, SkinModel, skinMask } from './skin-model';
import { hypot, luma, max, min, round } from '../shared/numeric';
import {
  clearWhere,
  createMask,
  dilate,
  erode,
  insideEither,
  insideWithout,
  mapMask,
  maskArea,
  maskBounds,
  resizeMask,
  unionMasks,
} from '../shared/raster';
import { fillCapsule, fillPolygon } from '../shared/shapes';
import { joinedTo, labelComponents } from '../shared/components';
import { backdropColours, colourBin, colourPresence } from './held-objects';
import { armLines, separateTopFromBottom, sleeveLines, SLEEVE_RADIUS } from './top-and-bottom';
import { GarmentCategory, Mask, Point, RgbImage } from '../shared/types';

/** Where the person's skin, head and current garments are, and which of those pixels the new garment replaces. */
export interface GarmentRegions {
  skin: Mask;
  skinModel: SkinModel;
  head: Mask;
  /** A generous silhouette of the body under the clothes. */
  shape: Mask;
  /** The pixels of the garment being replaced that may change. */
  oldGarment: Mask;
  oldTop: Mask;
  oldBottom: Mask;
  /** The person wears a dress or jumpsuit. */
  onePiece: boolean;
}

const ONE_PIECE_OVERLAP = 0.5;
/** Clothed pixels beside the old top's colour estimate narrower than twice this (shoulder widths) are no garment part. */
const ARM_EDGE_WIDTH = 0.025;
/** The share of the thighs' sample that must remain without the top's tail (0.8 on viton-00034_00's pink shirt). */
const KEPT_THIGHS = 0.4;
/** Radius around each wrist, in shoulder widths, that colour samples leave out. */
const HAND_CLEARANCE = 0.45;

/** The half of the photo on one side of the line through `through` square to `down`. */
function lineMask(width: number, height: number, through: Point, down: Point, below: boolean): Mask {
  const mask = createMask(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const side = (x - through.x) * down.x + (y - through.y) * down.y;
      if (below ? side > 0 : side < 0) mask.data[y * width + x] = 1;
    }
  }
  return mask;
}

/** Colour samples taken where each garment must be: the chest for a top, the thighs for a bottom. */
function garmentSamples(body: Body, width: number, height: number): { top: Mask; bottom: Mask } {
  const top = createMask(width, height);
  const along = (from: Point, to: Point, t: number) => add(from, scale({ x: to.x - from.x, y: to.y - from.y }, t));
  const inset = (point: Point, toward: Point, t: number) => along(point, toward, t);
  const shoulderMiddle = midpoint(body.shoulderLeft, body.shoulderRight);
  const hipMiddle = midpoint(body.hipLeft, body.hipRight);
  const upperLeft = inset(along(body.shoulderLeft, body.hipLeft, 0.3), along(shoulderMiddle, hipMiddle, 0.3), 0.3);
  const upperRight = inset(along(body.shoulderRight, body.hipRight, 0.3), along(shoulderMiddle, hipMiddle, 0.3), 0.3);
  const lowerLeft = inset(along(body.shoulderLeft, body.hipLeft, 0.7), along(shoulderMiddle, hipMiddle, 0.7), 0.3);
  const lowerRight = inset(along(body.shoulderRight, body.hipRight, 0.7), along(shoulderMiddle, hipMiddle, 0.7), 0.3);
  fillPolygon(top, [upperLeft, upperRight, lowerRight, lowerLeft]);
  const bottom = createMask(width, height);
  const hipWidth = hypot(body.hipRight.x - body.hipLeft.x, body.hipRight.y - body.hipLeft.y);
  for (const leg of [body.legLeft, body.legRight]) {
    fillCapsule(
      bottom,
      along(leg.root, leg.middle, 0.2),
      along(leg.root, leg.middle, body.kneesSeen ? 0.6 : 0.3),
      hipWidth * 0.18,
    );
  }
  // What a hand holds (a bag at the thigh) is not the garment: samples leave out the hands' surroundings, unless
  // that leaves too little of them.
  const wrists = [body.armLeft, body.armRight].filter((arm) => arm.endSeen).map((arm) => arm.end);
  return {
    top: awayFrom(top, wrists, body.shoulderWidth * HAND_CLEARANCE),
    bottom: awayFrom(bottom, wrists, body.shoulderWidth * HAND_CLEARANCE),
  };
}

/** The mask without the disks of `radius` around `centres`, or the mask itself when less than 40 % of it would stay. */
export function awayFrom(mask: Mask, centres: Point[], radius: number): Mask {
  const near = createMask(mask.width, mask.height);
  for (const centre of centres) fillCapsule(near, centre, centre, radius);
  const kept = clearWhere(mask, near);
  return maskArea(kept) >= maskArea(mask) * 0.4 ? kept : mask;
}

export function onlyWhere(mask: Mask, allowed: Mask, forbidden?: Mask): Mask {
  const output = createMask(mask.width, mask.height);
  for (let pixel = 0; pixel < mask.data.length; pixel++) {
    if (allowed.data[pixel] > 0.5 && (!forbidden || forbidden.data[pixel] < 0.5)) output.data[pixel] = mask.data[pixel];
  }
  return output;
}

/** Where a hem is looked for, in shoulder widths below (+) or above (−) the hip joints. */
const HEM_FROM = -0.6;
const HEM_TO = 0.5;
/** A hem's shadow: the rows across the body's middle darker than the fabric above and below by this fraction. */
const HEM_SHADOW = 0.1;

/**
 * The point on the body's centre line where a hem crosses it: the one shadow line across the middle of the body
 * (half a shoulder width wide) between a little above the waist and half a shoulder width below the hips, darker
 * than the fabric just above and just below it. A plain one-piece has none; several (stripes, a print) are no hem.
 */
export function hemAcrossBody(image: RgbImage, body: Body): Point | undefined {
  const hips = midpoint(body.hipLeft, body.hipRight);
  const across = { x: -body.down.y, y: body.down.x };
  const half = round(body.shoulderWidth * 0.25);
  const from = round(body.shoulderWidth * HEM_FROM);
  const to = round(body.shoulderWidth * HEM_TO);
  const profile: number[] = [];
  for (let depth = from; depth <= to; depth++) {
    let sum = 0;
    let count = 0;
    for (let side = -half; side <= half; side++) {
      const x = round(hips.x + body.down.x * depth + across.x * side);
      const y = round(hips.y + body.down.y * depth + across.y * side);
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      sum += luma(image.data, y * image.width + x);
      count++;
    }
    profile.push(count > 0 ? sum / count : 0);
  }
  const gap = max(2, round(body.shoulderWidth * 0.08));
  const span = max(2, round(body.shoulderWidth * 0.05));
  const mean = (start: number, end: number) => {
    let sum = 0;
    let count = 0;
    for (let index = max(0, start); index <= min(profile.length - 1, end); index++) {
      sum += profile[index];
      count++;
    }
    return count > 0 ? sum / count : 0;
  };
  const lines: number[] = [];
  for (let index = gap + span; index < profile.length - gap - span; index++) {
    const above = mean(index - gap - span, index - gap);
    const below = mean(index + gap, index + gap + span);
    const line = mean(index - 1, index + 1);
    const fabric = min(above, below);
    if (fabric > 40 && line < fabric * (1 - HEM_SHADOW) && fabric - line > 12) lines.push(index);
  }
  if (lines.length === 0) return undefined;
  // One line, however many rows of it: everything found lies within a shadow's width.
  if (lines[lines.length - 1] - lines[0] > gap * 2) return undefined;
  let darkest = lines[0];
  for (const index of lines) if (profile[index] < profile[darkest]) darkest = index;
  return add(hips, scale(body.down, from + darkest));
}

/**
 * The thigh sample without the old top's fabric hanging over the hips: pixels in the chest sample's colours joined to
 * the chest sample through pixels of those colours. On an upper-body photo a loose shirt's tail reaches the thighs'
 * sample; learnt as the bottom, that tail was taken out of the old top, stayed below a shorter new top and was
 * continued as trousers. A bottom's print in the top's colours (spots on a skirt) is cut off from the top by its ground.
 */
export function withoutTopFabric(
  bottomSample: Mask,
  topSample: Mask,
  image: RgbImage,
  personMask: Mask,
  skin: Mask,
): Mask {
  if (maskArea(topSample) === 0 || maskArea(bottomSample) === 0) return bottomSample;
  const topColours = colourPresence(image, topSample);
  const topFabric = mapMask(personMask, (value, pixel) =>
    value > 0.5 && skin.data[pixel] < 0.5 && topColours[colourBin(image, pixel)] === 1 ? 1 : 0,
  );
  const { labels } = labelComponents(topFabric);
  const joined = new Set<number>();
  for (let pixel = 0; pixel < topSample.data.length; pixel++)
    if (topSample.data[pixel] > 0.5 && labels[pixel] > 0) joined.add(labels[pixel]);
  const trimmed = mapMask(bottomSample, (value, pixel) => (joined.has(labels[pixel]) ? 0 : value));
  // Mostly the top's fabric: a top and bottom too alike to tell apart here; the sample stays whole, as before.
  return maskArea(trimmed) >= maskArea(bottomSample) * KEPT_THIGHS ? trimmed : bottomSample;
}

export function locateGarments(
  person: RgbImage,
  personMask: Mask,
  body: Body,
  category: GarmentCategory,
): GarmentRegions {
  const { width, height } = person;
  const skinModel = learnSkin(person, body, personMask);
  const skin = skinMask(person, skinModel);
  const head = headMask(body, width, height);
  const samples = garmentSamples(body, width, height);
  const topSample = onlyWhere(samples.top, personMask, skin);
  const bottomSample = onlyWhere(samples.bottom, personMask, skin);
  const hipMiddle = midpoint(body.hipLeft, body.hipRight);
  const everywhereButHead = mapMask(head, (value) => 1 - value);
  const waistLine = add(hipMiddle, scale(body.down, -body.shoulderWidth * 0.45));
  const belowWaist = lineMask(width, height, waistLine, body.down, true);
  // Chest and thighs in the same colours: a dress or jumpsuit, learnt as one garment, whose body stays wherever a new
  // top does not reach.
  const overlap = colourOverlap(person, topSample, bottomSample);
  const sameColours = body.kneesSeen && overlap > ONE_PIECE_OVERLAP;
  let oldTop: Mask;
  let oldBottom: Mask;
  // A top over a bottom of its own colour (a white tank over white shorts) still ends in a hem across the body.
  const hem = sameColours ? hemAcrossBody(person, body) : undefined;
  if (sameColours) {
    const whole = oldGarmentMask(
      person,
      personMask,
      skin,
      unionMasks(topSample, bottomSample),
      undefined,
      everywhereButHead,
    );
    if (hem) {
      const belowHem = lineMask(width, height, hem, body.down, true);
      oldTop = clearWhere(whole, belowHem);
      oldBottom = onlyWhere(whole, belowHem);
    } else {
      oldTop = whole;
      oldBottom = onlyWhere(whole, belowWaist);
    }
  } else {
    // Told apart by colour, the thighs' sample must not hold the top's tail (a white tank over white shorts is the
    // same-coloured case above and keeps its whole sample).
    const thighs = withoutTopFabric(bottomSample, topSample, person, personMask, skin);
    oldTop = oldGarmentMask(person, personMask, skin, topSample, thighs, everywhereButHead);
    oldBottom = oldGarmentMask(person, personMask, skin, thighs, topSample, belowWaist);
    if (overlap <= ONE_PIECE_OVERLAP) {
      const bottomZone = insideWithout(belowWaist, armLines(body, width, height, SLEEVE_RADIUS));
      oldTop = separateTopFromBottom(oldTop, oldBottom, bottomZone, topSample);
    }
  }
  const topBounds = maskBounds(oldTop);
  const onePiece =
    (sameColours && !hem) || (topBounds !== undefined && topBounds.bottom > hipMiddle.y + body.shoulderWidth * 1.3);
  const shape = bodyShape(body, width, height, category);
  const upperShape = category === 'top' ? shape : bodyShape(body, width, height, 'top');
  // Sleeves and yokes in another colour than the chest sample: anything clothed on the upper body that is not the bottom.
  const aboveHips = lineMask(
    width,
    height,
    add(hipMiddle, scale(body.down, body.shoulderWidth * 0.1)),
    body.down,
    false,
  );
  // Below a short old top, the backdrop seen between an arm and the waist lies inside the person's outline: in the
  // backdrop's colours and in none of the top's, it is no sleeve (taken for one, it was repainted as a strip of skin
  // beside a skirt). Above the top's hem such pixels stay: a bare shoulder's light edge among them is widened over.
  const belowTop = topBounds ? topBounds.bottom * width : Infinity;
  const backdrop = backdropColours(person, personMask);
  const topColours = colourPresence(person, oldTop);
  const isBackdrop = (pixel: number) => {
    if (pixel <= belowTop) return false;
    const bin = colourBin(person, pixel);
    return backdrop[bin] === 1 && topColours[bin] === 0;
  };
  // An arm's shaded side, darker and more saturated than the face, fails the skin test: in shaded skin's colours and in
  // none of the top's, it is no sleeve (taken for one below a short old sleeve, it was repainted as a flat pale band
  // down the arm's outer side).
  const isShadedArm = (pixel: number) =>
    topColours[colourBin(person, pixel)] === 0 && passesForShadedSkin(person, pixel, skinModel);
  const clothedUpperBody = mapMask(upperShape, (inside, pixel) =>
    inside > 0.5 &&
    personMask.data[pixel] > 0.5 &&
    skin.data[pixel] < 0.5 &&
    head.data[pixel] < 0.5 &&
    oldBottom.data[pixel] < 0.5 &&
    aboveHips.data[pixel] > 0.5 &&
    !isBackdrop(pixel) &&
    !isShadedArm(pixel)
      ? 1
      : 0,
  );
  // Thin lines of it beside the old top's estimate are an arm's shaded edge, not a sleeve: repainted from the arm's
  // flat colour they showed as light streaks along the arm and in the gap between the arm and a narrower new top.
  const edgeWidth = max(1, round(body.shoulderWidth * ARM_EDGE_WIDTH));
  const beyondTop = insideWithout(clothedUpperBody, oldTop);
  // Sleeves and yokes join the top; a patch of shaded backdrop between an arm and a skirt, in none of the backdrop's lit
  // colours, lies apart from it (taken for old garment, it was painted as a block of skin beside the skirt).
  const oldTopWhole = insideEither(oldTop, joinedTo(dilate(erode(beyondTop, edgeWidth), edgeWidth), oldTop, edgeWidth));
  let oldGarment: Mask;
  if (category === 'top') {
    const limit = lineMask(
      width,
      height,
      add(hipMiddle, scale(body.down, body.shoulderWidth * 0.95)),
      body.down,
      false,
    );
    oldGarment = onlyWhere(oldTopWhole, limit);
    if (onePiece) {
      // The dress stays below the armpits, sides included (its sides repainted as skin left skin-coloured blocks
      // beside a short top); only what lies along the arms (sleeves) and above the armpits (straps, neckline) goes.
      const armpits = add(midpoint(body.shoulderLeft, body.shoulderRight), scale(body.down, body.shoulderWidth * 0.25));
      const arms = sleeveLines(body, oldTopWhole, SLEEVE_RADIUS);
      const torso = insideWithout(lineMask(width, height, armpits, body.down, true), arms);
      const aboveWaist = lineMask(
        width,
        height,
        add(hipMiddle, scale(body.down, -body.shoulderWidth * 0.3)),
        body.down,
        false,
      );
      oldGarment = clearWhere(oldGarment, torso);
      oldGarment = onlyWhere(oldGarment, aboveWaist);
    }
  } else if (category === 'bottom') {
    oldGarment = onePiece ? onlyWhere(oldTop, lineMask(width, height, waistLine, body.down, true)) : oldBottom;
  } else {
    oldGarment = unionMasks(oldTopWhole, oldBottom);
  }
  return { skin, skinModel, head, shape, oldGarment, oldTop, oldBottom, onePiece };
}

/**
 * The colour-based estimate runs on a half-size copy of the photo, four times fewer pixels, since its edges are grown
 * and feathered afterwards anyway; skin, head and body shape are redrawn at full size.
 */
export function locateGarmentsAtHalfSize(
  person: RgbImage,
  half: RgbImage,
  personMask: Mask,
  body: Body,
  category: GarmentCategory,
): GarmentRegions {
  const { width, height } = person;
  const small = locateGarments(
    half,
    resizeMask(personMask, half.width, half.height),
    scaleBody(body, half.width / width),
    category,
  );
  const enlarge = (mask: Mask) => resizeMask(mask, width, height, 0.5);
  return {
    ...small,
    skin: skinMask(person, small.skinModel),
    head: headMask(body, width, height),
    shape: bodyShape(body, width, height, category),
    oldGarment: enlarge(small.oldGarment),
    oldTop: enlarge(small.oldTop),
    oldBottom: enlarge(small.oldBottom),
  };
}
