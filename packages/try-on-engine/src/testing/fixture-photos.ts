import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TryOnDetails } from '../pipeline';

/** The research photos the engine's slowest tests run on: ../shared/fixtures/tryon, or $TRYON_FIXTURES. */
export const FIXTURES = path.resolve(
  process.env.TRYON_FIXTURES ?? path.join(__dirname, '..', '..', '..', '..', '..', 'shared', 'fixtures', 'tryon'),
);

/** Whether the photos are there; a suite without them is skipped, and says so. */
export function fixturesAvailable(suite: string): boolean {
  const available = existsSync(path.join(FIXTURES, 'person')) && existsSync(path.join(FIXTURES, 'garment'));
  if (!available) console.warn(`Skipping the ${suite}: no fixtures at ${FIXTURES} (set TRYON_FIXTURES).`);
  return available;
}

/** How much two results' new garments cover the same pixels: intersection over union. */
export function coverageOverlap(first: TryOnDetails, second: TryOnDetails): number {
  let both = 0;
  let either = 0;
  for (let pixel = 0; pixel < first.coverage.data.length; pixel++) {
    const inFirst = first.coverage.data[pixel] > 0.5;
    const inSecond = second.coverage.data[pixel] > 0.5;
    if (inFirst && inSecond) both++;
    if (inFirst || inSecond) either++;
  }
  return both / either;
}
