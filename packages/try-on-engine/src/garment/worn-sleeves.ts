import { Limb } from '../person/body';
import { distance } from '../shared/geometry';
import type { GarmentLandmarks, Sleeve } from './garment-parts';
import { maskAt } from '../shared/raster';
import { labelComponents } from '../shared/components';
import { Mask, Point } from '../shared/types';
import { floor, hypot, max, min } from '../shared/numeric';

/** The model's arms in the garment photo, for the sleeves of a garment she wears (photo sides, as in `Body`). */
export interface WornArms {
  left: Limb;
  right: Limb;
  /** How far from an arm's line its sleeve reaches, in pixels. */
  radius: number;
}

const STEP = 2;
/** A sleeve reaching this far along the upper arm (past the elbow) is a long one. */
const LONG_SLEEVE = 1.15;
/** The share of the arm's line, from below the shoulder to the cuff, that a long sleeve covers. */
const COVERED_ARM = 0.85;

/** The point `along` pixels down the arm's line from the shoulder joint (past the elbow onto the forearm). */
function pointAlongArm(arm: Limb, along: number): Point {
  const upperLength = distance(arm.root, arm.middle);
  const [start, finish, t] =
    along <= upperLength || !arm.endSeen
      ? [arm.root, arm.middle, along / max(1, upperLength)]
      : [arm.middle, arm.end, (along - upperLength) / max(1, distance(arm.middle, arm.end))];
  return { x: start.x + (finish.x - start.x) * t, y: start.y + (finish.y - start.y) * t };
}

/** The share of points on the arm's line, between `from` and `to` pixels along it, that lie on the garment. */
function armCovered(mask: Mask, arm: Limb, from: number, to: number): number {
  let covered = 0;
  let count = 0;
  for (let along = from; along <= to; along += STEP) {
    count++;
    if (maskAt(mask, pointAlongArm(arm, along)) > 0.5) covered++;
  }
  return count > 0 ? covered / count : 0;
}

/** Where `point` lies along the arm (root → middle → end), in pixels from the root, and how far it is from the arm. */
function alongArm(arm: Limb, point: Point): { along: number; off: number } {
  const upperLength = max(1, distance(arm.root, arm.middle));
  const segment = (from: Point, to: Point, length: number) => {
    const t = min(
      1,
      max(0, ((point.x - from.x) * (to.x - from.x) + (point.y - from.y) * (to.y - from.y)) / length ** 2),
    );
    const nearest = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    return { along: t * length, off: hypot(point.x - nearest.x, point.y - nearest.y) };
  };
  const upper = segment(arm.root, arm.middle, upperLength);
  if (!arm.endSeen) return upper;
  const lower = segment(arm.middle, arm.end, max(1, distance(arm.middle, arm.end)));
  return lower.off < upper.off ? { along: upperLength + lower.along, off: lower.off } : upper;
}

/**
 * A sleeve of a garment worn by a model, found along her arm: the garment's pixels within `radius` of the arm's line,
 * from the shoulder joint down to the cuff. Found from the garment's outline alone, long sleeves hanging against her
 * sides were mostly taken for the body of the garment, placed with the torso and then cut into fragments by the
 * person's bare arms in front of it. Undefined when the model's elbow was not seen or no long sleeve lies along the arm.
 */
export function sleeveAlongArm(
  mask: Mask,
  landmarks: Pick<GarmentLandmarks, 'bounds' | 'torsoLeft' | 'torsoRight'>,
  arm: Limb,
  radius: number,
): Sleeve | undefined {
  if (!arm.middleSeen) return undefined;
  const { left, top, right, bottom } = landmarks.bounds;
  const gridWidth = floor((right - left) / STEP) + 1;
  const gridHeight = floor((bottom - top) / STEP) + 1;
  const grid: Mask = { width: gridWidth, height: gridHeight, data: new Float32Array(gridWidth * gridHeight) };
  const placeOf = new Float32Array(gridWidth * gridHeight);
  for (let row = 0; row < gridHeight; row++) {
    for (let column = 0; column < gridWidth; column++) {
      const x = left + column * STEP;
      const y = top + row * STEP;
      if (mask.data[y * mask.width + x] <= 0.5) continue;
      const { along, off } = alongArm(arm, { x, y });
      // The shoulder cap above the armpit belongs to the body of the garment as much as to the sleeve.
      if (off > radius || along < radius * 0.5) continue;
      grid.data[row * gridWidth + column] = 1;
      placeOf[row * gridWidth + column] = along;
    }
  }
  // One piece, the one nearest the shoulder: a hand's reach of the hem beside the cuff is no sleeve.
  const { labels } = labelComponents(grid);
  let attached = 0;
  let nearest = Infinity;
  for (let index = 0; index < labels.length; index++) {
    if (labels[index] > 0 && placeOf[index] < nearest) {
      nearest = placeOf[index];
      attached = labels[index];
    }
  }
  if (attached === 0 || nearest > radius * 1.5) return undefined;
  const points: Array<Point & { along: number }> = [];
  for (let index = 0; index < labels.length; index++) {
    if (labels[index] !== attached) continue;
    points.push({
      x: left + (index % gridWidth) * STEP,
      y: top + floor(index / gridWidth) * STEP,
      along: placeOf[index],
    });
  }
  const torsoWidth = landmarks.torsoRight - landmarks.torsoLeft;
  if (points.length * STEP * STEP < torsoWidth * torsoWidth * 0.03) return undefined;
  const reach = Math.max(...points.map((point) => point.along));
  // A short sleeve stands off the shoulder, where the garment's outline finds it; only one reaching past the elbow
  // hangs against her side, and it covers her arm all the way (a bare forearm beside a wide hem is no sleeve).
  if (reach < distance(arm.root, arm.middle) * LONG_SLEEVE) return undefined;
  if (armCovered(mask, arm, distance(arm.root, arm.middle) * 0.3, reach) < COVERED_ARM) return undefined;
  // The sleeve's centre line is her arm's: its pixels' middle would lean towards the body of the garment beside it,
  // and the sleeve laid with that line on the person's arm came out beside the arm.
  const end = pointAlongArm(arm, reach);
  const upper = pointAlongArm(arm, reach * 0.25);
  const tip = points.filter((point) => point.along >= reach * 0.92);
  const axis = { x: end.x - upper.x, y: end.y - upper.y };
  const axisLength = hypot(axis.x, axis.y) || 1;
  const across = tip.map((point) => ((point.x - end.x) * -axis.y + (point.y - end.y) * axis.x) / axisLength);
  const length = distance(arm.root, end);
  if (length < torsoWidth * 0.25) return undefined;
  const region: Mask = {
    width: gridWidth,
    height: gridHeight,
    data: grid.data.map((_value, index) => (labels[index] === attached ? 1 : 0)),
  };
  return {
    pivot: arm.root,
    end,
    upper,
    elbow: arm.endSeen ? arm.middle : undefined,
    endWidth: Math.max(...across) - Math.min(...across) + STEP,
    length,
    region,
    regionStep: STEP,
  };
}
