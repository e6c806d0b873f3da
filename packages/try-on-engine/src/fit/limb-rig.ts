import { Limb } from '../person/body';
import {
  Affine,
  add,
  angleOf,
  applyAffine,
  distance,
  normalize,
  scale,
  similarity,
  smoothstep,
  subtract,
} from '../shared/geometry';
import { Point } from '../shared/types';
import { max } from '../shared/numeric';

/** A sleeve or a trouser leg rigged to a limb: its bone, the limb's bend, and where a garment point lands along it. */

/** A sleeve longer than the arm is shortened to end at the wrist, but to no less than this share of its length. */
const SHORTEST_SLEEVE = 0.5;

interface Bone {
  transform: Affine;
}

/** A limb of the garment (sleeve, trouser leg) turned to follow the limb of the body, bending at the elbow or knee. */
interface LimbRig {
  origin: Point;
  axis: Point;
  bendAt: number;
  upper: Bone;
  lower: Bone;
  blend: number;
  /** Lengths along the axis past `origin` are multiplied by this (below 1 for a sleeve longer than the arm). */
  shortening: number;
}

/**
 * Where a garment limb turns (`pivot`, landing on `placedPivot`), the body limb it follows, the scale and the blend;
 * `endsAtLimbEnd`: a sleeve longer than the arm ends at the wrist instead of covering the hand.
 */
interface LimbFit {
  pivot: Point;
  placedPivot: Point;
  bodyLimb: Limb;
  factor: number;
  blend: number;
  endsAtLimbEnd?: boolean;
}

/** `turned` slid square to the body's upper limb until `placed` (a point it places) lies on that limb's line. */
function slideOntoLimb(turned: Affine, placed: Point, bodyLimb: Limb): Affine {
  const upperDirection = normalize(subtract(bodyLimb.middle, bodyLimb.root));
  const normal = { x: -upperDirection.y, y: upperDirection.x };
  const offset = (placed.x - bodyLimb.root.x) * normal.x + (placed.y - bodyLimb.root.y) * normal.y;
  return { ...turned, c: turned.c - normal.x * offset, f: turned.f - normal.y * offset };
}

/**
 * Lays the garment limb's centre line (from `axisStart` to `garmentEnd`) along the body limb, turning about `pivot`,
 * which lands on `placedPivot` before the whole limb slides across onto the body limb's line.
 */
export function rigLimb(
  { pivot, placedPivot, bodyLimb, factor, blend, endsAtLimbEnd }: LimbFit,
  axisStart: Point,
  garmentEnd: Point,
): LimbRig {
  const garmentAngle = angleOf(subtract(garmentEnd, axisStart));
  const axis = normalize(subtract(garmentEnd, axisStart));
  const upperDirection = normalize(subtract(bodyLimb.middle, bodyLimb.root));
  const upperAngle = angleOf(upperDirection);
  const lowerAngle = angleOf(subtract(bodyLimb.end, bodyLimb.middle));
  const turned = similarity(pivot, placedPivot, upperAngle - garmentAngle, factor);
  const placedStart = applyAffine(turned, axisStart);
  const upper = slideOntoLimb(turned, placedStart, bodyLimb);
  const startAlong =
    (placedStart.x - bodyLimb.root.x) * upperDirection.x + (placedStart.y - bodyLimb.root.y) * upperDirection.y;
  const bendAt = (distance(bodyLimb.root, bodyLimb.middle) - startAlong) / factor;
  const garmentBend = add(axisStart, scale(axis, bendAt));
  const lower = similarity(garmentBend, applyAffine(upper, garmentBend), lowerAngle - garmentAngle, factor);
  const limbLength = distance(bodyLimb.root, bodyLimb.middle) + distance(bodyLimb.middle, bodyLimb.end);
  const placedLength = distance(axisStart, garmentEnd) * factor;
  const shortening =
    endsAtLimbEnd && startAlong + placedLength > limbLength
      ? max(SHORTEST_SLEEVE, (limbLength - startAlong) / placedLength)
      : 1;
  return {
    origin: axisStart,
    axis,
    bendAt,
    upper: { transform: upper },
    lower: { transform: lower },
    blend,
    shortening,
  };
}

/**
 * A sleeve worn by a model is bent at her elbow: its upper part (from `pivot`, her shoulder joint, to `garmentElbow`)
 * is laid along the body's upper arm and its lower part along the forearm, each turned on its own. Laid as one straight
 * piece from its upper part to its cuff, a sleeve bent outward at her elbow stood off the person's arm.
 */
export function rigBentLimb(
  { pivot, placedPivot, bodyLimb, factor, blend }: LimbFit,
  garmentElbow: Point,
  garmentEnd: Point,
): LimbRig {
  const axis = normalize(subtract(garmentElbow, pivot));
  const upperAngle = angleOf(subtract(bodyLimb.middle, bodyLimb.root));
  const turned = similarity(pivot, placedPivot, upperAngle - angleOf(axis), factor);
  const upper = slideOntoLimb(turned, placedPivot, bodyLimb);
  const lowerTurn = angleOf(subtract(bodyLimb.end, bodyLimb.middle)) - angleOf(subtract(garmentEnd, garmentElbow));
  const lower = similarity(garmentElbow, applyAffine(upper, garmentElbow), lowerTurn, factor);
  return {
    origin: pivot,
    axis,
    bendAt: distance(pivot, garmentElbow),
    upper: { transform: upper },
    lower: { transform: lower },
    blend,
    shortening: 1,
  };
}

export function placeOnLimb(rig: LimbRig, point: Point): Point {
  let along = (point.x - rig.origin.x) * rig.axis.x + (point.y - rig.origin.y) * rig.axis.y;
  if (rig.shortening < 1 && along > 0) {
    const shortened = along * rig.shortening;
    point = add(point, scale(rig.axis, shortened - along));
    along = shortened;
  }
  const lowerWeight = smoothstep(rig.bendAt - rig.blend, rig.bendAt + rig.blend, along);
  const upper = applyAffine(rig.upper.transform, point);
  if (lowerWeight === 0) return upper;
  const lower = applyAffine(rig.lower.transform, point);
  return { x: upper.x + (lower.x - upper.x) * lowerWeight, y: upper.y + (lower.y - upper.y) * lowerWeight };
}
