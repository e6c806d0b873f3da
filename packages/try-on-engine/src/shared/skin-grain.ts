import { smoothstep } from './geometry';
import { floor, luma, max, min } from './numeric';
import { Mask, RgbImage } from './types';

/** How far painted skin's brightness wanders at most (see `reliefAt`), as a share of its light. */
const RELIEF_DEPTH = 0.05;
/** How large the relief's bumps are, in shoulder widths; at least RELIEF_LEAST_SIZE pixels, so that they stay smooth. */
const RELIEF_SIZE = 0.12;
const RELIEF_LEAST_SIZE = 4;

/** The least and the most grain painted skin gets, in 0–255 levels. */
const GRAIN_RANGE = { least: 0.8, most: 4 };

/**
 * How grainy the photo's bare skin is: the spread, in 0–255 levels, of each skin pixel against its four neighbours.
 * Painted skin gets the same grain; perfectly smooth, it read as a painted board next to the photo's own skin.
 */
export function skinGrain(person: RgbImage, knownSkin: Mask): number {
  const { width, height } = knownSkin;
  const lumaAt = (pixel: number) => luma(person.data, pixel);
  let sum = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 2) {
    for (let x = 1; x < width - 1; x += 2) {
      const pixel = y * width + x;
      const [left, right, above, below] = [pixel - 1, pixel + 1, pixel - width, pixel + width];
      const skin = knownSkin.data;
      if (skin[pixel] < 0.5 || skin[left] < 0.5 || skin[right] < 0.5 || skin[above] < 0.5 || skin[below] < 0.5)
        continue;
      const difference = lumaAt(pixel) - (lumaAt(left) + lumaAt(right) + lumaAt(above) + lumaAt(below)) / 4;
      sum += difference * difference;
      count++;
    }
  }
  // A pixel against the mean of four independent neighbours spreads by √(1 + 1/4) of the grain itself.
  const grain = count < 50 ? GRAIN_RANGE.least : Math.sqrt(sum / count / 1.25);
  return min(GRAIN_RANGE.most, max(GRAIN_RANGE.least, grain));
}

/** Grain of spread `grain` (0–255 levels) at a pixel: the sum of two repeatable draws, peaked like a photo's noise. */
export function grainAt(pixel: number, grain: number): number {
  return grain * 2 * (noiseAt(pixel) + noiseAt(pixel + 7919));
}

/**
 * Skin's soft unevenness at (x, y): the sum of two smooth random fields whose bumps are `size` and 0.4 × `size` pixels
 * across, within ±1 (a standard deviation near 0.32) and 0 on average. Real skin's brightness wanders by a few
 * levels over a few tens of pixels (the body's relief, its blood, the light); painted uniform apart from the grain, a
 * belly or a chest read as a board.
 */
function reliefAt(x: number, y: number, size: number): number {
  return 0.65 * smoothNoiseAt(x / size, y / size, 0) + 0.35 * smoothNoiseAt(x / (size * 0.4), y / (size * 0.4), 1);
}

/** The light painted skin keeps at (x, y) from its soft unevenness: around 1. */
export function reliefShade(x: number, y: number, shoulderWidth: number): number {
  return 1 + RELIEF_DEPTH * reliefAt(x, y, max(RELIEF_LEAST_SIZE, shoulderWidth * RELIEF_SIZE));
}

/** Value noise in −1…1: random values on a unit lattice, blended with smooth steps between them. */
function smoothNoiseAt(x: number, y: number, layer: number): number {
  const column = floor(x);
  const row = floor(y);
  const blendAcross = smoothstep(0, 1, x - column);
  const blendDown = smoothstep(0, 1, y - row);
  const upperRow = Math.imul(row, 0x1f1f1f) + layer * 0x5bd1e995;
  const lowerRow = Math.imul(row + 1, 0x1f1f1f) + layer * 0x5bd1e995;
  const [upperLeft, upperRight] = [noiseAt(upperRow + column * 0x2f7), noiseAt(upperRow + (column + 1) * 0x2f7)];
  const [lowerLeft, lowerRight] = [noiseAt(lowerRow + column * 0x2f7), noiseAt(lowerRow + (column + 1) * 0x2f7)];
  const upper = upperLeft + (upperRight - upperLeft) * blendAcross;
  const lower = lowerLeft + (lowerRight - lowerLeft) * blendAcross;
  return 2 * (upper + (lower - upper) * blendDown);
}

/** A repeatable pseudo-random value in −0.5…0.5 for a pixel, so the same photos give the same image. */
function noiseAt(pixel: number): number {
  let hash = Math.imul(pixel ^ 0x9e3779b9, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296 - 0.5;
}
