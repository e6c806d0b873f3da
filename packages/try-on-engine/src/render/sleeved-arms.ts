import { Body } from '../person/body';
import { lerp } from '../shared/geometry';
import { ceil, floor, max, min, round, sqrt } from '../shared/numeric';
import { armRadii, BareArms, bodyWithoutArms, FOREARM_RATIO } from '../person/person-regions';
import { Bounds, createMask, dilate } from '../shared/raster';
import { armBesideSleeveEdges } from './sleeve-edges';
import { GarmentCategory, Mask, Point } from '../shared/types';

/*
 * Where a long sleeve of the new garment covers an arm, what lies beside the arm's line is no arm: the arm is in the
 * sleeve. What the old garment leaves there was painted as skin (the arm's outline is wider than a slim new sleeve),
 * the old sleeve's edge beyond the new one a row of skin-coloured blotches along it; and the arm's own skin, where the
 * arm is wider than the sleeve, stayed as slivers of a bare arm beside it. Both are backdrop; and so is the strip of
 * the arm beside a shorter sleeve's edge, where the sleeve is placed narrower than the arm (see sleeve-edges.ts).
 */

/** How far beside an arm's line, in the arm's radii, a pixel still lies beside its sleeve. */
const BESIDE_SLEEVE = 1.5;
/** How far beyond the arm beside a long sleeve its anti-aliased edge reaches, in pixels. */
const ARM_EDGE = 3;
/** How far down the forearm, as a share of it, a sleeve must reach for the arm to be in it: a long sleeve. */
const LONG_SLEEVE = 0.75;

interface ArmPart {
  from: Point;
  to: Point;
  radius: number;
  /** Whether the round end at `from` counts (the shoulder's does not, nor the wrist's at `to`). */
  fromEnd: boolean;
  toEnd: boolean;
  /** The forearm, whose part beside the cuff the arm's skin keeps. */
  forearm: boolean;
}

export interface SleevesInput {
  body: Body;
  /** The placed garment's coverage and layers (1: a sleeve). */
  coverage: Mask;
  layer: Uint8Array;
  personMask: Mask;
  /**
   * The old garment's estimate, and those of the others the person wears (kept as photographed): what of the person is
   * none of them is skin, or the skin's shaded side.
   */
  oldGarment: Mask;
  otherGarments: Mask[];
  /** The category the body's outline is drawn for, the bare arms' radii, and the arms painted bare. */
  outlineCategory: GarmentCategory;
  bareArms?: BareArms;
  paintedArms?: Mask;
  /** What stays as photographed: the head, hands, held objects. */
  protectedHard: Mask;
}

export interface ArmsInSleeves {
  /** What of the arm shows beside the sleeves (skin, its shaded side and its anti-aliased edge): repainted. */
  arm: Mask;
  /** Takes the arm, and what the old garment leaves beside the sleeves, out of the body painted as skin. */
  clearBody(bodyPixels: Mask): void;
}

/**
 * The arms in the new garment's sleeves: beside a long one, and along a sleeve's edge placed inside the arm; undefined
 * when neither shows. Around the shoulder and beyond the wrist nothing changes, nor in the torso, the legs, an arm
 * painted bare or what is protected; beside the cuff the arm's skin stays (the wrist: painted as backdrop, a light gap
 * lay between the cuff and the jeans beside it).
 */
export function armsInSleeves(input: SleevesInput): ArmsInSleeves | undefined {
  const { body, coverage, layer, personMask, oldGarment, otherGarments, protectedHard } = input;
  const { width, height } = coverage;
  const covered = (point: Point) => {
    const x = round(point.x);
    const y = round(point.y);
    const pixel = y * width + x;
    return x >= 0 && y >= 0 && x < width && y < height && coverage.data[pixel] > 0.5 && layer[pixel] === 1;
  };
  const radii = armRadii(body, input.bareArms);
  const parts = longSleevedParts(body, radii, covered);
  // The strip's repaint reaches `ARM_EDGE` beyond it, and the body is cleared `ARM_EDGE` + 1 beyond that (`clearBody`).
  const edges = armBesideSleeveEdges({ body, coverage, layer, personMask, radii, repaintReach: 2 * ARM_EDGE + 1 });
  const alongEdges = edges.strip;
  const edgesFound = alongEdges.data.some((value) => value > 0.5);
  if (parts.length === 0 && !edgesFound) return undefined;
  // Each part's box, and each upper arm's where the strip beside a sleeve's edge was looked for: one box round both arms
  // takes in the torso between them.
  const boxes = parts.map((part) => partsBox([part], width, height, 2 * ARM_EDGE + 1));
  if (edgesFound) boxes.push(...edges.boxes.map((box) => grown(box, 2 * ARM_EDGE + 1, width, height)));
  const torsoAndLegs = bodyWithoutArms(body, width, height, input.outlineCategory, input.bareArms);
  const kept = (pixel: number) =>
    torsoAndLegs.data[pixel] > 0.5 || (input.paintedArms !== undefined && input.paintedArms.data[pixel] > 0.5);
  const inOther = (pixel: number) => otherGarments.some((garment) => garment.data[pixel] > 0.5);
  const zone = besideZone(parts, width, height, covered);
  const beside = createMask(width, height);
  forEachInBoxes(boxes, width, (pixel) => {
    if (
      (zone[pixel] === BESIDE || alongEdges.data[pixel] > 0.5) &&
      personMask.data[pixel] > 0.5 &&
      oldGarment.data[pixel] <= 0.5 &&
      !inOther(pixel) &&
      !kept(pixel) &&
      protectedHard.data[pixel] <= 0.5
    )
      beside.data[pixel] = 1;
  });
  // The arm's edge can lie farther from the arm's line than the sleeve's reach; the jeans beside a cuff are no edge.
  const arm = dilate(beside, ARM_EDGE);
  forEachInBoxes(boxes, width, (pixel) => {
    if (arm.data[pixel] <= 0.5) return;
    const edge = oldGarment.data[pixel] > 0.5 || !inOther(pixel);
    if (!edge || kept(pixel) || protectedHard.data[pixel] > 0.5 || coverage.data[pixel] > 0.5) arm.data[pixel] = 0;
  });
  return {
    arm,
    clearBody(bodyPixels: Mask): void {
      // The repainted region reaches a pixel more beyond the arm's edge (see `growUncovered`): backdrop there too.
      const beyondArm = dilate(arm, ARM_EDGE + 1);
      forEachInBoxes(boxes, width, (pixel) => {
        if ((zone[pixel] !== NOT_BESIDE && !kept(pixel)) || beyondArm.data[pixel] > 0.5) bodyPixels.data[pixel] = 0;
      });
    },
  };
}

/**
 * The upper arm and forearm of each arm whose sleeve is long (covers the arm's line at the elbow and three quarters down
 * the forearm): a shorter one's hem lies slanted across the arm's line, and what lies beside the line below it is bare
 * arm (a boxy tee's sleeve ending at the elbow lost the upper arms painted below it, a half sleeve a band of the
 * forearm).
 */
function longSleevedParts(body: Body, arms: BareArms, covered: (point: Point) => boolean): ArmPart[] {
  const parts: ArmPart[] = [];
  for (const [arm, radius] of [
    [body.armLeft, arms.left],
    [body.armRight, arms.right],
  ] as const) {
    if (!covered(arm.middle) || !covered(lerp(arm.middle, arm.end, LONG_SLEEVE))) continue;
    parts.push({ from: arm.root, to: arm.middle, radius, fromEnd: false, toEnd: true, forearm: false });
    const forearmRadius = radius * FOREARM_RATIO;
    parts.push({ from: arm.middle, to: arm.end, radius: forearmRadius, fromEnd: true, toEnd: false, forearm: true });
  }
  return parts;
}

function partsBox(parts: ArmPart[], width: number, height: number, margin: number): Bounds {
  const box = { left: width, top: height, right: -1, bottom: -1 };
  for (const { from, to, radius } of parts) {
    const reach = radius * BESIDE_SLEEVE + margin;
    box.left = max(0, min(box.left, floor(min(from.x, to.x) - reach)));
    box.top = max(0, min(box.top, floor(min(from.y, to.y) - reach)));
    box.right = min(width - 1, max(box.right, ceil(max(from.x, to.x) + reach)));
    box.bottom = min(height - 1, max(box.bottom, ceil(max(from.y, to.y) + reach)));
  }
  return box;
}

function grown(box: Bounds, margin: number, width: number, height: number): Bounds {
  return {
    left: max(0, box.left - margin),
    top: max(0, box.top - margin),
    right: min(width - 1, box.right + margin),
    bottom: min(height - 1, box.bottom + margin),
  };
}

/** Visits each pixel of the boxes (where they overlap, more than once). */
function forEachInBoxes(boxes: Bounds[], width: number, visit: (pixel: number) => void): void {
  for (const box of boxes)
    for (let y = box.top; y <= box.bottom; y++) for (let x = box.left; x <= box.right; x++) visit(y * width + x);
}

/** Where pixels lie beside a long sleeve (see `besideZone`). */
const NOT_BESIDE = 0;
const BESIDE = 1;
/** Beside the last quarter of the forearm, by the cuff. */
const BESIDE_CUFF = 2;

/**
 * Which pixels lie beside a part's line (within BESIDE_SLEEVE radii, not around its excluded ends) where a sleeve
 * covers the line: BESIDE, or BESIDE_CUFF down the forearm past LONG_SLEEVE of it.
 */
function besideZone(parts: ArmPart[], width: number, height: number, covered: (point: Point) => boolean): Uint8Array {
  const zone = new Uint8Array(width * height);
  for (const part of parts) {
    const { from, to, radius, fromEnd, toEnd, forearm } = part;
    const reach = radius * BESIDE_SLEEVE;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const lengthSquared = dx * dx + dy * dy || 1;
    // Whether the sleeve covers the line, a pixel's step along it at a time.
    const steps = max(1, ceil(sqrt(lengthSquared)));
    const coveredAt = new Uint8Array(steps + 1);
    for (let step = 0; step <= steps; step++) coveredAt[step] = covered(lerp(from, to, step / steps)) ? 1 : 0;
    const box = partsBox([part], width, height, 0);
    for (let y = box.top; y <= box.bottom; y++) {
      for (let x = box.left; x <= box.right; x++) {
        const along = ((x - from.x) * dx + (y - from.y) * dy) / lengthSquared;
        if ((along <= 0 && !fromEnd) || (along >= 1 && !toEnd)) continue;
        const onLine = min(1, max(0, along));
        const offX = from.x + onLine * dx - x;
        const offY = from.y + onLine * dy - y;
        if (offX * offX + offY * offY > reach * reach || coveredAt[round(onLine * steps)] === 0) continue;
        const pixel = y * width + x;
        const value = forearm && along > LONG_SLEEVE ? BESIDE_CUFF : BESIDE;
        if (zone[pixel] === NOT_BESIDE || value < zone[pixel]) zone[pixel] = value;
      }
    }
  }
  return zone;
}
