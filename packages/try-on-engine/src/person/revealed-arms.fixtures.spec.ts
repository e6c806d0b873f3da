/**
 * Upper arms that a sleeveless garment reveals under an old tee's short sleeves (`revealed-arms.ts`), checked through
 * the whole try-on on the fixture photos; without them this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { Networks, startNetworks, stopNetworks } from './networks';
import { luma } from '../shared/numeric';
import { runTryOn } from '../pipeline';
import { RgbImage } from '../shared/types';

const describeWithFixtures = fixturesAvailable('revealed arms fixture tests') ? describe : describe.skip;
const read = (folder: string, file: string) => readFileSync(path.join(FIXTURES, folder, file));

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The mean colour over `box` and the spread (standard deviation) of its luma. */
function measureBox(image: RgbImage, box: Box): { colour: number[]; spread: number } {
  const colour = [0, 0, 0];
  const lumas: number[] = [];
  for (let y = box.top; y < box.top + box.height; y++)
    for (let x = box.left; x < box.left + box.width; x++) {
      const pixel = y * image.width + x;
      for (let channel = 0; channel < 3; channel++) colour[channel] += image.data[pixel * 3 + channel];
      lumas.push(luma(image.data, pixel));
    }
  const count = lumas.length;
  const mean = lumas.reduce((sum, value) => sum + value, 0) / count;
  const spread = Math.sqrt(lumas.reduce((sum, value) => sum + (value - mean) ** 2, 0) / count);
  return { colour: colour.map((sum) => sum / count), spread };
}

const farthest = (a: number[], b: number[]) => Math.max(...a.map((value, channel) => Math.abs(value - b[channel])));

describeWithFixtures("the arms under an old tee's sleeves on the fixture photos", () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  /** On `dresscode-049447_0` in `garment`: the painted upper arm's box in the result, the arm's below the hem in the photo. */
  async function armAboveAndBelowHem(garment: string, upperArm: Box, belowHem: Box) {
    const details = await runTryOn(networks, {
      personImage: read('person', 'dresscode-049447_0.jpg'),
      garmentImage: read('garment', garment),
    });
    return { upperArm: measureBox(details.image, upperArm), belowHem: measureBox(details.person, belowHem) };
  }

  it("paints the upper arm under a hem slanting across it in the arm's own colours (dresscode-049447_0)", async () => {
    // Her right sleeve's hem slants up to the arm's outer edge; the arm below it was taken as bare to the shoulder, and
    // the upper arm under the sleeve painted from the body's outline: 20–30 levels darker than the arm below the hem.
    const { upperArm, belowHem } = await armAboveAndBelowHem(
      'catvton-top-22790049.jpg',
      { left: 258, top: 130, width: 14, height: 20 },
      { left: 225, top: 200, width: 16, height: 20 },
    );
    // 30 levels apart before, 3 now.
    expect(farthest(upperArm.colour, belowHem.colour)).toBeLessThan(10);
  }, 60_000);

  it("paints the upper arm a sleeveless dress reveals with the arm's grain, not as a flat block (dresscode-049447_0)", async () => {
    // Her left upper arm, under the tee's sleeve, was painted as wide as the sleeve, one flat colour from the shoulder
    // down to the hem: dresses were not measured for revealed arms as tops were.
    const { upperArm, belowHem } = await armAboveAndBelowHem(
      'catvton-dress-21744571.jpg',
      { left: 472, top: 145, width: 16, height: 30 },
      { left: 470, top: 235, width: 20, height: 20 },
    );
    // A luma spread of 0.8 before, 5.8 now; the arm below the hem has 5.6.
    expect(upperArm.spread).toBeGreaterThan(3);
    expect(farthest(upperArm.colour, belowHem.colour)).toBeLessThan(12);
  }, 60_000);

  it("continues the arm beside a camisole's side lying over its inner half at the old hem (viton-00055_00)", async () => {
    // The camisole has no sleeves, but its side covered the arm's middle at the hem and was taken for a new sleeve: the
    // upper arm was painted from the body's outline, a narrow strip ending in a brown blob at the old hem's corner.
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-00055_00.jpg'),
      garmentImage: read('garment', 'viton-top-02015_00.jpg'),
    });
    const { width, data } = details.image;
    let dark = 0;
    for (let y = 440; y < 475; y++) for (let x = 530; x < 570; x++) if (luma(data, y * width + x) < 175) dark++;
    // 380 before, 85 now (the arm's shaded edge).
    expect(dark).toBeLessThan(200);
  }, 60_000);

  /** The largest drop in mean luma across columns `from`–`to` from three rows to the next three, rows 430–510. */
  function largestDropDownArm(image: RgbImage, from: number, to: number): number {
    const row = (y: number) => {
      let sum = 0;
      for (let x = from; x <= to; x++) sum += luma(image.data, y * image.width + x);
      return sum / (to - from + 1);
    };
    let largestDrop = 0;
    for (let y = 430; y < 510; y++)
      largestDrop = Math.max(
        largestDrop,
        (row(y - 2) + row(y - 1) + row(y)) / 3 - (row(y + 1) + row(y + 2) + row(y + 3)) / 3,
      );
    return largestDrop;
  }

  it("ends the painted upper arm without a pale line where the photo's arm begins (viton-02849_00)", async () => {
    // Below the old tee's frilled hem the photo's arm is kept; the painted part above it took in the backdrop's colour
    // over its last rows, a pale line across the arm.
    const { image } = await runTryOn(networks, {
      personImage: read('person', 'viton-02849_00.jpg'),
      garmentImage: read('garment', 'catvton-top-22790049.jpg'),
    });
    // Across her right upper arm: 11.6 before (at the seam), 6.1 next.
    expect(largestDropDownArm(image, 135, 165)).toBeLessThan(8.5);
  }, 60_000);

  it('ends the painted upper arm in the colours of the arm below it, not evened out lighter (viton-02849_00)', async () => {
    // Evened out against the lit skin beside its end, the painted arm, shaded sides and all, came out lighter than the
    // photo's arm just below the old hem: a pale band across it (see painted-fill.ts).
    const { image } = await runTryOn(networks, {
      personImage: read('person', 'viton-02849_00.jpg'),
      garmentImage: read('garment', 'viton-top-02015_00.jpg'),
    });
    // Across her right upper arm under the camisole: 7.2 before (at the seam), 0.8 now.
    expect(largestDropDownArm(image, 145, 200)).toBeLessThan(3.5);
  }, 60_000);
});
