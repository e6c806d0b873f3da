import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from '../testing/fixture-photos';
import { decodeImage, resizeImage, workingSize } from '../shared/image-io';
import { loadEngineModels } from './models';
import { startNetworks, stopNetworks } from './networks';
import { analysePerson, detectPeopleOnly } from './person-analysis';
import { buildBody } from './body';
import { cropImage, cropMask, personBox, poseInBox } from '../shared/person-box';
import { locateReplacedGarment, ReplacedGarment } from './replaced-garment';
import { RgbImage } from '../shared/types';

const describeWithFixtures = fixturesAvailable("networks' thread tests") ? describe : describe.skip;

async function workingCopy(file: string): Promise<RgbImage> {
  const photo = await decodeImage(readFileSync(path.join(FIXTURES, 'person', file)), 'person');
  const size = workingSize(photo.width, photo.height);
  return resizeImage(photo, size.width, size.height);
}

function mirrored(image: RgbImage): RgbImage {
  const data = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + image.width - 1 - x) * 3;
      data.set(image.data.subarray(from, from + 3), (y * image.width + x) * 3);
    }
  return { ...image, data };
}

describeWithFixtures("the networks' thread", () => {
  afterAll(() => stopNetworks());

  it('finds the same people, joints and mask as the same networks on this thread', async () => {
    const image = await workingCopy('viton-02849_00.jpg');
    const [networks, models] = await Promise.all([startNetworks(), loadEngineModels()]);
    const onThread = await networks.analysePerson(image);
    const here = analysePerson(models, image);
    expect(onThread.people).toHaveLength(1);
    expect(onThread.pose?.leftShoulder.score).toBeGreaterThan(0.5);
    expect(onThread.people).toEqual(here.people);
    expect(onThread.pose).toEqual(here.pose);
    expect(onThread.personMask.width).toBe(image.width);
    expect(Array.from(onThread.personMask.data)).toEqual(Array.from(here.personMask.data));
    expect(await networks.detectPeople(image, 160)).toEqual(detectPeopleOnly(models, image, 160));
  }, 60_000);

  it('answers requests in flight together, each with its own photo', async () => {
    const photo = await workingCopy('viton-02849_00.jpg');
    const networks = await startNetworks();
    const [first, second] = await Promise.all([networks.analysePerson(photo), networks.analysePerson(mirrored(photo))]);
    const middle = (analysis: typeof first) => (analysis.pose!.leftShoulder.x + analysis.pose!.rightShoulder.x) / 2;
    expect(Math.abs(middle(first) + middle(second) - (photo.width - 1))).toBeLessThan(photo.width * 0.03);
  }, 60_000);

  it('works on a request while the caller goes on with work of its own', async () => {
    const image = await workingCopy('viton-02849_00.jpg');
    const networks = await startNetworks();
    const started = performance.now();
    await networks.analysePerson(image);
    const took = performance.now() - started;
    const asked = networks.analysePerson(image);
    // Busy here for longer than the networks take: a request posted only once this thread is free again would be
    // answered all that time later.
    const busyUntil = performance.now() + Math.max(1000, took * 3);
    while (performance.now() < busyUntil);
    const freed = performance.now();
    await asked;
    expect(performance.now() - freed).toBeLessThan(took / 2);
  }, 60_000);

  it('locates the old garment as this thread would, the feet below a dress included', async () => {
    const photo = await decodeImage(readFileSync(path.join(FIXTURES, 'person', 'full-simon.png')), 'person');
    const size = workingSize(photo.width, photo.height);
    const working = await resizeImage(photo, size.width, size.height);
    const networks = await startNetworks();
    const analysis = await networks.analysePerson(working);
    const upperBody = buildBody(analysis.pose!, 'top', working.height);
    const box = personBox(analysis.personMask, upperBody.shoulderWidth * 0.5);
    const person = cropImage(working, box);
    const input = {
      person,
      half: await resizeImage(person, Math.round(person.width / 2), Math.round(person.height / 2)),
      personMask: cropMask(analysis.personMask, box),
      body: buildBody(poseInBox(analysis.pose!, box), 'dress', working.height - box.top),
      category: 'dress' as const,
    };
    const onThread = await networks.locateReplacedGarment(input);
    const here = locateReplacedGarment(input);
    const masks = (located: ReplacedGarment) => {
      const { regions, feet, objects, oldGarment, knownSkin } = located;
      const { skin, head, shape, oldTop, oldBottom } = regions;
      const all = { skin, head, shape, oldTop, oldBottom, feet, objects, oldGarment, knownSkin };
      return Object.entries({ ...all, regionsOldGarment: regions.oldGarment }).map(([name, mask]) => ({
        name,
        width: mask?.width,
        height: mask?.height,
        digest: mask && createHash('sha256').update(mask.data).digest('hex'),
      }));
    };
    expect(here.feet).toBeDefined();
    expect(onThread.lowerBody).toBe(true);
    expect(onThread.regions.skinModel).toEqual(here.regions.skinModel);
    expect(onThread.regions.onePiece).toBe(here.regions.onePiece);
    expect(masks(onThread)).toEqual(masks(here));
    // The input's photo and mask stay whole here: they were copied to the thread, not moved.
    expect(input.personMask.data.length).toBe(person.width * person.height);
    expect(input.person.data.length).toBe(person.width * person.height * 3);
  }, 60_000);

  it('fails the requests in flight when its thread ends, and starts a new thread for the next', async () => {
    const image = await workingCopy('viton-02849_00.jpg');
    const before = await startNetworks();
    const inFlight = before.analysePerson(image);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stopNetworks();
    await expect(inFlight).rejects.toThrow("the networks' thread exited");
    const after = await startNetworks();
    expect(after).not.toBe(before);
    expect((await after.analysePerson(image)).people).toHaveLength(1);
  }, 60_000);
});
