/**
 * The calibrated result check's weights, written by bench/fit-result-check.ts from the labelled set's `tune` split
 * (bench/labelled-set.json, the stages' measures in bench/labelled-stages.jsonl): do not edit by hand, fit again.
 */
/** One feature of the score (see result-score.ts). */
export interface ScoreFeature {
  /** `<stage>.<reason>` or `<stage>.confidence` (see stage-result.ts). */
  name: string;
  /** The feature's mean and spread on the tune split: each is read as (value − mean) / spread, clamped to ±4. */
  mean: number;
  spread: number;
  weight: number;
}

export interface ScoreWeights {
  bias: number;
  threshold: number;
  features: ScoreFeature[];
}

export const RESULT_SCORE_WEIGHTS: ScoreWeights = {
  bias: 0.516216,
  threshold: 0.451402,
  features: [
    { name: 'check.flatShare', mean: 0.391487, spread: 0.269562, weight: -0.404015 },
    { name: 'check.paintedStraightEdges', mean: 0.211461, spread: 0.113198, weight: -0.417217 },
    { name: 'garment.confidence', mean: 0.868518, spread: 0.282239, weight: 0.498175 },
    { name: 'check.coverage/fit.sizeToBody', mean: 0.875203, spread: 0.159098, weight: 0.552237 },
    { name: 'fit.hemOnBody', mean: 1.40031, spread: 0.472385, weight: 0.462131 },
    { name: 'check.colourShift', mean: 0.179475, spread: 0.239959, weight: 0.309341 },
  ],
};
