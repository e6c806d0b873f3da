import { Body, Limb } from '../person/body';
import {
  Affine,
  add,
  applyAffine,
  distance,
  evaluateThinPlateSpline,
  invertAffine,
  midpoint,
  normalize,
  scale,
  smoothstep,
  solveThinPlateSpline,
  subtract,
} from '../shared/geometry';
import { GarmentLandmarks, Sleeve } from '../garment/garment-parts';
import { legAtRow } from '../person/legs';
import { dilate, gaussianBlur } from '../shared/raster';
import { GarmentCategory, Mask, Point } from '../shared/types';
import { abs, ceil, max, min, round } from '../shared/numeric';
import { placeOnLimb, rigBentLimb, rigLimb } from './limb-rig';

/** Where one garment-photo point lands on the person photo, and whether it is drawn over the body (sleeves). */
export interface PlacedPoint extends Point {
  layer: number;
  /**
   * Which piece of cloth the point belongs to, where the garment's pieces only touch (a sleeve hanging beside the body,
   * below the armpit): the mesh is not stretched between points of different pieces.
   */
  piece?: number;
}

export interface Placement {
  /** Garment pixels per person pixel, for sizing blurs and margins. */
  scale: number;
  place(point: Point): PlacedPoint;
}

/** A flat garment's chest is this many times the shoulder-joint distance wide once worn (it wraps round the body). */
const TORSO_WIDTH_FACTOR = 1.02;
/** The shoulder seam sits this fraction of the shoulder width above the shoulder joints. */
const SHOULDER_RAISE = 0.12;
/** A waistband is this many times the hip-joint distance wide once worn. */
const WAIST_WIDTH_FACTOR = 1.75;
/** Below the sleeve's pivot by this share of the torso's width, a sleeve hanging beside the body has left it. */
const ARMPIT_BELOW_PIVOT = 0.25;
/** A mid-rise waistband sits this fraction of the hip-joint distance above the hip joints. */
const WAIST_RAISE = 0.45;
/**
 * How far round the body (radians, from its middle to each side) the front of a garment photographed flat wraps once
 * worn. Its side seams land as far apart as before, but its middle faces the camera and is seen at its full size, and
 * so is its length, which hangs straight down: scaled as a whole to the width it is seen at, flat tops ended high on
 * the belly of a long-bodied person and their prints looked squat. A garment photographed on a model already shows the
 * wrap. A dress keeps its photo's proportions: its skirt is laid along the legs, and lengthened it reached the ankles
 * and parted between them.
 */
const WRAP_ANGLE = 1;
/** A camisole's straps show at most this share of its torso's width between its cups and the shoulders once worn. */
const LONGEST_STRAP = 0.3;
/** How far past the legs' outer edges a dress's hem reaches where they stand wider than it, in shoulder widths. */
const HEM_PAST_LEGS = 0.03;
/**
 * A forearm lies folded across the body when its wrist is within this many shoulder widths of the body's middle line
 * and at least FOLDED_INWARD nearer to it than its elbow.
 */
const FOLDED_WRIST = 0.3;
const FOLDED_INWARD = 0.2;
/**
 * A sleeve covers such a forearm when its placed cuff lies more than this many upper arms along the upper arm's line.
 * On the clasped hands of the busy-background photo, short sleeves end at 0.75–1.09 and long ones at 1.56–1.63.
 */
const SLEEVE_ON_FOREARM = 1.3;

/**
 * The grid's value nearest to (x, y). The mesh reaches a cell past the garment's bounds, where a sleeve's tip touches
 * them: read as 0 there, the mesh's outermost corners stayed with the torso while the tip turned with the arm, and the
 * cells between stretched into a streak out of the sleeve's tip.
 */
function sampleGrid(grid: Mask, x: number, y: number): number {
  const column = max(0, min(grid.width - 1, round(x)));
  const row = max(0, min(grid.height - 1, round(y)));
  return min(1, grid.data[row * grid.width + column] * 1.6);
}

function blendPoints(a: Point, b: Point, weight: number): Point {
  return { x: a.x + (b.x - a.x) * weight, y: a.y + (b.y - a.y) * weight };
}

/**
 * How much each garment point turns with the sleeve: 1 on the sleeve's own pixels, blended over a few pixels around
 * them. The body beside a sleeve hanging along it stays with the torso below the armpit: blended there, a strip of the
 * body's side followed the arm past the tucked hem.
 */
function sleeveWeights(sleeve: Sleeve, landmarks: GarmentLandmarks): Mask {
  const torsoWidth = landmarks.torsoRight - landmarks.torsoLeft;
  const grown = dilate(sleeve.region, 2);
  const weights = gaussianBlur(grown, (torsoWidth * 0.05) / sleeve.regionStep);
  if (!sleeve.besideBody) return weights;
  const armpitRow = ceil((armpitOf(sleeve, landmarks) - landmarks.bounds.top) / sleeve.regionStep);
  for (let index = max(0, armpitRow) * weights.width; index < weights.data.length; index++)
    weights.data[index] = grown.data[index];
  return weights;
}

function armpitOf(sleeve: Sleeve, landmarks: GarmentLandmarks): number {
  return sleeve.pivot.y + (landmarks.torsoRight - landmarks.torsoLeft) * ARMPIT_BELOW_PIVOT;
}

/**
 * Where a point of a garment photographed flat would lie, laid flat, if the garment were worn: below the shoulder line
 * the front's middle at its full size and its sides turned away from the camera. The wrap grows from none at the
 * shoulder line to all of it at the armpits: the neckline and the shoulders, which lie over the top of the body, keep
 * the flat photo's scale (wrapped, the neckline widened over the backdrop beside the neck). Beyond the body's sides (a
 * flared hem, sleeves) the garment keeps the flat photo's scale too.
 */
function wrapAroundBody(landmarks: GarmentLandmarks): (point: Point) => Point {
  const middle = (landmarks.torsoLeft + landmarks.torsoRight) / 2;
  const half = max(1, landmarks.torsoRight - landmarks.torsoLeft) / 2;
  const faceOn = WRAP_ANGLE / Math.sin(WRAP_ANGLE);
  const armpits = 2 * half * ARMPIT_BELOW_PIVOT;
  // A camisole's straps lie over the shoulders, not round the body: its wrap begins where they meet its cups. Straps
  // longer than LONGEST_STRAP are worn shorter (laid at their length, a stretched camisole's cups sank to the belly).
  const { shoulderY, strapsEnd } = landmarks;
  const strapLength = strapsEnd === undefined ? 0 : strapsEnd - shoulderY;
  const wornStrap = min(strapLength, 2 * half * LONGEST_STRAP);
  const wrapFrom = shoulderY + wornStrap;
  return (point) => {
    let y = point.y;
    if (strapLength > wornStrap && y > shoulderY)
      y =
        y < shoulderY + strapLength
          ? shoulderY + ((y - shoulderY) * wornStrap) / strapLength
          : y - strapLength + wornStrap;
    const below = y - wrapFrom;
    if (below <= 0) return { x: point.x, y };
    const offset = abs(point.x - middle);
    const wrapped = (half * Math.sin((WRAP_ANGLE * min(half, offset)) / half)) / Math.sin(WRAP_ANGLE);
    const across = min(half, offset) + (wrapped - min(half, offset)) * smoothstep(0, armpits, below);
    return {
      x: middle + Math.sign(point.x - middle) * (across + max(0, offset - half)),
      y: wrapFrom + below * faceOn,
    };
  };
}

/**
 * How far each side of a dress's hem moves out, in pixels, to reach past the legs' outer edges at its height. Placed
 * at its own width on legs standing apart, a straight dress let a thigh step out of its side (painted beside it).
 */
function hemShiftsOverLegs(
  landmarks: GarmentLandmarks,
  body: Body,
  place: (point: Point) => Point,
): { left: number; right: number } {
  if (landmarks.hemLeft === undefined || landmarks.hemRight === undefined || !body.kneesSeen)
    return { left: 0, right: 0 };
  const hemLeft = place({ x: landmarks.hemLeft, y: landmarks.hemY });
  const hemRight = place({ x: landmarks.hemRight, y: landmarks.hemY });
  const legLeft = legAtRow(body, body.legLeft, hemLeft.y);
  const legRight = legAtRow(body, body.legRight, hemRight.y);
  const margin = body.shoulderWidth * HEM_PAST_LEGS;
  return {
    left: legLeft ? max(0, hemLeft.x - (legLeft.x - legLeft.halfWidth - margin)) : 0,
    right: legRight ? max(0, legRight.x + legRight.halfWidth + margin - hemRight.x) : 0,
  };
}

function planUpperBody(landmarks: GarmentLandmarks, body: Body, wrapped: boolean, dress: boolean): Placement {
  const torsoWidth = max(1, landmarks.torsoRight - landmarks.torsoLeft);
  const factor = (body.shoulderWidth * TORSO_WIDTH_FACTOR) / torsoWidth;
  const across = normalize(subtract(body.shoulderRight, body.shoulderLeft));
  const hipAcross = normalize(subtract(body.hipRight, body.hipLeft));
  const shoulderOrigin = add(
    midpoint(body.shoulderLeft, body.shoulderRight),
    scale(body.down, -SHOULDER_RAISE * body.shoulderWidth),
  );
  const garmentCenter = (landmarks.torsoLeft + landmarks.torsoRight) / 2;
  const garmentOrigin = { x: garmentCenter, y: landmarks.shoulderY };
  const onShoulders = (point: Point) =>
    add(
      add(shoulderOrigin, scale(across, (point.x - garmentOrigin.x) * factor)),
      scale(body.down, (point.y - garmentOrigin.y) * factor),
    );
  const onHips = (point: Point) =>
    add(
      add(shoulderOrigin, scale(hipAcross, (point.x - garmentOrigin.x) * factor)),
      scale(body.down, (point.y - garmentOrigin.y) * factor),
    );
  const columns = [landmarks.torsoLeft, garmentCenter, landmarks.torsoRight];
  const hemY = max(landmarks.hemY, landmarks.shoulderY + torsoWidth * 0.5);
  // A model's shoulders that are not level (she leans on one arm) are laid on the person's own shoulder line: taken as
  // level, the garment's lower shoulder sat below the person's and left it bare above the sleeve.
  const slope = landmarks.shoulderSlope ?? 0;
  const sources = [
    ...columns.map((x) => ({ x, y: landmarks.shoulderY + slope * (x - garmentCenter) })),
    ...columns.map((x) => ({ x, y: hemY })),
  ];
  const targets = [...columns.map((x) => onShoulders({ x, y: landmarks.shoulderY })), ...sources.slice(3).map(onHips)];
  let spline = solveThinPlateSpline(sources, targets);
  const shifts = dress
    ? hemShiftsOverLegs(landmarks, body, (point) => evaluateThinPlateSpline(spline, point))
    : { left: 0, right: 0 };
  if (shifts.left > 0 || shifts.right > 0) {
    // The dress widens from the shoulders towards its hem, as a straight dress does over legs apart.
    targets[3] = { x: targets[3].x - shifts.left, y: targets[3].y };
    targets[5] = { x: targets[5].x + shifts.right, y: targets[5].y };
    spline = solveThinPlateSpline(sources, targets);
  }
  const asWorn = wrapped ? wrapAroundBody(landmarks) : (point: Point) => point;
  const placeTorso = (point: Point) => evaluateThinPlateSpline(spline, asWorn(point));
  const rigSleeve = (sleeve: Sleeve | undefined, arm: Limb) => {
    if (!sleeve) return undefined;
    const fit = {
      pivot: sleeve.pivot,
      placedPivot: placeTorso(sleeve.pivot),
      bodyLimb: arm,
      factor,
      blend: torsoWidth * 0.08,
      endsAtLimbEnd: true,
    };
    return sleeve.elbow ? rigBentLimb(fit, sleeve.elbow, sleeve.end) : rigLimb(fit, sleeve.upper, sleeve.end);
  };
  const leftRig = rigSleeve(landmarks.leftSleeve, body.armLeft);
  const rightRig = rigSleeve(landmarks.rightSleeve, body.armRight);
  const membership = (sleeve: Sleeve | undefined) =>
    sleeve ? { sleeve, weights: sleeveWeights(sleeve, landmarks) } : undefined;
  const leftMembership = membership(landmarks.leftSleeve);
  const rightMembership = membership(landmarks.rightSleeve);
  const origin = { x: landmarks.bounds.left, y: landmarks.bounds.top };
  return {
    scale: factor,
    place(point) {
      const torso = placeTorso(point);
      const left = point.x < garmentCenter;
      const rig = left ? leftRig : rightRig;
      const member = left ? leftMembership : rightMembership;
      if (!rig || !member) return { ...torso, layer: 0 };
      // Only the sleeve's own pixels turn with the arm; a flared body or a wide hem stays with the torso.
      const sleeveWeight = sampleGrid(
        member.weights,
        (point.x - origin.x) / member.sleeve.regionStep,
        (point.y - origin.y) / member.sleeve.regionStep,
      );
      const inSleeve = sleeveWeight > 0.5;
      // Below its armpit a sleeve hanging against the body is a piece of cloth (1) apart from the body (0).
      const apart = member.sleeve.besideBody && point.y > armpitOf(member.sleeve, landmarks);
      const piece = apart ? Number(inSleeve) : undefined;
      if (sleeveWeight <= 0.001) return { ...torso, layer: 0, piece };
      return { ...blendPoints(torso, placeOnLimb(rig, point), sleeveWeight), layer: inSleeve ? 1 : 0, piece };
    },
  };
}

function planLowerBody(landmarks: GarmentLandmarks, body: Body): Placement {
  const waistWidth = max(1, landmarks.torsoRight - landmarks.torsoLeft);
  const hipWidth = distance(body.hipLeft, body.hipRight);
  const factor = (hipWidth * WAIST_WIDTH_FACTOR) / waistWidth;
  const hipMiddle = midpoint(body.hipLeft, body.hipRight);
  const legsDown = normalize(subtract(midpoint(body.legLeft.middle, body.legRight.middle), hipMiddle));
  const across = normalize(subtract(body.hipRight, body.hipLeft));
  const waistOrigin = add(hipMiddle, scale(body.down, -WAIST_RAISE * hipWidth));
  const garmentCenter = (landmarks.torsoLeft + landmarks.torsoRight) / 2;
  const waist: Affine = {
    a: across.x * factor,
    b: legsDown.x * factor,
    c: 0,
    d: across.y * factor,
    e: legsDown.y * factor,
    f: 0,
  };
  waist.c = waistOrigin.x - waist.a * garmentCenter - waist.b * landmarks.shoulderY;
  waist.f = waistOrigin.y - waist.d * garmentCenter - waist.e * landmarks.shoulderY;
  const toGarment = invertAffine(waist);
  const height = landmarks.bounds.bottom - landmarks.bounds.top;
  const rigLeg = (leg: GarmentLandmarks['leftLeg'], bodyLeg: Limb) => {
    if (!leg) return undefined;
    const pivot = applyAffine(toGarment, bodyLeg.root);
    return rigLimb(
      { pivot, placedPivot: bodyLeg.root, bodyLimb: bodyLeg, factor, blend: height * 0.06 },
      pivot,
      leg.hem,
    );
  };
  const leftRig = rigLeg(landmarks.leftLeg, body.legLeft);
  const rightRig = rigLeg(landmarks.rightLeg, body.legRight);
  const crotchY = landmarks.crotch?.y ?? landmarks.bounds.bottom;
  return {
    scale: factor,
    place(point) {
      const onWaist = applyAffine(waist, point);
      const rig = point.x < garmentCenter ? leftRig : rightRig;
      if (!rig) return { ...onWaist, layer: 0 };
      const legWeight = smoothstep(crotchY - height * 0.08, crotchY + height * 0.08, point.y);
      return { ...blendPoints(onWaist, placeOnLimb(rig, point), legWeight), layer: 0 };
    },
  };
}

/**
 * Whether a sleeve reaching past the elbow would have to follow a forearm folded across the body (hands clasped in
 * front of it). Laid along such a forearm, back over the torso, a sleeve's mesh tore into streaks over the hands. The
 * person photos the guidelines ask for keep their wrists at least 0.47 shoulder widths from the middle.
 */
export function sleeveOverFoldedArm(landmarks: GarmentLandmarks, body: Body, placement: Placement): boolean {
  // How far along the upper arm's line the placed cuff lies, in upper arms: past 1 the sleeve goes on over the forearm.
  const alongUpperArm = (point: Point, arm: Limb) => {
    const upper = subtract(arm.middle, arm.root);
    const offset = subtract(point, arm.root);
    return (offset.x * upper.x + offset.y * upper.y) / max(1, upper.x * upper.x + upper.y * upper.y);
  };
  const sides: Array<[Sleeve | undefined, Limb]> = [
    [landmarks.leftSleeve, body.armLeft],
    [landmarks.rightSleeve, body.armRight],
  ];
  return sides.some(
    ([sleeve, arm]) =>
      sleeve !== undefined &&
      foldedAcrossBody(arm, body) &&
      alongUpperArm(placement.place(sleeve.end), arm) > SLEEVE_ON_FOREARM,
  );
}

/** Whether an arm's forearm lies folded across the body (see FOLDED_WRIST). */
export function foldedAcrossBody(arm: Limb, body: Body): boolean {
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const across = { x: -body.down.y, y: body.down.x };
  const fromMiddle = (point: Point) =>
    abs((point.x - shoulders.x) * across.x + (point.y - shoulders.y) * across.y) / body.shoulderWidth;
  return (
    arm.middleSeen &&
    arm.endSeen &&
    fromMiddle(arm.end) < FOLDED_WRIST &&
    fromMiddle(arm.middle) - fromMiddle(arm.end) > FOLDED_INWARD
  );
}

/**
 * Plans how every point of the garment photo maps onto the person: torso by a thin-plate spline, limbs by bones.
 * `worn`: the garment was photographed on a model, not laid flat.
 */
export function planPlacement(
  landmarks: GarmentLandmarks,
  category: GarmentCategory,
  body: Body,
  worn: boolean,
): Placement {
  if (category === 'bottom') return planLowerBody(landmarks, body);
  return planUpperBody(landmarks, body, category === 'top' && !worn, category === 'dress');
}
