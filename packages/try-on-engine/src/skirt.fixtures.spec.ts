/**
 * A flared skirt beside the legs (`markUnderSkirt` in `legs.ts`), checked on the fixture photos; without them this
 * suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildBody } from './person/body';
import { FIXTURES, fixturesAvailable } from './testing/fixture-photos';
import { Networks, startNetworks, stopNetworks } from './person/networks';
import { runTryOn } from './pipeline';
import { Mask } from './shared/types';

const describeWithFixtures = fixturesAvailable('skirt fixture tests') ? describe : describe.skip;
const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));

/** From the leftmost to the rightmost covered pixel of a row. */
function spanOf(coverage: Mask, y: number): number {
  let left = -1;
  let right = -1;
  for (let x = 0; x < coverage.width; x++) {
    if (coverage.data[y * coverage.width + x] <= 0.5) continue;
    if (left < 0) left = x;
    right = x;
  }
  return left < 0 ? 0 : right - left + 1;
}

describeWithFixtures('a flared skirt on the fixture photos', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  it('widens a flared dress down to its hem beside the legs (the cream knit dress on full-simon)', async () => {
    const details = await runTryOn(networks, {
      personImage: read('person', 'full-simon.png'),
      garmentImage: read('garment', 'catvton-dress-23962182.jpg'),
    });
    const { pose } = await networks.analysePerson(details.person);
    if (!pose) throw new Error('no pose on the fixture photo');
    const body = buildBody(pose, 'dress', details.person.height);
    const { coverage } = details;
    const middle = Math.round((body.hipLeft.x + body.hipRight.x) / 2);
    let hem = 0;
    for (let y = 0; y < coverage.height; y++) if (coverage.data[y * coverage.width + middle] > 0.5) hem = y;
    const hands = Math.round(Math.max(body.armLeft.end.y, body.armRight.end.y));
    const nearHem = Math.round(hem - body.shoulderWidth * 0.1);
    // Kept to the person's outline, the flounce was cut to the legs' width below the hands, whose outline kept the
    // dress wider beside them: 277 pixels at its widest below the wrists, 234 near the hem; now 302 at the hem.
    let widest = 0;
    for (let y = hands; y < nearHem; y++) widest = Math.max(widest, spanOf(coverage, y));
    expect(hem - hands).toBeGreaterThan(body.shoulderWidth * 0.4);
    expect(spanOf(coverage, nearHem)).toBeGreaterThanOrEqual(widest * 0.98);
  }, 60_000);
});
