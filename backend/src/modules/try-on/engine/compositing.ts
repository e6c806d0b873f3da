import { createMask, gaussianBlur, resizeMask } from './raster';
import { Mask, RgbImage } from './types';
import { WarpedGarment } from './warp';
import { max, min, round } from './numeric';

/** Fills and shading vary slowly, so they are computed at a quarter of the photo's size. */
const COARSE_FACTOR = 4;

function luma(image: RgbImage, pixel: number): number {
  return 0.299 * image.data[pixel * 3] + 0.587 * image.data[pixel * 3 + 1] + 0.114 * image.data[pixel * 3 + 2];
}

function shrinkChannel(image: RgbImage, channel: number | 'luma', width: number, height: number): Mask {
  const full = createMask(image.width, image.height);
  for (let pixel = 0; pixel < full.data.length; pixel++) full.data[pixel] = channel === 'luma' ? luma(image, pixel) : image.data[pixel * 3 + channel];
  return resizeMask(full, width, height);
}

/**
 * Normalised convolution: spreads the colours of `known` pixels into the unknown ones, trying a small reach first and
 * larger ones where nothing is known nearby. Returns coarse RGB planes.
 */
function spreadColours(channels: Mask[], known: Mask, sigmas: number[]): Mask[] {
  const results = channels.map((channel) => createMask(channel.width, channel.height));
  const settled = new Float32Array(known.data.length);
  for (const sigma of sigmas) {
    const weight = gaussianBlur(known, sigma);
    const blurred = channels.map((channel) => gaussianBlur({ ...channel, data: channel.data.map((value, index) => value * known.data[index]) }, sigma));
    for (let pixel = 0; pixel < known.data.length; pixel++) {
      if (settled[pixel] >= 1 || weight.data[pixel] < 1e-3) continue;
      const take = min(1 - settled[pixel], min(1, weight.data[pixel] * 4));
      for (let channel = 0; channel < channels.length; channel++) {
        results[channel].data[pixel] += (blurred[channel].data[pixel] / weight.data[pixel]) * take;
      }
      settled[pixel] += take;
    }
  }
  return results.map((result) => ({ ...result, data: result.data.map((value, pixel) => (settled[pixel] > 0 ? value / settled[pixel] : value)) }));
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

/** Plausible content for where the old garment no longer shows: the neighbouring skin on the body, background elsewhere. */
export function fillUncovered(inputs: FillInputs): RgbImage {
  const { person } = inputs;
  const width = max(1, round(person.width / COARSE_FACTOR));
  const height = max(1, round(person.height / COARSE_FACTOR));
  const channels = [0, 1, 2].map((channel) => shrinkChannel(person, channel, width, height));
  const reach = inputs.shoulderWidth / COARSE_FACTOR;
  const skinKnown = resizeMask(inputs.knownSkin, width, height);
  const backgroundKnown = resizeMask(inputs.knownBackground, width, height);
  const skin = spreadColours(channels, skinKnown, [reach * 0.08, reach * 0.3, reach * 1.2]);
  const background = spreadColours(channels, backgroundKnown, [reach * 0.05, reach * 0.25, reach]);
  const skinReached = gaussianBlur(skinKnown, reach * 1.2);
  const garmentKnown = inputs.knownGarment ? resizeMask(inputs.knownGarment, width, height) : undefined;
  const garmentFill = garmentKnown ? spreadColours(channels, garmentKnown, [reach * 0.05, reach * 0.25, reach]).map((plane) => resizeMask(plane, person.width, person.height)) : undefined;
  const onBody = inputs.onBody;
  const output: RgbImage = { width: person.width, height: person.height, data: new Uint8Array(person.width * person.height * 3) };
  const upscale = (plane: Mask) => resizeMask(plane, person.width, person.height);
  const skinFull = skin.map(upscale);
  const backgroundFull = background.map(upscale);
  const reachedFull = upscale(skinReached);
  for (let pixel = 0; pixel < onBody.data.length; pixel++) {
    const bodyWeight = onBody.data[pixel];
    const confidence = min(1, reachedFull.data[pixel] * 20);
    const underWeight = garmentFill && inputs.underGarment ? inputs.underGarment.data[pixel] : 0;
    for (let channel = 0; channel < 3; channel++) {
      const skinValue = skinFull[channel].data[pixel] * confidence + inputs.fallbackSkin[channel] * (1 - confidence);
      const uncovered = skinValue * bodyWeight + backgroundFull[channel].data[pixel] * (1 - bodyWeight);
      const value = garmentFill ? uncovered * (1 - underWeight) + garmentFill[channel].data[pixel] * underWeight : uncovered;
      output.data[pixel * 3 + channel] = max(0, min(255, round(value)));
    }
  }
  return output;
}

/**
 * The person photo's light on the old garment, as a ratio around 1: folds and the body's roundness darken, highlights
 * lighten. Prints on the old garment are blurred away by measuring at a fold's scale, not a pixel's.
 */
export function shadingMap(person: RgbImage, oldGarment: Mask, shoulderWidth: number): Mask {
  const width = max(1, round(person.width / COARSE_FACTOR));
  const height = max(1, round(person.height / COARSE_FACTOR));
  const brightness = shrinkChannel(person, 'luma', width, height);
  const region = resizeMask(oldGarment, width, height);
  const reach = shoulderWidth / COARSE_FACTOR;
  const weighted = { ...brightness, data: brightness.data.map((value, index) => value * region.data[index]) };
  const fineWeight = gaussianBlur(region, reach * 0.06);
  const fine = gaussianBlur(weighted, reach * 0.06);
  const broadWeight = gaussianBlur(region, reach * 0.4);
  const broad = gaussianBlur(weighted, reach * 0.4);
  const ratio = createMask(width, height, 1);
  for (let pixel = 0; pixel < ratio.data.length; pixel++) {
    if (fineWeight.data[pixel] < 0.05 || broadWeight.data[pixel] < 0.05) continue;
    const local = fine.data[pixel] / fineWeight.data[pixel];
    const around = broad.data[pixel] / broadWeight.data[pixel];
    // Dark fabric shows little light, so its ratios are mostly noise; trust them less.
    const trust = min(1, max(0.3, around / 70)) * min(1, fineWeight.data[pixel] * 2);
    const value = min(1.15, max(0.7, local / max(8, around)));
    ratio.data[pixel] = 1 + (value - 1) * trust;
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
}

export function composite(inputs: CompositeInputs): RgbImage {
  const { person, fill, uncovered, garment, garmentAlpha, shading } = inputs;
  const output: RgbImage = { width: person.width, height: person.height, data: new Uint8Array(person.data) };
  for (let pixel = 0; pixel < garmentAlpha.data.length; pixel++) {
    const hide = uncovered.data[pixel];
    const cover = garmentAlpha.data[pixel];
    if (hide <= 0 && cover <= 0) continue;
    const shade = 1 + (shading.data[pixel] - 1) * inputs.shadingStrength;
    for (let channel = 0; channel < 3; channel++) {
      const index = pixel * 3 + channel;
      const base = person.data[index] * (1 - hide) + min(255, fill.data[index] * shade) * hide;
      const dressed = min(255, garment.color[index] * shade);
      output.data[index] = max(0, min(255, round(base * (1 - cover) + dressed * cover)));
    }
  }
  return output;
}
