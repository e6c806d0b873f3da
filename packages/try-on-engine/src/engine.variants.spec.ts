/**
 * The classes of photos the engine had never seen (issue #12), reproduced from variants of the fixture photos made at
 * test time (fixture-variants.ts): every variant is a conforming pair, so each must give an image of the expected
 * category that passes the engine's own self-check and leaves the background and the head as photographed.
 * Without the fixtures folder this suite is skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Body, buildBody } from './person/body';
import { buildVariant, OldGarmentCheck, Variant } from './testing/fixture-variants';
import { VARIANTS } from './testing/fixture-variant-list';
import { FIXTURES, fixturesAvailable } from './testing/fixture-photos';
import { KNOWN_VARIANT_REFUSALS } from './testing/known-refusals';
import { Networks, startNetworks, stopNetworks } from './person/networks';
import { headMask } from './person/person-regions';
import { CHIN_DEPTH } from './person/old-collar';
import { learnSkin, skinMask } from './person/skin-model';
import { runTryOn, TryOnDetails } from './pipeline';
import { dilate, maskBounds } from './shared/raster';
import { analyseGarment } from './garment/garment-analysis';
import { decodeImage, resizeImage, workingSize } from './shared/image-io';
import { armLines } from './person/top-and-bottom';

const fixtures = FIXTURES;
const describeWithFixtures = fixturesAvailable('try-on engine variant tests') ? describe : describe.skip;

/**
 * Variants the engine still refuses, with the refusal and message it gives instead of the image it would make
 * (known-refusals.ts, each with what was seen in that image): a fix moves the variant out of the list.
 */
const KNOWN_GAPS = KNOWN_VARIANT_REFUSALS;

/**
 * The share of a zone's pixels that changed (by more than 30 over the three channels), where the zone is given in
 * the body's frame: `depth` below the hip joints' middle (or below the eyes, `fromHead`) and `side` from the body's
 * centre line, both in shoulder widths, and `where` filters single pixels.
 */
function changedShare(
  details: TryOnDetails,
  body: Body,
  zone: { depth: [number, number]; side: [number, number]; fromHead?: boolean },
  where: (pixel: number) => boolean = () => true,
): { share: number; pixels: number } {
  const { person, image } = details;
  const origin = zone.fromHead
    ? body.head
    : { x: (body.hipLeft.x + body.hipRight.x) / 2, y: (body.hipLeft.y + body.hipRight.y) / 2 };
  let changed = 0;
  let pixels = 0;
  for (let pixel = 0; pixel < person.width * person.height; pixel++) {
    const x = pixel % person.width;
    const y = (pixel - x) / person.width;
    const depth = ((x - origin.x) * body.down.x + (y - origin.y) * body.down.y) / body.shoulderWidth;
    const side = Math.abs((x - origin.x) * -body.down.y + (y - origin.y) * body.down.x) / body.shoulderWidth;
    if (depth < zone.depth[0] || depth > zone.depth[1] || side < zone.side[0] || side > zone.side[1]) continue;
    if (details.coverage.data[pixel] > 0.5 || !where(pixel)) continue;
    pixels++;
    const index = pixel * 3;
    const change =
      Math.abs(image.data[index] - person.data[index]) +
      Math.abs(image.data[index + 1] - person.data[index + 1]) +
      Math.abs(image.data[index + 2] - person.data[index + 2]);
    if (change > 30) changed++;
  }
  return { share: changed / Math.max(1, pixels), pixels };
}

/** Mean brightness of the result in a zone of the body's frame (as in `changedShare`), where the new garment is not. */
function meanLuma(
  details: TryOnDetails,
  body: Body,
  zone: { depth: [number, number]; side: [number, number] },
): number {
  const { image } = details;
  const hips = { x: (body.hipLeft.x + body.hipRight.x) / 2, y: (body.hipLeft.y + body.hipRight.y) / 2 };
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < image.width * image.height; pixel++) {
    const x = pixel % image.width;
    const y = (pixel - x) / image.width;
    const depth = ((x - hips.x) * body.down.x + (y - hips.y) * body.down.y) / body.shoulderWidth;
    const side = Math.abs((x - hips.x) * -body.down.y + (y - hips.y) * body.down.x) / body.shoulderWidth;
    if (depth < zone.depth[0] || depth > zone.depth[1] || side < zone.side[0] || side > zone.side[1]) continue;
    if (details.coverage.data[pixel] > 0.5) continue;
    const index = pixel * 3;
    sum += 0.299 * image.data[index] + 0.587 * image.data[index + 1] + 0.114 * image.data[index + 2];
    count++;
  }
  return sum / Math.max(1, count);
}

/** The old garment is gone where the new one does not reach, or stays where it is meant to (a dress's skirt and sides). */
function expectOldGarmentHandled(check: OldGarmentCheck, details: TryOnDetails, body: Body): void {
  if (check === 'belly') {
    // Between the short top's hem and the shorts, the white tank is repainted as belly.
    const belly = changedShare(details, body, { depth: [-0.5, 0.02], side: [0, 0.2] });
    expect(belly.pixels).toBeGreaterThan(100);
    expect(belly.share).toBeGreaterThan(0.8);
    // Painted as a rounded body, not a flat block: its sides darker than its middle (1.01 of each other before
    // the fifth pass, 0.97 after).
    const middle = meanLuma(details, body, { depth: [-0.4, -0.1], side: [0, 0.05] });
    const sides = meanLuma(details, body, { depth: [-0.4, -0.1], side: [0.17, 0.22] });
    expect(sides / middle).toBeLessThan(0.985);
  } else if (check === 'collar') {
    // Below the chin, what is not skin on the photo (the crew neck) is repainted: 0.19 of it was before the collar
    // was told from the head, 0.42 after (its inside, in the shadow under the chin, passes for skin).
    const skin = skinMask(details.person, learnSkin(details.person, body));
    const collar = changedShare(
      details,
      body,
      { depth: [CHIN_DEPTH + 0.02, 0.55], side: [0, 0.2], fromHead: true },
      (pixel) => skin.data[pixel] < 0.5,
    );
    expect(collar.pixels).toBeGreaterThan(50);
    expect(collar.share).toBeGreaterThan(0.35);
  } else if (check === 'shirt-tail') {
    // The pale pink shirt's tail between the shorter top and the hips is repainted, not left in patches: it was learnt
    // as the trousers (the thigh sample reached it) and kept. Light pixels only: the black trousers stay.
    const skin = skinMask(details.person, learnSkin(details.person, body));
    const { data } = details.person;
    const tail = changedShare(
      details,
      body,
      { depth: [-0.6, 0.1], side: [0, 0.25] },
      (pixel) => skin.data[pixel] < 0.5 && data[pixel * 3] + data[pixel * 3 + 1] + data[pixel * 3 + 2] > 3 * 120,
    );
    expect(tail.pixels).toBeGreaterThan(100);
    expect(tail.share).toBeGreaterThan(0.9);
  } else if (check === 'waist-sides') {
    // The loose shirt is wider than the waist under it: beside the waist and away from the arms the revealed body
    // ends and the backdrop shows, not a belly as wide as the shirt.
    const resultSkin = skinMask(details.image, learnSkin(details.person, body));
    const arms = armLines(body, details.person.width, details.person.height, 0.12);
    const waistSides = { depth: [-0.75, -0.45] as [number, number], side: [0.44, 0.52] as [number, number] };
    const beside = changedShare(details, body, waistSides, (pixel) => arms.data[pixel] < 0.5);
    const painted = changedShare(
      details,
      body,
      waistSides,
      (pixel) => arms.data[pixel] < 0.5 && resultSkin.data[pixel] > 0.5,
    );
    expect(beside.pixels).toBeGreaterThan(100);
    // 0.46 of them were skin before the sixth pass, 0 after.
    expect(painted.pixels / beside.pixels).toBeLessThan(0.15);
  } else if (check === 'sleeves-on-arms') {
    // Long sleeves worn by a model lie along the person's bare arms in one piece: taken for the body of the top, they
    // were placed with the torso and cut into fragments by the arms. Long sleeves photographed hanging against a tall
    // top's body likewise: placed with the body, they lay inside the person's arms (0.015 of the arm line covered
    // before the ninth pass, 1 after).
    for (const arm of [body.armLeft, body.armRight]) {
      let covered = 0;
      let count = 0;
      for (let t = 0.3; t <= 1.6; t += 0.02) {
        const [from, to, along] = t <= 1 ? [arm.root, arm.middle, t] : [arm.middle, arm.end, t - 1];
        const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
        const across = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
        // The arm's line and either side of it, most of the way to the arm's edge.
        for (const side of [-0.08, -0.04, 0, 0.04, 0.08]) {
          const x = Math.round(from.x + (to.x - from.x) * along + across.x * side * body.shoulderWidth);
          const y = Math.round(from.y + (to.y - from.y) * along + across.y * side * body.shoulderWidth);
          count++;
          if (details.coverage.data[y * details.person.width + x] > 0.5) covered++;
        }
      }
      // 0.60 and 0.47 before the sixth pass (a sleeve ending at the elbow, the other in pieces); 0.77 and 0.82 after,
      // and 0.67 on the second arm while a held object found along it still cut the sleeve.
      expect(covered / count).toBeGreaterThan(0.72);
    }
  } else if (check === 'arm-edges') {
    // The bare forearms below the old sleeves stay as photographed: their shaded edges were taken for the old tee and
    // repainted, light streaks along the arms and in the gap beside the narrower camisole (0.18 changed before the
    // fifth pass, 0.12 after: what still changes is the old tee's side in that gap).
    const arms = armLines(body, details.person.width, details.person.height, 0.12);
    const forearms = changedShare(
      details,
      body,
      { depth: [-0.6, 0.2], side: [0.3, 0.9] },
      (pixel) => arms.data[pixel] > 0.5,
    );
    expect(forearms.pixels).toBeGreaterThan(500);
    expect(forearms.share).toBeLessThan(0.15);
  } else if (check === 'shorts-stay') {
    // The white shorts under the white tank are not the top: trimming the top's colours out of the thighs' sample
    // emptied it and they were repainted as belly (0.73 changed in the fifth pass's first try, 0 now).
    const shorts = changedShare(details, body, { depth: [0.3, 0.9], side: [0, 0.35] });
    expect(shorts.pixels).toBeGreaterThan(100);
    expect(shorts.share).toBeLessThan(0.1);
  } else if (check === 'dress-sides') {
    // Below the armpits and above the waist, beside the torso and away from the arms, the dress stays a dress.
    const sides = changedShare(details, body, { depth: [-1.1, -0.4], side: [0.25, 0.45] });
    expect(sides.pixels).toBeGreaterThan(100);
    expect(sides.share).toBeLessThan(0.15);
  }
}

const cases = VARIANTS.map((variant) => ({ ...variant, title: `${variant.failureClass}: ${variant.name}` }));

describeWithFixtures('try-on engine on variants of the fixture photos', () => {
  let networks: Networks;

  beforeAll(async () => {
    networks = await startNetworks();
  }, 60_000);

  afterAll(() => stopNetworks());

  async function expectRightImage(variant: Variant): Promise<void> {
    const { personImage, garmentImage } = await buildVariant(fixtures, variant);
    const details = await runTryOn(networks, { personImage, garmentImage, category: variant.category });
    expect(details.category).toBe(variant.expected);
    // The face and hair stay as photographed, and so does everything beyond the garment's reach.
    const pose = (await networks.analysePerson(details.person)).pose;
    if (!pose) throw new Error('no pose on the fixture photo');
    const body = buildBody(pose, 'top', details.person.height);
    const head = headMask(body, details.person.width, details.person.height);
    const reach = dilate(details.targetRegion, 16);
    let headChanged = 0;
    let headPixels = 0;
    let outsideChanged = 0;
    for (let pixel = 0; pixel < head.data.length; pixel++) {
      const index = pixel * 3;
      const change =
        Math.abs(details.image.data[index] - details.person.data[index]) +
        Math.abs(details.image.data[index + 1] - details.person.data[index + 1]) +
        Math.abs(details.image.data[index + 2] - details.person.data[index + 2]);
      if (head.data[pixel] > 0.5 && pixel < (body.head.y + body.headRadius * 0.5) * details.person.width) {
        headPixels++;
        if (change > 30) headChanged++;
      }
      if (reach.data[pixel] < 0.5 && change > 30) outsideChanged++;
    }
    expect(headChanged / Math.max(1, headPixels)).toBeLessThan(0.02);
    expect(outsideChanged).toBe(0);
    for (const check of [variant.oldGarmentCheck ?? []].flat()) expectOldGarmentHandled(check, details, body);
  }

  it('a crop top cut from a model photo leaves her trousers out', async () => {
    // The red crop top of viton-01861_00 was cut out with a band of her black trousers below it, placed as a dark band
    // under the new top's hem: 36 % of the cut-out was dark before the fifth pass, 6 % after (the top's own folds).
    const variant = VARIANTS.find((candidate) => candidate.name === 'a person photo as the garment, mirrored');
    if (!variant) throw new Error('variant missing');
    const { garmentImage } = await buildVariant(fixtures, variant);
    const decoded = await decodeImage(garmentImage, 'garment');
    const size = workingSize(decoded.width, decoded.height, 1024);
    const image = await resizeImage(decoded, size.width, size.height);
    const analysis = await analyseGarment(networks, image, undefined, { upperBodyOnly: false });
    expect(analysis.worn).toBe(true);
    let inside = 0;
    let black = 0;
    for (let pixel = 0; pixel < analysis.mask.data.length; pixel++) {
      if (analysis.mask.data[pixel] <= 0.5) continue;
      inside++;
      const index = pixel * 3;
      if (image.data[index] + image.data[index + 1] + image.data[index + 2] < 3 * 45) black++;
    }
    expect(black / Math.max(1, inside)).toBeLessThan(0.15);
    // Her chest in the square neckline is not the top: it passed the skin mask learnt from her face and was placed as
    // a skin-coloured block inside the new neckline. The top is red; light pixels in the cut-out are skin.
    let light = 0;
    for (let pixel = 0; pixel < analysis.mask.data.length; pixel++)
      if (analysis.mask.data[pixel] > 0.5 && image.data[pixel * 3 + 1] > 110) light++;
    // 3.6 % of the cut-out before the sixth pass, 0.08 % after.
    expect(light / Math.max(1, inside)).toBeLessThan(0.01);
    // Her long sleeves hang against her sides; both are found along her arms and bend at her elbows.
    for (const sleeve of [analysis.landmarks.leftSleeve, analysis.landmarks.rightSleeve])
      expect(sleeve?.elbow).toBeDefined();
  }, 60_000);

  it('a top cut from a model photo ends at her bare midriff and has no gap across it', async () => {
    const cutOut = async (file: string) => {
      const decoded = await decodeImage(readFileSync(path.join(fixtures, file)), 'garment');
      const size = workingSize(decoded.width, decoded.height, 1024);
      const image = await resizeImage(decoded, size.width, size.height);
      const { mask } = await analyseGarment(networks, image, 'top', { upperBodyOnly: false });
      const bounds = maskBounds(mask);
      if (!bounds) throw new Error('no garment found');
      return { mask, bounds };
    };
    // The tie shirt's model wears a skirt of the same fabric below her bare midriff: it was cut out with the shirt
    // (down to 0.89 of the photo's height) and placed below the new top's knot. Her midriff ends at 0.68, and the
    // skirt's sides, rising beside it at her hips, go with the skirt: the cut-out ends at 0.66.
    const shirt = await cutOut('garment/catvton-onmodel-top-jbeeq.jpg');
    expect(shirt.bounds.bottom / shirt.mask.height).toBeLessThan(0.67);
    // The zigzag knit's stitches in skin and other colours, scattered along some rows, made a gap across its cut-out:
    // its middle half was 29 % covered in the worst row, 53 % now.
    const knit = await cutOut('garment/catvton-onmodel-dress-mison.jpg');
    const { bounds, mask } = knit;
    const left = Math.round(bounds.left + (bounds.right - bounds.left) * 0.25);
    const right = Math.round(bounds.left + (bounds.right - bounds.left) * 0.75);
    let worstRow = 1;
    for (
      let y = Math.round(bounds.top + (bounds.bottom - bounds.top) * 0.2);
      y < bounds.bottom - (bounds.bottom - bounds.top) * 0.2;
      y++
    ) {
      let covered = 0;
      for (let x = left; x <= right; x++) covered += mask.data[y * mask.width + x] > 0.5 ? 1 : 0;
      worstRow = Math.min(worstRow, covered / (right - left + 1));
    }
    expect(worstRow).toBeGreaterThan(0.45);
  }, 60_000);

  for (const variant of cases) {
    const refusal = KNOWN_GAPS[variant.name];
    if (refusal) {
      it(`${variant.title} (known gap: refused with ${refusal.code})`, async () => {
        const { personImage, garmentImage } = await buildVariant(fixtures, variant);
        await expect(
          runTryOn(networks, { personImage, garmentImage, category: variant.category }),
        ).rejects.toMatchObject({ code: refusal.code, message: expect.stringMatching(refusal.message) });
      }, 60_000);
    } else {
      it(variant.title, () => expectRightImage(variant), 60_000);
    }
  }
});
