import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageService, SquareVariants } from '../src/common/images/image.service';
import { JobsService } from '../src/common/jobs/jobs.service';
import { TryOnDurations } from '../src/modules/try-on/try-on-durations.service';
import { TryOnLifecycle } from '../src/modules/try-on/try-on-lifecycle.service';
import { tryOnQueue } from '../src/modules/try-on/try-on.queue';
import { signedInUser } from './support/factories';
import sharp from 'sharp';
import { png } from './support/images';
import { createTestApp, TestApp } from './support/test-app';
import { giveCredits, makeAdmin, startTryOn, uploadPair } from './support/try-on';

// No worker runs here: the queue is paused and each test moves its try-on itself, as a worker would.
let testApp: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_TRYON: '1000', TRYON_WORKER_CONCURRENCY: '2' });
  admin = await signedInUser(testApp);
  await makeAdmin(testApp, admin.userId);
  await queue().pause();
}, 120_000);

afterAll(async () => {
  await queue().resume();
  await testApp.close();
});

const queue = () => testApp.app.get(JobsService).queueOf(tryOnQueue);
const lifecycle = () => testApp.app.get(TryOnLifecycle);
/** A PNG written the way the engine writes one (fast compression), unlike the one a re-encode makes. */
const enginePng = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');
let sessionSequence = 0;

async function userWithCredits(credits: number) {
  const user = await signedInUser(testApp);
  await giveCredits(testApp, admin.browser, user.userId, credits);
  return user;
}

/** Presses GENERATE; the try-on waits in the paused queue. */
async function queuedTryOn(user: Awaited<ReturnType<typeof signedInUser>>) {
  sessionSequence += 1;
  const session = String(Date.now() + sessionSequence);
  const paths = await uploadPair(user.browser, session, await png(), await png());
  const { id } = (await startTryOn(user.browser, session, paths).expect(201)).body as { id: string };
  return { id, session };
}

const statusOf = async (user: Awaited<ReturnType<typeof signedInUser>>, id: string) =>
  (await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body;

describe('the estimate of the wait', () => {
  it('is null until a try-on was measured; then follows the queue position and the measured duration', async () => {
    const user = await userWithCredits(5);
    const first = await queuedTryOn(user);
    // Nothing measured yet: the screen keeps the spec's "20-40 seconds".
    expect(await statusOf(user, first.id)).toMatchObject({
      status: 'in_queue',
      queuePosition: 1,
      estimatedSeconds: null,
    });

    // A worker took the first (a second before now) and finished it in 2.4 s.
    await testApp.dataSource.query(
      `UPDATE virtual_try_on SET status = 'completed', started_at = now() - interval '3.4 seconds', completed_at = now() - interval '1 second' WHERE id = $1`,
      [first.id],
    );
    await (await queue().getJob(first.id))?.remove();
    // Measures are read again at most every 30 s per process; a finished try-on refreshes them at once.
    testApp.app.get(TryOnDurations).forget('local');

    const waiting = [await queuedTryOn(user), await queuedTryOn(user), await queuedTryOn(user)];
    const statuses = await Promise.all(waiting.map(({ id }) => statusOf(user, id)));
    // Two workers: places 1 and 2 wait one round, place 3 two rounds, each then takes its own 2.4 s.
    expect(statuses.map((status) => [status.queuePosition, status.estimatedSeconds])).toEqual([
      [1, 5],
      [2, 5],
      [3, 8],
    ]);

    // Processing for 1 s of its 2.4: 2 s left, counted from when the worker took it.
    await testApp.dataSource.query(
      `UPDATE virtual_try_on SET status = 'processing', stage = 'fitting', started_at = now() - interval '1 second' WHERE id = $1`,
      [waiting[0].id],
    );
    expect(await statusOf(user, waiting[0].id)).toMatchObject({
      status: 'processing',
      stage: 'fitting',
      estimatedSeconds: 2,
    });
  });

  it('a worker taking a try-on records when, and the processing stages carry the estimate', async () => {
    const user = await userWithCredits(1);
    const { id } = await queuedTryOn(user);
    await (await queue().getJob(id))?.remove();
    const before = Date.now();
    await lifecycle().processing(id, 'analysing');
    const [row] = await testApp.dataSource.query('SELECT started_at FROM virtual_try_on WHERE id = $1', [id]);
    expect(new Date(row.started_at).getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect((await statusOf(user, id)).estimatedSeconds).toEqual(expect.any(Number));
  });
});

describe('the result, announced before its variants exist', () => {
  it('stores the engine PNG as it is, serves it at once everywhere, and adds the variants after', async () => {
    const user = await userWithCredits(1);
    const { id, session } = await queuedTryOn(user);
    await (await queue().getJob(id))?.remove();
    await lifecycle().processing(id, 'finishing');
    const result = await enginePng();

    // Variants that take as long as the test says.
    const images = testApp.app.get(ImageService);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const original = images.boundedVariants.bind(images);
    const spy = jest
      .spyOn(images, 'boundedVariants')
      .mockImplementation(async (content: Buffer, sizes: number[]): Promise<SquareVariants> => {
        await released;
        return original(content, sizes);
      });
    try {
      const completing = lifecycle().completed(id, result, 'engine');
      const resultUrl = `/uploads/${user.registration.username}/try-on/${session}_${id}.png`;
      // Completed and shown while the variants are still being made.
      for (let wait = 0; wait < 100 && (await statusOf(user, id)).status !== 'completed'; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await statusOf(user, id)).toMatchObject({ status: 'completed', output: [resultUrl] });
      const served = await user.browser.get(resultUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      // Our engine's PNG is stored byte for byte: no second encode.
      expect(sha(served.body as Buffer)).toBe(sha(result));
      const listed = await user.browser.get(`/api/users/${user.registration.username}/try-ons`).expect(200);
      expect(listed.body.tryOns).toEqual([expect.objectContaining({ path: resultUrl, thumbnailPath: resultUrl })]);
      await user.browser.get(listed.body.tryOns[0].thumbnailPath).expect(200);

      release();
      await completing;
      const withVariants = await user.browser.get(`/api/users/${user.registration.username}/try-ons`).expect(200);
      expect(withVariants.body.tryOns[0].thumbnailPath).toBe(resultUrl.replace('.png', '-256.jpg'));
      const thumbnail = await user.browser.get(withVariants.body.tryOns[0].thumbnailPath).expect(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      const folder = path.join(testApp.privateStorageDirectory, user.registration.username, 'try-on');
      expect(readFileSync(path.join(folder, `${session}_${id}-1080.jpg`)).length).toBeGreaterThan(0);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it("re-encodes a provider's result (bytes from outside) before storing it", async () => {
    const user = await userWithCredits(1);
    const { id, session } = await queuedTryOn(user);
    await (await queue().getJob(id))?.remove();
    const result = await enginePng();
    await lifecycle().completed(id, result, 'provider');
    const served = await user.browser
      .get(`/uploads/${user.registration.username}/try-on/${session}_${id}.png`)
      .expect(200);
    expect(sha(served.body as Buffer)).not.toBe(sha(result));
  });
});
