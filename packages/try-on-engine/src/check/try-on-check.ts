import { LeftoverInput, oldGarmentLeftover } from '../person/old-garment-leftovers';
import { expectedArea } from '../person/covered-area';
import type { RenderReasons } from '../render/compose';
import { max } from '../shared/numeric';
import { insideWithout, maskArea, unionMasks } from '../shared/raster';
import { StageConfidence } from '../shared/stage-result';
import { Mask } from '../shared/types';
import { measureImage } from './image-measures';
import { checkResult, measureResult, ResultCheckInput, ResultMeasures, resultConfidence } from './result-check';

/** What the check reads of the stages beside the finished image. */
export interface TryOnCheckInput extends Omit<ResultCheckInput, 'shade' | 'leftover'> {
  /** The photo's light on the old garment, and how much of it the new garment takes (see compositing.ts). */
  shading: Mask;
  shadingStrength: number;
  /** The old garment's leftovers as they were looked for on the person photo. */
  leftoverInput: LeftoverInput;
  oldGarment: Mask;
  leftover: Mask;
  /** How sure the render is, and what it repainted (see compose.ts). */
  render: StageConfidence<RenderReasons>;
  /** The old garment's outer shoulders a sleeved garment covers (see shoulder-zones.ts). */
  shoulders?: Mask;
  garment: { strapsEnd?: number };
  /** What is repainted, before it is softened (see repainted-area.ts). */
  repaintedHard: Mask;
  /** Where the garment's shoulder line and hem were placed (see fit-garment.ts). */
  placedRows?: { shoulder: number; hem: number };
}

/** Measures the finished try-on: the check's measures are its reasons, and its confidence how far inside the limits. */
export function measureTryOn(input: TryOnCheckInput): StageConfidence<ResultMeasures> {
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
  measures.oldGarmentRepainted = input.render.reasons.oldGarmentRepainted;
  measures.paintedBody = input.render.reasons.paintedBody;
  measures.shouldersBare = shoulders
    ? maskArea(insideWithout(shoulders, input.newCoverage)) / max(1, expectedArea(body, category))
    : 0;
  Object.assign(measures, measureImage(input));
  return resultConfidence(measures, input.garment);
}

/** Refuses the try-on (`result_check_failed`) when one of the check's measures is out of bounds. */
export function refuseWrongResult(check: StageConfidence<ResultMeasures>, garment: { strapsEnd?: number }): void {
  checkResult(check.reasons, garment);
}
