/**
 * End-to-end checks of the engine on the research photos in ../shared/fixtures/tryon (or $TRYON_FIXTURES).
 * The photos are never copied into the repository; without them this suite is skipped.
 * The full person × garment matrix runs in `npm run bench:engine`; this is a representative subset.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildBody } from './person/body';
import { TryOnEngineError } from './shared/errors';
import { coverageOverlap, FIXTURES, fixturesAvailable } from './testing/fixture-photos';
import { unevenLight } from './testing/fixture-variants';
import { decodeImage } from './shared/image-io';
import { legAtRow } from './person/legs';
import { Networks, startNetworks, stopNetworks } from './person/networks';
import { runTryOn, TryOnDetails } from './pipeline';
import { learnSkin, skinMask } from './person/skin-model';
import { dilate } from './shared/raster';
import { labelComponents } from './shared/components';
import { GarmentCategory, Mask } from './shared/types';

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

/** The person's skeleton in a result's person photo, as the engine builds it for a top. */
async function bodyOf(networks: Networks, details: TryOnDetails): Promise<ReturnType<typeof buildBody>> {
  const { pose } = await networks.analysePerson(details.person);
  if (!pose) throw new Error('no pose on the fixture photo');
  return buildBody(pose, 'top', details.person.height);
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

  it('keeps the ground-truth pair (the person already wears the garment) at least 0.95 similar to the photo', async () => {
    // Similarity = 1 − (mean absolute difference over every pixel and channel of the whole image) / 255.
    // Before the new top was tucked in where the person's own jeans begin it was 0.942: the flat tee, longer than
    // it is worn, covered the jeans' waistband down to 0.4 shoulder widths below the hips.
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-00055_00.jpg'),
      garmentImage: read('garment', 'viton-top-00055_00.jpg'),
    });
    let sum = 0;
    for (let index = 0; index < details.image.data.length; index++)
      sum += Math.abs(details.image.data[index] - details.person.data[index]);
    const similarity = 1 - sum / details.image.data.length / 255;
    expect(similarity).toBeGreaterThanOrEqual(0.95);
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

  it('continues the trousers under a long old top in their own colour, below a crisp waistband', async () => {
    // viton-00034_00 wears a long pink shirt over black trousers; a shorter top leaves the shirt's lower part to
    // repaint. Under the navy tee it was a smear from skin into a brown-black lighter than the trousers (mean luma 14.9
    // above theirs, measured as below; then 1.7 below) with the shirt's hem drawn as a pale line across it. The navy
    // tee, wrapped round the body, now reaches the trousers; the cropped grey cardigan still leaves the shirt's lower
    // part (1.7 below).
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-00034_00.jpg'),
      garmentImage: read('garment', 'catvton-top-21514384.jpg'),
    });
    const luma = (data: Uint8Array, pixel: number) =>
      0.299 * data[pixel * 3] + 0.587 * data[pixel * 3 + 1] + 0.114 * data[pixel * 3 + 2];
    const { width, height } = details.image;
    let continued = 0;
    let continuedPixels = 0;
    let visible = 0;
    let visiblePixels = 0;
    // The middle of the body, between the hands.
    for (let y = 0; y < height; y++) {
      for (let x = 300; x <= 460; x++) {
        const pixel = y * width + x;
        if (details.coverage.data[pixel] > 0.5) continue;
        const before = luma(details.person.data, pixel);
        const after = luma(details.image.data, pixel);
        if (before < 30) {
          visible += after;
          visiblePixels++;
        } else if (before > 150 && after < 60) {
          continued += after;
          continuedPixels++;
        }
      }
    }
    expect(continuedPixels).toBeGreaterThan(2000);
    expect(continued / continuedPixels - visible / visiblePixels).toBeLessThan(8);
  }, 30_000);

  it('covers no backdrop above the shoulders when widening a sleeved top over a light old top', async () => {
    // viton-02849_00's white top has the light grey backdrop's colours; the backdrop seen under her hair beside the
    // neck passed for a missed part of it, and the purple sweatshirt was widened over it as a tab beside the hair.
    const details = await runTryOn(networks, {
      personImage: read('person', 'viton-02849_00.jpg'),
      garmentImage: read('garment', 'dresscode-top-049805_1.jpg'),
    });
    const body = await bodyOf(networks, details);
    const { width } = details.person;
    const backdrop = [0, 1, 2].map((channel) => {
      let sum = 0;
      for (let y = 0; y < 20; y++)
        for (let x = 0; x < 20; x++) sum += details.person.data[(y * width + x) * 3 + channel];
      return sum / 400;
    });
    // Beside the neck: between the outer thirds of the shoulders, above the shoulder joints.
    const shoulderLine = (body.shoulderLeft.y + body.shoulderRight.y) / 2;
    const middle = (body.shoulderLeft.x + body.shoulderRight.x) / 2;
    const halfWidth = body.shoulderWidth * 0.55;
    let coveredBackdrop = 0;
    for (let y = 0; y < shoulderLine; y++) {
      for (let x = Math.max(0, Math.round(middle - halfWidth)); x < Math.min(width, middle + halfWidth); x++) {
        const pixel = y * width + x;
        if (details.coverage.data[pixel] <= 0.5) continue;
        const distance = Math.hypot(
          ...[0, 1, 2].map((channel) => details.person.data[pixel * 3 + channel] - backdrop[channel]),
        );
        if (distance < 15) coveredBackdrop++;
      }
    }
    // 190 backdrop-coloured pixels were covered there before, 93 now (the garment's own edge against the neck).
    expect(coveredBackdrop).toBeLessThan(140);
  }, 30_000);

  it('leaves no slit of bare shoulder between a short sleeve and the fabric covering the shoulder', async () => {
    // The black tee's sleeve, turned down along full-simon's left arm, and the fabric grown over his outer shoulder
    // left a strip of his own skin between them, from the shoulder seam down the sleeve.
    const details = await runTryOn(networks, {
      personImage: read('person', 'full-simon.png'),
      garmentImage: read('garment', 'viton-top-03244_00.jpg'),
    });
    const body = await bodyOf(networks, details);
    const { width } = details.person;
    const covered = (x: number, y: number) => details.coverage.data[y * width + x] > 0.5;
    const middle = (body.shoulderLeft.x + body.shoulderRight.x) / 2;
    const top = Math.round(Math.min(body.shoulderLeft.y, body.shoulderRight.y));
    const slit = Math.round(body.shoulderWidth * 0.1);
    let enclosed = 0;
    for (let y = top; y < top + body.shoulderWidth * 0.5; y++) {
      for (let x = Math.round(middle - body.shoulderWidth * 0.8); x < middle + body.shoulderWidth * 0.8; x++) {
        if (Math.abs(x - middle) < body.shoulderWidth * 0.35 || covered(x, y)) continue;
        let leftCovered = false;
        let rightCovered = false;
        for (let step = 1; step <= slit; step++) {
          leftCovered ||= covered(x - step, y);
          rightCovered ||= covered(x + step, y);
        }
        if (leftCovered && rightCovered) enclosed++;
      }
    }
    // Bare pixels with the new top close on both sides, beside the torso: 129 before, none now.
    expect(enclosed).toBeLessThan(30);
  }, 30_000);

  it('wraps each arm in its sleeve from the shoulder down, the hanging sleeves of a cardigan included', async () => {
    // Bare skin of full-simon's arms shown inside the reach of the new sleeves:
    // - the black tee's sleeve, turned down along his right arm, started below his outer deltoid (a notch of skin
    //   between the shoulder's cover and the sleeve): 378 pixels before, 24 now;
    // - the grey cardigan's hanging sleeves were split lengthwise, their inner third left with its body, bare strips ran
    //   down both upper arms, and his forearms were kept in front of its body as if they lay across it: 5,432 pixels
    //   before, 946 with the sleeves whole, 435 with the forearms inside them.
    for (const [garment, most] of [
      ['viton-top-03244_00.jpg', 80],
      ['catvton-top-21514384.jpg', 600],
    ] as const) {
      const details = await runTryOn(networks, {
        personImage: read('person', 'full-simon.png'),
        garmentImage: read('garment', garment),
      });
      const body = await bodyOf(networks, details);
      const skin = skinMask(details.person, learnSkin(details.person, body));
      expect(bareArmInSleeve(details, body, skin)).toBeLessThan(most);
    }
  }, 60_000);

  it('ends long sleeves at the wrists and leaves both hands as photographed', async () => {
    // The floral long sleeve, scaled to studio-1's shoulders, kept its photo's length: its cuffs hung past her
    // fingertips and hid both hands.
    const details = await runTryOn(networks, {
      personImage: read('person', 'studio-1.png'),
      garmentImage: read('garment', 'viton-top-00470_00.jpg'),
    });
    const body = await bodyOf(networks, details);
    const { width, height } = details.person;
    for (const arm of [body.armLeft, body.armRight]) {
      const length = Math.hypot(arm.end.x - arm.middle.x, arm.end.y - arm.middle.y);
      const along = { x: (arm.end.x - arm.middle.x) / length, y: (arm.end.y - arm.middle.y) / length };
      // The hand: from a little past the wrist, along the forearm, as far as a hand reaches.
      let covered = 0;
      let pixels = 0;
      for (let t = 0.08; t <= 0.3; t += 0.02) {
        for (let side = -0.06; side <= 0.06; side += 0.03) {
          const x = Math.round(arm.end.x + (along.x * t - along.y * side) * body.shoulderWidth);
          const y = Math.round(arm.end.y + (along.y * t + along.x * side) * body.shoulderWidth);
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          pixels++;
          if (details.coverage.data[y * width + x] > 0.5) covered++;
        }
      }
      expect(pixels).toBeGreaterThan(40);
      expect(covered / pixels).toBeLessThan(0.1);
    }
  }, 30_000);

  it('hangs a straight midi dress over legs standing apart: no thigh beside it, no slit between the legs', async () => {
    // Placed at its own width and kept to the person's outline, the checked midi dress let her leg step out of its
    // side at mid-thigh (painted there with a flat top) and was cut between her legs into culottes.
    const details = await runTryOn(networks, {
      personImage: read('person', 'dresscode-051482_0.jpg'),
      garmentImage: read('garment', 'dresscode-dress-053786_1.jpg'),
    });
    expect(details.category).toBe('dress');
    const body = await bodyOf(networks, details);
    const { width } = details.person;
    // Halfway between the hips and the knees, just above the knees and below them (the dress is a midi): the dress
    // spans both legs and the space between them, without a gap.
    for (const share of [0.5, 0.9, 1.15]) {
      const y = Math.round(
        (body.hipLeft.y + body.hipRight.y) / 2 +
          share * ((body.legLeft.middle.y + body.legRight.middle.y) / 2 - (body.hipLeft.y + body.hipRight.y) / 2),
      );
      const left = legAtRow(body, body.legLeft, y)!;
      const right = legAtRow(body, body.legRight, y)!;
      const from = Math.round(left.x - left.halfWidth * 0.8);
      const to = Math.round(right.x + right.halfWidth * 0.8);
      let uncovered = 0;
      for (let x = from; x <= to; x++) if (details.coverage.data[y * width + x] <= 0.5) uncovered++;
      expect(uncovered / (to - from + 1)).toBeLessThan(0.02);
    }
  }, 30_000);

  it('ends long jeans on his shoes: nothing of them beside the sneakers or on the floor below them', async () => {
    // Placed as long as in their photo, the jeans went on past his sneakers, in blocks on the floor under the soles.
    const details = await runTryOn(networks, {
      personImage: read('person', 'full-simon.png'),
      garmentImage: read('garment', 'dresscode-bottom-051827_1.jpg'),
    });
    const { feet, coverage } = details;
    if (!feet) throw new Error('no feet found on full-simon');
    const { width, height } = feet;
    const { labels, sizes } = labelComponents(feet);
    const shoes = sizes.flatMap((size, label) => (label > 0 && size >= 500 ? [label] : []));
    expect(shoes).toHaveLength(2);
    for (const label of shoes) {
      let top = height;
      let left = width;
      let right = -1;
      for (let pixel = 0; pixel < labels.length; pixel++) {
        if (labels[pixel] !== label) continue;
        const x = pixel % width;
        top = Math.min(top, (pixel - x) / width);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
      let covered = 0;
      for (let y = top; y < height; y++)
        for (let x = left; x <= right; x++) if (coverage.data[y * width + x] > 0.5) covered++;
      expect(covered).toBe(0);
      // Above the shoe the jeans cover the shin.
      let shin = 0;
      for (let x = left; x <= right; x++) if (coverage.data[(top - 20) * width + x] > 0.5) shin++;
      expect(shin).toBeGreaterThan((right - left) * 0.3);
    }
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
      const upright = await runTryOn(networks, { personImage, garmentImage: read('garment', file) });
      const changed = await runTryOn(networks, { personImage, garmentImage: await change(read('garment', file)) });
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

/** The share of pixels the garment covers in either result that it covers in both. */
/**
 * Skin pixels on the person's arms, along each upper arm and the upper part of each forearm down to where the new
 * garment stops covering its line, that show as photographed (outside the new garment, or kept in front of it): a
 * sleeve wraps its arm.
 */
function bareArmInSleeve(details: TryOnDetails, body: ReturnType<typeof buildBody>, skin: Mask): number {
  const { width, height } = details.person;
  const covered = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && details.coverage.data[Math.round(y) * width + Math.round(x)] > 0.5;
  let bare = 0;
  const segments = [body.armLeft, body.armRight].flatMap((arm) => [
    [arm.root, arm.middle, 0.1, 1],
    [arm.middle, arm.end, 0, 0.6],
  ]) as Array<[{ x: number; y: number }, { x: number; y: number }, number, number?]>;
  for (const [from, to, start, end = 1] of segments) {
    let reach = 0;
    for (let step = 0; step <= 50; step++) {
      const share = step / 50;
      if (covered(from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share)) reach = share;
    }
    const along = { x: to.x - from.x, y: to.y - from.y };
    const lengthSquared = along.x * along.x + along.y * along.y;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const share = ((x - from.x) * along.x + (y - from.y) * along.y) / lengthSquared;
        if (share < start || share >= Math.min(reach, end)) continue;
        const offset = Math.hypot(x - (from.x + along.x * share), y - (from.y + along.y * share));
        if (offset > body.shoulderWidth * 0.15 || skin.data[y * width + x] < 0.5) continue;
        const index = (y * width + x) * 3;
        const unchanged =
          Math.abs(details.image.data[index] - details.person.data[index]) +
            Math.abs(details.image.data[index + 1] - details.person.data[index + 1]) +
            Math.abs(details.image.data[index + 2] - details.person.data[index + 2]) <
          30;
        if (!covered(x, y) || unchanged) bare++;
      }
    }
  }
  return bare;
}
