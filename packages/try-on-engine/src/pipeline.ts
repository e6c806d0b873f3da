/**
 * The try-on, stage by stage (see docs/tryon-engine.md): the person and the garment photos are analysed side by side,
 * the garment is fitted to the person's body, what it replaces is repainted, and the result is checked before it is
 * returned. Each stage lives in its own folder; this file only passes their results on.
 */
import { measureTryOn, refuseWrongResult } from './check/try-on-check';
import { ResultMeasures } from './check/result-check';
import { refuseUnlikelyResult, resultScore } from './check/result-score';
import { placeGarment, refuseArmsFoldedOverBareBody, warpOntoPerson } from './fit/fit-garment';
import { Networks } from './person/networks';
import { framePerson, PersonFrame, startLocatingOldGarment } from './person/person-frame';
import { backToPhotographedTone, ToneRange } from './person/tone-range';
import { analysePhotos, TryOnInput } from './photos';
import { repaintedBody } from './render/body-pixels';
import { compose, renderConfidence, SHADING_STRENGTH } from './render/compose';
import { garmentCoverage } from './render/garment-coverage';
import { backAtOriginalSize } from './render/original-size';
import { repaintedArea } from './render/repainted-area';
import { replacedRegions } from './render/replaced-regions';
import { encodePng } from './shared/image-io';
import { cropImage, uncropImage, uncropMask } from './shared/person-box';
import { unionMasks } from './shared/raster';
import { TryOnEngineError } from './shared/errors';
import { StageClock } from './shared/stage-clock';
import { confidenceOf, StageConfidence, StageConfidences, StageName } from './shared/stage-result';
import { GarmentCategory, Mask, RgbImage } from './shared/types';

export interface TryOnDetails {
  /** The result at the person photo's size. */
  image: RgbImage;
  png: Buffer;
  category: GarmentCategory;
  detectedCategory?: GarmentCategory;
  /** Where the engine may change pixels (old garment and new garment), at the person photo's size. */
  targetRegion: Mask;
  /** Where the new garment is drawn, at the person photo's size. */
  coverage: Mask;
  /** Feet and shoes below the ankles, which stay as photographed under a dress or bottom, at the person photo's size. */
  feet?: Mask;
  person: RgbImage;
  /** The self-check's measures (the image is only returned when they pass). */
  measures: ResultMeasures;
  /** How sure each stage was, and why (see stage-result.ts). */
  stages: StageConfidences;
  timings: Record<string, number>;
}

/**
 * Runs the stages; a refusal carries the confidences of the stages that ran before it, so that a refused pair can be
 * compared with a produced one.
 */
export async function runTryOn(networks: Networks, input: TryOnInput): Promise<TryOnDetails> {
  const stages: Partial<StageConfidences> = {};
  try {
    return await tryOn(networks, input, stages);
  } catch (error) {
    if (error instanceof TryOnEngineError) error.stages = stages;
    throw error;
  }
}

async function tryOn(networks: Networks, input: TryOnInput, stages: Partial<StageConfidences>): Promise<TryOnDetails> {
  const clock = new StageClock();
  const noted = <Result extends StageConfidence>(stage: StageName, result: Result): Result => {
    stages[stage] = confidenceOf(result);
    return result;
  };
  // Person and garment: analysed side by side, each refusing a photo it cannot use.
  const photos = await analysePhotos(networks, input, clock);
  const garment = noted('garment', photos.garment).data;
  const { category } = garment;
  clock.lap('person and garment');

  // From here on the try-on works on the person's box: nothing beyond it changes.
  const { personAnalysis, pose, upperBody } = photos;
  const frame = noted(
    'person',
    framePerson(photos.analysed, photos.working, personAnalysis, pose, upperBody, category),
  ).data;
  // Fit: the garment's landmarks placed on the body. The old garment is located on the networks' thread meanwhile.
  const placement = placeGarment(garment, frame.body);
  const { located } = await startLocatingOldGarment(networks, frame, category);
  const fitted = noted('fit', warpOntoPerson(garment, placement, frame)).data;
  clock.lap('fit');

  // What the new garment replaces: the old garment's regions read against the fitted garment.
  const regions = replacedRegions(await located, frame, garment, fitted);
  clock.lap('regions');

  // Render: where the garment is drawn, what of the old one is repainted, and as what (body or backdrop).
  const coverage = garmentCoverage(frame, garment, fitted, regions);
  const repainted = repaintedArea(frame, category, regions, coverage, fitted);
  const onBody = repaintedBody(frame, regions, coverage, repainted);
  const render = noted('render', renderConfidence(frame, category, repainted, onBody));
  refuseArmsFoldedOverBareBody(frame.body, category, render.reasons.paintedBody);
  const { result, shading } = compose(frame, category, { fitted, regions, coverage, repainted }, onBody);
  clock.lap('composite');

  // Check: the finished image measured, and refused when it would look wrong.
  const check = noted(
    'check',
    measureTryOn({
      person: frame.person,
      result,
      reach: coverage.reach,
      newCoverage: coverage.newCoverage,
      garmentAlpha: coverage.garmentAlpha,
      garmentPixels: fitted.warped.color,
      category,
      body: frame.body,
      shading,
      shadingStrength: SHADING_STRENGTH,
      leftoverInput: repainted.leftoverInput,
      oldGarment: regions.oldGarment,
      leftover: repainted.leftover,
      render,
      shoulders: regions.shoulders,
      garment: garment.landmarks,
      repaintedHard: repainted.uncoveredHard,
      placedRows: fitted.placedRows,
    }),
  );
  refuseWrongResult(check, garment.landmarks);
  // The calibrated score reads every stage's measures: noted in the check's reasons before it may refuse.
  check.reasons.score = resultScore(stages);
  refuseUnlikelyResult(stages, check.reasons.score);
  clock.lap('check');

  const changed = { oldGarment: regions.oldGarment, leftover: repainted.leftover, armsPainted: regions.armsPainted };
  const atPhotoSize = await backToPhoto(photos, frame, result, changed, coverage.newCoverage, regions.feet);
  const png = await encodePng(atPhotoSize.image);
  clock.lap('encode');
  return {
    ...atPhotoSize,
    png,
    category,
    detectedCategory: garment.detectedCategory,
    person: photos.original,
    measures: check.reasons,
    stages: stages as StageConfidences,
    timings: clock.finish(),
  };
}

/** The result back in the whole photo, at its size and in its tones, with the regions the engine worked on. */
async function backToPhoto(
  photos: { original: RgbImage; working: RgbImage; toneRange?: ToneRange },
  frame: PersonFrame,
  result: RgbImage,
  changed: { oldGarment: Mask; leftover: Mask; armsPainted?: Mask },
  newCoverage: Mask,
  feet: Mask | undefined,
) {
  const { original, working, toneRange } = photos;
  const { box, person } = frame;
  const whole = (mask: Mask) => uncropMask(mask, box, working.width, working.height);
  const photographed = toneRange ? backToPhotographedTone(result, toneRange, person, cropImage(working, box)) : result;
  const { oldGarment, leftover, armsPainted } = changed;
  return backAtOriginalSize(original, uncropImage(working, photographed, box), {
    // The revealed arms are painted down past the old sleeves' hems on purpose (see `uncoverRevealedArms`).
    targetRegion: whole(
      unionMasks(unionMasks(oldGarment, leftover), armsPainted ? unionMasks(newCoverage, armsPainted) : newCoverage),
    ),
    coverage: whole(newCoverage),
    feet: feet ? whole(feet) : undefined,
  });
}
