import { Body, Limb } from './body';
import { lerp, midpoint, normalize, subtract } from './geometry';
import { abs, ceil, floor, hypot, max, min, round } from './numeric';
import { BareArms, bareTorsoHalfWidth, bareTorsoProfile, fillArms, FOREARM_RATIO } from './person-regions';
import { createMask } from './raster';
import { Mask, Point, RgbImage } from './types';

/** Light across a rounded torso, as on painted legs: brighter along the middle, darker towards the sides. */
const MIDDLE_LIGHT = 1.04;
const SIDE_LIGHT = 0.8;
/** How dark the new top's hem makes the skin just below it, and over how far that shadow fades (shoulder widths). */
const HEM_SHADOW_DEPTH = 0.22;
const HEM_SHADOW_LENGTH = 0.05;
/** Below the armpits, as a share of the way from the shoulders to the hips, the torso's sides are shaded. */
const TORSO_FROM = 0.25;

/** Bare upper arms are this thick at least and at most (radius, in shoulder widths), and this thick when no skin shows. */
const ARM_RADIUS_RANGE = { least: 0.07, most: 0.16, unseen: 0.12 };
/** An upper arm widens towards the shoulder. */
const SHOULDER_WIDENING = 1.1;

/** How many pixels of `skin` lie in one run across the arm at `centre`, or 0 when no run passes near it. */
function skinRunAcross(skin: Mask, centre: Point, across: Point, reach: number, slack: number): number {
  const isSkin = (offset: number) => {
    const x = round(centre.x + across.x * offset);
    const y = round(centre.y + across.y * offset);
    return x >= 0 && y >= 0 && x < skin.width && y < skin.height && skin.data[y * skin.width + x] > 0.5;
  };
  let start = Number.NaN;
  for (let distance = 0; distance <= slack && Number.isNaN(start); distance++) {
    if (isSkin(distance)) start = distance;
    else if (isSkin(-distance)) start = -distance;
  }
  if (Number.isNaN(start)) return 0;
  let low = start;
  let high = start;
  while (low > -reach && (isSkin(low - 1) || isSkin(low - 2))) low--;
  while (high < reach && (isSkin(high + 1) || isSkin(high + 2))) high++;
  return high - low + 1;
}

/** The radius of one bare upper arm, from the skin of the arm that shows below the old sleeve. */
function bareArmRadius(arm: Limb, skin: Mask, shoulderWidth: number): number {
  const widths: number[] = [];
  const measure = (from: Point, to: Point, start: number, end: number, factor: number) => {
    const along = normalize(subtract(to, from));
    const across = { x: -along.y, y: along.x };
    for (let step = start; step <= end + 1e-9; step += 0.05) {
      const run = skinRunAcross(skin, lerp(from, to, step), across, shoulderWidth * 0.3, shoulderWidth * 0.08);
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

/** The person's bare upper arms, measured where their skin shows, for the arms a shorter sleeve reveals. */
export function bareArmRadii(body: Body, skin: Mask): BareArms {
  return {
    left: bareArmRadius(body.armLeft, skin, body.shoulderWidth),
    right: bareArmRadius(body.armRight, skin, body.shoulderWidth),
  };
}

/**
 * Shades the skin painted where a shorter or narrower top reveals the torso (`where` above zero, on the body), which
 * the fill spreads flat from the neighbouring skin: the torso's roundness darkens it towards its sides, and the new
 * top's hem casts a soft shadow just below it. Without it a revealed belly was a flat, hard-edged block of one colour.
 * Arms (as thick as `bareArms`) are round limbs of their own and keep their light; what lies between them and the
 * torso is the body's side, turned away from the light.
 */
export function shadeRevealedTorso(
  fill: RgbImage,
  where: Mask,
  onBody: Mask,
  newCoverage: Mask,
  body: Body,
  bareArms: BareArms,
): void {
  const { width, height } = fill;
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const hips = midpoint(body.hipLeft, body.hipRight);
  const torsoLength = max(1, hypot(hips.x - shoulders.x, hips.y - shoulders.y));
  const arms = createMask(width, height);
  fillArms(arms, body, bareArms);
  const shadowLength = max(2, body.shoulderWidth * HEM_SHADOW_LENGTH);
  const shadowByRows = Float32Array.from(
    { length: ceil(shadowLength * 5) },
    (_value, rows) => 1 - HEM_SHADOW_DEPTH * Math.exp(-rows / shadowLength),
  );
  // The new top's lowest covered row in each column, for the shadow below its hem.
  const lastCovered = new Int32Array(width).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (newCoverage.data[y * width + x] > 0.5) lastCovered[x] = y;
  }
  const profile = bareTorsoProfile(body);
  const across = { x: body.down.y, y: -body.down.x };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      const bodyWeight = onBody.data[pixel];
      if (where.data[pixel] <= 0 || bodyWeight <= 0 || arms.data[pixel] > 0.5) continue;
      const depth = ((x - shoulders.x) * body.down.x + (y - shoulders.y) * body.down.y) / torsoLength;
      if (depth < TORSO_FROM) continue;
      // The torso's middle is lit, its sides turn away from the light; beyond them (towards the arms) stays dark.
      const offset = (x - shoulders.x) * across.x + (y - shoulders.y) * across.y;
      const side = min(1, abs(offset) / bareTorsoHalfWidth(profile, depth));
      let shade = MIDDLE_LIGHT - (MIDDLE_LIGHT - SIDE_LIGHT) * side * side;
      const rowsBelowHem = lastCovered[x] >= 0 && lastCovered[x] < y ? y - lastCovered[x] : shadowByRows.length;
      if (rowsBelowHem < shadowByRows.length) shade *= shadowByRows[rowsBelowHem];
      const applied = 1 + (shade - 1) * bodyWeight;
      for (let channel = 0; channel < 3; channel++) {
        const index = pixel * 3 + channel;
        fill.data[index] = max(0, min(255, round(fill.data[index] * applied)));
      }
    }
  }
}
