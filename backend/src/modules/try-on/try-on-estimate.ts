import type { TryOnStatus } from './entities/virtual-try-on.entity';

export interface EstimateInput {
  status: TryOnStatus;
  /** When a worker took it; null before. */
  startedAt: Date | null;
  queuePosition: number | null;
  /** The measured duration of a recent try-on, from a worker taking it to its result (null: none measured yet). */
  typicalMilliseconds: number | null;
  /** Try-ons worked on at once (one per worker process). */
  workers: number;
  now: number;
}

/**
 * Whole seconds until the result, once the queue position or the stage is known; null otherwise (the screen then
 * keeps the spec's "20-40 seconds"). A waiting try-on waits for a worker behind everyone ahead of it (each worker
 * takes one at a time, so one round per `workers` places, the running ones counted whole), then takes its own time.
 */
export function estimatedSecondsLeft(input: EstimateInput): number | null {
  const { typicalMilliseconds: typical } = input;
  if (typical === null) return null;
  if (input.status === 'processing') {
    const elapsed = input.startedAt ? input.now - input.startedAt.getTime() : 0;
    return Math.max(1, Math.ceil((typical - elapsed) / 1000));
  }
  if (input.status === 'in_queue' && input.queuePosition !== null) {
    const rounds = Math.ceil(input.queuePosition / Math.max(1, input.workers));
    return Math.max(1, Math.ceil(((rounds + 1) * typical) / 1000));
  }
  return null;
}
