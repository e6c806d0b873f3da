import { existsSync } from 'node:fs';
import path from 'node:path';

/** The research photos the engine's slowest tests run on: ../shared/fixtures/tryon, or $TRYON_FIXTURES. */
export const FIXTURES = path.resolve(
  process.env.TRYON_FIXTURES ?? path.join(__dirname, '..', '..', '..', '..', '..', '..', 'shared', 'fixtures', 'tryon'),
);

/** Whether the photos are there; a suite without them is skipped, and says so. */
export function fixturesAvailable(suite: string): boolean {
  const available = existsSync(path.join(FIXTURES, 'person')) && existsSync(path.join(FIXTURES, 'garment'));
  if (!available) console.warn(`Skipping the ${suite}: no fixtures at ${FIXTURES} (set TRYON_FIXTURES).`);
  return available;
}
