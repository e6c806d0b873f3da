import { Body } from './body';
import { midpoint } from './geometry';
import { abs, ceil, hypot, max, min, round } from './numeric';
import { armLines } from './top-and-bottom';
import { Mask, RgbImage } from './types';

/** Light across a rounded torso, as on painted legs: brighter along the middle, darker towards the sides. */
const MIDDLE_LIGHT = 1.04;
const SIDE_LIGHT = 0.8;
/** How dark the new top's hem makes the skin just below it, and over how far that shadow fades (shoulder widths). */
const HEM_SHADOW_DEPTH = 0.22;
const HEM_SHADOW_LENGTH = 0.05;
/** Arms are round limbs of their own: the torso's light is not put on them (radius around the arm lines). */
const ARM_RADIUS = 0.16;

/**
 * Shades the skin painted where a shorter or narrower top reveals the torso (`where` above zero, on the body), which
 * the fill spreads flat from the neighbouring skin: the torso's roundness darkens it towards its sides, and the new
 * top's hem casts a soft shadow just below it. Without it a revealed belly was a flat, hard-edged block of one colour.
 */
export function shadeRevealedTorso(fill: RgbImage, where: Mask, onBody: Mask, newCoverage: Mask, body: Body): void {
  const { width, height } = fill;
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const hips = midpoint(body.hipLeft, body.hipRight);
  const torsoLength = max(1, hypot(hips.x - shoulders.x, hips.y - shoulders.y));
  const across = { x: -body.down.y, y: body.down.x };
  const shoulderHalf = body.shoulderWidth * 0.56;
  const hipHalf = max(
    body.shoulderWidth * 0.38,
    hypot(body.hipRight.x - body.hipLeft.x, body.hipRight.y - body.hipLeft.y) * 0.75,
  );
  const arms = armLines(body, width, height, ARM_RADIUS);
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
  const revealed = (pixel: number, x: number, y: number): boolean => {
    if (where.data[pixel] <= 0 || onBody.data[pixel] <= 0.5 || arms.data[pixel] > 0.5) return false;
    const depth = ((x - shoulders.x) * body.down.x + (y - shoulders.y) * body.down.y) / torsoLength;
    if (depth < 0.25) return false;
    const half = shoulderHalf + (hipHalf - shoulderHalf) * min(1, depth);
    return abs((x - shoulders.x) * across.x + (y - shoulders.y) * across.y) <= half;
  };
  for (let y = 0; y < height; y++) {
    // The revealed part of the torso in this row: its middle is lit, its sides turn away from the light.
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (!revealed(y * width + x, x, y)) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left < 0) continue;
    const middle = (left + right) / 2;
    const halfSpan = max(1, (right - left) / 2);
    for (let x = left; x <= right; x++) {
      const pixel = y * width + x;
      const bodyWeight = onBody.data[pixel];
      if (where.data[pixel] <= 0 || bodyWeight <= 0 || arms.data[pixel] > 0.5) continue;
      const side = min(1, abs(x - middle) / halfSpan);
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
