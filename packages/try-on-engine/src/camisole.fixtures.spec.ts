/**
 * A camisole hung from its straps (`strapsTop` in `garment-landmarks.ts`), checked on the fixture photos; without them
 * this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Body, buildBody } from './person/body';
import { FIXTURES, fixturesAvailable } from './testing/fixture-photos';
import { buildVariant, crop } from './testing/fixture-variants';
import { Networks, startNetworks, stopNetworks } from './person/networks';
import { runTryOn, TryOnDetails } from './pipeline';
import { Mask } from './shared/types';

const describeWithFixtures = fixturesAvailable('camisole fixture tests') ? describe : describe.skip;
const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));

/**
 * How much of the placed garment lies above the line through the shoulder joints, and how much of that on the
 * backdrop beside the neck (outside the person's outline, farther than 0.25 shoulder widths from the middle), both in
 * shoulder widths squared.
 */
function aboveShoulders(details: TryOnDetails, body: Body, personMask: Mask): { above: number; standingOff: number } {
  const { width } = details.image;
  const middle = {
    x: (body.shoulderLeft.x + body.shoulderRight.x) / 2,
    y: (body.shoulderLeft.y + body.shoulderRight.y) / 2,
  };
  let above = 0;
  let standingOff = 0;
  for (let pixel = 0; pixel < details.coverage.data.length; pixel++) {
    if (details.coverage.data[pixel] <= 0.5) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    const depth = (x - middle.x) * body.down.x + (y - middle.y) * body.down.y;
    if (depth >= 0) continue;
    above++;
    const across = Math.abs((x - middle.x) * body.down.y - (y - middle.y) * body.down.x);
    if (across > body.shoulderWidth * 0.25 && personMask.data[pixel] < 0.5) standingOff++;
  }
  const area = body.shoulderWidth * body.shoulderWidth;
  return { above: above / area, standingOff: standingOff / area };
}

describeWithFixtures('a camisole on the fixture photos', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  it.each(['viton-02849_00.jpg', 'studio-2.png'])(
    'hangs from its straps on %s: cups below the shoulders, straps ending on them',
    async (person) => {
      const details = await runTryOn(networks, {
        personImage: read('person', person),
        garmentImage: read('garment', 'viton-top-02015_00.jpg'),
      });
      const { pose, personMask } = await networks.analysePerson(details.person);
      if (!pose) throw new Error('no pose on the fixture photo');
      const body = buildBody(pose, 'top', details.person.height);
      const { above, standingOff } = aboveShoulders(details, body, personMask);
      // Measured at its cups' top, the camisole sat a strap's length too high: its cups reached above the shoulder
      // joints and its straps stood up beside the neck: 0.068 and 0.064 above the shoulders, 0.012 and 0.023 of it
      // off the person; now 0.014 and 0.013, 0.0006 and 0.0011.
      expect(above).toBeLessThan(0.05);
      expect(standingOff).toBeLessThan(0.005);
    },
    60_000,
  );

  it("repaints a slip dress's neckline above it and keeps its sides below it (dresscode-052472_0's black dress)", async () => {
    const details = await runTryOn(networks, {
      personImage: read('person', 'dresscode-052472_0.jpg'),
      garmentImage: read('garment', 'viton-top-02015_00.jpg'),
    });
    const { pose } = await networks.analysePerson(details.person);
    if (!pose) throw new Error('no pose on the fixture photo');
    const body = buildBody(pose, 'top', details.person.height);
    const { width, data } = details.image;
    // Between the shoulders, from the shoulder joints down to the camisole's neckline: black pixels.
    let black = 0;
    const from = Math.round(Math.min(body.shoulderLeft.x, body.shoulderRight.x) + body.shoulderWidth * 0.1);
    const to = Math.round(Math.max(body.shoulderLeft.x, body.shoulderRight.x) - body.shoulderWidth * 0.1);
    const shoulders = Math.round((body.shoulderLeft.y + body.shoulderRight.y) / 2);
    for (let x = from; x <= to; x++) {
      for (let y = shoulders; y < details.image.height && details.coverage.data[y * width + x] <= 0.5; y++) {
        const index = (y * width + x) * 3;
        if (data[index] + data[index + 1] + data[index + 2] < 3 * 50) black++;
      }
    }
    // The dress stayed below the armpits and showed in a black V and its neckline's edges above the cups: 620 black
    // pixels; now 0.
    expect(black).toBeLessThan(100);
    // Below the camisole's hem the dress goes on as photographed: none of its black pixels turned light.
    let hem = 0;
    const middle = Math.round((body.shoulderLeft.x + body.shoulderRight.x) / 2);
    for (let y = 0; y < details.image.height; y++) if (details.coverage.data[y * width + middle] > 0.5) hem = y;
    const brightness = (image: { data: Uint8Array }, pixel: number) =>
      (image.data[pixel * 3] + image.data[pixel * 3 + 1] + image.data[pixel * 3 + 2]) / 3;
    let lightened = 0;
    for (let pixel = (hem + 5) * width; pixel < (hem + 200) * width; pixel++)
      if (brightness(details.person, pixel) < 50 && brightness(details.image, pixel) > 120) lightened++;
    // Its sides beside her bare arms were taken for sleeves and repainted as backdrop: light strips down to the
    // waist, 1,789 pixels; now 0.
    expect(lightened).toBeLessThan(100);
  }, 60_000);

  it('paints the belly under a crop top in her skin colour, not in the colours of her leopard skirt', async () => {
    // The skirt's tan passes for skin; taken for the torso's skin, it painted the belly olive (green 40 above blue).
    // The camisole, hung from its straps, reaches her skirt's waistband; cut shorter, it is a crop top.
    const pair = await buildVariant(FIXTURES, {
      failureClass: 'tops-not-dresses',
      name: 'camisole cut short',
      person: 'person/viton-01008_00.jpg',
      garment: 'garment/viton-top-02015_00.jpg',
      makeGarment: [crop(0.8)],
      expected: 'top',
    });
    const details = await runTryOn(networks, pair);
    const { pose } = await networks.analysePerson(details.person);
    if (!pose) throw new Error('no pose on the fixture photo');
    const body = buildBody(pose, 'top', details.person.height);
    const middle = Math.round((body.shoulderLeft.x + body.shoulderRight.x) / 2);
    const { width } = details.image;
    let hem = 0;
    for (let y = 0; y < details.image.height; y++) if (details.coverage.data[y * width + middle] > 0.5) hem = y;
    const sum = [0, 0, 0];
    let count = 0;
    // Only the repainted belly: the skirt's waistband, as photographed, lies close below a camisole's hem.
    const repainted = (index: number) =>
      [0, 1, 2].reduce(
        (change, channel) =>
          change + Math.abs(details.image.data[index + channel] - details.person.data[index + channel]),
        0,
      ) > 30;
    for (let y = hem + 10; y < hem + 30; y++) {
      for (let x = middle - 20; x <= middle + 20; x++) {
        if (!repainted((y * width + x) * 3)) continue;
        for (let channel = 0; channel < 3; channel++) sum[channel] += details.image.data[(y * width + x) * 3 + channel];
        count++;
      }
    }
    expect(count).toBeGreaterThan(200);
    const [red, green, blue] = sum.map((value) => value / count);
    expect(green - blue).toBeLessThan(32);
    expect(red - green).toBeGreaterThan(35);
  }, 60_000);

  it.each(['viton-02849_00.jpg', 'full-simon.png'])(
    'paints little of the light backdrop beside bare skin as skin on %s',
    async (person) => {
      const details = await runTryOn(networks, {
        personImage: read('person', person),
        garmentImage: read('garment', 'viton-top-02015_00.jpg'),
      });
      const { pose } = await networks.analysePerson(details.person);
      if (!pose) throw new Error('no pose on the fixture photo');
      const body = buildBody(pose, 'top', details.person.height);
      const { width, height } = details.image;
      // Beside the neck above the shoulder joints, and farther out than the shoulder joints by 0.1 shoulder widths down
      // to the elbows: pixels in the backdrop's colour in the photo that the result paints in skin's colours.
      const middle = (body.shoulderLeft.x + body.shoulderRight.x) / 2;
      const shoulders = (body.shoulderLeft.y + body.shoulderRight.y) / 2;
      const elbows = (body.armLeft.middle.y + body.armRight.middle.y) / 2;
      const armsOuter = [
        Math.min(body.shoulderLeft.x, body.shoulderRight.x),
        Math.max(body.shoulderLeft.x, body.shoulderRight.x),
      ];
      let painted = 0;
      for (let y = Math.round(shoulders - body.shoulderWidth * 0.3); y < Math.min(height, elbows); y++)
        for (let x = 0; x < width; x++) {
          const pixel = y * width + x;
          const besideNeck = y < shoulders && Math.abs(x - middle) > body.shoulderWidth * 0.2;
          const besideArms = x < armsOuter[0] - body.shoulderWidth * 0.1 || x > armsOuter[1] + body.shoulderWidth * 0.1;
          if (!besideNeck && !besideArms) continue;
          // The backdrop's colour: at the photo's edge on that side, along the same row.
          const edge = y * width + (x < middle ? 2 : width - 3);
          const backdrop = [0, 1, 2].every(
            (channel) =>
              Math.abs(details.person.data[pixel * 3 + channel] - details.person.data[edge * 3 + channel]) <= 5,
          );
          if (!backdrop || details.coverage.data[pixel] > 0.5) continue;
          if (details.image.data[pixel * 3] - details.image.data[pixel * 3 + 2] > 20) painted++;
        }
      // The old top's white estimate (her tee, his tank) took in the backdrop under viton-02849_00's hair and along
      // full-simon.png's arms, painted as skin there: 2,732 and 466 pixels; now 1,128 and 308.
      expect(painted).toBeLessThan(person === 'full-simon.png' ? 400 : 1_600);
    },
    60_000,
  );
});
