/**
 * V necklines laid flat (`findVNeckline`), checked on the fixture garment photos; without them this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { extractLandmarks } from './garment-landmarks';
import { detectCategory } from './garment-category';
import { segmentGarmentOnPlainBackground } from './garment-mask';
import { estimateBackground } from './backdrop';
import { decodeImage, resizeImage, workingSize } from '../shared/image-io';
import { findVNeckline } from './v-neckline';

const describeWithFixtures = fixturesAvailable('V neckline fixture tests') ? describe : describe.skip;

async function vNecklineOf(file: string) {
  const decoded = await decodeImage(readFileSync(path.join(FIXTURES, 'garment', file)), 'garment');
  const size = workingSize(decoded.width, decoded.height, 1024);
  const image = await resizeImage(decoded, size.width, size.height);
  const mask = segmentGarmentOnPlainBackground(image, estimateBackground(image));
  const evidence = detectCategory(mask);
  const landmarks = evidence && extractLandmarks(mask, evidence.category, undefined, image);
  if (!landmarks) throw new Error(`no landmarks for ${file}`);
  return findVNeckline(image, mask, landmarks);
}

describeWithFixtures('V necklines on the fixture garments', () => {
  it("finds the pink blouse's V, down to its tip", async () => {
    const neckline = await vNecklineOf('dresscode-top-049947_1.jpg');
    expect(neckline).toBeDefined();
    // Its tip, read off the photo, is at about (389, 400).
    const tip = neckline!.left[neckline!.left.length - 1];
    expect(Math.abs(tip.x - 389)).toBeLessThanOrEqual(5);
    expect(Math.abs(tip.y - 400)).toBeLessThanOrEqual(6);
  });

  it.each([
    ['the floral tee, whose print borders its crew neck in a V', 'dresscode-top-048554_1.jpg'],
    ['the Snoopy tank', 'catvton-top-22790049.jpg'],
    ['the yellow camisole, backdrop between its straps', 'viton-top-02015_00.jpg'],
    ['the floral long-sleeved top', 'viton-top-00470_00.jpg'],
    ['the red off-shoulder top', 'viton-top-02305_00.jpg'],
    ['the FILA tee', 'viton-top-00126_00.jpg'],
    ['the cream knit dress with a placket', 'catvton-dress-23962182.jpg'],
    ['the crochet flower dress', 'catvton-dress-21744571.jpg'],
  ])('finds none on %s', async (_name, file) => {
    expect(await vNecklineOf(file)).toBeUndefined();
  });
});
