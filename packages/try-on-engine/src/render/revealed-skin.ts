import { Body, Limb } from '../person/body';
import { lerp, midpoint, normalize, subtract } from '../shared/geometry';
import { floor, max, min } from '../shared/numeric';
import { BareArms, FOREARM_RATIO } from '../person/person-regions';
import { passesForShadedSkin, SkinModel } from '../person/skin-model';
import {
  armRun,
  fillRevealedArm,
  markPhotographedArm,
  revealedArm,
  RevealedArm,
  withHiddenSide,
} from '../person/revealed-arms';
import { createMask, insideWithout } from '../shared/raster';
import { Mask, Point, RgbImage } from '../shared/types';

/** How far beside a revealed arm's painted part only its outline is body, in shoulder widths. */
const BESIDE_ARM = 0.08;
/** Bare upper arms are this thick at least and at most (radius, in shoulder widths), and this thick when no skin shows. */
const ARM_RADIUS_RANGE = { least: 0.07, most: 0.16, unseen: 0.12 };
/** An upper arm widens towards the shoulder. */
const SHOULDER_WIDENING = 1.1;

/** The radius of one bare upper arm, from the skin of the arm that shows below the old sleeve. */
function bareArmRadius(arm: Limb, skin: Mask, shoulderWidth: number): number {
  const widths: number[] = [];
  const isSkin = (pixel: number) => skin.data[pixel] > 0.5;
  const skinOnly = { isSkin, isArm: isSkin, width: skin.width, height: skin.height };
  const measure = (from: Point, to: Point, start: number, end: number, factor: number) => {
    const along = normalize(subtract(to, from));
    const across = { x: -along.y, y: along.x };
    for (let step = start; step <= end + 1e-9; step += 0.05) {
      const ends = armRun(skinOnly, lerp(from, to, step), across, shoulderWidth * 0.3, shoulderWidth * 0.08);
      const run = ends ? ends[1] - ends[0] + 1 : 0;
      if (run >= shoulderWidth * 0.08 && run <= shoulderWidth * 0.4) widths.push(run * factor);
    }
  };
  measure(arm.root, arm.middle, 0.45, 1, 1);
  if (arm.endSeen) measure(arm.middle, arm.end, 0, 0.4, 1 / FOREARM_RATIO);
  if (widths.length < 3) return shoulderWidth * ARM_RADIUS_RANGE.unseen;
  widths.sort((a, b) => a - b);
  const radius = (widths[floor(widths.length / 2)] / 2) * SHOULDER_WIDENING;
  return min(shoulderWidth * ARM_RADIUS_RANGE.most, max(shoulderWidth * ARM_RADIUS_RANGE.least, radius));
}

/**
 * The person's bare upper arms, measured where their skin shows, for the arms a shorter sleeve reveals; with the photo
 * and what the new top leaves uncovered, also each revealed arm's skin below the old sleeve (see `revealedArm`).
 */
export function measureBareArms(
  body: Body,
  skin: Mask,
  revealing?: { image: RgbImage; personMask: Mask; skinModel: SkinModel; oldGarment: Mask; newSleeves?: Mask },
): BareArms {
  const armSkin = revealing && {
    isSkin: (pixel: number) => skin.data[pixel] > 0.5,
    isArm: (pixel: number) =>
      skin.data[pixel] > 0.5 ||
      (revealing.personMask.data[pixel] > 0.5 && passesForShadedSkin(revealing.image, pixel, revealing.skinModel)),
    width: skin.width,
    height: skin.height,
  };
  const revealed = (arm: Limb) =>
    revealing && armSkin ? revealedArm(arm, revealing.image, armSkin, revealing, body.shoulderWidth) : undefined;
  const [left, right] = [revealed(body.armLeft), revealed(body.armRight)];
  const middle = midpoint(body.shoulderLeft, body.shoulderRight);
  return {
    left: bareArmRadius(body.armLeft, skin, body.shoulderWidth),
    right: bareArmRadius(body.armRight, skin, body.shoulderWidth),
    revealedLeft: left && withHiddenSide(left, right, middle),
    revealedRight: right && withHiddenSide(right, left, middle),
  };
}

/** A mask with `mark` drawn for each revealed arm, or undefined when no arm was measured. */
function markRevealedArms(
  bareArms: BareArms,
  width: number,
  height: number,
  mark: (mask: Mask, arm: RevealedArm) => void,
): Mask | undefined {
  const arms = [bareArms.revealedLeft, bareArms.revealedRight].filter((arm) => arm !== undefined);
  if (arms.length === 0) return undefined;
  const mask = createMask(width, height);
  for (const arm of arms) mark(mask, arm);
  return mask;
}

/** The painted parts of the revealed arms, or undefined when no arm was measured. */
export function revealedArmsMask(bareArms: BareArms, width: number, height: number): Mask | undefined {
  return markRevealedArms(bareArms, width, height, fillRevealedArm);
}

/**
 * The painted parts of the revealed arms where they lie on the person or on the old garment, or undefined when no arm
 * was measured. The person mask can miss a white sleeve against a white backdrop, which the old garment's estimate
 * holds; beyond both, the painted arm's round end stood out above a new sleeve's shoulder.
 */
export function paintedArmsOnPerson(bareArms: BareArms, personMask: Mask, oldGarment: Mask): Mask | undefined {
  const painted = revealedArmsMask(bareArms, personMask.width, personMask.height);
  if (!painted) return undefined;
  for (let pixel = 0; pixel < painted.data.length; pixel++)
    if (personMask.data[pixel] <= 0.5 && oldGarment.data[pixel] <= 0.5) painted.data[pixel] = 0;
  return painted;
}

/**
 * Adds the painted parts of the revealed arms (`painted`, see `revealedArmsMask`) that the new garment leaves bare to
 * `uncovered`: down to past the old sleeve's hem, whose line and shadow on the skin below showed as a line across the
 * arm. Also where the person mask missed the old sleeve (white against a white backdrop): left out there, the arm was
 * painted half into the backdrop, a pale ghost beside the new top.
 */
export function uncoverRevealedArms(uncovered: Mask, painted: Mask, newCoverage: Mask): void {
  for (let pixel = 0; pixel < painted.data.length; pixel++)
    if (painted.data[pixel] > 0.5 && newCoverage.data[pixel] < 0.5) uncovered.data[pixel] = 1;
}

/**
 * Clears `mask` beside the painted parts of the revealed arms (within BESIDE_ARM shoulder widths of their edges, down to
 * a little past the old hem), but not on them (`painted`).
 */
export function clearBesideRevealedArms(mask: Mask, bareArms: BareArms, painted: Mask, shoulderWidth: number): void {
  const beside = createMask(mask.width, mask.height);
  for (const arm of [bareArms.revealedLeft, bareArms.revealedRight]) {
    if (!arm) continue;
    const reach = shoulderWidth * BESIDE_ARM;
    fillRevealedArm(beside, { ...arm, halfWidth: arm.halfWidth + reach, paintedTo: arm.paintedTo + reach });
  }
  for (let pixel = 0; pixel < mask.data.length; pixel++)
    if (beside.data[pixel] > 0.5 && painted.data[pixel] < 0.5) mask.data[pixel] = 0;
}

/**
 * The arms as photographed below the old sleeves (see `markPhotographedArm`), but for where the painted parts fade into
 * them, or undefined when none was measured.
 */
export function photographedArms(bareArms: BareArms, painted: Mask): Mask | undefined {
  const photographed = markRevealedArms(bareArms, painted.width, painted.height, markPhotographedArm);
  return photographed && insideWithout(photographed, painted);
}
