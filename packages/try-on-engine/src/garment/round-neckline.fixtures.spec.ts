/**
 * Round necklines laid flat (`findRoundNeckline`, `openRoundNeckline`), checked on the fixture garment photos and their
 * mirror images; without the fixtures this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { extractLandmarks } from './garment-landmarks';
import { detectCategory } from './garment-category';
import { cutOutGarment } from './garment-mask';
import { estimateBackground } from './backdrop';
import { decodeImage, resizeImage, workingSize } from '../shared/image-io';
import { findRoundNeckline, openRoundNeckline } from './round-neckline';

const describeWithFixtures = fixturesAvailable('round neckline fixture tests') ? describe : describe.skip;

async function openedGarment(file: string, mirrored: boolean) {
  const photo: Buffer = readFileSync(path.join(FIXTURES, 'garment', file));
  const buffer = mirrored ? await sharp(photo).flop().png().toBuffer() : photo;
  const decoded = await decodeImage(buffer, 'garment');
  const size = workingSize(decoded.width, decoded.height, 1024);
  const image = await resizeImage(decoded, size.width, size.height);
  const { mask } = cutOutGarment(image, estimateBackground(image));
  const evidence = detectCategory(mask);
  const landmarks = evidence && extractLandmarks(mask, evidence.category, undefined, image);
  if (!landmarks) throw new Error(`no landmarks for ${file}`);
  const neckline = findRoundNeckline(image, mask, landmarks);
  const before = { ...mask, data: mask.data.slice() };
  const opening = neckline && openRoundNeckline(mask, neckline);
  /** Whether (x, y), read off the unmirrored photo, is the garment's after the opening is taken out. */
  const kept = (x: number, y: number) => mask.data[y * mask.width + (mirrored ? image.width - 1 - x : x)] > 0.5;
  const wasGarment = (x: number, y: number) => before.data[y * mask.width + (mirrored ? image.width - 1 - x : x)] > 0.5;
  return { neckline, opening, kept, wasGarment, width: image.width };
}

describeWithFixtures('round necklines on the fixture garments', () => {
  // Points read off the photos (768 × 1024): inside the back, with its label, and just below the front's edge.
  it.each([
    {
      name: "the VANS tee's dark inside, down to its front band (which stays)",
      file: 'viton-top-00055_00.jpg',
      inside: [{ x: 384, y: 205 }],
      front: [
        { x: 384, y: 228 },
        { x: 384, y: 245 },
      ],
    },
    {
      name: "the striped top's inside stripes and label, down to its yellow band (which stays)",
      file: 'viton-top-00151_00.jpg',
      inside: [
        { x: 384, y: 200 },
        { x: 384, y: 222 },
      ],
      front: [
        { x: 384, y: 236 },
        { x: 384, y: 250 },
      ],
    },
    {
      name: "the black tee's inside, with its label",
      file: 'viton-top-03032_00.jpg',
      inside: [{ x: 384, y: 170 }],
      front: [{ x: 384, y: 215 }],
    },
    {
      name: "the FILA tee's dark red inside",
      file: 'viton-top-00126_00.jpg',
      inside: [{ x: 384, y: 265 }],
      front: [{ x: 384, y: 295 }],
    },
  ])('opens $name', async ({ file, inside, front }) => {
    for (const mirrored of [false, true]) {
      const { opening, kept, wasGarment } = await openedGarment(file, mirrored);
      expect(opening).toBeDefined();
      for (const { x, y } of inside) {
        expect(wasGarment(x, y)).toBe(true);
        expect(kept(x, y)).toBe(false);
      }
      for (const { x, y } of front) expect(kept(x, y)).toBe(true);
    }
  });

  it.each([
    ['the floral top with a mock neck: its tube stays', 'viton-top-00470_00.jpg'],
    ['the smocked off-shoulder top: its print follows arcs', 'viton-top-02305_00.jpg'],
    ['the smocked dress with a square neckline', 'dresscode-dress-052234_1.jpg'],
    ['the purple tee, whose only arc below the back band runs round its label', 'dresscode-top-049805_1.jpg'],
    ['the crochet flower dress', 'catvton-dress-21744571.jpg'],
    ['the cream knit dress with a placket', 'catvton-dress-23962182.jpg'],
  ])('finds none on %s', async (_name, file) => {
    for (const mirrored of [false, true]) expect((await openedGarment(file, mirrored)).neckline).toBeUndefined();
  });
});
