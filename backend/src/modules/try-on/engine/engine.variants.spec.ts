/**
 * The classes of photos the engine had never seen (issue #12), reproduced from variants of the fixture photos made at
 * test time (fixture-variants.ts): every variant is a conforming pair, so each must give an image of the expected
 * category that passes the engine's own self-check and leaves the background and the head as photographed.
 * Without the fixtures folder this suite is skipped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildBody } from './body';
import { buildVariant, Variant, VARIANTS } from './fixture-variants';
import { loadEngineModels, EngineModels } from './models';
import { analysePerson } from './person-analysis';
import { headMask } from './person-regions';
import { runTryOn } from './pipeline';
import { dilate } from './raster';

const fixtures = path.resolve(
  process.env.TRYON_FIXTURES ?? path.join(__dirname, '..', '..', '..', '..', '..', '..', 'shared', 'fixtures', 'tryon'),
);
const available = existsSync(path.join(fixtures, 'person')) && existsSync(path.join(fixtures, 'garment'));
if (!available)
  console.warn(`Skipping the try-on engine variant tests: no fixtures at ${fixtures} (set TRYON_FIXTURES).`);
const describeWithFixtures = available ? describe : describe.skip;

/**
 * Variants the engine still cannot do, with the refusal it gives instead of a wrong image (a refusal of a conforming
 * pair is still a defect): the test turns red when the refusal changes, so a fix moves the variant out of this list.
 * - the white blouse recoloured to the off-white paper's own brightness: its plain chiffon has no texture and only
 *   faint edges, so the flood leaks into it and leaves a ragged fragment, which is refused;
 * - the camisole cut to its cups and shrunk: found whole now (straps included), but it covers a fifth of the torso
 *   and leaves a large painted skin area; the self-check's smallest coverage refuses it.
 */
const KNOWN_GAPS: Record<string, string> = {
  'white blouse with dark belt': 'garment_not_found',
  'cropped camisole, rescaled': 'result_check_failed',
};

const cases = VARIANTS.map((variant) => ({ ...variant, title: `${variant.failureClass}: ${variant.name}` }));

describeWithFixtures('try-on engine on variants of the fixture photos', () => {
  let models: EngineModels;

  beforeAll(async () => {
    models = await loadEngineModels();
  }, 60_000);

  async function expectRightImage(variant: Variant): Promise<void> {
    const { personImage, garmentImage } = await buildVariant(fixtures, variant);
    const details = await runTryOn(models, { personImage, garmentImage, category: variant.category });
    expect(details.category).toBe(variant.expected);
    // The face and hair stay as photographed, and so does everything beyond the garment's reach.
    const pose = analysePerson(models, details.person).pose;
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
  }

  for (const variant of cases) {
    const refusal = KNOWN_GAPS[variant.name];
    if (refusal) {
      it(`${variant.title} (known gap: refused with ${refusal})`, async () => {
        const { personImage, garmentImage } = await buildVariant(fixtures, variant);
        await expect(runTryOn(models, { personImage, garmentImage, category: variant.category })).rejects.toMatchObject(
          { code: refusal },
        );
      }, 60_000);
    } else {
      it(variant.title, () => expectRightImage(variant), 60_000);
    }
  }
});
