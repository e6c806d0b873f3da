import { createMask, erode, gaussianBlur, mapMask, resizeMask } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';
import { WarpedGarment } from '../fit/warp';
import { ceil, colourLuma, floor, max, min, round } from '../shared/numeric';

/** Fills and shading vary slowly, so they are computed at a quarter of the photo's size. */
const COARSE_FACTOR = 4;
/**
 * A coarse cell holds the mean of its block, so one straddling the edge of the known skin or background mixed in what
 * lies beside it: an old dark sleeve's hem spread into a brown smudge on the revealed arm, and the arm into a grey band
 * of backdrop where the sleeve had stood off it. Only cells whose whole block is known (this many pixels inside the
 * known region around their centres) are spread from.
 */
const WHOLE_CELL = ceil(COARSE_FACTOR / 2) + 1;

interface CoarsePlanes {
  red: Mask;
  green: Mask;
  blue: Mask;
  luma: Mask;
}

const coarseCache = new WeakMap<RgbImage, CoarsePlanes>();

/** The photo averaged over COARSE_FACTOR × COARSE_FACTOR blocks, computed once per photo for the fill and the shading. */
function coarsePlanes(image: RgbImage): CoarsePlanes {
  const cached = coarseCache.get(image);
  if (cached) return cached;
  const width = max(1, round(image.width / COARSE_FACTOR));
  const height = max(1, round(image.height / COARSE_FACTOR));
  const planes = {
    red: createMask(width, height),
    green: createMask(width, height),
    blue: createMask(width, height),
    luma: createMask(width, height),
  };
  const counts = new Float32Array(width * height);
  const scaleX = width / image.width;
  const scaleY = height / image.height;
  for (let y = 0; y < image.height; y++) {
    const coarseRow = min(height - 1, floor(y * scaleY)) * width;
    for (let x = 0; x < image.width; x++) {
      const cell = coarseRow + min(width - 1, floor(x * scaleX));
      const index = (y * image.width + x) * 3;
      planes.red.data[cell] += image.data[index];
      planes.green.data[cell] += image.data[index + 1];
      planes.blue.data[cell] += image.data[index + 2];
      counts[cell]++;
    }
  }
  for (let cell = 0; cell < counts.length; cell++) {
    const count = counts[cell] || 1;
    planes.red.data[cell] /= count;
    planes.green.data[cell] /= count;
    planes.blue.data[cell] /= count;
    planes.luma.data[cell] = colourLuma(planes.red.data[cell], planes.green.data[cell], planes.blue.data[cell]);
  }
  coarseCache.set(image, planes);
  return planes;
}

/** Bilinear sample of a coarse plane at a full-size pixel, with the same pixel-centre mapping as resizeMask. */
function sampleCoarse(plane: Mask, x: number, y: number, scaleX: number, scaleY: number): number {
  const sourceX = min(plane.width - 1, max(0, (x + 0.5) * scaleX - 0.5));
  const sourceY = min(plane.height - 1, max(0, (y + 0.5) * scaleY - 0.5));
  const x0 = floor(sourceX);
  const y0 = floor(sourceY);
  const x1 = min(plane.width - 1, x0 + 1);
  const y1 = min(plane.height - 1, y0 + 1);
  const fx = sourceX - x0;
  const fy = sourceY - y0;
  const top = plane.data[y0 * plane.width + x0] * (1 - fx) + plane.data[y0 * plane.width + x1] * fx;
  const bottom = plane.data[y1 * plane.width + x0] * (1 - fx) + plane.data[y1 * plane.width + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * Normalised convolution: spreads the colours of `known` pixels into the unknown ones, trying a small reach first and
 * larger ones where nothing is known nearby. Returns coarse RGB planes.
 */
function spreadColours(channels: Mask[], known: Mask, sigmas: number[]): Mask[] {
  const results = channels.map((channel) => createMask(channel.width, channel.height));
  const settled = new Float32Array(known.data.length);
  const weighted = channels.map((channel) => {
    const product = createMask(channel.width, channel.height);
    for (let index = 0; index < product.data.length; index++)
      product.data[index] = channel.data[index] * known.data[index];
    return product;
  });
  for (const sigma of sigmas) {
    const weight = gaussianBlur(known, sigma);
    const blurred = weighted.map((channel) => gaussianBlur(channel, sigma));
    for (let pixel = 0; pixel < known.data.length; pixel++) {
      if (settled[pixel] >= 1 || weight.data[pixel] < 1e-3) continue;
      const take = min(1 - settled[pixel], min(1, weight.data[pixel] * 4));
      for (let channel = 0; channel < channels.length; channel++) {
        results[channel].data[pixel] += (blurred[channel].data[pixel] / weight.data[pixel]) * take;
      }
      settled[pixel] += take;
    }
  }
  for (const result of results)
    for (let pixel = 0; pixel < result.data.length; pixel++)
      if (settled[pixel] > 0) result.data[pixel] /= settled[pixel];
  return results;
}

export interface FillInputs {
  person: RgbImage;
  /** Where skin is visible and can be copied from. */
  knownSkin: Mask;
  /** Where background is visible and can be copied from. */
  knownBackground: Mask;
  /** 1 where an uncovered pixel lies on the body (skin goes there), 0 where it is background. */
  onBody: Mask;
  fallbackSkin: [number, number, number];
  shoulderWidth: number;
  /** Visible parts of the garment that stays (trousers under a long shirt), and where it continues under the old one. */
  knownGarment?: Mask;
  underGarment?: Mask;
}

/**
 * Plausible content for where the old garment no longer shows: the neighbouring skin on the body, background elsewhere.
 * Only pixels where `where` is above zero are computed; the others are left black.
 */
export function fillUncovered(inputs: FillInputs, where: Mask): RgbImage {
  const { person } = inputs;
  const planes = coarsePlanes(person);
  const { width, height } = planes.red;
  const channels = [planes.red, planes.green, planes.blue];
  const reach = inputs.shoulderWidth / COARSE_FACTOR;
  const skinKnown = resizeMask(erode(inputs.knownSkin, WHOLE_CELL), width, height);
  const backgroundKnown = resizeMask(erode(inputs.knownBackground, WHOLE_CELL), width, height);
  const skin = spreadColours(channels, skinKnown, [reach * 0.08, reach * 0.3, reach * 1.2]);
  const background = spreadColours(channels, backgroundKnown, [reach * 0.05, reach * 0.25, reach]);
  const skinReached = gaussianBlur(skinKnown, reach * 1.2);
  const garmentKnown = inputs.knownGarment
    ? resizeMask(erode(inputs.knownGarment, WHOLE_CELL), width, height)
    : undefined;
  const garmentFill =
    garmentKnown && inputs.underGarment
      ? spreadColours(channels, garmentKnown, [reach * 0.05, reach * 0.25, reach])
      : undefined;
  const output: RgbImage = {
    width: person.width,
    height: person.height,
    data: new Uint8Array(person.width * person.height * 3),
  };
  const scaleX = width / person.width;
  const scaleY = height / person.height;
  for (let pixel = 0; pixel < where.data.length; pixel++) {
    if (where.data[pixel] <= 0) continue;
    const x = pixel % person.width;
    const y = (pixel - x) / person.width;
    const bodyWeight = inputs.onBody.data[pixel];
    const confidence = min(1, sampleCoarse(skinReached, x, y, scaleX, scaleY) * 20);
    const underWeight = garmentFill && inputs.underGarment ? inputs.underGarment.data[pixel] : 0;
    for (let channel = 0; channel < 3; channel++) {
      const skinValue =
        sampleCoarse(skin[channel], x, y, scaleX, scaleY) * confidence +
        inputs.fallbackSkin[channel] * (1 - confidence);
      const uncovered =
        skinValue * bodyWeight + sampleCoarse(background[channel], x, y, scaleX, scaleY) * (1 - bodyWeight);
      const value = garmentFill
        ? uncovered * (1 - underWeight) + sampleCoarse(garmentFill[channel], x, y, scaleX, scaleY) * underWeight
        : uncovered;
      output.data[pixel * 3 + channel] = max(0, min(255, round(value)));
    }
  }
  return output;
}

/** Two tones of an old garment this far apart (ratio of their mean brightness) are two colours, not light and shade. */
const SEPARATE_TONES = 1.8;

/**
 * The old garment's pixels split into its dark and light colours (Otsu's threshold on brightness) when it has two
 * clearly different ones, each at least a tenth of it: dark sleeves on a light tee, a dark logo band. One class otherwise.
 */
function toneClasses(brightness: Mask, region: Mask): Mask[] {
  const histogram = new Float64Array(256);
  let total = 0;
  for (let pixel = 0; pixel < region.data.length; pixel++) {
    if (region.data[pixel] < 0.5) continue;
    histogram[min(255, max(0, round(brightness.data[pixel])))]++;
    total++;
  }
  if (total === 0) return [region];
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * histogram[level];
  let best = -1;
  let threshold = 0;
  let darkCount = 0;
  let darkSum = 0;
  for (let level = 0; level < 255; level++) {
    darkCount += histogram[level];
    darkSum += level * histogram[level];
    const lightCount = total - darkCount;
    if (darkCount === 0 || lightCount === 0) continue;
    const between = darkCount * lightCount * (darkSum / darkCount - (sum - darkSum) / lightCount) ** 2;
    if (between > best) [best, threshold] = [between, level];
  }
  let dark = 0;
  let darkTotal = 0;
  for (let level = 0; level <= threshold; level++)
    [dark, darkTotal] = [dark + histogram[level], darkTotal + level * histogram[level]];
  const light = total - dark;
  const apart = (sum - darkTotal) / max(1, light) / max(8, darkTotal / max(1, dark));
  if (dark < total * 0.1 || light < total * 0.1 || apart < SEPARATE_TONES) return [region];
  const below = (value: number, pixel: number) => (value >= 0.5 && brightness.data[pixel] <= threshold ? 1 : 0);
  const above = (value: number, pixel: number) => (value >= 0.5 && brightness.data[pixel] > threshold ? 1 : 0);
  return [mapMask(region, below), mapMask(region, above)];
}

/**
 * The person photo's light on the old garment, as a ratio around 1: folds and the body's roundness darken, highlights
 * lighten. Prints on the old garment are blurred away by measuring at a fold's scale, not a pixel's. An old garment of
 * two tones is measured within each tone: measured across both, dark sleeves and a dark logo band were shadows and
 * left grey blotches on a new white tee.
 */
export function shadingMap(person: RgbImage, oldGarment: Mask, shoulderWidth: number): Mask {
  const brightness = coarsePlanes(person).luma;
  const { width, height } = brightness;
  const region = resizeMask(oldGarment, width, height);
  const reach = shoulderWidth / COARSE_FACTOR;
  const ratio = createMask(width, height, 1);
  const classes = toneClasses(brightness, region);
  // Pixels beside the garment take the light of the tone nearest them. Small islands of one tone inside the other (a
  // logo's letters) are print, not light: measured against their own tone around, they showed as bright ovals.
  const nearest = new Float32Array(width * height);
  const broadWeights = classes.map((tone) => gaussianBlur(tone, reach * 0.4));
  const broadTotal =
    classes.length > 1
      ? broadWeights[0].data.map((value, pixel) => value + broadWeights[1].data[pixel])
      : broadWeights[0].data;
  for (const [index, tone] of classes.entries()) {
    const weighted = { ...brightness, data: brightness.data.map((value, index) => value * tone.data[index]) };
    const fineWeight = gaussianBlur(tone, reach * 0.06);
    const fine = gaussianBlur(weighted, reach * 0.06);
    const broadWeight = broadWeights[index];
    const broad = gaussianBlur(weighted, reach * 0.4);
    for (let pixel = 0; pixel < ratio.data.length; pixel++) {
      if (fineWeight.data[pixel] < 0.05 || broadWeight.data[pixel] < 0.05) continue;
      if (fineWeight.data[pixel] <= nearest[pixel]) continue;
      nearest[pixel] = fineWeight.data[pixel];
      if (broadWeight.data[pixel] < broadTotal[pixel] * 0.5) {
        ratio.data[pixel] = 1;
        continue;
      }
      const local = fine.data[pixel] / fineWeight.data[pixel];
      const around = broad.data[pixel] / broadWeight.data[pixel];
      // Dark fabric shows little light, so its ratios are mostly noise; trust them less.
      const trust = min(1, max(0.3, around / 70)) * min(1, fineWeight.data[pixel] * 2);
      const value = min(1.15, max(0.7, local / max(8, around)));
      ratio.data[pixel] = 1 + (value - 1) * trust;
    }
  }
  return resizeMask(ratio, person.width, person.height);
}

export interface CompositeInputs {
  person: RgbImage;
  fill: RgbImage;
  /** How much of each pixel is old garment that must be hidden. */
  uncovered: Mask;
  garment: WarpedGarment;
  /** How much of each pixel the new garment covers, after protection and feathering. */
  garmentAlpha: Mask;
  shading: Mask;
  shadingStrength: number;
  /** How much of the shading applies to the fill, per pixel; all of it when absent. */
  fillShading?: Mask;
}

export function composite(inputs: CompositeInputs): RgbImage {
  const { person, fill, uncovered, garment, garmentAlpha, shading } = inputs;
  const output: RgbImage = { width: person.width, height: person.height, data: new Uint8Array(person.data) };
  for (let pixel = 0; pixel < garmentAlpha.data.length; pixel++) {
    const hide = uncovered.data[pixel];
    const cover = garmentAlpha.data[pixel];
    if (hide <= 0 && cover <= 0) continue;
    const shade = 1 + (shading.data[pixel] - 1) * inputs.shadingStrength;
    const fillShade = inputs.fillShading ? 1 + (shade - 1) * inputs.fillShading.data[pixel] : shade;
    for (let channel = 0; channel < 3; channel++) {
      const index = pixel * 3 + channel;
      const base = person.data[index] * (1 - hide) + min(255, fill.data[index] * fillShade) * hide;
      const dressed = min(255, garment.color[index] * shade);
      output.data[index] = max(0, min(255, round(base * (1 - cover) + dressed * cover)));
    }
  }
  return output;
}
