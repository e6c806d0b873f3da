import { round } from './numeric';

/** How long each stage of a try-on took, in milliseconds. */
export class StageClock {
  readonly timings: Record<string, number> = {};
  private last = performance.now();
  private readonly start = this.last;

  /** A stage that ran beside others: recorded, not counted towards the laps. */
  record(stage: string, milliseconds: number): void {
    this.timings[stage] = round(milliseconds * 10) / 10;
  }

  lap(stage: string): void {
    const now = performance.now();
    this.timings[stage] = round((now - this.last) * 10) / 10;
    this.last = now;
  }

  finish(): Record<string, number> {
    this.timings.total = round((performance.now() - this.start) * 10) / 10;
    return this.timings;
  }
}
