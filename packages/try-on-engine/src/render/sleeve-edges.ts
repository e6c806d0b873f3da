import { Body, Limb } from '../person/body';
import { midpoint } from '../shared/geometry';
import { ceil, floor, max, min, round } from '../shared/numeric';
import { BareArms } from '../person/person-regions';
import { Bounds, createMask } from '../shared/raster';
import { labelComponents } from '../shared/components';
import { Mask } from '../shared/types';

/*
 * A sleeve wraps the arm from the shoulder down to its hem. Placed narrower than the arm near the shoulder, where the
 * arm is seen wider (turned a little towards the camera), it left a strip of the arm's skin along its outer edge above
 * where it flares out past the arm: a bare arm beside its own sleeve. That strip is in the sleeve, and shows the
 * backdrop behind the arm.
 */

/** How far out from the arm's line, in the arm's radii, the strip is looked for. */
const STRIP_REACH = 1.5;
/** The sleeve must cover at least this many of the arm's radii out from its line for the strip beside it to count. */
const SLEEVE_WIDTH = 0.2;
/** The sleeve reaches the arm's outline when it ends within this many pixels of it (its soft edge). */
const OUTLINE = 1;
/**
 * How far above the shoulder joint, in the arm's radii, the arm's line is followed: over the shoulder's cap, where
 * only what joins the strip beside the upper arm is taken (hair lying on a shoulder beside the garment's is no arm).
 */
const CAP = 1;

export interface SleeveEdges {
  /** The arm's pixels beside the sleeves' edges. */
  strip: Mask;
  /** Where each upper arm's were looked for. */
  boxes: Bounds[];
}

export interface SleeveEdgesInput {
  body: Body;
  /** The placed garment's coverage and layers (1: a sleeve). */
  coverage: Mask;
  layer: Uint8Array;
  personMask: Mask;
  /** The arms' radii (see `armRadii`). */
  radii: BareArms;
  /** How far, in pixels, the strip's repaint reaches beyond it. */
  repaintReach: number;
}

/**
 * The person's pixels beyond the outer edge of each upper arm's sleeve, out to the arm's outline, where the same
 * sleeve wraps the arm (reaches its outline) there or further down: they lie inside it. Below the hem (the sleeve no
 * longer on the arm's line) nothing is taken; nor beside a sleeve that never reaches the outline (a slanted hem's
 * side, a slim sleeve placed inside the arm, which `armsInSleeves` handles when it is long), nor beside the garment's
 * body where the arm hangs against it; nor within the repaint's reach above the bare arm below a hem (repainting the
 * arm's soft edge beside a sleeve just above its hem cut a corner out of the arm below).
 */
export function armBesideSleeveEdges(input: SleeveEdgesInput): SleeveEdges {
  const { body, coverage, radii } = input;
  const strip = createMask(coverage.width, coverage.height);
  const onCap = new Uint8Array(strip.data.length);
  const centre = midpoint(body.shoulderLeft, body.shoulderRight);
  const arms: Array<[Limb, number]> = [
    [body.armLeft, radii.left],
    [body.armRight, radii.right],
  ];
  const boxes = arms.map(([arm, radius]) => addUpperArmStrip({ strip, onCap }, arm, radius, centre.x, input));
  // Labelling the strip costs a pass over the image: only done when something lies over a shoulder's cap.
  if (!onCap.includes(1)) return { strip, boxes };
  const { labels, sizes } = labelComponents(strip);
  const besideUpperArm = new Uint8Array(sizes.length);
  for (let pixel = 0; pixel < labels.length; pixel++)
    if (labels[pixel] > 0 && !onCap[pixel]) besideUpperArm[labels[pixel]] = 1;
  for (let pixel = 0; pixel < labels.length; pixel++)
    if (onCap[pixel] && !besideUpperArm[labels[pixel]]) strip.data[pixel] = 0;
  return { strip, boxes };
}

function addUpperArmStrip(
  { strip, onCap }: { strip: Mask; onCap: Uint8Array },
  arm: Limb,
  radius: number,
  centreX: number,
  { coverage, layer, personMask, repaintReach }: Omit<SleeveEdgesInput, 'body' | 'radii'>,
): Bounds {
  const { width, height } = coverage;
  const dx = arm.middle.x - arm.root.x;
  const dy = arm.middle.y - arm.root.y;
  const length = Math.hypot(dx, dy);
  if (length < 1) return { left: 0, top: 0, right: -1, bottom: -1 }; // an empty box
  const along = { x: dx / length, y: dy / length };
  // Across the arm, away from the body's centre line.
  const across = { x: -along.y, y: along.x };
  const out = across.x * (arm.root.x - centreX) >= 0 ? across : { x: -across.x, y: -across.y };
  const reach = radius * STRIP_REACH;
  // The line is followed from above the shoulder joint, over the shoulder's cap, down to the elbow.
  const first = -round(radius * CAP);
  const steps = ceil(length) - first;
  const at = (x: number, y: number) => {
    const column = round(x);
    const row = round(y);
    return column < 0 || row < 0 || column >= width || row >= height ? -1 : row * width + column;
  };
  const coveredAt = (x: number, y: number) => {
    const pixel = at(x, y);
    return pixel >= 0 && coverage.data[pixel] > 0.5;
  };
  const personAt = (x: number, y: number) => {
    const pixel = at(x, y);
    return pixel >= 0 && personMask.data[pixel] > 0.5;
  };
  // How far out from the line the garment covers, without a gap, at each pixel's step down the upper arm (-1 where it
  // does not cover the line), and whether it wraps the arm there: reaches the arm's outline, on the sleeve's own layer.
  // Beside an arm hanging against the torso the garment's body covers the arm's line, and a hem flaring out past the
  // arm lower down wraps no arm.
  const sleeveOut = new Float32Array(steps + 1).fill(-1);
  const wraps = new Uint8Array(steps + 1);
  for (let step = 0; step <= steps; step++) {
    const x = arm.root.x + along.x * (step + first);
    const y = arm.root.y + along.y * (step + first);
    if (!coveredAt(x, y)) continue;
    let side = 0;
    while (side < reach + 1 && coveredAt(x + out.x * (side + 1), y + out.y * (side + 1))) side++;
    sleeveOut[step] = side;
    if (layer[at(x, y)] !== 1) continue;
    let outline = 0;
    while (outline < reach + 1 && personAt(x + out.x * (outline + 1), y + out.y * (outline + 1))) outline++;
    wraps[step] = side + OUTLINE >= outline ? 1 : 0;
  }
  // Whether the sleeve wraps the arm at this step or further down, without leaving the line in between.
  const wrapsBelow = new Uint8Array(steps + 2);
  for (let step = steps; step >= 0; step--)
    wrapsBelow[step] = sleeveOut[step] < 0 ? 0 : wraps[step] | wrapsBelow[step + 1];
  const left = max(0, floor(min(arm.root.x, arm.middle.x) - reach));
  const right = min(width - 1, ceil(max(arm.root.x, arm.middle.x) + reach));
  const top = max(0, floor(min(arm.root.y, arm.middle.y) - reach));
  const bottom = min(height - 1, ceil(max(arm.root.y, arm.middle.y) + reach));
  const taken: number[] = [];
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const pixel = y * width + x;
      if (coverage.data[pixel] > 0.5 || personMask.data[pixel] <= 0.5) continue;
      const offsetX = x - arm.root.x;
      const offsetY = y - arm.root.y;
      const step = round(offsetX * along.x + offsetY * along.y) - first;
      const side = offsetX * out.x + offsetY * out.y;
      if (step < 0 || step > steps || side <= 0 || side > reach) continue;
      if (sleeveOut[step] < radius * SLEEVE_WIDTH || side <= sleeveOut[step]) continue;
      if (!wrapsBelow[step]) continue;
      strip.data[pixel] = 1;
      taken.push(pixel);
      if (step + first < 0) onCap[pixel] = 1;
    }
  }
  // The bare arm below a hem: the person's uncovered pixels down the arm from the strip, outside it; looked for a pixel
  // further in than the strip's, which follows the arm's outline.
  const bareArmAt = (x: number, y: number) => {
    const pixel = at(x, y);
    return pixel >= 0 && personMask.data[pixel] > 0.5 && coverage.data[pixel] <= 0.5 && strip.data[pixel] <= 0.5;
  };
  const aboveBareArm = taken.filter((pixel) => {
    const x = (pixel % width) - out.x;
    const y = floor(pixel / width) - out.y;
    for (let distance = 1; distance <= repaintReach; distance++)
      if (bareArmAt(x + along.x * distance, y + along.y * distance)) return true;
    return false;
  });
  for (const pixel of aboveBareArm) {
    strip.data[pixel] = 0;
    onCap[pixel] = 0;
  }
  return { left, top, right, bottom };
}
