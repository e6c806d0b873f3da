/**
 * The named measures behind a stage's confidence, each a number the stage computed anyway (shares in [0, 1], scores,
 * 0/1 for yes/no; left out where the stage did not measure it). Typed per stage, so that the result check, the
 * refusals and the bench read them by name.
 */
export type Reasons = { readonly [name: string]: number | undefined };

/** How sure a stage is of what it passes on, and why: a confidence in [0, 1] (1 = sure) and the measures behind it. */
export interface StageConfidence<StageReasons extends Reasons = Reasons> {
  confidence: number;
  reasons: StageReasons;
}

/** What every stage of the pipeline returns: its data, and how sure it is of it. */
export interface StageResult<Data, StageReasons extends Reasons = Reasons> extends StageConfidence<StageReasons> {
  data: Data;
}

/** The stages in the order the data flows. */
export type StageName = 'person' | 'garment' | 'fit' | 'render' | 'check';
/** Every stage's confidence, as the engine's result carries them; a refusal carries those of the stages that ran. */
export type StageConfidences = Record<StageName, StageConfidence>;

/**
 * A measure's share of the way from where the stage would be unsure (0) to where it is sure (1), clamped; `unsure` lies
 * above `sure` for a measure that is better when lower. Not measured (undefined) counts as sure: it cannot be doubted.
 */
export function sureness(value: number | undefined, unsure: number, sure: number): number {
  if (value === undefined) return 1;
  if (Number.isNaN(value)) return 0;
  return Math.max(0, Math.min(1, (value - unsure) / (sure - unsure)));
}

/**
 * A stage is as sure as its least sure measure: one weak measure is enough to doubt what it passes on. The bounds of
 * each measure are first guesses from the fixtures, to be calibrated on the bench's labelled set (issue #63).
 */
export function confident<StageReasons extends Reasons>(
  reasons: StageReasons,
  surenesses: number[],
): StageConfidence<StageReasons> {
  return { confidence: Math.min(1, ...surenesses), reasons };
}

/** A stage's confidence without its data: what the engine's result and its refusals carry. */
export function confidenceOf(stage: StageConfidence): StageConfidence {
  return { confidence: stage.confidence, reasons: stage.reasons };
}
