import { Body } from '../person/body';
import { TryOnEngineError } from '../shared/errors';
import { expectedArea } from '../person/covered-area';
import { confident, StageConfidence, sureness } from '../shared/stage-result';
import { GarmentCategory, Mask, RgbImage } from '../shared/types';
import { abs, max } from '../shared/numeric';
import type { ImageMeasures } from './image-measures';

/** The engine's own measures of a finished image; a wrong image is refused rather than shown. */
export type ResultMeasures = {
  /** Area the new garment covers over the area of the body part its category should cover. */
  coverage: number;
  /** Pixels changed outside the person's outline and the garment's reach, over that same body area. */
  changedOutside: number;
  /**
   * Distance, in 0–255 RGB units, between the mean colour of the garment as placed, with the person photo's light
   * taken back out, and the mean colour of the same garment pixels in the garment photo.
   */
  colourShift: number;
  /**
   * Pixels of the old garment's colours left showing next to the new garment (within the old garment's reach on the
   * body, outside the new garment), over the area the category covers.
   */
  oldGarmentLeft: number;
  /** Leftovers of the old garment found before compositing and repainted, over the same area (for the benchmark). */
  oldGarmentRepainted?: number;
  /** Skin painted where the old garment was, over the same area (for the benchmark, and folded arms: see pipeline.ts). */
  paintedBody?: number;
  /**
   * The old garment's outer shoulders, on the sides where the new garment has a sleeve, left uncovered by it, over the
   * same area (for the benchmark and the tests): a sleeve that does not reach up to the shoulder leaves them bare.
   */
  shouldersBare?: number;
  /** The calibrated score of the image (result-score.ts): the chance, 0 to 1, that a person would call it right. */
  score?: number;
} & Partial<ImageMeasures>;

export interface ResultCheckInput {
  person: RgbImage;
  result: RgbImage;
  /** The person's outline and the garment's reach beyond it (see pipeline.ts): nothing outside it should change. */
  reach: Mask;
  /** Where the new garment is drawn (0 or 1). */
  newCoverage: Mask;
  /** Where the new garment is drawn fully opaque, for its colour. */
  garmentAlpha: Mask;
  /** The garment photo's pixels warped onto the person (RGB, person size): what each placed pixel was in the photo. */
  garmentPixels: ArrayLike<number>;
  /** The light factor applied to each placed pixel (1 = as photographed). */
  shade: (pixel: number) => number;
  category: GarmentCategory;
  body: Body;
  /** The old garment's pixels on the person photo and those that may hold its colours (see `oldGarmentLeftover`). */
  leftover?: Mask;
}

/** Bounds of a right image, measured on the fixture photos and their variants (see docs/tryon-engine.md). */
export const RESULT_LIMITS = {
  smallestCoverage: 0.3,
  /**
   * A top hanging from two thin straps may be cut to its cups (a bralette): it covers a fifth of the torso. A fragment
   * of a garment shows no straps above a body.
   */
  smallestStrappedCoverage: 0.15,
  largestCoverage: 3.2,
  changedOutside: 0.12,
  colourShift: 40,
  oldGarmentLeft: 0.08,
};
/** Measures well inside the limits above: a result there is one the check is sure of. */
const SURE_LIMITS = { coverage: 2, largestCoverage: 2, changedOutside: 0.03, colourShift: 15, oldGarmentLeft: 0.02 };

/** How sure the check is of a result: how far inside the limits its least safe measure lies. */
export function resultConfidence(
  measures: ResultMeasures,
  garment: { strapsEnd?: number } = {},
): StageConfidence<ResultMeasures> {
  const smallest =
    garment.strapsEnd !== undefined ? RESULT_LIMITS.smallestStrappedCoverage : RESULT_LIMITS.smallestCoverage;
  return confident(measures, [
    sureness(measures.coverage, smallest, smallest * SURE_LIMITS.coverage),
    sureness(measures.coverage, RESULT_LIMITS.largestCoverage, SURE_LIMITS.largestCoverage),
    sureness(measures.changedOutside, RESULT_LIMITS.changedOutside, SURE_LIMITS.changedOutside),
    sureness(measures.colourShift, RESULT_LIMITS.colourShift, SURE_LIMITS.colourShift),
    sureness(measures.oldGarmentLeft, RESULT_LIMITS.oldGarmentLeft, SURE_LIMITS.oldGarmentLeft),
  ]);
}

/** A pixel that moved less than this (0–255, summed over channels) is taken as unchanged. */
const CHANGE_LEVEL = 30;

export function measureResult(input: ResultCheckInput): ResultMeasures {
  const { person, result, reach, newCoverage, garmentAlpha, body } = input;
  const area = max(1, expectedArea(body, input.category));
  let covered = 0;
  for (let pixel = 0; pixel < newCoverage.data.length; pixel++) covered += newCoverage.data[pixel] > 0.5 ? 1 : 0;
  let changedOutside = 0;
  const placed = [0, 0, 0];
  const photographed = [0, 0, 0];
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
      const shade = max(0.2, input.shade(pixel));
      for (let channel = 0; channel < 3; channel++) {
        placed[channel] += result.data[index + channel] / shade;
        photographed[channel] += input.garmentPixels[index + channel];
      }
      placedCount++;
    }
  }
  const colourShift =
    placedCount === 0
      ? Infinity
      : Math.hypot(...placed.map((sum, channel) => (sum - photographed[channel]) / placedCount));
  let left = 0;
  if (input.leftover)
    for (let pixel = 0; pixel < input.leftover.data.length; pixel++) if (input.leftover.data[pixel] > 0.5) left++;
  return { coverage: covered / area, changedOutside: changedOutside / area, colourShift, oldGarmentLeft: left / area };
}

/**
 * Refuses with a plain message when the measures say the image would look wrong. `garment.strapsEnd`: the garment
 * hangs from two thin straps.
 */
export function checkResult(measures: ResultMeasures, garment: { strapsEnd?: number } = {}): void {
  const smallestCoverage =
    garment.strapsEnd !== undefined ? RESULT_LIMITS.smallestStrappedCoverage : RESULT_LIMITS.smallestCoverage;
  if (measures.coverage < smallestCoverage) {
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
  if (measures.oldGarmentLeft > RESULT_LIMITS.oldGarmentLeft) {
    throw new TryOnEngineError(
      'result_check_failed',
      'Part of the clothes you are wearing would still show beside the new garment, so we stopped rather than show a wrong picture. Please try a photo in a plain, close-fitting top.',
    );
  }
  if (measures.colourShift > RESULT_LIMITS.colourShift) {
    throw new TryOnEngineError(
      'result_check_failed',
      "The garment's colours came out wrong on your photo, so we stopped rather than show a wrong picture. Please try a photo in even light.",
    );
  }
}
