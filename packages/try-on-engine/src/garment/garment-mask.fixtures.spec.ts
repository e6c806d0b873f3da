/**
 * The clean-up of a garment cut out of its plain backdrop (`segmentGarmentOnPlainBackground`), checked on the fixture
 * garment photos; without them this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { cutOutGarment } from './garment-mask';
import { estimateBackground } from './backdrop';
import { decodeImage, resizeImage, workingSize } from '../shared/image-io';

const describeWithFixtures = fixturesAvailable('garment mask fixture tests') ? describe : describe.skip;

/**
 * The share of the box's pixels drawn of the garment (its mask without the slits and the paper's shadow), at the
 * engine's working size.
 */
async function shareDrawn(file: string, [left, top, width, height]: [number, number, number, number]) {
  const decoded = await decodeImage(readFileSync(path.join(FIXTURES, 'garment', file)), 'garment');
  const size = workingSize(decoded.width, decoded.height, 1024);
  const image = await resizeImage(decoded, size.width, size.height);
  const { mask, slits, shadow } = cutOutGarment(image, estimateBackground(image));
  let inside = 0;
  for (let y = top; y < top + height; y++) {
    for (let x = left; x < left + width; x++) {
      const pixel = y * image.width + x;
      if (mask.data[pixel] > 0.5 && slits.data[pixel] <= 0.5 && shadow.data[pixel] <= 0.5) inside++;
    }
  }
  return inside / (width * height);
}

describeWithFixtures('garment masks on the fixture garments', () => {
  it('draws none of the backdrop between the floral top’s right sleeve and its body', async () => {
    // The slit below the armpit is a few pixels narrower than the clean-up's closing: closed, its paper was drawn with
    // the top, a white patch on the jeans beside the sleeve (viton-05997_00).
    const share = await shareDrawn('viton-top-00470_00.jpg', [561, 700, 15, 51]);
    // All of the box before, none now.
    expect(share).toBe(0);
  });

  it('draws none of the paper’s shadow beside the purple top’s body and below its right cuff', async () => {
    // The paper darkens towards the top away from the light (dresscode-top-049805_1): drawn, the shadow was a white strip
    // between the sleeve and the body and a grey band below each cuff on every person.
    expect(await shareDrawn('dresscode-top-049805_1.jpg', [593, 640, 4, 160])).toBe(0);
    expect(await shareDrawn('dresscode-top-049805_1.jpg', [686, 847, 9, 4])).toBe(0);
  });
});
