/**
 * Garments photographed on a model (`garment-analysis.ts`), cut out of the fixture photos; without them this suite is
 * skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from './fixture-photos';
import { analyseGarment } from './garment-analysis';
import { decodeImage, resizeImage, workingSize } from './image-io';
import { Networks, startNetworks, stopNetworks } from './networks';

const describeWithFixtures = fixturesAvailable('garment on a model fixture tests') ? describe : describe.skip;

describeWithFixtures('garments cut out of a photo of a model', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  it("cuts the dress out without the model's shaded arms beside it or her legs below it", async () => {
    // The Missoni dress on a model: her arms' shaded edges came with it as dark brown strips down each side, and her
    // legs below its hem, with the backdrop between them, down to the photo's bottom edge.
    const photo = await decodeImage(
      readFileSync(path.join(FIXTURES, 'garment', 'catvton-onmodel-dress-mison.jpg')),
      'garment',
    );
    const size = workingSize(photo.width, photo.height, 1024);
    const image = await resizeImage(photo, size.width, size.height);
    const analysis = await analyseGarment(networks, image, 'dress');
    expect(analysis.worn).toBe(true);
    let lowest = 0;
    let darkSkin = 0;
    for (let pixel = 0; pixel < analysis.mask.data.length; pixel++) {
      if (analysis.mask.data[pixel] <= 0.5) continue;
      lowest = Math.max(lowest, Math.floor(pixel / image.width));
      const [red, green, blue] = image.data.subarray(pixel * 3, pixel * 3 + 3);
      if (0.299 * red + 0.587 * green + 0.114 * blue < 75 && red > green + 12 && green > blue + 5) darkSkin++;
    }
    // The hem is at row 925 of 1000; the cut-out reached row 999.
    expect(lowest).toBeLessThan(image.height * 0.95);
    // Dark brown pixels (her shaded skin, and some of the knit's own stitches): 5,688 before, 1,474 now.
    expect(darkSkin).toBeLessThan(2_500);
  }, 30_000);
});
