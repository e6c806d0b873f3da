import { Body, scaleBody } from './body';
import { add, distanceToSegment, midpoint, scale } from './geometry';
import {
  bodyShape,
  colourOverlap,
  headMask,
  learnSkin,
  oldGarmentMask,
  passesForSkin,
  SkinModel,
  skinMask,
} from './person-regions';
import { abs, floor, hypot, max, min, round } from './numeric';
import {
  clearWhere,
  createMask,
  dilate,
  erode,
  fillCapsule,
  fillSmallHoles,
  fillPolygon,
  insideEither,
  insideWithout,
  labelComponents,
  mapMask,
  maskArea,
  maskBounds,
  resizeMask,
  unionMasks,
} from './raster';
import { colourBin, colourPresence } from './held-objects';
import { armLines, separateTopFromBottom, SLEEVE_RADIUS } from './top-and-bottom';
import { GarmentCategory, Mask, Point, RgbImage } from './types';

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
      const index = (y * image.width + x) * 3;
      sum += 0.299 * image.data[index] + 0.587 * image.data[index + 1] + 0.114 * image.data[index + 2];
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
  const skinModel = learnSkin(person, body);
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
  const clothedUpperBody = mapMask(upperShape, (inside, pixel) =>
    inside > 0.5 &&
    personMask.data[pixel] > 0.5 &&
    skin.data[pixel] < 0.5 &&
    head.data[pixel] < 0.5 &&
    oldBottom.data[pixel] < 0.5 &&
    aboveHips.data[pixel] > 0.5
      ? 1
      : 0,
  );
  // Thin lines of it beside the old top's estimate are an arm's shaded edge, not a sleeve: repainted from the arm's
  // flat colour they showed as light streaks along the arm and in the gap between the arm and a narrower new top.
  const edgeWidth = max(1, round(body.shoulderWidth * ARM_EDGE_WIDTH));
  const beyondTop = insideWithout(clothedUpperBody, oldTop);
  const oldTopWhole = insideEither(oldTop, dilate(erode(beyondTop, edgeWidth), edgeWidth));
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
      const arms = armLines(body, width, height, SLEEVE_RADIUS);
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

/** Below this depth under the eyes (in shoulder widths) the head zone is neck and collar, not face. */
export const CHIN_DEPTH = 0.3;
/** How far to either side of the head's centre a collar can lie in the head zone, in shoulder widths. */
const COLLAR_HALF_WIDTH = 0.45;
/**
 * How much wider than the face's the colours are, in Cb and in Cr, that pass for the neck's shaded skin. Skin in shade
 * or in bright light mostly changes in how red it is; a maroon collar beside it is bluer than skin.
 */
const SHADED_NECK_SPREAD = { blue: 1.4, red: 2.2 };
/** How far a collar's edge is grown into the pixels blending it with the neck (px). */
const COLLAR_EDGE = 2;
/** Holes in a collar smaller than this share of its area are specks of its weave, not the neck showing through. */
const COLLAR_SPECKS = 0.02;
/** Half the width of the neck's middle, in shoulder widths, where no hair hangs on a front-facing photo. */
const NECK_HALF_WIDTH = 0.15;

/**
 * The head zone reaches below the chin, so the old garment's collar or crew neckline inside it was protected as head
 * and stayed visible inside a new, lower neckline. Below the chin, clothed pixels of the person in the old garment's
 * colours, and beside the neck's middle not in the hair's (long hair lies there), joined to the old garment, are the
 * collar: they may be repainted.
 */
export function collarInHeadZone(input: {
  image: RgbImage;
  head: Mask;
  skin: Mask;
  personMask: Mask;
  oldColours: Uint8Array;
  oldGarment: Mask;
  body: Body;
  skinModel: SkinModel;
}): Mask {
  const { image, head, skin, personMask, oldColours, body } = input;
  // The neck's shadowed side falls outside the skin mask and, beside a red or brown garment, inside its colours.
  const shadedSkin = {
    ...input.skinModel,
    spreadBlue: input.skinModel.spreadBlue * SHADED_NECK_SPREAD.blue,
    spreadRed: input.skinModel.spreadRed * SHADED_NECK_SPREAD.red,
  };
  const { width, height } = head;
  const across = { x: -body.down.y, y: body.down.x };
  const depthOf = (x: number, y: number) => (x - body.head.x) * body.down.x + (y - body.head.y) * body.down.y;
  const sideOf = (x: number, y: number) => (x - body.head.x) * across.x + (y - body.head.y) * across.y;
  const hair = createMask(width, height);
  const collar = createMask(width, height);
  for (let pixel = 0; pixel < hair.data.length; pixel++) {
    if (head.data[pixel] < 0.5 || personMask.data[pixel] < 0.5 || skin.data[pixel] > 0.5) continue;
    const x = pixel % width;
    if (depthOf(x, (pixel - x) / width) < 0) hair.data[pixel] = 1;
  }
  const hairColours = colourPresence(image, hair);
  for (let pixel = 0; pixel < collar.data.length; pixel++) {
    if (head.data[pixel] < 0.5 || personMask.data[pixel] < 0.5 || skin.data[pixel] > 0.5) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    if (depthOf(x, y) < body.shoulderWidth * CHIN_DEPTH) continue;
    const side = abs(sideOf(x, y));
    if (side > body.shoulderWidth * COLLAR_HALF_WIDTH) continue;
    // Hair hangs beside the neck, not in front of its middle, where a dark collar's inside can share its colours.
    const bin = colourBin(image, pixel);
    if (!oldColours[bin] || passesForSkin(image, pixel, shadedSkin)) continue;
    if (side < body.shoulderWidth * NECK_HALF_WIDTH || !hairColours[bin]) collar.data[pixel] = 1;
  }
  // Only a collar joined to the old garment (across a few pixels of seam or shadow) is one.
  const joined = unionMasks(dilate(collar, 3), input.oldGarment);
  const { labels } = labelComponents(joined);
  const garmentLabels = new Set<number>();
  for (let pixel = 0; pixel < labels.length; pixel++)
    if (input.oldGarment.data[pixel] > 0.5 && labels[pixel] > 0) garmentLabels.add(labels[pixel]);
  const joinedCollar = mapMask(collar, (value, pixel) => (value > 0.5 && garmentLabels.has(labels[pixel]) ? 1 : 0));
  // The collar's edges blend into the neck's skin and its weave has specks in neither colour: left out, they stayed as
  // a dark dashed line inside the new neckline. Its holes are filled and its edge grown, below the chin.
  const grown = dilate(restingOnGarment(fillSmallHoles(joinedCollar, COLLAR_SPECKS), input.oldGarment), COLLAR_EDGE);
  for (let pixel = 0; pixel < grown.data.length; pixel++) {
    if (grown.data[pixel] < 0.5) continue;
    const x = pixel % width;
    if (personMask.data[pixel] < 0.5 || depthOf(x, (pixel - x) / width) < body.shoulderWidth * CHIN_DEPTH)
      grown.data[pixel] = 0;
  }
  return grown;
}

/** How many rows of something else a collar may have between it and the garment below it (its seam's shadow). */
const COLLAR_GAP = 2;

/**
 * The collar's pixels that rest on the old garment: in each column, a run reaching down to it across at most COLLAR_GAP
 * rows. The dark tips of hair hanging over a dark collar are in its colours and joined to it across the gap the hair
 * leaves, but stand on hair: taken, they were painted as a skin-coloured notch in the hair's edge.
 */
function restingOnGarment(collar: Mask, oldGarment: Mask): Mask {
  const { width, height } = collar;
  const output = createMask(width, height);
  const gap = new Int32Array(width).fill(COLLAR_GAP + 1);
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      if (oldGarment.data[pixel] > 0.5) gap[x] = 0;
      else if (collar.data[pixel] > 0.5 && gap[x] <= COLLAR_GAP) {
        output.data[pixel] = 1;
        gap[x] = 0;
      } else gap[x]++;
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
  const luma = (pixel: number) =>
    0.299 * image.data[pixel * 3] + 0.587 * image.data[pixel * 3 + 1] + 0.114 * image.data[pixel * 3 + 2];
  const histogram = new Int32Array(256);
  let count = 0;
  for (let cell = 0; cell < boxWidth * boxHeight; cell++) {
    const pixel = pixelAt(cell);
    if (oldGarment.data[pixel] < 0.5) continue;
    histogram[min(255, round(luma(pixel)))]++;
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
    if (skin.data[pixel] > 0.5 || head.data[pixel] > 0.5 || luma(pixel) >= darkest) continue;
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
