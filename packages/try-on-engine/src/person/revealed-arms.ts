import { Limb } from './body';
import { medianOf } from '../shared/mask-rows';
import { abs, ceil, floor, hypot, max, min, round } from '../shared/numeric';
import { Mask, Point, RgbImage } from '../shared/types';
import { segmentLengths, thicknessAt, AT_SHOULDER, pointOnArm, armFrame } from './arm-frame';

/**
 * A bare arm that a shorter sleeve reveals, painted as the continuation of the arm's own skin below the old sleeve:
 * painted from the pose's arm line alone, it was wider or narrower than the arm below, off to one side, and one flat
 * colour, and the two met in a step at the old sleeve's hem.
 */
export interface RevealedArm {
  limb: Limb;
  /**
   * How far along the arm, in pixels from its root over the elbow, the painted part reaches. From `fadeFrom` on it fades
   * into the photo's arm: the old sleeve's shadow lies on the skin for a few pixels below its hem, and painted down to
   * there, the arm met the photo's in a step of 25–40 levels.
   */
  paintedTo: number;
  fadeFrom: number;
  /** The person photo, whose arm the painted part fades into. */
  photo: RgbImage;
  /** The arm's middle, across from the pose's line, and its half width, both as measured below the old sleeve. */
  centre: number;
  halfWidth: number;
  /** Where along the arm the half width was measured. */
  measuredAt: number;
  /** The photo's colours across the arm below the old sleeve, from one edge to the other (PROFILE_BINS × RGB). */
  profile: Float32Array;
  /** The arm's cross-sections as photographed, from the old sleeve's hem down. */
  photographed: Section[];
  /** The side across the arm (1 or -1) towards the body, when it was widened that way (see `withHiddenSide`). */
  widenedTowards?: number;
}

/** How many colours are kept across the arm. */
const PROFILE_BINS = 12;
/** The arm's skin is measured from this far below the old sleeve's hem (past the hem's shadow), and over this length. */
const HEM_GAP = 0.03;
const MEASURED_LENGTH = 0.12;
/** Over this length below where the skin is measured from, the painted arm fades into the photo's, in shoulder widths. */
const HEM_FADE = 0.05;
/**
 * The arm's skin is looked for this far across the pose's line at first, then this far beside the last cross-section;
 * a gap this long along the arm ends it, and so does a cross-section this much wider than the first (the arm meeting
 * other skin). All in shoulder widths.
 */
const FIRST_SLACK = 0.15;
const NEXT_SLACK = 0.04;
const SKIN_GAP = 0.03;
const WIDTH_JUMP = 1.6;
/** How far above the arm's topmost skin the old sleeve is looked for, in shoulder widths. */
const SLEEVE_LOOK = 0.06;
/** A cross-section this share of the arm's median width or more shows the arm's whole width. */
const WHOLE_SECTION = 0.8;
/** An arm whose skin shows up to this near the shoulder (in shoulder widths along it) is not revealed by the new top. */
const BARE_TO_SHOULDER = 0.1;
/** A cross-section of the arm is as wide as this at least and at most, in shoulder widths. */
const ARM_WIDTH_RANGE = { least: 0.04, most: 0.4 };
/** An arm is measured when this share of its cross-sections below the hem show a whole run of skin. */
const MEASURED_SHARE = 0.5;
/** An arm measured narrower than this share of the other is partly hidden behind the body (see `withHiddenSide`). */
const HIDDEN_SIDE = 0.7;

/** What counts as the arm's skin: `isSkin` seeds a cross-section, `isArm` (the skin and its shaded sides) extends it. */
export interface ArmSkin {
  isSkin: (pixel: number) => boolean;
  isArm: (pixel: number) => boolean;
  width: number;
  height: number;
}

/**
 * The run of the arm across it at `point`: its two ends, as offsets across, or undefined when no skin passes near. A
 * one-pixel gap (a freckle, the mask's noise) does not end it.
 */
export function armRun(
  skin: ArmSkin,
  point: Point,
  across: Point,
  reach: number,
  slack: number,
): [number, number] | undefined {
  const at = (offset: number, test: (pixel: number) => boolean) => {
    const x = round(point.x + across.x * offset);
    const y = round(point.y + across.y * offset);
    return x >= 0 && y >= 0 && x < skin.width && y < skin.height && test(y * skin.width + x);
  };
  let start: number | undefined;
  for (let offset = 0; offset <= slack && start === undefined; offset++) {
    if (at(offset, skin.isSkin)) start = offset;
    else if (at(-offset, skin.isSkin)) start = -offset;
  }
  if (start === undefined) return undefined;
  let low = start;
  let high = start;
  while (low > -reach && (at(low - 1, skin.isArm) || at(low - 2, skin.isArm))) low--;
  while (high < reach && (at(high + 1, skin.isArm) || at(high + 2, skin.isArm))) high++;
  return [low, high];
}

export interface Section {
  along: number;
  low: number;
  high: number;
}

/**
 * The arm as photographed, followed from the elbow (or the first skin below it) up to where it ends under the old
 * sleeve and down towards the wrist: one cross-section per pixel along it, highest first. The pose's line can lie off
 * the arm (inside the torso for an arm seen from the side), so the first section is looked for far across it and each
 * next one beside the last.
 */
function followArm(limb: Limb, skin: ArmSkin, shoulderWidth: number): Section[] {
  const [upperLength, lowerLength] = segmentLengths(limb);
  const length = upperLength + (limb.endSeen ? lowerLength * 0.85 : 0);
  const reach = shoulderWidth * 0.3;
  const plausible = (run: [number, number] | undefined): run is [number, number] =>
    run !== undefined &&
    run[1] - run[0] + 1 >= shoulderWidth * ARM_WIDTH_RANGE.least &&
    run[1] - run[0] + 1 <= shoulderWidth * ARM_WIDTH_RANGE.most;
  const runAt = (along: number, centre: number, slack: number) => {
    const { point, across } = pointOnArm(limb, along);
    const shifted = { x: point.x + across.x * centre, y: point.y + across.y * centre };
    const run = armRun(skin, shifted, across, reach, slack);
    return run && ([run[0] + centre, run[1] + centre] as [number, number]);
  };
  let start = min(upperLength, length);
  let first = runAt(start, 0, shoulderWidth * FIRST_SLACK);
  while (!plausible(first) && start + 2 <= length) {
    start += 2;
    first = runAt(start, 0, shoulderWidth * FIRST_SLACK);
  }
  if (!plausible(first)) return [];
  const widest = (first[1] - first[0] + 1) * WIDTH_JUMP;
  const follow = (step: number) => {
    const found: Section[] = [];
    let last: Section = { along: start, low: first[0], high: first[1] };
    for (
      let along = start + step;
      along >= 0 && along <= length && abs(last.along - along) <= max(3, shoulderWidth * SKIN_GAP);
      along += step
    ) {
      const run = runAt(along, (last.low + last.high) / 2, shoulderWidth * NEXT_SLACK);
      if (!plausible(run) || run[1] - run[0] + 1 > widest) continue;
      last = { along, low: run[0], high: run[1] };
      found.push(last);
    }
    return found;
  };
  return [...follow(-1).reverse(), { along: start, low: first[0], high: first[1] }, ...follow(1)];
}

/** The topmost section as wide as the arm below it (WHOLE_SECTION of the median width), or the topmost one. */
function wholeSection(sections: Section[]): Section {
  const widths = sections.map(({ low, high }) => high - low + 1);
  const typical = medianOf(widths);
  return sections.find((_, index) => widths[index] >= typical * WHOLE_SECTION) ?? sections[0];
}

/** Whether the old garment covers most of the arm's middle line over `look` pixels above the section `top`. */
function sleeveAbove(limb: Limb, top: Section, oldGarment: Mask, look: number): boolean {
  let covered = 0;
  let looked = 0;
  for (let step = 2; step <= max(3, look); step++) {
    if (top.along - step < 0) break;
    const { point, across } = pointOnArm(limb, top.along - step);
    const offset = (top.low + top.high) / 2;
    const x = round(point.x + across.x * offset);
    const y = round(point.y + across.y * offset);
    looked++;
    if (
      x >= 0 &&
      y >= 0 &&
      x < oldGarment.width &&
      y < oldGarment.height &&
      oldGarment.data[y * oldGarment.width + x] > 0.5
    )
      covered++;
  }
  return looked > 0 && covered >= looked * 0.5;
}

/**
 * Measures one arm that a new top may reveal: where its own skin ends going up it (the old sleeve's hem), and the
 * position, the width and the colours of that skin just below. Undefined when the arm's skin does not show (a long
 * sleeve down to the wrist, an arm out of the photo), or shows up to the shoulder: the arm is then painted from the
 * pose's line; or when no old sleeve covers it above its skin, or the new garment's sleeve covers it at the old one's
 * hem.
 */
export function revealedArm(
  limb: Limb,
  image: RgbImage,
  skin: ArmSkin,
  garments: { oldGarment: Mask; newSleeves?: Mask },
  shoulderWidth: number,
): RevealedArm | undefined {
  const { oldGarment, newSleeves } = garments;
  const followed = followArm(limb, skin, shoulderWidth);
  if (followed.length === 0 || followed[0].along < shoulderWidth * BARE_TO_SHOULDER) return undefined;
  // Where the followed skin ends below no old sleeve (a bare shoulder widening, its light too bright for skin), the
  // arm is bare as photographed. A hem slanting across the arm leaves a sliver of skin at its top, at the arm's outer
  // edge, where the old sleeve's pale outline is no garment: the sleeve is looked for above the arm's whole width too.
  const look = shoulderWidth * SLEEVE_LOOK;
  const wholeTop = wholeSection(followed);
  if (
    !sleeveAbove(limb, followed[0], oldGarment, look) &&
    !sleeveAbove(limb, wholeTop, oldGarment, look + wholeTop.along - followed[0].along)
  )
    return undefined;
  const from = followed[0].along + max(2, shoulderWidth * HEM_GAP);
  const to = from + shoulderWidth * MEASURED_LENGTH;
  const sections = followed.filter(({ along }) => along >= from && along <= to);
  if (sections.length < max(4, (to - from) * MEASURED_SHARE)) return undefined;
  const centre = medianOf(sections.map(({ low, high }) => (low + high) / 2));
  // Under a new sleeve reaching past the old one's hem, the arm stays hidden: its edges beside the sleeve are no arm.
  // Without sleeves, what covers the arm there is the garment's side over its inner half (the yellow camisole on
  // `viton-00055_00`): the arm beside it is painted.
  const { point, across } = pointOnArm(limb, from);
  const hem = { x: round(point.x + across.x * centre), y: round(point.y + across.y * centre) };
  if (
    newSleeves &&
    hem.x >= 0 &&
    hem.y >= 0 &&
    hem.x < skin.width &&
    hem.y < skin.height &&
    newSleeves.data[hem.y * skin.width + hem.x] > 0.5
  )
    return undefined;
  const samples = Array.from({ length: PROFILE_BINS * 3 }, () => [] as number[]);
  for (const { along, low, high } of sections) {
    const { point, across } = pointOnArm(limb, along);
    for (let bin = 0; bin < PROFILE_BINS; bin++) {
      const offset = low + ((bin + 0.5) / PROFILE_BINS) * (high - low);
      const x = round(point.x + across.x * offset);
      const y = round(point.y + across.y * offset);
      const pixel = y * image.width + x;
      if (!skin.isArm(pixel)) continue;
      for (let channel = 0; channel < 3; channel++) samples[bin * 3 + channel].push(image.data[pixel * 3 + channel]);
    }
  }
  const profile = new Float32Array(PROFILE_BINS * 3);
  for (let bin = 0; bin < PROFILE_BINS; bin++) {
    // A bin the skin never reached takes its nearest measured neighbour's colours.
    const nearest = [0, 1, -1, 2, -2, 3, -3]
      .map((step) => bin + step)
      .find((other) => other >= 0 && other < PROFILE_BINS && samples[other * 3].length >= 3);
    if (nearest === undefined) return undefined;
    for (let channel = 0; channel < 3; channel++) profile[bin * 3 + channel] = medianOf(samples[nearest * 3 + channel]);
  }
  return {
    limb,
    paintedTo: from + max(3, shoulderWidth * HEM_FADE),
    fadeFrom: from,
    photo: image,
    centre,
    halfWidth: medianOf(sections.map(({ low, high }) => (high - low + 1) / 2)),
    measuredAt: (from + to) / 2,
    profile,
    // The old sleeve's hem and its shadow may still lie across the topmost sections: they are painted.
    photographed: followed.filter(({ along }) => along >= from),
  };
}

/**
 * An arm seen from the side shows only a strip below the old sleeve, the rest hidden behind the body. Painted as wide
 * as that strip, the upper arm was a thin tube with the body's side between it and the new top turned to backdrop. An
 * arm narrower than HIDDEN_SIDE of the other is widened to that share towards the body's middle, its outer edge kept
 * where it was seen.
 */
export function withHiddenSide(arm: RevealedArm, other: RevealedArm | undefined, middle: Point): RevealedArm {
  const least = (other?.halfWidth ?? 0) * HIDDEN_SIDE;
  if (arm.halfWidth >= least) return arm;
  const { point, across } = pointOnArm(arm.limb, arm.measuredAt);
  const inward = (middle.x - point.x) * across.x + (middle.y - point.y) * across.y >= 0 ? 1 : -1;
  return {
    ...arm,
    halfWidth: least,
    centre: arm.centre + inward * (least - arm.halfWidth),
    widenedTowards: inward,
  };
}

/**
 * Whether `across` lies beyond the arm as photographed on its cross-section `along` it (to within a pixel), on the
 * side it was widened towards; false where no cross-section was followed there.
 */
function besidePhotographedArm(arm: RevealedArm, towards: number, along: number, across: number): boolean {
  const sections = arm.photographed;
  const guess = sections.length > 0 ? round(along - sections[0].along) : -1;
  const section = [guess, guess - 1, guess + 1]
    .map((index) => sections[index])
    .find((candidate) => candidate !== undefined && abs(candidate.along - along) <= 1);
  if (!section) return false;
  return (across - (towards > 0 ? section.high : section.low)) * towards > 1;
}

/**
 * Where (x, y) lies across the painted part of a revealed arm, from 0 at one edge to 1 at the other, or -1 when it lies
 * outside it.
 */
export function acrossRevealedArm(arm: RevealedArm, x: number, y: number): number {
  const { along, across } = armFrame(arm.limb, x, y);
  if (along > arm.paintedTo) return -1;
  const half = (arm.halfWidth * thicknessAt(arm.limb, max(0, along))) / thicknessAt(arm.limb, arm.measuredAt);
  const offset = across - arm.centre;
  if (along < 0 ? hypot(along, offset) > half : abs(offset) > half) return -1;
  // Below the old hem, an arm widened over the body (`withHiddenSide`) is only where the photo shows it: faded into
  // the photo beside it, the painted arm took up the old tee's white there, and painted, it stood out of the torso.
  if (arm.widenedTowards && along > arm.fadeFrom && besidePhotographedArm(arm, arm.widenedTowards, along, across))
    return -1;
  return min(1, max(0, (offset + half) / (2 * half)));
}

/** How much of the photo's own arm shows at (x, y) on the painted part: 0 above its fade, rising to 1 at its end. */
export function photographedShare(arm: RevealedArm, x: number, y: number): number {
  const { along } = armFrame(arm.limb, x, y);
  if (along <= arm.fadeFrom) return 0;
  const share = min(1, (along - arm.fadeFrom) / max(1, arm.paintedTo - arm.fadeFrom));
  return share * share * (3 - 2 * share);
}

/**
 * Marks the arm as photographed below the old sleeve, its shaded sides included, in `mask`: the colour estimate took a
 * lit arm's orange-brown shaded side for part of the old garment, and it was repainted in a brown block.
 */
export function markPhotographedArm(mask: Mask, arm: RevealedArm): void {
  const mark = (along: number, low: number, high: number) => {
    const { point, across } = pointOnArm(arm.limb, along);
    for (let offset = low; offset <= high; offset += 0.5) {
      const x = round(point.x + across.x * offset);
      const y = round(point.y + across.y * offset);
      if (x >= 0 && y >= 0 && x < mask.width && y < mask.height) mask.data[y * mask.width + x] = 1;
    }
  };
  arm.photographed.forEach((section, index) => {
    mark(section.along, section.low, section.high);
    const next = arm.photographed[index + 1];
    // Half-way between neighbouring sections too, so that a slanting arm leaves no holes.
    if (next && next.along - section.along <= 1)
      mark(section.along + 0.5, (section.low + next.low) / 2, (section.high + next.high) / 2);
  });
}

/** Marks the painted part of a revealed arm in `mask`. */
export function fillRevealedArm(mask: Mask, arm: RevealedArm): void {
  const widest = (arm.halfWidth * AT_SHOULDER) / thicknessAt(arm.limb, arm.measuredAt) + abs(arm.centre) + 1;
  const end = pointOnArm(arm.limb, arm.paintedTo).point;
  const points = [arm.limb.root, end, ...(arm.paintedTo > segmentLengths(arm.limb)[0] ? [arm.limb.middle] : [])];
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = max(0, floor(Math.min(...xs) - widest));
  const right = min(mask.width - 1, ceil(Math.max(...xs) + widest));
  const top = max(0, floor(Math.min(...ys) - widest));
  const bottom = min(mask.height - 1, ceil(Math.max(...ys) + widest));
  for (let y = top; y <= bottom; y++)
    for (let x = left; x <= right; x++) if (acrossRevealedArm(arm, x, y) >= 0) mask.data[y * mask.width + x] = 1;
}

/** Where the arm's line goes on below the painted part: on the upper arm (when it ends above the elbow) and the forearm. */
export function armBelowRevealed(arm: RevealedArm): { upperFrom?: Point; lowerFrom: Point } {
  const end = pointOnArm(arm.limb, arm.paintedTo).point;
  return arm.paintedTo < segmentLengths(arm.limb)[0]
    ? { upperFrom: end, lowerFrom: arm.limb.middle }
    : { lowerFrom: end };
}

/** The photo's colour of the arm's skin at `share` of the way across it (from `acrossRevealedArm`), into `colour`. */
export function armColourAcross(arm: RevealedArm, share: number, colour: number[]): void {
  const position = min(PROFILE_BINS - 1, max(0, share * PROFILE_BINS - 0.5));
  const bin = floor(position);
  const next = min(PROFILE_BINS - 1, bin + 1);
  const weight = position - bin;
  for (let channel = 0; channel < 3; channel++)
    colour[channel] = arm.profile[bin * 3 + channel] * (1 - weight) + arm.profile[next * 3 + channel] * weight;
}
