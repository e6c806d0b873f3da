import { Body } from './body';
import { add, midpoint, normalize, scale, subtract } from './geometry';
import {
  createMask,
  dilate,
  erode,
  fillCapsule,
  fillPolygon,
  fillSmallHoles,
  gaussianBlur,
  labelComponents,
  mapMask,
} from './raster';
import { GarmentCategory, Mask, Point, RgbImage } from './types';
import { ceil, floor, hypot, max, min, round, sqrt } from './numeric';

/** Skin colour statistics in YCbCr, learnt from the face so they fit this person and this light. */
export interface SkinModel {
  luma: number;
  blueDifference: number;
  redDifference: number;
  spreadBlue: number;
  spreadRed: number;
  red: number;
  green: number;
  blue: number;
}

function toYCbCr(red: number, green: number, blue: number): [number, number, number] {
  const luma = 0.299 * red + 0.587 * green + 0.114 * blue;
  return [
    luma,
    128 - 0.168736 * red - 0.331264 * green + 0.5 * blue,
    128 + 0.5 * red - 0.418688 * green - 0.081312 * blue,
  ];
}

export function learnSkin(image: RgbImage, body: Body): SkinModel {
  const radius = body.headRadius * 0.45;
  const samples: Array<[number, number, number, number, number, number]> = [];
  for (let y = round(body.head.y - radius * 0.3); y <= body.head.y + radius; y += 2) {
    for (let x = round(body.head.x - radius); x <= body.head.x + radius; x += 2) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const index = (y * image.width + x) * 3;
      const [red, green, blue] = [image.data[index], image.data[index + 1], image.data[index + 2]];
      samples.push([...toYCbCr(red, green, blue), red, green, blue]);
    }
  }
  if (samples.length === 0) {
    return {
      luma: 170,
      blueDifference: 110,
      redDifference: 150,
      spreadBlue: 8,
      spreadRed: 8,
      red: 220,
      green: 175,
      blue: 150,
    };
  }
  // The middle of the face (by luma) avoids eyes, brows, nostrils and specular highlights.
  samples.sort((a, b) => a[0] - b[0]);
  const middle = samples.slice(floor(samples.length * 0.25), ceil(samples.length * 0.85));
  const mean = (column: number) => middle.reduce((sum, sample) => sum + sample[column], 0) / middle.length;
  const spread = (column: number, center: number) =>
    sqrt(middle.reduce((sum, sample) => sum + (sample[column] - center) ** 2, 0) / middle.length);
  const blueDifference = mean(1);
  const redDifference = mean(2);
  return {
    luma: mean(0),
    blueDifference,
    redDifference,
    spreadBlue: max(4, spread(1, blueDifference)),
    spreadRed: max(4, spread(2, redDifference)),
    red: mean(3),
    green: mean(4),
    blue: mean(5),
  };
}

/** Pixels whose colour matches the face's skin (arms, hands, neck, belly, legs). */
export function skinMask(image: RgbImage, skin: SkinModel): Mask {
  const mask = createMask(image.width, image.height);
  for (let pixel = 0; pixel < mask.data.length; pixel++) {
    const [luma, blueDifference, redDifference] = toYCbCr(
      image.data[pixel * 3],
      image.data[pixel * 3 + 1],
      image.data[pixel * 3 + 2],
    );
    const blueScore = (blueDifference - skin.blueDifference) / (skin.spreadBlue * 2.5);
    const redScore = (redDifference - skin.redDifference) / (skin.spreadRed * 2.5);
    const lumaOk = luma > skin.luma * 0.35 && luma < min(255, skin.luma * 1.5 + 20);
    mask.data[pixel] = lumaOk && blueScore * blueScore + redScore * redScore < 1 ? 1 : 0;
  }
  return mask;
}

/** A generous silhouette of the body under the clothes, built from the skeleton. */
export function bodyShape(body: Body, width: number, height: number, category: GarmentCategory): Mask {
  const mask = createMask(width, height);
  const shoulderWidth = body.shoulderWidth;
  const across = normalize(subtract(body.shoulderRight, body.shoulderLeft));
  const out = (point: Point, amount: number) => add(point, scale(across, amount));
  const hipHalf = max(
    shoulderWidth * 0.38,
    hypot(body.hipRight.x - body.hipLeft.x, body.hipRight.y - body.hipLeft.y) * 0.75,
  );
  const hipMiddle = midpoint(body.hipLeft, body.hipRight);
  fillPolygon(mask, [
    out(body.shoulderLeft, -shoulderWidth * 0.06),
    out(body.shoulderRight, shoulderWidth * 0.06),
    out(hipMiddle, hipHalf),
    out(hipMiddle, -hipHalf),
  ]);
  fillCapsule(
    mask,
    midpoint(body.shoulderLeft, body.shoulderRight),
    add(midpoint(body.shoulderLeft, body.shoulderRight), scale(body.down, -shoulderWidth * 0.3)),
    shoulderWidth * 0.2,
  );
  // The slope from each shoulder up to the neck, which a collar or a sleeve's top covered.
  const neckBase = add(midpoint(body.shoulderLeft, body.shoulderRight), scale(body.down, -shoulderWidth * 0.12));
  fillCapsule(mask, body.shoulderLeft, neckBase, shoulderWidth * 0.1);
  fillCapsule(mask, body.shoulderRight, neckBase, shoulderWidth * 0.1);
  for (const arm of [body.armLeft, body.armRight]) {
    fillCapsule(mask, arm.root, arm.middle, shoulderWidth * 0.17);
    fillCapsule(mask, arm.middle, arm.end, shoulderWidth * 0.14);
  }
  if (category !== 'top') {
    for (const leg of [body.legLeft, body.legRight]) {
      fillCapsule(mask, leg.root, leg.middle, hipHalf * 0.62);
      fillCapsule(mask, leg.middle, leg.end, hipHalf * 0.42);
    }
  }
  return mask;
}

/** Hands, and forearms that lie across the body, which garments must pass behind. */
export function handsAndForearms(body: Body, width: number, height: number): Mask {
  const mask = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight]) {
    if (!arm.endSeen) continue;
    const direction = normalize(subtract(arm.end, arm.middle));
    fillCapsule(mask, arm.end, add(arm.end, scale(direction, body.shoulderWidth * 0.35)), body.shoulderWidth * 0.2);
    if (arm.middleSeen) fillCapsule(mask, arm.middle, arm.end, body.shoulderWidth * 0.13);
  }
  return mask;
}

export function headMask(body: Body, width: number, height: number): Mask {
  const mask = createMask(width, height);
  fillCapsule(mask, body.head, add(body.head, scale(body.down, -body.headRadius)), body.headRadius * 1.25);
  return mask;
}

interface ColourHistogram {
  bins: Float32Array;
}

const HISTOGRAM_LEVELS = 16;

function histogramIndex(image: RgbImage, pixel: number): number {
  const shift = 8 - Math.log2(HISTOGRAM_LEVELS);
  return (
    ((image.data[pixel * 3] >> shift) * HISTOGRAM_LEVELS + (image.data[pixel * 3 + 1] >> shift)) * HISTOGRAM_LEVELS +
    (image.data[pixel * 3 + 2] >> shift)
  );
}

function learnHistogram(image: RgbImage, region: Mask): ColourHistogram | undefined {
  const bins = new Float32Array(HISTOGRAM_LEVELS ** 3);
  let total = 0;
  for (let pixel = 0; pixel < region.data.length; pixel += 1) {
    if (region.data[pixel] <= 0.5) continue;
    bins[histogramIndex(image, pixel)]++;
    total++;
  }
  if (total < 50) return undefined;
  for (let bin = 0; bin < bins.length; bin++) bins[bin] = (bins[bin] + 0.01) / total;
  return { bins };
}

/** Overlap of two colour samples' histograms, 0 (unrelated) to 1 (same colours): one garment from neck to knees. */
export function colourOverlap(image: RgbImage, first: Mask, second: Mask): number {
  const a = learnHistogram(image, first);
  const b = learnHistogram(image, second);
  if (!a || !b) return 0;
  let overlap = 0;
  for (let bin = 0; bin < a.bins.length; bin++) overlap += a.bins[bin] < b.bins[bin] ? a.bins[bin] : b.bins[bin];
  return overlap;
}

/**
 * Estimates where the garment being replaced lies: pixels of the person that look like a colour sample taken
 * where that garment must be, more than like the neighbouring garment, and connect to the sample.
 */
export function oldGarmentMask(
  image: RgbImage,
  personMask: Mask,
  skin: Mask,
  sample: Mask,
  competitor: Mask | undefined,
  zone: Mask,
): Mask {
  const own = learnHistogram(image, sample);
  if (!own) return createMask(image.width, image.height);
  const other = competitor ? learnHistogram(image, competitor) : undefined;
  const candidate = mapMask(personMask, (value, pixel) => {
    if (value < 0.5 || zone.data[pixel] < 0.5) return 0;
    if (sample.data[pixel] > 0.5) return 1;
    if (skin.data[pixel] > 0.5) return 0;
    const bin = histogramIndex(image, pixel);
    const likelihood = own.bins[bin];
    if (likelihood < 0.0004) return 0;
    return !other || likelihood > other.bins[bin] * 2 ? 1 : 0;
  });
  const closed = erode(dilate(candidate, 3), 3);
  const { labels } = labelComponents(closed);
  const keep = new Set<number>();
  for (let pixel = 0; pixel < sample.data.length; pixel++)
    if (sample.data[pixel] > 0.5 && labels[pixel] > 0) keep.add(labels[pixel]);
  const connected = mapMask(closed, (_value, pixel) => (keep.has(labels[pixel]) ? 1 : 0));
  return fillSmallHoles(connected, 0.05);
}

/** A feathered copy of a hard mask. */
export function feather(mask: Mask, sigma: number): Mask {
  return gaussianBlur(mask, sigma);
}
