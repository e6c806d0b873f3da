import { Body } from './body';
import { TryOnEngineError } from './errors';
import { distance, midpoint } from './geometry';
import { dilate, threshold } from './raster';
import { GarmentCategory, Mask, RgbImage } from './types';
import { abs, max, round } from './numeric';

/** The engine's own measures of a finished image; a wrong image is refused rather than shown. */
export interface ResultMeasures {
  /** Area the new garment covers over the area of the body part its category should cover. */
  coverage: number;
  /** Pixels changed outside the person's outline and the garment's reach, over that same body area. */
  changedOutside: number;
  /** Distance between the garment photo's mean colour and the placed garment's, in 0–255 RGB units. */
  colourShift: number;
}

export interface ResultCheckInput {
  person: RgbImage;
  result: RgbImage;
  personMask: Mask;
  /** Where the new garment is drawn (0 or 1). */
  newCoverage: Mask;
  /** Where the new garment is drawn fully opaque, for its colour. */
  garmentAlpha: Mask;
  garmentColour: [number, number, number];
  category: GarmentCategory;
  body: Body;
}

/** Bounds of a right image, measured on the fixture photos and their variants (see docs/tryon-engine.md). */
export const RESULT_LIMITS = { smallestCoverage: 0.3, largestCoverage: 3.2, changedOutside: 0.12, colourShift: 60 };
/** A pixel that moved less than this (0–255, summed over channels) is taken as unchanged. */
const CHANGE_LEVEL = 30;

/** The area the category covers on this body: shoulders to hips for a top, to the knees for a dress, hips down for a bottom. */
export function expectedArea(body: Body, category: GarmentCategory): number {
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const hips = midpoint(body.hipLeft, body.hipRight);
  const knees = midpoint(body.legLeft.middle, body.legRight.middle);
  const torso = distance(shoulders, hips);
  const legs = distance(hips, knees);
  if (category === 'top') return body.shoulderWidth * torso;
  if (category === 'dress') return body.shoulderWidth * (torso + legs);
  return body.shoulderWidth * 0.8 * (legs * 2);
}

export function measureResult(input: ResultCheckInput): ResultMeasures {
  const { person, result, personMask, newCoverage, garmentAlpha, body } = input;
  const area = max(1, expectedArea(body, input.category));
  let covered = 0;
  for (let pixel = 0; pixel < newCoverage.data.length; pixel++) covered += newCoverage.data[pixel] > 0.5 ? 1 : 0;
  const reach = dilate(threshold(personMask, 0.5), round(body.shoulderWidth * 0.12));
  let changedOutside = 0;
  const placed = [0, 0, 0];
  let placedCount = 0;
  for (let pixel = 0; pixel < person.width * person.height; pixel++) {
    const index = pixel * 3;
    if (reach.data[pixel] < 0.5) {
      const change =
        abs(result.data[index] - person.data[index]) +
        abs(result.data[index + 1] - person.data[index + 1]) +
        abs(result.data[index + 2] - person.data[index + 2]);
      if (change > CHANGE_LEVEL) changedOutside++;
    }
    if (garmentAlpha.data[pixel] > 0.9) {
      for (let channel = 0; channel < 3; channel++) placed[channel] += result.data[index + channel];
      placedCount++;
    }
  }
  const colourShift =
    placedCount === 0
      ? Infinity
      : Math.hypot(...placed.map((sum, channel) => sum / placedCount - input.garmentColour[channel]));
  return { coverage: covered / area, changedOutside: changedOutside / area, colourShift };
}

/** Refuses with a plain message when the measures say the image would look wrong. */
export function checkResult(measures: ResultMeasures): void {
  if (measures.coverage < RESULT_LIMITS.smallestCoverage) {
    throw new TryOnEngineError(
      'result_check_failed',
      'Only part of the garment could be found and placed, so we stopped rather than show a wrong picture. Please use a photo of the whole garment on a plain background.',
    );
  }
  if (measures.coverage > RESULT_LIMITS.largestCoverage || measures.changedOutside > RESULT_LIMITS.changedOutside) {
    throw new TryOnEngineError(
      'result_check_failed',
      'The garment came out far larger than your body, so we stopped rather than show a wrong picture. Please use a photo of the garment alone, flat on a plain background.',
    );
  }
  if (measures.colourShift > RESULT_LIMITS.colourShift) {
    throw new TryOnEngineError(
      'result_check_failed',
      "The garment's colours came out wrong on your photo, so we stopped rather than show a wrong picture. Please try a photo in even light.",
    );
  }
}
