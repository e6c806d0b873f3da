import { LeftoverInput, oldGarmentLeftover } from '../person/old-garment-leftovers';
import { max } from '../shared/numeric';
import { insideWithout, maskArea, unionMasks } from '../shared/raster';
import { Mask } from '../shared/types';
import { expectedArea } from '../person/covered-area';
import { checkResult, measureResult, ResultCheckInput, ResultMeasures } from './result-check';

/** What the check reads of the stages beside the finished image. */
export interface TryOnCheckInput extends Omit<ResultCheckInput, 'shade' | 'leftover'> {
  /** The photo's light on the old garment, and how much of it the new garment takes (see compositing.ts). */
  shading: Mask;
  shadingStrength: number;
  /** The old garment's leftovers as they were looked for on the person photo. */
  leftoverInput: LeftoverInput;
  oldGarment: Mask;
  leftover: Mask;
  /** Painted body over the area the category covers. */
  paintedBody: number;
  /** The old garment's outer shoulders a sleeved garment covers (see shoulder-zones.ts). */
  shoulders?: Mask;
  garment: { strapsEnd?: number };
}

/** Measures the finished try-on and refuses it (`result_check_failed`) when a measure is out of bounds. */
export function checkTryOn(input: TryOnCheckInput): ResultMeasures {
  const { shading, shadingStrength, leftoverInput, oldGarment, leftover, shoulders, body, category } = input;
  const shadeAt = (pixel: number) => 1 + (shading.data[pixel] - 1) * shadingStrength;
  // Leftovers are looked for again on the result: what still shows in the old garment's colours beside the new one.
  const leftoverAfter = oldGarmentLeftover({
    ...leftoverInput,
    image: input.result,
    oldGarment: unionMasks(oldGarment, leftover),
  });
  const measures = measureResult({
    person: input.person,
    result: input.result,
    reach: input.reach,
    newCoverage: input.newCoverage,
    garmentAlpha: input.garmentAlpha,
    garmentPixels: input.garmentPixels,
    shade: shadeAt,
    category,
    body,
    leftover: leftoverAfter,
  });
  measures.oldGarmentRepainted = maskArea(leftover) / max(1, expectedArea(body, category));
  measures.paintedBody = input.paintedBody;
  measures.shouldersBare = shoulders
    ? maskArea(insideWithout(shoulders, input.newCoverage)) / max(1, expectedArea(body, category))
    : 0;
  checkResult(measures, input.garment);
  return measures;
}
