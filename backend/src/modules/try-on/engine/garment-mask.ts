import {
  createMask,
  dilate,
  erode,
  fillSmallHoles,
  gaussianBlur,
  keepLargestComponent,
  labelComponents,
  mapMask,
  maskArea,
  maskBounds,
} from './raster';
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
}

/** Colour distance above which a pixel cannot be background. */
const FOREGROUND_DISTANCE = 24;
/** A shadow may darken the background this much while keeping its hue. */
const DEEPEST_SHADOW = 0.72;
const SHADOW_CHROMA_TOLERANCE = 0.035;
/** Edges steeper than this stop the background flood, so a white shirt on white paper keeps its outline. */
const EDGE_BARRIER = 5;
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
  return { red, green, blue, spread: far / reds.length, brightestSum, noise };
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
      if (chroma < SHADOW_CHROMA_TOLERANCE)
        distance = min(direct, (chroma / SHADOW_CHROMA_TOLERANCE) * FOREGROUND_DISTANCE * 0.9);
    }
    output.data[pixel] = distance;
  }
  return output;
}

function edgeStrength(image: RgbImage): Mask {
  const luma = createMask(image.width, image.height);
  for (let pixel = 0; pixel < luma.data.length; pixel++) {
    luma.data[pixel] =
      0.299 * image.data[pixel * 3] + 0.587 * image.data[pixel * 3 + 1] + 0.114 * image.data[pixel * 3 + 2];
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
      if (data[index - 1] < 0.5 || data[index + 1] < 0.5 || data[index - width] < 0.5 || data[index + width] < 0.5)
        peel.push(index);
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
  const standard = floodFromBorder(image, distance, edges, FOREGROUND_DISTANCE, EDGE_BARRIER);
  // A light garment on a light backdrop is within the usual tolerance of the backdrop almost everywhere, so the flood
  // leaks through any gap in its outline and leaves a fragment. On a clean backdrop a tolerance just above the photo's
  // own noise finds the whole garment; it is kept when it finds clearly more of it and still looks like one garment.
  const strictTolerance = max(6, min(FOREGROUND_DISTANCE * 0.6, background.noise * 2 + 4));
  if (strictTolerance >= FOREGROUND_DISTANCE * 0.6) return standard;
  const strict = floodFromBorder(image, distance, edges, strictTolerance, EDGE_BARRIER * 0.6);
  const standardArea = maskArea(standard);
  const strictArea = maskArea(strict);
  const bounds = maskBounds(strict);
  const margin = 2;
  const touching = bounds
    ? [
        bounds.left <= margin,
        bounds.top <= margin,
        bounds.right >= image.width - 1 - margin,
        bounds.bottom >= image.height - 1 - margin,
      ].filter(Boolean).length
    : 4;
  const plausible = strictArea < image.width * image.height * 0.8 && touching < 2;
  return plausible && strictArea > standardArea * 1.3 ? strict : standard;
}

function floodFromBorder(image: RgbImage, distance: Mask, edges: Mask, tolerance: number, edgeBarrier: number): Mask {
  const passable = mapMask(distance, (value, index) => (value < tolerance && edges.data[index] < edgeBarrier ? 1 : 0));
  const { labels } = labelComponents(passable);
  const { width, height } = image;
  const reachable = new Set<number>();
  for (let x = 0; x < width; x++) {
    reachable.add(labels[x]);
    reachable.add(labels[(height - 1) * width + x]);
  }
  for (let y = 0; y < height; y++) {
    reachable.add(labels[y * width]);
    reachable.add(labels[y * width + width - 1]);
  }
  reachable.delete(0);
  const foreground = mapMask(passable, (_value, index) => (reachable.has(labels[index]) ? 0 : 1));
  peelBackdropRim(foreground, distance, 3, tolerance);
  // Opening removes dust and the rims the edge barrier leaves; closing heals light stripes the flood leaked into.
  const opened = dilate(erode(foreground, 2), 2);
  const closingRadius = max(2, round(max(width, height) / 110));
  const closed = erode(dilate(opened, closingRadius), closingRadius);
  return fillSmallHoles(keepLargestComponent(closed), 0.01);
}
