import { Limb } from './body';
import { distance, lerp, normalize, subtract } from '../shared/geometry';
import { hypot, max, min } from '../shared/numeric';
import { Point } from '../shared/types';

/** Positions along an arm's bone line and across it, in the arm's own frame, and how thick the arm is there. */

/**
 * The arm's thickness along it, relative to the elbow's: an upper arm widens towards the shoulder, a forearm narrows
 * to the wrist.
 */
export const AT_SHOULDER = 1.1;
const AT_WRIST = 0.75;

interface ArmFrame {
  along: number;
  across: number;
}

export function segmentLengths(limb: Limb): [number, number] {
  return [max(1, distance(limb.root, limb.middle)), max(1, distance(limb.middle, limb.end))];
}

/** Where (x, y) lies along the arm (over the nearer of its two segments) and how far across from its line. */
export function armFrame(limb: Limb, x: number, y: number): ArmFrame {
  const [upperLength, lowerLength] = segmentLengths(limb);
  const onSegment = (from: Point, to: Point, length: number) => {
    const direction = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
    const along = (x - from.x) * direction.x + (y - from.y) * direction.y;
    const across = (x - from.x) * -direction.y + (y - from.y) * direction.x;
    const clamped = min(length, max(0, along));
    return { along, across, away: hypot(along - clamped, across) };
  };
  const upper = onSegment(limb.root, limb.middle, upperLength);
  const lower = onSegment(limb.middle, limb.end, lowerLength);
  // Past the root, `along` goes below zero: the shoulder's end is round.
  if (upper.away <= lower.away || lower.along < 0)
    return { along: min(upper.along, upperLength), across: upper.across };
  return { along: upperLength + lower.along, across: lower.across };
}

/** The point `along` pixels down the arm's line, and the direction across it there. */
export function pointOnArm(limb: Limb, along: number): { point: Point; across: Point } {
  const [upperLength, lowerLength] = segmentLengths(limb);
  const [from, to, share] =
    along <= upperLength
      ? [limb.root, limb.middle, along / upperLength]
      : [limb.middle, limb.end, (along - upperLength) / lowerLength];
  const direction = normalize(subtract(to, from));
  return { point: lerp(from, to, share), across: { x: -direction.y, y: direction.x } };
}

/** The arm's thickness `along` it, relative to the elbow's. */
export function thicknessAt(limb: Limb, along: number): number {
  const [upperLength, lowerLength] = segmentLengths(limb);
  if (along <= upperLength) return AT_SHOULDER + (1 - AT_SHOULDER) * max(0, along / upperLength);
  return 1 + (AT_WRIST - 1) * min(1, (along - upperLength) / lowerLength);
}
