/**
 * Garments photographed on a model (`garment-analysis.ts`), cut out of the fixture photos; without them this suite is
 * skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildBody } from '../person/body';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { analyseGarment } from './garment-analysis';
import { backgroundDistance, estimateBackground } from './backdrop';
import { mirror } from '../testing/fixture-variants';
import { decodeImage, resizeImage, workingSize } from '../shared/image-io';
import { Networks, startNetworks, stopNetworks } from '../person/networks';
import { runTryOn } from '../pipeline';

const describeWithFixtures = fixturesAvailable('garment on a model fixture tests') ? describe : describe.skip;

const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));
const TIE_SHIRT = 'catvton-onmodel-top-jbeeq.jpg';

async function garmentPhoto(file: string) {
  const photo = await decodeImage(read('garment', file), 'garment');
  const size = workingSize(photo.width, photo.height, 1024);
  return resizeImage(photo, size.width, size.height);
}

describeWithFixtures('garments cut out of a photo of a model', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  it("cuts the dress out without the model's shaded arms beside it or her legs below it", async () => {
    // The Missoni dress on a model: her arms' shaded edges came with it as dark brown strips down each side, and her
    // legs below its hem, with the backdrop between them, down to the photo's bottom edge.
    const image = await garmentPhoto('catvton-onmodel-dress-mison.jpg');
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

  it("keeps the Missoni dress's rust zigzag, which passes for her skin, in it as a top", async () => {
    // Taken out with her skin, the zigzag's thin stitches left a gap across the garment, through which the person's
    // painted body showed as a line across the new top.
    const image = await garmentPhoto('catvton-onmodel-dress-mison.jpg');
    const analysis = await analyseGarment(networks, image, 'top');
    const { torsoLeft, torsoRight, bounds } = analysis.landmarks;
    const middle = (torsoLeft + torsoRight) / 2;
    const half = (torsoRight - torsoLeft) / 4;
    // Rows where more than a quarter of the torso's middle half is not in the cut-out, from the chest to the hem.
    let cutRows = 0;
    for (let y = Math.round(bounds.top + (bounds.bottom - bounds.top) * 0.2); y < bounds.bottom - 5; y++) {
      let missing = 0;
      for (let x = Math.round(middle - half); x <= middle + half; x++)
        if (analysis.mask.data[y * image.width + x] <= 0.5) missing++;
      if (missing > half / 2) cutRows++;
    }
    // 17 such rows before (the rust zigzag, and the teal ones below it taken for her other garment), none now.
    expect(cutRows).toBe(0);
  }, 30_000);

  it.each([false, true])(
    "leaves out the backdrop enclosed between the model's arms and her midriff (mirrored: %s)",
    async (mirrored) => {
      // Beside her midriff, between her arms and her waist, the backdrop lies inside her person mask and passes for no
      // skin: it came with the tie shirt as two light-grey blocks at its hem's ends.
      const photo = await garmentPhoto(TIE_SHIRT);
      const image = mirrored ? await mirror(photo) : photo;
      const analysis = await analyseGarment(networks, image, undefined);
      const distance = backgroundDistance(image, estimateBackground(image));
      const bounds = analysis.landmarks.bounds;
      // Pixels of the cut-out's lowest fifth within the backdrop's noise of its colour (in its shade).
      let backdrop = 0;
      const from = Math.round(bounds.bottom - (bounds.bottom - bounds.top) * 0.2);
      const luma = (pixel: number) =>
        0.299 * image.data[pixel * 3] + 0.587 * image.data[pixel * 3 + 1] + 0.114 * image.data[pixel * 3 + 2];
      const flat = (pixel: number) => {
        const values = [-2, -1, 0, 1, 2].flatMap((dy) =>
          [-2, -1, 0, 1, 2].map((dx) => luma(pixel + dy * image.width + dx)),
        );
        return Math.max(...values) - Math.min(...values) <= 3;
      };
      for (let pixel = from * image.width; pixel < (bounds.bottom - 2) * image.width; pixel++)
        if (analysis.mask.data[pixel] > 0.5 && distance.data[pixel] < 8 && flat(pixel)) backdrop++;
      // 791 such pixels before (800 mirrored), 77 now (94).
      expect(backdrop).toBeLessThan(200);
    },
    30_000,
  );

  it("finds both sleeves of the tie shirt and the slope of the model's shoulders", async () => {
    // She leans on her right arm: that shoulder (the photo's left) is 28 px lower, and its sleeve, on an arm turned
    // from the camera, reaches only 35 px past her shoulder joint's margin (2,696 px², where 3,473 made a sleeve).
    const analysis = await analyseGarment(networks, await garmentPhoto(TIE_SHIRT), undefined);
    expect(analysis.worn).toBe(true);
    expect(analysis.landmarks.leftSleeve).toBeDefined();
    expect(analysis.landmarks.rightSleeve).toBeDefined();
    expect(analysis.landmarks.shoulderSlope).toBeLessThan(-0.05);
  }, 30_000);

  it.each(['viton-00055_00.jpg'])(
    "covers %s's right shoulder with the tie shirt, leaving no painted skin beside its sleeve",
    async (person) => {
      const details = await runTryOn(networks, {
        personImage: read('person', person),
        garmentImage: read('garment', TIE_SHIRT),
      });
      const { pose } = await networks.analysePerson(details.person);
      if (!pose) throw new Error('no pose on the fixture photo');
      const body = buildBody(pose, 'top', details.person.height);
      const { width } = details.image;
      // Repainted pixels (changed, not the new garment) beside the photo's left shoulder joint, above the armpit.
      let painted = 0;
      for (let pixel = 0; pixel < details.coverage.data.length; pixel++) {
        const x = pixel % width;
        const y = (pixel - x) / width;
        if (x > body.shoulderLeft.x + body.shoulderWidth * 0.1 || details.coverage.data[pixel] > 0.5) continue;
        const depth = (x - body.shoulderLeft.x) * body.down.x + (y - body.shoulderLeft.y) * body.down.y;
        if (depth < -body.shoulderWidth * 0.4 || depth > body.shoulderWidth * 0.3) continue;
        const changed = [0, 1, 2].some(
          (channel) =>
            Math.abs(details.image.data[pixel * 3 + channel] - details.person.data[pixel * 3 + channel]) > 12,
        );
        if (changed) painted++;
      }
      // Without that sleeve its shoulder was not widened over the old one: a skin-coloured strip beside the shirt's
      // shoulder and sleeve, 0.043 shoulder widths squared; now 0.0035.
      expect(painted / body.shoulderWidth ** 2).toBeLessThan(0.02);
    },
    60_000,
  );

  it("repaints the old garment's edge under the new one's soft edge (a red top under the white tie shirt)", async () => {
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-01861_00.jpg'),
      garmentImage: read('garment', TIE_SHIRT),
    });
    const { pose } = await networks.analysePerson(details.person);
    if (!pose) throw new Error('no pose on the fixture photo');
    const body = buildBody(pose, 'top', details.person.height);
    const { width, data } = details.image;
    // Red pixels below the shoulder line's top (her old top is red); her skin is orange-brown, bluer than green nowhere.
    const from = Math.min(body.shoulderLeft.y, body.shoulderRight.y) - body.shoulderWidth * 0.1;
    let red = 0;
    for (let pixel = Math.max(0, Math.round(from)) * width; pixel < details.coverage.data.length; pixel++) {
      const [r, g, b] = [data[pixel * 3], data[pixel * 3 + 1], data[pixel * 3 + 2]];
      if (r > 100 && r - g > 25 && b >= g - 5) red++;
    }
    // The shirt, widened over her shoulders, let the red sleeves' outline show through its soft edge: a red line along
    // each shoulder (1,364 red pixels; now 280).
    expect(red).toBeLessThan(500);
  }, 60_000);
});
