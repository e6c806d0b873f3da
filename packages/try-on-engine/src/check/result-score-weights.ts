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

export const RESULT_SCORE_WEIGHTS: ScoreWeights = { bias: 0, threshold: 0, features: [] };
