/**
 * A person photo taken in dim light, or faded. The engine tells skin, the old garment and the backdrop apart by colour
 * differences measured in levels; at half the exposure, or with half the colour, a pink shirt passed for skin and stayed
 * beside a new tee in patches (see docs/tryon-engine.md, forty-first pass). Such a photo is tried on with its exposure
 * and its colour brought up to a well-lit photo's, and the result is given back the photo's own light and colour: the
 * new garment is then seen in the light the person was photographed in.
 */
import { max, min, round } from '../shared/numeric';
import { RgbImage } from '../shared/types';

/** A photo whose brightest pixels (see BRIGHT_SHARE) are darker than this is underexposed (fixtures: 235 and more). */
const DIM = 200;
/** ...and is brightened until they reach this. */
const EXPOSED = 235;
const BRIGHT_SHARE = 0.005;
/** A photo whose most colourful pixels (see COLOURFUL_SHARE) spread less than this over their channels is faded (fixtures: 60 and more)... */
const FADED = 50;
/** ...and its colours are strengthened until they spread this much, at most by MOST_SATURATION. */
const COLOURFUL = 90;
const COLOURFUL_SHARE = 0.01;
const MOST_SATURATION = 2.5;

export interface ToneRange {
  /** The photo with its exposure and colour brought up: what the try-on works on. */
  image: RgbImage;
  /** How much brighter and how much more colourful `image` is than the photo. */
  gain: number;
  saturation: number;
}

/** The level below which `share` of the values lie, from a histogram of 256 levels. */
function levelAbove(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  let level = 255;
  while (level > 0 && (seen += histogram[level]) < total * share) level--;
  return level;
}

/** The level of the brightest pixels (see BRIGHT_SHARE) and the spread of channels of the most colourful (COLOURFUL_SHARE). */
function measure(image: RgbImage): { bright: number; colourful: number } {
  const { data } = image;
  const brightness = new Uint32Array(256);
  const spread = new Uint32Array(256);
  let pixels = 0;
  for (let index = 0; index + 2 < data.length; index += 15) {
    const highest = max(data[index], max(data[index + 1], data[index + 2]));
    brightness[highest]++;
    spread[highest - min(data[index], min(data[index + 1], data[index + 2]))]++;
    pixels++;
  }
  return {
    bright: levelAbove(brightness, pixels, BRIGHT_SHARE),
    colourful: levelAbove(spread, pixels, COLOURFUL_SHARE),
  };
}

/** The photo brought up to a well-lit photo's exposure and colour, or undefined when it is one already. */
export function fullToneRange(image: RgbImage): ToneRange | undefined {
  const measured = measure(image);
  const gain = measured.bright < DIM ? EXPOSED / max(1, measured.bright) : 1;
  // Brightened, every channel's spread grows by the same gain.
  const colourful = measured.colourful * gain;
  const saturation = colourful < FADED ? min(MOST_SATURATION, COLOURFUL / max(1, colourful)) : 1;
  if (gain === 1 && saturation === 1) return undefined;
  const { width, height, data } = image;
  const output = new Uint8Array(data.length);
  for (let index = 0; index < data.length; index += 3) {
    const mean = ((data[index] + data[index + 1] + data[index + 2]) / 3) * gain;
    for (let channel = 0; channel < 3; channel++) {
      const value = mean + (data[index + channel] * gain - mean) * saturation;
      output[index + channel] = min(255, max(0, round(value)));
    }
  }
  return { image: { width, height, data: output }, gain, saturation };
}

/**
 * The try-on's result given back the photo's own exposure and colour: `photographed` where the result left the brought-up
 * photo unchanged, and every changed pixel taken back through the same gain and saturation.
 */
export function backToPhotographedTone(
  result: RgbImage,
  range: ToneRange,
  analysed: RgbImage,
  photographed: RgbImage,
): RgbImage {
  const { gain, saturation } = range;
  const output = new Uint8Array(photographed.data);
  const { data } = result;
  for (let index = 0; index < data.length; index += 3) {
    const unchanged =
      data[index] === analysed.data[index] &&
      data[index + 1] === analysed.data[index + 1] &&
      data[index + 2] === analysed.data[index + 2];
    if (unchanged) continue;
    const mean = (data[index] + data[index + 1] + data[index + 2]) / 3;
    for (let channel = 0; channel < 3; channel++) {
      const value = (mean + (data[index + channel] - mean) / saturation) / gain;
      output[index + channel] = min(255, max(0, round(value)));
    }
  }
  return { ...result, data: output };
}
