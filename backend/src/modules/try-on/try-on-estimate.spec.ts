import { estimatedSecondsLeft, EstimateInput } from './try-on-estimate';

const now = Date.parse('2026-12-05T09:00:00Z');
const base: EstimateInput = {
  status: 'in_queue',
  startedAt: null,
  queuePosition: null,
  typicalMilliseconds: 2_400,
  workers: 1,
  now,
};

describe('the estimate of a try-on', () => {
  it('has none before anything was measured, or before the queue position or stage is known', () => {
    expect(estimatedSecondsLeft({ ...base, typicalMilliseconds: null, queuePosition: 1 })).toBeNull();
    expect(estimatedSecondsLeft({ ...base, status: 'starting' })).toBeNull();
    expect(estimatedSecondsLeft({ ...base, queuePosition: null })).toBeNull();
    expect(estimatedSecondsLeft({ ...base, status: 'completed' })).toBeNull();
  });

  it('while processing: the measured time less what has passed, never below 1 s', () => {
    const processing = { ...base, status: 'processing' as const };
    expect(estimatedSecondsLeft({ ...processing, startedAt: new Date(now - 400) })).toBe(2);
    expect(estimatedSecondsLeft({ ...processing, startedAt: new Date(now) })).toBe(3);
    expect(estimatedSecondsLeft({ ...processing, startedAt: new Date(now - 9_000) })).toBe(1);
  });

  it('in the queue: one round per place for each worker, the running try-ons counted whole, then its own', () => {
    expect(estimatedSecondsLeft({ ...base, queuePosition: 1 })).toBe(5);
    expect(estimatedSecondsLeft({ ...base, queuePosition: 10 })).toBe(27);
    expect(estimatedSecondsLeft({ ...base, queuePosition: 3, workers: 2 })).toBe(8);
  });
});
