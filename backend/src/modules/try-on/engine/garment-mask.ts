import { createMask, dilate, erode, fillSmallHoles, gaussianBlur, keepLargestComponent, labelComponents, mapMask, maskArea, maskBounds } from './raster';
import { Mask, RgbImage } from './types';
import { floor, hypot, hypot3, max, min, round } from './numeric';

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
const FOREGROUND_DISTANCE = 24;
/** A shadow may darken the background this much while keeping its hue. */
const DEEPEST_SHADOW = 0.72;
const SHADOW_CHROMA_TOLERANCE = 0.035;
/** On clean paper a shadow keeps the paper's hue this closely; a cream garment on white is about 0.018 off. */
const SMALLEST_SHADOW_CHROMA_TOLERANCE = 0.012;
/** Edges steeper than this stop the background flood, so a white shirt on white paper keeps its outline. */
const EDGE_BARRIER = 5;
const BRIGHTER_WEIGHT = 4;
/** The strict flood is kept when it finds at least this much more garment than the usual one. */
const STRICT_GAIN = 1.12;

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
    chromas.push(hypot3(reds[index] / sum - red / backgroundSum, greens[index] / sum - green / backgroundSum, blues[index] / sum - blue / backgroundSum));
  }
  chromas.sort((a, b) => a - b);
  const chromaNoise = chromas.length === 0 ? SHADOW_CHROMA_TOLERANCE : chromas[floor(chromas.length * 0.95)];
  const shadowChromaTolerance = max(SMALLEST_SHADOW_CHROMA_TOLERANCE, min(SHADOW_CHROMA_TOLERANCE, chromaNoise * 3 + 0.006));
  return { red, green, blue, spread: far / reds.length, brightestSum, noise, shadowChromaTolerance };
}

/**
 * How unlike the background each pixel is, in 0..255 units. Darker pixels with the background's hue
 * (soft shadows, vignetting, an off-white or grey sweep) count as near.
 */
export function backgroundDistance(image: RgbImage, background: BackgroundColour): Mask {
  const output = createMask(image.width, image.height);
  const backgroundSum = background.red + background.green + background.blue + 1;
  const backgroundChroma = [background.red / backgroundSum, background.green / backgroundSum, background.blue / backgroundSum];
  for (let pixel = 0; pixel < output.data.length; pixel++) {
    const red = image.data[pixel * 3];
    const green = image.data[pixel * 3 + 1];
    const blue = image.data[pixel * 3 + 2];
    const direct = hypot3(red - background.red, green - background.green, blue - background.blue);
    const sum = red + green + blue + 1;
    const ratio = sum / backgroundSum;
    let distance = direct;
    // A plain background is its own brightest surface, so anything clearly brighter is garment (white print on grey paper).
    if (sum > background.brightestSum + 3) distance = max(direct, ((sum - background.brightestSum) / 3) * BRIGHTER_WEIGHT);
    if (ratio < 1 && ratio >= DEEPEST_SHADOW) {
      const chroma = hypot3(red / sum - backgroundChroma[0], green / sum - backgroundChroma[1], blue / sum - backgroundChroma[2]);
      const tolerance = background.shadowChromaTolerance;
      if (chroma < tolerance) distance = min(direct, (chroma / tolerance) * FOREGROUND_DISTANCE * 0.9);
    }
    output.data[pixel] = distance;
  }
  return output;
}

function edgeStrength(image: RgbImage): Mask {
  const luma = createMask(image.width, image.height);
  for (let pixel = 0; pixel < luma.data.length; pixel++) {
    luma.data[pixel] = 0.299 * image.data[pixel * 3] + 0.587 * image.data[pixel * 3 + 1] + 0.114 * image.data[pixel * 3 + 2];
  }
  const smooth = gaussianBlur(luma, 1);
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

/**
 * The edge barrier also stops the flood a pixel or two before the garment's true outline; those rim pixels have the
 * backdrop's colour, so they are peeled off layer by layer from the outside.
 */
function peelBackdropRim(foreground: Mask, distance: Mask, layers: number, tolerance: number): void {
  const { width, data } = foreground;
  for (let layer = 0; layer < layers; layer++) {
    const peel: number[] = [];
    for (let index = width; index < data.length - width; index++) {
      if (data[index] < 0.5 || distance.data[index] >= tolerance * 0.75) continue;
      if (data[index - 1] < 0.5 || data[index + 1] < 0.5 || data[index - width] < 0.5 || data[index + width] < 0.5) peel.push(index);
    }
    for (const index of peel) data[index] = 0;
  }
}

/**
 * Separates a garment from a plain background: floods the background in from the border through
 * background-like, edge-free pixels; what the flood cannot reach is the garment.
 */
export function segmentGarmentOnPlainBackground(image: RgbImage, background = estimateBackground(image)): Mask {
  const distance = backgroundDistance(image, background);
  const edges = edgeStrength(image);
  const standardRaw = floodFromBorder(distance, edges, FOREGROUND_DISTANCE, EDGE_BARRIER);
  // A light garment on a light backdrop is within the usual tolerance of the backdrop almost everywhere, so the flood
  // leaks through any gap in its outline and leaves a fragment. On a clean backdrop a tolerance just above the photo's
  // own noise finds the whole garment; it is kept when it finds clearly more of it and still looks like one garment.
  // The flood itself is cheap; the clean-up is not, so the strict mask is only cleaned up when its raw flood promises
  // clearly more garment than the usual one.
  const strictTolerance = max(6, min(FOREGROUND_DISTANCE * 0.6, background.noise * 2 + 4));
  const standardRawArea = maskArea(standardRaw);
  const strictRaw = strictTolerance < FOREGROUND_DISTANCE * 0.6 ? floodFromBorder(distance, edges, strictTolerance, EDGE_BARRIER * 0.6) : undefined;
  const promising = strictRaw !== undefined && maskArea(strictRaw) > standardRawArea * STRICT_GAIN;
  const standard = cleanUpForeground(standardRaw, distance, FOREGROUND_DISTANCE);
  if (!promising || !strictRaw) return standard;
  const strict = cleanUpForeground(strictRaw, distance, strictTolerance);
  const standardArea = maskArea(standard);
  const strictArea = maskArea(strict);
  const bounds = maskBounds(strict);
  const margin = 2;
  const touching = bounds ? [bounds.left <= margin, bounds.top <= margin, bounds.right >= image.width - 1 - margin, bounds.bottom >= image.height - 1 - margin].filter(Boolean).length : 4;
  const plausible = strictArea < image.width * image.height * 0.8 && touching < 2;
  return plausible && strictArea > standardArea * STRICT_GAIN ? strict : standard;
}

/** Pixels the backdrop cannot reach from the photo's border through background-like, edge-free pixels (1 = foreground). */
function floodFromBorder(distance: Mask, edges: Mask, tolerance: number, edgeBarrier: number): Mask {
  const { width, height } = distance;
  const total = width * height;
  const foreground = createMask(width, height, 1);
  const data = foreground.data;
  const stack = new Int32Array(total);
  let top = 0;
  const visit = (index: number) => {
    if (data[index] === 1 && distance.data[index] < tolerance && edges.data[index] < edgeBarrier) {
      data[index] = 0;
      stack[top++] = index;
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (top > 0) {
    const index = stack[--top];
    const x = index % width;
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (index >= width) visit(index - width);
    if (index + width < total) visit(index + width);
  }
  return foreground;
}

function cleanUpForeground(raw: Mask, distance: Mask, tolerance: number): Mask {
  const { width, height } = raw;
  const foreground = { ...raw, data: new Float32Array(raw.data) };
  peelBackdropRim(foreground, distance, 3, tolerance);
  // Opening removes dust and the rims the edge barrier leaves; closing heals light stripes the flood leaked into.
  const opened = dilate(erode(foreground, 2), 2);
  const closingRadius = max(2, round(max(width, height) / 110));
  const closed = erode(dilate(opened, closingRadius), closingRadius);
  return fillSmallHoles(keepLargestComponent(closed), 0.01);
}
