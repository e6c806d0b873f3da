import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixturesAvailable } from './fixture-photos';
import { decodeImage, resizeImage, workingSize } from './image-io';
import { loadEngineModels } from './models';
import { startNetworks, stopNetworks } from './networks';
import { analysePerson, detectPeopleOnly } from './person-analysis';
import { RgbImage } from './types';

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
