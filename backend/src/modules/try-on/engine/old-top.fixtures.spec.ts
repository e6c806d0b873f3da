/**
 * The old top's estimate (`locateGarments` in `old-garment.ts`) checked through the whole try-on on the fixture photos;
 * without them this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from './fixture-photos';
import { Networks, startNetworks, stopNetworks } from './networks';
import { runTryOn } from './pipeline';

const describeWithFixtures = fixturesAvailable('old top fixture tests') ? describe : describe.skip;
const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));

describeWithFixtures('the old top on the fixture photos', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  it('leaves the backdrop between the arm and the skirt below a crop top as it is (studio-4)', async () => {
    const details = await runTryOn(networks, {
      personImage: read('person', 'studio-4.png'),
      garmentImage: read('garment', 'viton-top-00055_00.jpg'),
    });
    const { width, height } = details.image;
    // Changed pixels below the new top, in the columns it covers: there the skirt, the arms and the backdrop stay.
    let changed = 0;
    for (let x = 0; x < width; x++) {
      let hem = -1;
      for (let y = 0; y < height; y++) if (details.coverage.data[y * width + x] > 0.5) hem = y;
      if (hem < 0) continue;
      for (let y = hem + 6; y < height; y++) {
        const pixel = y * width + x;
        const difference = [0, 1, 2].reduce(
          (sum, channel) =>
            sum + Math.abs(details.image.data[pixel * 3 + channel] - details.person.data[pixel * 3 + channel]),
          0,
        );
        if (difference > 36) changed++;
      }
    }
    // The backdrop in that gap, inside the person's outline and in none of the crop top's colours, was taken for a
    // sleeve of it and repainted as a strip of skin beside the skirt: 3,733 pixels; now 878
    // (a small block of the gap's shaded backdrop stays).
    expect(changed).toBeLessThan(2_000);
  }, 60_000);
});
