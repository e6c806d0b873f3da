/**
 * End-to-end checks of the engine on the research photos in ../shared/fixtures/tryon (or $TRYON_FIXTURES).
 * The photos are never copied into the repository; without them this suite is skipped.
 * The full person × garment matrix runs in `npm run bench:engine`; this is a representative subset.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TryOnEngineError } from './shared/errors';
import { coverageOverlap, FIXTURES, fixturesAvailable } from './testing/fixture-photos';
import { unevenLight } from './testing/fixture-variants';
import { decodeImage } from './shared/image-io';
import { Networks, startNetworks, stopNetworks } from './person/networks';
import { runTryOn, TryOnDetails } from './pipeline';
import { dilate } from './shared/raster';
import { bodyOf } from './testing/fixture-results';
import { KNOWN_FIXTURE_REFUSALS } from './testing/known-refusals';
import { GarmentCategory } from './shared/types';

const fixtures = FIXTURES;
const describeWithFixtures = fixturesAvailable('try-on engine fixture tests') ? describe : describe.skip;

const read = (folder: string, file: string) => readFileSync(path.join(fixtures, folder, file));

/** Mean absolute difference, in 0–255 units, over pixels farther than `margin` from the target region. */
function meanDifferenceOutside(details: TryOnDetails, margin: number): number {
  const outside = dilate(details.targetRegion, margin);
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < outside.data.length; pixel++) {
    if (outside.data[pixel] > 0.5) continue;
    for (let channel = 0; channel < 3; channel++)
      sum += Math.abs(details.image.data[pixel * 3 + channel] - details.person.data[pixel * 3 + channel]);
    count += 3;
  }
  return count === 0 ? 0 : sum / count;
}

function meanDifferenceInside(details: TryOnDetails): number {
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < details.targetRegion.data.length; pixel++) {
    if (details.targetRegion.data[pixel] <= 0.5) continue;
    for (let channel = 0; channel < 3; channel++)
      sum += Math.abs(details.image.data[pixel * 3 + channel] - details.person.data[pixel * 3 + channel]);
    count += 3;
  }
  return count === 0 ? 0 : sum / count;
}

function changedPixels(details: TryOnDetails, region: TryOnDetails['feet']): number {
  if (!region) return -1;
  let changed = 0;
  for (let pixel = 0; pixel < region.data.length; pixel++) {
    if (region.data[pixel] <= 0.5) continue;
    for (let channel = 0; channel < 3; channel++)
      if (details.image.data[pixel * 3 + channel] !== details.person.data[pixel * 3 + channel]) changed++;
  }
  return changed;
}

interface Case {
  person: string;
  garment: string;
  expected: GarmentCategory;
  category?: GarmentCategory;
}

/** Conforming photos with a fitting category: every one must give an image. */
const conforming: Case[] = [
  { person: 'person/viton-00055_00.jpg', garment: 'viton-top-00055_00.jpg', expected: 'top' },
  { person: 'person/viton-01008_00.jpg', garment: 'dresscode-top-050181_1.jpg', expected: 'top' },
  { person: 'person/viton-05997_00.jpg', garment: 'viton-top-00151_00.jpg', expected: 'top' },
  { person: 'person/studio-2.png', garment: 'viton-top-02305_00.jpg', expected: 'top' },
  // Cut at her camisole's hem before issue #63's fix and refused; now the tee hangs whole over her trousers.
  { person: 'person/dresscode-051482_0.jpg', garment: 'viton-top-03032_00.jpg', expected: 'top' },
  { person: 'person/dresscode-049447_0.jpg', garment: 'dresscode-bottom-051827_1.jpg', expected: 'bottom' },
  { person: 'person/dresscode-052472_0.jpg', garment: 'dresscode-dress-052234_1.jpg', expected: 'dress' },
  { person: 'person/dresscode-049447_0.jpg', garment: 'dresscode-dress-052234_1.jpg', expected: 'dress' },
  { person: 'person/viton-02849_00.jpg', garment: 'viton-top-00470_00.jpg', expected: 'top', category: 'top' },
];

/** Photos that break the guidelines: a sane image or a specific refusal, never a crash. */
const nonconforming: Case[] = [
  { person: 'person-nonconforming/busy-background.jpg', garment: 'viton-top-00126_00.jpg', expected: 'top' },
  { person: 'person-nonconforming/seated-cluttered.jpg', garment: 'dresscode-top-049805_1.jpg', expected: 'top' },
];

describeWithFixtures('try-on engine on the fixture photos', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  it.each(conforming)(
    'dresses $person in $garment',
    async (testCase) => {
      const details = await runTryOn(networks, {
        personImage: read('', testCase.person),
        garmentImage: read('garment', testCase.garment),
        category: testCase.category,
      });
      expect(details.category).toBe(testCase.expected);
      expect(details.image.width).toBe(details.person.width);
      expect(details.image.height).toBe(details.person.height);
      expect(details.png.subarray(1, 4).toString()).toBe('PNG');
      // Only the garment's region changes: within 2/255 on average outside it, grown by 16 pixels.
      expect(meanDifferenceOutside(details, 16)).toBeLessThanOrEqual(2);
      expect(meanDifferenceInside(details)).toBeGreaterThan(3);
      // Shoes are not the garment being replaced: under a dress or bottom they stay exactly as photographed.
      if (testCase.expected !== 'top') expect(changedPixels(details, details.feet)).toBe(0);
    },
    30_000,
  );

  it.each(nonconforming)(
    'gives $person a sane image or a specific refusal',
    async (testCase) => {
      try {
        const details = await runTryOn(networks, {
          personImage: read('', testCase.person),
          garmentImage: read('garment', testCase.garment),
        });
        expect(details.image.width).toBe(details.person.width);
        expect(meanDifferenceOutside(details, 16)).toBeLessThanOrEqual(2);
      } catch (error) {
        expect(error).toBeInstanceOf(TryOnEngineError);
        expect([
          'no_person_found',
          'several_people',
          'black_and_white_photo',
          'body_not_visible',
          'garment_not_found',
          'unsupported_garment',
          'result_check_failed',
        ]).toContain((error as TryOnEngineError).code);
      }
    },
    30_000,
  );

  /** The busy-background photo (hands clasped in front, against the photo guidelines) in a garment. */
  const onBusyBackground = (garment: string) =>
    runTryOn(networks, {
      personImage: read('person-nonconforming', 'busy-background.jpg'),
      garmentImage: read('garment', garment),
    });

  it('refuses a long sleeve over arms folded in front, and still dresses them in a short one', async () => {
    // The busy-background photo's hands are clasped in front of him. Laid along his forearms, back over the torso, the
    // floral long sleeve tore into streaks over his hands; a short sleeve ends at the elbow.
    const attempt = onBusyBackground('viton-top-00470_00.jpg');
    await expect(attempt).rejects.toMatchObject({ code: 'body_not_visible', message: expect.stringMatching(/arms/) });
    const details = await onBusyBackground('viton-top-03032_00.jpg');
    expect(details.category).toBe('top');
  }, 30_000);

  it('refuses a top that leaves bare the body his folded arms lie on, and still dresses him in a tee', async () => {
    // Under the camisole his clasped forearms lay on a torso-wide block of painted skin (0.59 of the top's area).
    const attempt = onBusyBackground('viton-top-02015_00.jpg');
    await expect(attempt).rejects.toMatchObject({ code: 'body_not_visible', message: expect.stringMatching(/folded/) });
    const details = await onBusyBackground('viton-top-00055_00.jpg');
    expect(details.measures.paintedBody).toBeLessThan(0.2);
  }, 30_000);

  it('keeps the skirt under a replaced sheer top exactly as photographed', async () => {
    // A black mesh top over a leopard skirt: the skirt's black spots share the top's colours.
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-01008_00.jpg'),
      garmentImage: read('garment', 'viton-top-02015_00.jpg'),
    });
    const body = await bodyOf(networks, details);
    const top = (body.hipLeft.y + body.hipRight.y) / 2 + body.shoulderWidth * 0.15;
    const bottom = Math.min(details.person.height, top + body.shoulderWidth * 0.45);
    const inset = Math.abs(body.hipRight.x - body.hipLeft.x) * 0.1;
    const left = Math.min(body.hipLeft.x, body.hipRight.x) + inset;
    const right = Math.max(body.hipLeft.x, body.hipRight.x) - inset;
    let changed = 0;
    for (let y = Math.round(top); y < bottom; y++) {
      for (let x = Math.round(left); x < right; x++) {
        const index = (y * details.person.width + x) * 3;
        for (let channel = 0; channel < 3; channel++)
          if (details.image.data[index + channel] !== details.person.data[index + channel]) changed++;
      }
    }
    expect(changed).toBe(0);
  }, 30_000);

  it('keeps the ground-truth pair (the person already wears the garment) at least 0.94 similar to the photo', async () => {
    // Similarity = 1 − (mean absolute difference over every pixel and channel of the whole image) / 255.
    // She wears her tee tucked into her jeans. Tucked in where her jeans begin, the new tee gave 0.955; since a new top
    // hangs over the person's own bottom (issue #63: tucked there, long tops ended at old crop tops' hems) the flat tee,
    // longer than she wears it, covers the jeans' waistband down to 0.4 shoulder widths below the hips: 0.945.
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-00055_00.jpg'),
      garmentImage: read('garment', 'viton-top-00055_00.jpg'),
    });
    let sum = 0;
    for (let index = 0; index < details.image.data.length; index++)
      sum += Math.abs(details.image.data[index] - details.person.data[index]);
    const similarity = 1 - sum / details.image.data.length / 255;
    expect(similarity).toBeGreaterThanOrEqual(0.94);
  }, 30_000);

  it('covers the old top at the shoulders with the new sleeved top (the pair the e2e tests and the browser use)', async () => {
    // The FILA crop tee's short sleeves, turned down along the arms, started well below the shoulders: the lilac
    // tee's dark sleeve caps were left bare between the new torso and sleeve (0.035 of the torso area) and were
    // repainted as a blurred lilac patch, and the right sleeve looked detached from the body.
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-00055_00.jpg'),
      garmentImage: read('garment', 'viton-top-00126_00.jpg'),
    });
    expect(details.category).toBe('top');
    expect(details.measures.shouldersBare).toBeLessThan(0.005);
  }, 30_000);

  it('refuses a bottom on an upper-body photo, saying the legs must be visible', async () => {
    const attempt = runTryOn(networks, {
      personImage: read('person', 'viton-01861_00.jpg'),
      garmentImage: read('garment', 'dresscode-bottom-051412_1.jpg'),
    });
    await expect(attempt).rejects.toMatchObject({ code: 'body_not_visible' });
  }, 30_000);

  it('refuses a dress on an upper-body photo taken with room above the head, saying the legs must be visible', async () => {
    // The person shrunk to two thirds, the backdrop's colour above and beside her, cut off at the frame's bottom as shot.
    const photo = read('person', 'viton-00034_00.jpg');
    const { width = 0, height = 0 } = await sharp(photo).metadata();
    const smaller = await sharp(photo)
      .resize(Math.round((width * 2) / 3))
      .toBuffer();
    const shrunk = await sharp(smaller).metadata();
    const sides = width - (shrunk.width ?? 0);
    const roomAbove = await sharp(smaller)
      .extend({
        top: height - (shrunk.height ?? 0),
        left: Math.floor(sides / 2),
        right: Math.ceil(sides / 2),
        bottom: 0,
        background: { r: 236, g: 236, b: 236 },
      })
      .jpeg()
      .toBuffer();
    for (const garment of ['dresscode-dress-052234_1.jpg', 'dresscode-bottom-051827_1.jpg']) {
      const attempt = runTryOn(networks, { personImage: roomAbove, garmentImage: read('garment', garment) });
      await expect(attempt).rejects.toMatchObject({
        code: 'body_not_visible',
        message: expect.stringMatching(/knees/),
      });
    }
  }, 30_000);

  it('detects each garment category from the photo alone', async () => {
    for (const [file, category] of [
      ['dresscode-bottom-051412_1.jpg', 'bottom'],
      ['dresscode-dress-053786_1.jpg', 'dress'],
      ['viton-top-03244_00.jpg', 'top'],
    ] as const) {
      const details = await runTryOn(networks, {
        personImage: read('person', 'dresscode-051482_0.jpg'),
        garmentImage: read('garment', file),
      });
      expect(details.detectedCategory).toBe(category);
    }
  }, 60_000);

  it('dresses him alike in a garment photographed askew or pasted on a white canvas as in its upright photo', async () => {
    // Turned 8°, the jeans passed for a top; on a canvas of pure white, the tee's own off-white backdrop was placed with it.
    const turned = (photo: Buffer) => sharp(photo).rotate(8, { background: '#ffffff' }).jpeg().toBuffer();
    const onCanvas = async (photo: Buffer) => {
      const { width = 0, height = 0 } = await sharp(photo).metadata();
      const half = { top: height >> 1, bottom: height >> 1, left: width >> 1, right: width >> 1 };
      return sharp(photo)
        .extend({ ...half, background: '#ffffff' })
        .jpeg()
        .toBuffer();
    };
    for (const [file, change, category] of [
      ['dresscode-bottom-051827_1.jpg', turned, 'bottom'],
      ['viton-top-00126_00.jpg', turned, 'top'],
      ['viton-top-00126_00.jpg', onCanvas, 'top'],
      ['dresscode-dress-052234_1.jpg', onCanvas, 'dress'],
    ] as const) {
      const personImage = read('person', 'full-simon.png');
      const changedPhoto = await change(read('garment', file));
      const known =
        KNOWN_FIXTURE_REFUSALS[`person/full-simon.png + ${file} ${change === turned ? 'turned 8°' : 'on a canvas'}`];
      if (known) {
        await expect(runTryOn(networks, { personImage, garmentImage: changedPhoto })).rejects.toMatchObject({
          code: known.code,
          message: expect.stringMatching(known.message),
        });
        continue;
      }
      const upright = await runTryOn(networks, { personImage, garmentImage: read('garment', file) });
      const changed = await runTryOn(networks, { personImage, garmentImage: changedPhoto });
      expect(changed.detectedCategory).toBe(category);
      expect(coverageOverlap(upright, changed)).toBeGreaterThan(0.9);
    }
  }, 90_000);

  it('dresses him alike in a garment photographed small, as a thumbnail or lit unevenly as in its own photo', async () => {
    // From further away or as a 280-pixel thumbnail, the trousers' gap between the legs was closed and they passed for a
    // top; under a lamp or beside a window, the backdrop's better lit part was placed with the garment, or refused.
    const relit =
      (strength: number, fromSide = false) =>
      async (photo: Buffer) => {
        const image = await unevenLight(strength, fromSide)(await decodeImage(photo, 'garment'));
        return sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 3 } })
          .jpeg({ quality: 92 })
          .toBuffer();
      };
    const far = async (photo: Buffer) => {
      const { width = 0, height = 0 } = await sharp(photo).metadata();
      const small = await sharp(photo)
        .resize(Math.round(width * 0.45))
        .toBuffer();
      const { width: smallWidth = 0, height: smallHeight = 0 } = await sharp(small).metadata();
      const x = (width - smallWidth) >> 1;
      const y = (height - smallHeight) >> 1;
      const sides = { left: x, right: width - smallWidth - x, top: y, bottom: height - smallHeight - y };
      return sharp(small)
        .extend({ ...sides, background: '#ffffff' })
        .jpeg({ quality: 92 })
        .toBuffer();
    };
    const thumbnail = (photo: Buffer) => sharp(photo).resize(280).jpeg({ quality: 85 }).toBuffer();
    const personImage = read('person', 'full-simon.png');
    for (const [file, changes, category] of [
      ['dresscode-bottom-051412_1.jpg', [far, thumbnail], 'bottom'],
      ['viton-top-00126_00.jpg', [relit(0.2), thumbnail], 'top'],
      ['catvton-dress-21744571.jpg', [relit(0.25, true)], 'dress'],
    ] as const) {
      const photographed = await runTryOn(networks, { personImage, garmentImage: read('garment', file) });
      for (const change of changes) {
        const changed = await runTryOn(networks, { personImage, garmentImage: await change(read('garment', file)) });
        expect(changed.detectedCategory).toBe(category);
        expect(coverageOverlap(photographed, changed)).toBeGreaterThan(0.9);
      }
    }
  }, 120_000);

  // Time is measured by the benchmark (`make bench`), never asserted here: a test's speed depends on the machine's load.
  it('stays within the memory budget', () => {
    expect(process.memoryUsage().rss).toBeLessThan(1.5 * 1024 ** 3);
  });
});
