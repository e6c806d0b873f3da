import { Body } from './body';
import { lerp } from './geometry';
import { ceil, floor, max, min, round } from './numeric';
import { BareArms, FOREARM_RATIO } from './person-regions';
import { Mask, Point } from './types';

/** How far beside an arm's line, in the arm's radii, an uncovered pixel still lies beside its sleeve. */
const BESIDE_SLEEVE = 1.5;
/** How far down the forearm, as a share of it, a sleeve must reach for the arm to be in it: a long sleeve. */
const LONG_SLEEVE = 0.75;

interface ArmPart {
  from: Point;
  to: Point;
  radius: number;
  /** Whether the round end at `from` counts (the shoulder's does not, nor the wrist's at `to`). */
  fromEnd: boolean;
  toEnd: boolean;
}

/**
 * Where a long sleeve of the new garment (`sleeves`: its sleeves' pixels) covers an arm, the old garment it leaves
 * uncovered beside the arm is no body: the arm is in the sleeve. Painted as skin (the arm's outline is wider than a slim
 * new sleeve), the old sleeve's edge beyond the new one was a row of skin-coloured blotches along the sleeve. Clears
 * those pixels from `bodyPixels`, except where `kept` (the torso, the legs, an arm painted bare) holds; around the
 * shoulder and beyond the wrist nothing changes.
 */
export function clearBesideSleeves(bodyPixels: Mask, body: Body, sleeves: Mask, arms: BareArms, kept: Mask): void {
  const { width, height } = bodyPixels;
  const parts: ArmPart[] = [];
  const covered = (point: Point) => {
    const x = round(point.x);
    const y = round(point.y);
    return x >= 0 && y >= 0 && x < width && y < height && sleeves.data[y * width + x] > 0.5;
  };
  for (const [arm, radius] of [
    [body.armLeft, arms.left],
    [body.armRight, arms.right],
  ] as const) {
    // Only a long sleeve: a shorter one's hem lies slanted across the arm's line, and what lies beside the line below it
    // is bare arm (a boxy tee's sleeve ending at the elbow lost the upper arms painted below it, a half sleeve a band of
    // the forearm).
    const belowElbow = lerp(arm.middle, arm.end, LONG_SLEEVE);
    if (!covered(arm.middle) || !covered(belowElbow)) continue;
    parts.push({ from: arm.root, to: arm.middle, radius, fromEnd: false, toEnd: true });
    parts.push({ from: arm.middle, to: arm.end, radius: radius * FOREARM_RATIO, fromEnd: true, toEnd: false });
  }
  for (const { from, to, radius, fromEnd, toEnd } of parts) {
    const reach = radius * BESIDE_SLEEVE;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const lengthSquared = dx * dx + dy * dy || 1;
    for (let y = max(0, floor(min(from.y, to.y) - reach)); y <= min(height - 1, ceil(max(from.y, to.y) + reach)); y++) {
      for (
        let x = max(0, floor(min(from.x, to.x) - reach));
        x <= min(width - 1, ceil(max(from.x, to.x) + reach));
        x++
      ) {
        const pixel = y * width + x;
        if (bodyPixels.data[pixel] <= 0.5 || kept.data[pixel] > 0.5) continue;
        const along = ((x - from.x) * dx + (y - from.y) * dy) / lengthSquared;
        if ((along <= 0 && !fromEnd) || (along >= 1 && !toEnd)) continue;
        const onLine = { x: from.x + min(1, max(0, along)) * dx, y: from.y + min(1, max(0, along)) * dy };
        if ((x - onLine.x) ** 2 + (y - onLine.y) ** 2 > reach * reach) continue;
        if (covered(onLine)) bodyPixels.data[pixel] = 0;
      }
    }
  }
}
