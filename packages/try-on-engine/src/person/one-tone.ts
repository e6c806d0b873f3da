/**
 * A person photo in black and white, or in one tone (sepia, a brown or a blue filter). The engine tells skin, the old
 * garment, the trousers and the backdrop apart by their colours. In grey, a black-and-white photo's jeans passed for the
 * old top and a new tee was drawn down to the thighs; in sepia, a pink shirt had the skin's colour and stayed beside the
 * new tee (see docs/tryon-engine.md, fortieth and forty-first passes). Such a photo is refused: a new garment's colours
 * on a person in one tone would be no try-on anyway.
 */
import { abs, floor, max, min } from '../shared/numeric';
import { Mask, RgbImage } from '../shared/types';

/** A pixel whose channels spread over no more than this many levels is grey; JPEG's noise on grey stays below. */
const GREY_SPREAD = 12;
/** A photo with less than this share of pixels that are not grey is in black and white (colour fixtures: 6.5 % and more). */
const SMALLEST_COLOURED_SHARE = 0.01;
/** Pixels at least this bright are grey only in a photo not toned: sepia spreads them over 23 levels or more. */
const TONED_FROM = 64;
/** A photo with at least this share of its bright pixels grey has a grey of its own: it is not toned (fixtures: 1 % and more). */
const TONED_GREY_SHARE = 0.005;
/** A pixel more than this many levels from the median colour of the person's pixels as bright as it has a colour of its own. */
const OWN_COLOUR = 12;
/** A person with less than this share of such pixels is in one tone (colour fixtures: 5.8 % and more, sepia: 1 % at most). */
const SMALLEST_OWN_COLOUR_SHARE = 0.025;
const BRIGHTNESS_BINS = 32;
const BIN_WIDTH = 256 / BRIGHTNESS_BINS;
/** Every tenth pixel is plenty for shares of a percent. */
const STEP = 30;

/** The share of the photo's pixels with a colour, and of its bright pixels that are grey. */
function greyShares(image: RgbImage): { coloured: number; brightGrey: number } {
  const { data } = image;
  let pixels = 0;
  let coloured = 0;
  let bright = 0;
  let brightGrey = 0;
  for (let index = 0; index + 2 < data.length; index += STEP) {
    const highest = max(data[index], max(data[index + 1], data[index + 2]));
    const grey = highest - min(data[index], min(data[index + 1], data[index + 2])) <= GREY_SPREAD;
    pixels++;
    if (!grey) coloured++;
    if (highest < TONED_FROM) continue;
    bright++;
    if (grey) brightGrey++;
  }
  return { coloured: coloured / max(1, pixels), brightGrey: brightGrey / max(1, bright) };
}

/**
 * The share of the person's pixels with a colour of their own: further than OWN_COLOUR from the median colour of the
 * person's pixels as bright as they are. In one tone, every brightness has one colour.
 */
function ownColourShare(image: RgbImage, person: Mask): number {
  const { data } = image;
  const binOf = (index: number) =>
    min(BRIGHTNESS_BINS - 1, floor((data[index] + data[index + 1] + data[index + 2]) / (3 * BIN_WIDTH)));
  const samples: number[] = [];
  for (let index = 0; index + 2 < data.length; index += STEP) if (person.data[index / 3] > 0.5) samples.push(index);
  const histograms = new Uint32Array(BRIGHTNESS_BINS * 3 * 256);
  const counts = new Uint32Array(BRIGHTNESS_BINS);
  for (const index of samples) {
    const bin = binOf(index);
    counts[bin]++;
    for (let channel = 0; channel < 3; channel++) histograms[(bin * 3 + channel) * 256 + data[index + channel]]++;
  }
  const medians = new Uint8Array(BRIGHTNESS_BINS * 3);
  for (let bin = 0; bin < BRIGHTNESS_BINS; bin++) {
    for (let channel = 0; channel < 3; channel++) {
      const offset = (bin * 3 + channel) * 256;
      let seen = 0;
      let level = 0;
      while (level < 255 && (seen += histograms[offset + level]) * 2 < counts[bin]) level++;
      medians[bin * 3 + channel] = level;
    }
  }
  let own = 0;
  for (const index of samples) {
    const bin = binOf(index);
    let deviation = 0;
    for (let channel = 0; channel < 3; channel++)
      deviation = max(deviation, abs(data[index + channel] - medians[bin * 3 + channel]));
    if (deviation > OWN_COLOUR) own++;
  }
  return own / max(1, samples.length);
}

/**
 * Whether the photo is in black and white (hardly a pixel with a colour) or in one tone: no grey among its bright pixels
 * and one colour at each brightness of the person. Both, not the person's colours alone: the skin of a person in a black
 * dress is the only colour at its brightness, but the wall behind her is grey; in sepia the wall is toned too.
 */
export function inOneTone(image: RgbImage, person: Mask): boolean {
  const { coloured, brightGrey } = greyShares(image);
  if (coloured < SMALLEST_COLOURED_SHARE) return true;
  return brightGrey < TONED_GREY_SHARE && ownColourShare(image, person) < SMALLEST_OWN_COLOUR_SHARE;
}
