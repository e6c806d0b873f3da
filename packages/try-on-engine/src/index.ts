/** The local try-on engine: buffers in, PNG out, on the CPU, with models read from disk. See docs/tryon-engine.md. */
export { createTryOnEngine } from './engine';
export type { TryOnEngine, TryOnEngineOptions, TryOnResult } from './engine';
export type { TryOnInput } from './photos';
export { TryOnEngineError, DEFAULT_ERROR_MESSAGES } from './shared/errors';
export type { TryOnEngineErrorCode } from './shared/errors';
export type { GarmentCategory } from './shared/types';
export { GARMENT_CATEGORIES } from './shared/types';
export type { StageConfidence, StageConfidences, StageName } from './shared/stage-result';
export type { ResultMeasures } from './check/result-check';
