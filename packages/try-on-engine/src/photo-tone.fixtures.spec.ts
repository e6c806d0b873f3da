/**
 * Person photos in another light or colour than the fixtures' studio light: in black and white or sepia (refused), in
 * dim light or faded (tried on at a well-lit photo's range, and given back their own). On ../shared/fixtures/tryon.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { coverageOverlap, FIXTURES, fixturesAvailable } from './testing/fixture-photos';
import { Networks, startNetworks, stopNetworks } from './person/networks';
import { runTryOn, TryOnDetails } from './pipeline';

const describeWithFixtures = fixturesAvailable('photo tone fixture tests') ? describe : describe.skip;

const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));
const SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];
const TEE = 'viton-top-00126_00.jpg';
/** The pink shirt, which passes for skin once the photo's colours are weaker. */
const PINK_SHIRT = 'viton-00034_00.jpg';

/** The mean spread of the channels over the new garment's pixels: how colourful it is drawn. */
function garmentColourfulness(details: TryOnDetails): number {
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < details.coverage.data.length; pixel++) {
    if (details.coverage.data[pixel] <= 0.5) continue;
    const colour = details.image.data.subarray(pixel * 3, pixel * 3 + 3);
    sum += Math.max(...colour) - Math.min(...colour);
    count++;
  }
  return sum / Math.max(1, count);
}

describeWithFixtures('person photos in other light and colour', () => {
  let networks: Networks;
  let wellLit: TryOnDetails;

  beforeAll(async () => {
    networks = await startNetworks();
    wellLit = await runTryOn(networks, { personImage: read('person', PINK_SHIRT), garmentImage: read('garment', TEE) });
  }, 60_000);
  afterAll(() => stopNetworks());

  it('refuses a person photo in black and white or in sepia with its own message', async () => {
    // In grey, the jeans passed for the old top and a new tee was drawn down to the thighs; in sepia, the pink shirt had
    // the skin's colour and stayed in patches beside the new tee.
    const grey = (photo: Buffer) => sharp(photo).grayscale().toColourspace('srgb').jpeg().toBuffer();
    const sepia = (photo: Buffer) => sharp(photo).removeAlpha().recomb(SEPIA).jpeg().toBuffer();
    for (const [file, change] of [
      ['studio-1.png', grey],
      ['viton-00055_00.jpg', grey],
      [PINK_SHIRT, sepia],
      ['full-simon.png', sepia],
    ] as const) {
      const personImage = await change(read('person', file));
      await expect(runTryOn(networks, { personImage, garmentImage: read('garment', TEE) })).rejects.toMatchObject({
        code: 'black_and_white_photo',
      });
    }
  }, 60_000);

  it('dresses her in a photo taken in dim light as in the well-lit one, in the dim light', async () => {
    // At half the exposure, the pink shirt stayed in patches beside the tee, which was drawn as bright as photographed.
    const personImage = await sharp(read('person', PINK_SHIRT)).linear(0.5, 0).jpeg({ quality: 92 }).toBuffer();
    const dim = await runTryOn(networks, { personImage, garmentImage: read('garment', TEE) });
    expect(coverageOverlap(wellLit, dim)).toBeGreaterThan(0.95);
    // Brought back up, what changed is the well-lit result: no patch of the old shirt, the tee in the photo's light.
    let unlike = 0;
    let changed = 0;
    for (let pixel = 0; pixel < wellLit.targetRegion.data.length; pixel++) {
      if (wellLit.targetRegion.data[pixel] <= 0.5) continue;
      changed++;
      for (let channel = 0; channel < 3; channel++) {
        const difference = Math.abs(dim.image.data[pixel * 3 + channel] * 2 - wellLit.image.data[pixel * 3 + channel]);
        if (difference > 40) {
          unlike++;
          break;
        }
      }
    }
    expect(unlike / changed).toBeLessThan(0.03);
  }, 60_000);

  it('dresses her in a faded photo as in the well-lit one, the new garment faded alike', async () => {
    const personImage = await sharp(read('person', PINK_SHIRT)).modulate({ saturation: 0.4 }).jpeg().toBuffer();
    const faded = await runTryOn(networks, { personImage, garmentImage: read('garment', TEE) });
    expect(coverageOverlap(wellLit, faded)).toBeGreaterThan(0.9);
    expect(faded.measures.oldGarmentLeft).toBeLessThanOrEqual(wellLit.measures.oldGarmentLeft + 0.01);
    expect(garmentColourfulness(faded)).toBeLessThan(garmentColourfulness(wellLit) * 0.7);
  }, 60_000);
});
