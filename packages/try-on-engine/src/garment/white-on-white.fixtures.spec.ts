/**
 * White garments on white or off-white paper (issue #63, class 2): the colour floods took them for the paper's shadow
 * and left a fragment or nothing (`garment_not_found`). Made from the fixture garments by `whiteGarment`; without the
 * fixtures this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { recipeTransform } from '../testing/labelled-recipes';
import { cutOutGarment } from './garment-mask';
import { estimateBackground } from './backdrop';
import { decodeImage, resizeImage, workingSize } from '../shared/image-io';
import { Mask, RgbImage } from '../shared/types';

const describeWithFixtures = fixturesAvailable('white-on-white garment tests') ? describe : describe.skip;

async function workingPhoto(file: string): Promise<RgbImage> {
  const decoded = await decodeImage(readFileSync(path.join(FIXTURES, 'garment', file)), 'garment');
  const size = workingSize(decoded.width, decoded.height, 1024);
  return resizeImage(decoded, size.width, size.height);
}

function overlap(first: Mask, second: Mask): number {
  let both = 0;
  let either = 0;
  for (let pixel = 0; pixel < first.data.length; pixel++) {
    const inFirst = first.data[pixel] > 0.5;
    const inSecond = second.data[pixel] > 0.5;
    if (inFirst && inSecond) both++;
    if (inFirst || inSecond) either++;
  }
  return both / Math.max(1, either);
}

describeWithFixtures('white garments on white or off-white paper', () => {
  it.each([
    ['catvton-top-21514384.jpg', 'white:255,255,255', 'a cardigan on white paper'],
    ['catvton-top-21514384.jpg', 'white:244,238,226', 'a cardigan on off-white paper'],
    ['dresscode-top-049805_1.jpg', 'white:255,255,255', 'a long-sleeved top running off the photo on white paper'],
    ['dresscode-dress-052234_1.jpg', 'white:255,255,255', 'a printed dress on white paper'],
  ])('cuts out %s made white (%s): %s, as whole as in colour', async (file, recipe) => {
    const photo = await workingPhoto(file);
    const inColour = cutOutGarment(photo, estimateBackground(photo)).mask;
    const white = await recipeTransform(recipe)(photo);
    const mask = cutOutGarment(white, estimateBackground(white)).mask;
    // Before: 0.00 to 0.15 of the garment in colour (a fragment, or a few pixels).
    expect(overlap(mask, inColour)).toBeGreaterThan(0.85);
  });
});
