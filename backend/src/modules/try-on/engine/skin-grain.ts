import { luma, max, min } from './numeric';
import { Mask, RgbImage } from './types';

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

/** A repeatable pseudo-random value in −0.5…0.5 for a pixel, so the same photos give the same image. */
function noiseAt(pixel: number): number {
  let hash = Math.imul(pixel ^ 0x9e3779b9, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296 - 0.5;
}
