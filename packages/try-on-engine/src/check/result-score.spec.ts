import { TryOnEngineError } from '../shared/errors';
import type { StageConfidences } from '../shared/stage-result';
import type { Mask, RgbImage } from '../shared/types';
import { measureImage } from './image-measures';
import { featureValue, refuseUnlikelyResult, resultScore, ScoreWeights } from './result-score';
import { RESULT_SCORE_WEIGHTS } from './result-score-weights';

const stages: Partial<StageConfidences> = {
  person: { confidence: 0.9, reasons: { poseScore: 0.8 } },
  fit: { confidence: 1, reasons: { sizeToBody: 2 } },
  check: { confidence: 1, reasons: { coverage: 1, flatShare: 0.9, paintedStraightEdges: 0.1 } },
};

const weights: ScoreWeights = {
  bias: 1,
  threshold: 0.5,
  features: [
    { name: 'check.flatShare', mean: 0.3, spread: 0.1, weight: -1 },
    { name: 'check.paintedStraightEdges', mean: 0.2, spread: 0.1, weight: -0.5 },
  ],
};

function refusal(read: Partial<StageConfidences>, with_: ScoreWeights): TryOnEngineError | undefined {
  try {
    refuseUnlikelyResult(read, resultScore(read, with_), with_);
    return undefined;
  } catch (error) {
    return error as TryOnEngineError;
  }
}

describe('the calibrated result score', () => {
  it('reads confidences, reasons and ratios of them by name; what a stage did not measure is undefined', () => {
    expect(featureValue(stages, 'person.confidence')).toBe(0.9);
    expect(featureValue(stages, 'person.poseScore')).toBe(0.8);
    expect(featureValue(stages, 'check.coverage/fit.sizeToBody')).toBe(0.5);
    expect(featureValue(stages, 'garment.contrast')).toBeUndefined();
    expect(featureValue(stages, 'person.hipsVisible')).toBeUndefined();
  });

  it('is a logistic score over standardized features, clamped at four spreads', () => {
    // flatShare 6 spreads above its mean (clamped to 4), straight edges 1 spread below.
    expect(resultScore(stages, weights)).toBeCloseTo(1 / (1 + Math.exp(-(1 - 4 + 0.5))), 6);
    expect(resultScore({}, weights)).toBeCloseTo(1 / (1 + Math.exp(-1)), 6);
  });

  it('refuses below the threshold with the message of the measure that pulled the score down most', () => {
    const error = refusal(stages, weights);
    expect(error?.code).toBe('result_check_failed');
    expect(error?.message).toMatch(/flat patch without its texture/);
    expect(error?.message).toMatch(/background of a different colour/);
    expect(refusal({}, weights)).toBeUndefined();
  });

  it('names a photo that would work for every group of measures', () => {
    const pulledBy = (name: string) =>
      refusal(
        { check: { confidence: 1, reasons: {} }, [name.split('.')[0]]: { confidence: 0, reasons: {} } },
        { bias: 0, threshold: 0.9, features: [{ name, mean: 1, spread: 0.1, weight: 1 }] },
      )?.message;
    expect(pulledBy('person.confidence')).toMatch(/shoulders and hips in view/);
    expect(pulledBy('render.confidence')).toMatch(/close-fitting top, without a jacket/);
    expect(pulledBy('fit.confidence')).toMatch(/whole garment alone, front on/);
    expect(pulledBy('fit.hemOnBody')).toMatch(/cut where the clothes you are wearing end/);
  });

  it('ships weights fitted on the labelled set, each feature with a spread', () => {
    expect(RESULT_SCORE_WEIGHTS.features.length).toBeGreaterThan(0);
    expect(RESULT_SCORE_WEIGHTS.threshold).toBeGreaterThan(0);
    expect(RESULT_SCORE_WEIGHTS.threshold).toBeLessThan(1);
    for (const feature of RESULT_SCORE_WEIGHTS.features) expect(feature.spread).toBeGreaterThan(0);
  });
});

const size = 64;
const mask = (inside: (x: number, y: number) => boolean): Mask => {
  const data = new Float32Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) data[y * size + x] = inside(x, y) ? 1 : 0;
  return { width: size, height: size, data };
};
const image = (colour: (x: number, y: number) => number): RgbImage => {
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) data.fill(colour(x, y), (y * size + x) * 3, (y * size + x) * 3 + 3);
  return { width: size, height: size, data };
};

describe('the image measures', () => {
  const square = mask((x, y) => x >= 16 && x < 48 && y >= 16 && y < 48);
  const textured = image((x, y) => ((x + y) % 2 ? 90 : 160));
  const none = mask(() => false);

  it('finds a garment placed as a flat smear where its photo had texture', () => {
    const smear = image(() => 250);
    const measures = measureImage({
      result: smear,
      newCoverage: square,
      garmentAlpha: square,
      garmentPixels: textured.data,
      repaintedHard: none,
    });
    expect(measures.flatShare).toBe(1);
    expect(measures.flatExcess).toBe(1);
    expect(measures.textureKept).toBe(0);
  });

  it('reads a painted sliver beside a large garment as no block, however straight its edge', () => {
    // A strap's width repainted beside a tee over the whole frame: its few edges lie on two straight runs, all of them.
    const whole = mask(() => true);
    const sliver = measureImage({
      result: textured,
      newCoverage: whole,
      garmentAlpha: whole,
      garmentPixels: textured.data,
      repaintedHard: mask((x, y) => x === 30 && y >= 20 && y < 40),
    });
    // 0.95 as a share of its own edge (a block's reading); weighed by that edge's length against the garment's size now.
    expect(sliver.paintedStraightEdges).toBeLessThan(0.7);
  });

  it('reads a block with straight edges as straight, and a ragged outline as more jagged than a smooth one', () => {
    const ragged = mask((x, y) => x >= 16 && x < 48 && y >= 16 && y < 48 && (x + y) % 3 !== 0);
    const block = measureImage({
      result: textured,
      newCoverage: square,
      garmentAlpha: square,
      garmentPixels: textured.data,
      repaintedHard: square,
    });
    const rough = measureImage({
      result: textured,
      newCoverage: ragged,
      garmentAlpha: square,
      garmentPixels: textured.data,
      repaintedHard: none,
    });
    expect(block.paintedStraightEdges).toBe(1);
    expect(rough.outlineJaggedness).toBeGreaterThan(block.outlineJaggedness + 1);
  });
});
