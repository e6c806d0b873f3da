import { TryOnEngineError } from '../shared/errors';
import type { StageConfidences } from '../shared/stage-result';
import { RESULT_SCORE_WEIGHTS } from './result-score-weights';

/**
 * The calibrated result check (issue #63): one logistic score over named measures of every stage and of the finished
 * image, fitted on the labelled set's `tune` split by bench/fit-result-check.ts. The score is the chance that a person
 * would call the image right; below the fitted threshold the image is refused, with the message of the measure that
 * pulled the score down most.
 */
export type { ScoreFeature, ScoreWeights } from './result-score-weights';

/** The measures the score may weigh: every stage's confidence and the reasons that say something of the image. */
export const SCORE_FEATURE_NAMES = [
  'person.confidence',
  'person.poseScore',
  'person.shouldersVisible',
  'person.hipsVisible',
  'garment.confidence',
  'garment.worn',
  'garment.contrast',
  'garment.outlineRoughness',
  'garment.symmetry',
  'fit.confidence',
  'fit.landedOnBody',
  'fit.sizeToBody',
  'fit.lengthKept',
  'fit.hemOnBody',
  'fit.tuckedAway',
  'render.confidence',
  'render.paintedBody',
  'render.repainted',
  'render.oldGarmentRepainted',
  'check.confidence',
  'check.coverage',
  'check.changedOutside',
  'check.colourShift',
  'check.oldGarmentLeft',
  'check.shouldersBare',
  'check.flatExcess',
  'check.flatShare',
  'check.textureKept',
  'check.outlineJaggedness',
  'check.garmentEdgeStep',
  'check.paintedEdgeStep',
  'check.paintedStraightEdges',
  'check.paintedEdgeLength',
  'check.hemRaised',
  'check.hemStep',
  // The garment drawn over the garment warped: below 1, the placed garment was cut (at an old garment's hem, say).
  'check.coverage/fit.sizeToBody',
] as const;

/**
 * A feature's value read from the stages, `a/b` the ratio of two; undefined where a stage did not measure it (read as
 * the mean).
 */
export function featureValue(stages: Partial<StageConfidences>, name: string): number | undefined {
  if (name.includes('/')) {
    const [numerator, denominator] = name.split('/').map((part) => featureValue(stages, part));
    return numerator === undefined || !denominator ? undefined : numerator / denominator;
  }
  const [stage, reason] = name.split('.') as [keyof StageConfidences, string];
  const confidence = stages[stage];
  if (!confidence) return undefined;
  const value = reason === 'confidence' ? confidence.confidence : confidence.reasons[reason];
  return value === undefined || !Number.isFinite(value) ? undefined : value;
}

const MOST_SPREADS = 4;

/** Each feature's pull on the score (weight × standardized value), by name. */
export function scoreContributions(stages: Partial<StageConfidences>, weights = RESULT_SCORE_WEIGHTS) {
  return weights.features.map((feature) => {
    const value = featureValue(stages, feature.name);
    const standard = value === undefined ? 0 : (value - feature.mean) / (feature.spread || 1);
    const clamped = Math.max(-MOST_SPREADS, Math.min(MOST_SPREADS, standard));
    return { name: feature.name, pull: feature.weight * clamped };
  });
}

/** The chance, 0 to 1, that a person would call the image right. */
export function resultScore(stages: Partial<StageConfidences>, weights = RESULT_SCORE_WEIGHTS): number {
  const sum = scoreContributions(stages, weights).reduce((total, { pull }) => total + pull, weights.bias);
  return 1 / (1 + Math.exp(-sum));
}

/** What the user reads when a measure of this group pulled the score down most: which photo would work instead. */
const MESSAGES: Array<{ prefix: RegExp; message: string }> = [
  {
    prefix: /^person\./,
    message:
      'We could not see your body clearly enough to place the garment well, so we stopped rather than show a wrong picture. Please use a photo of yourself standing, facing the camera, with your shoulders and hips in view.',
  },
  {
    prefix: /^check\.(flat|textureKept|colourShift)|^garment\.(contrast|confidence)/,
    message:
      "The garment came out as a flat patch without its texture or true colours, so we stopped rather than show a wrong picture. Please use a photo of the garment on a plain background of a different colour from the garment's (for a white garment, a darker one).",
  },
  {
    prefix: /^check\.(coverage\/fit|hemRaised|hemStep)|^fit\.(hemOnBody|tuckedAway)/,
    message:
      'The garment would come out shorter than it is, cut where the clothes you are wearing end, so we stopped rather than show a wrong picture. Please try a photo of yourself in a plain, close-fitting top that reaches your waist, facing the camera.',
  },
  {
    prefix: /^render\.|^check\.(painted|oldGarmentLeft|shouldersBare|changedOutside)/,
    message:
      'Too much of the clothes you are wearing would have to be painted over, and it would show, so we stopped rather than show a wrong picture. Please try a photo of yourself in a plain, close-fitting top, without a jacket, facing the camera.',
  },
  {
    prefix: /./,
    message:
      "The garment's outline came out ragged or out of place on your body, so we stopped rather than show a wrong picture. Please use a photo of the whole garment alone, front on, laid flat or on a hanger with its sleeves spread.",
  },
];

/** The message for a refused score: that of the measure that pulled it down most. */
export function scoreRefusalMessage(stages: Partial<StageConfidences>, weights = RESULT_SCORE_WEIGHTS): string {
  const contributions = scoreContributions(stages, weights);
  const worst = contributions.reduce((low, next) => (next.pull < low.pull ? next : low), contributions[0]);
  const name = worst?.name ?? '';
  return MESSAGES.find(({ prefix }) => prefix.test(name))!.message;
}

/** Refuses the try-on (`result_check_failed`) when the calibrated score lies below the fitted threshold. */
export function refuseUnlikelyResult(
  stages: Partial<StageConfidences>,
  score: number,
  weights = RESULT_SCORE_WEIGHTS,
): void {
  if (weights.features.length > 0 && score < weights.threshold)
    throw new TryOnEngineError('result_check_failed', scoreRefusalMessage(stages, weights));
}
