import { floor } from './numeric';
import { Mask } from './types';

/** A stretch of inside pixels along one row, from and to inclusive. */
export interface Run {
  from: number;
  to: number;
}

/** The stretches of pixels above 0.5 along row `y`, left to right. */
export function rowRuns(mask: Mask, y: number): Run[] {
  const runs: Run[] = [];
  let start = -1;
  const row = y * mask.width;
  for (let x = 0; x < mask.width; x++) {
    const inside = mask.data[row + x] > 0.5;
    if (inside && start < 0) start = x;
    if (!inside && start >= 0) {
      runs.push({ from: start, to: x - 1 });
      start = -1;
    }
  }
  if (start >= 0) runs.push({ from: start, to: mask.width - 1 });
  return runs;
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[floor(sorted.length / 2)];
}
