import { createMask, gaussianBlur, mapMask } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';
import { floor, hypot, hypot3, luma, max, min } from '../shared/numeric';

/**
 * The plain backdrop a garment is photographed on: its colour, read along the photo's border, and how unlike it each
 * pixel is.
 */

export interface BackgroundColour {
  red: number;
  green: number;
  blue: number;
  /** How much the border pixels vary; a busy border means the photo is not on a plain background. */
  spread: number;
  /** The brightest the background gets (sum of channels), so vignetting is not mistaken for a white garment. */
  brightestSum: number;
  /** How far plain-backdrop pixels stray from its colour (95th percentile along the border): the photo's noise. */
  noise: number;
  /**
   * How far the backdrop's shadows may stray from its hue: wide on a tinted or graded backdrop, narrow on clean white
   * paper, where a cream or ivory garment differs from the backdrop's shadows by its hue alone.
   */
  shadowChromaTolerance: number;
}

/** Colour distance above which a pixel cannot be background. */
export const FOREGROUND_DISTANCE = 24;
/** A shadow may darken the background this much while keeping its hue. */
const DEEPEST_SHADOW = 0.72;
const SHADOW_CHROMA_TOLERANCE = 0.035;
/** On clean paper a shadow keeps the paper's hue this closely; a cream garment on white is about 0.018 off. */
const SMALLEST_SHADOW_CHROMA_TOLERANCE = 0.012;
const BRIGHTER_WEIGHT = 4;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[floor(sorted.length / 2)];
}

/** The background is taken from a thin ring along the photo's border. */
export function estimateBackground(image: RgbImage, ringWidth = 4): BackgroundColour {
  const { width, height, data } = image;
  const reds: number[] = [];
  const greens: number[] = [];
  const blues: number[] = [];
  const step = max(1, floor((width + height) / 600));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const onRing = x < ringWidth || y < ringWidth || x >= width - ringWidth || y >= height - ringWidth;
      if (!onRing) continue;
      const index = (y * width + x) * 3;
      reds.push(data[index]);
      greens.push(data[index + 1]);
      blues.push(data[index + 2]);
    }
  }
  const red = median(reds);
  const green = median(greens);
  const blue = median(blues);
  let far = 0;
  const near: number[] = [];
  for (let index = 0; index < reds.length; index++) {
    const distance = hypot3(reds[index] - red, greens[index] - green, blues[index] - blue);
    if (distance > FOREGROUND_DISTANCE) far++;
    else near.push(distance);
  }
  near.sort((a, b) => a - b);
  const noise = near.length === 0 ? FOREGROUND_DISTANCE : near[floor(near.length * 0.95)];
  const sums = reds.map((value, index) => value + greens[index] + blues[index]).sort((a, b) => a - b);
  const brightestSum = sums[floor(sums.length * 0.98)];
  const backgroundSum = red + green + blue + 1;
  const chromas: number[] = [];
  for (let index = 0; index < reds.length; index++) {
    const sum = reds[index] + greens[index] + blues[index] + 1;
    if (hypot3(reds[index] - red, greens[index] - green, blues[index] - blue) > FOREGROUND_DISTANCE) continue;
    chromas.push(
      hypot3(
        reds[index] / sum - red / backgroundSum,
        greens[index] / sum - green / backgroundSum,
        blues[index] / sum - blue / backgroundSum,
      ),
    );
  }
  chromas.sort((a, b) => a - b);
  const chromaNoise = chromas.length === 0 ? SHADOW_CHROMA_TOLERANCE : chromas[floor(chromas.length * 0.95)];
  const shadowChromaTolerance = max(
    SMALLEST_SHADOW_CHROMA_TOLERANCE,
    min(SHADOW_CHROMA_TOLERANCE, chromaNoise * 3 + 0.006),
  );
  return { red, green, blue, spread: far / reds.length, brightestSum, noise, shadowChromaTolerance };
}

/**
 * How unlike the background each pixel is, in 0..255 units. Darker pixels with the background's hue
 * (soft shadows, vignetting, an off-white or grey sweep) count as near.
 */
export function backgroundDistance(image: RgbImage, background: BackgroundColour): Mask {
  const output = createMask(image.width, image.height);
  const backgroundSum = background.red + background.green + background.blue + 1;
  const backgroundChroma = [
    background.red / backgroundSum,
    background.green / backgroundSum,
    background.blue / backgroundSum,
  ];
  for (let pixel = 0; pixel < output.data.length; pixel++) {
    const red = image.data[pixel * 3];
    const green = image.data[pixel * 3 + 1];
    const blue = image.data[pixel * 3 + 2];
    const direct = hypot3(red - background.red, green - background.green, blue - background.blue);
    const sum = red + green + blue + 1;
    const ratio = sum / backgroundSum;
    let distance = direct;
    // A plain background is its own brightest surface, so anything clearly brighter is garment (white print on grey paper).
    if (sum > background.brightestSum + 3)
      distance = max(direct, ((sum - background.brightestSum) / 3) * BRIGHTER_WEIGHT);
    if (ratio < 1 && ratio >= DEEPEST_SHADOW) {
      const chroma = hypot3(
        red / sum - backgroundChroma[0],
        green / sum - backgroundChroma[1],
        blue / sum - backgroundChroma[2],
      );
      const tolerance = background.shadowChromaTolerance;
      if (chroma < tolerance) distance = min(direct, (chroma / tolerance) * FOREGROUND_DISTANCE * 0.9);
    }
    output.data[pixel] = distance;
  }
  return output;
}

export function edgeStrength(image: RgbImage): Mask {
  const brightness = createMask(image.width, image.height);
  for (let pixel = 0; pixel < brightness.data.length; pixel++) brightness.data[pixel] = luma(image.data, pixel);
  const smooth = gaussianBlur(brightness, 1);
  const { width, height } = image;
  return mapMask(smooth, (_value, index) => {
    const x = index % width;
    const y = (index - x) / width;
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return 0;
    const horizontal = smooth.data[index + 1] - smooth.data[index - 1];
    const vertical = smooth.data[index + width] - smooth.data[index - width];
    return hypot(horizontal, vertical) / 2;
  });
}
