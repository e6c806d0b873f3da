import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { JobsService } from '../src/common/jobs/jobs.service';
import { tryOnQueue } from '../src/modules/try-on/try-on.queue';
import { RealtimeService } from '../src/common/realtime/realtime.service';
import { tryOnConfig } from '../src/config/configuration';
import { TIMED_OUT_MESSAGE, TryOnStatusProcessor } from '../src/modules/try-on/crons/try-on-status.processor';
import type { TryOnProvider, TryOnProviderStatus } from '../src/modules/try-on/providers/try-on-provider';
import { TryOnLifecycle } from '../src/modules/try-on/try-on-lifecycle.service';
import { TryOnQueries } from '../src/modules/try-on/try-on.queries';
import { listen, openEventStream, sessionCookie } from './support/events';
import { signedInUser, STRONG_PASSWORD } from './support/factories';
import { png } from './support/images';
import { createTestApp, TestApp } from './support/test-app';
import {
  balanceRow,
  fixture,
  GARMENT,
  giveCredits,
  haveFixtures,
  makeAdmin,
  PERSON,
  startTryOn,
  uploadPair,
  waitForFinish,
  waitForVariants,
} from './support/try-on';
import { RunningWorker, startWorker } from './support/worker';

const describeWithFixtures = haveFixtures ? describe : describe.skip;

let testApp: TestApp;
let worker: RunningWorker;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_TRYON: '1000' });
  admin = await signedInUser(testApp);
  await makeAdmin(testApp, admin.userId);
  if (haveFixtures) worker = await startWorker();
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await testApp.close();
});

const queue = () => testApp.app.get(JobsService).queueOf(tryOnQueue);
const timestamp = () => String(Date.now());

async function userWithCredits(credits: number) {
  const user = await signedInUser(testApp);
  if (credits > 0) await giveCredits(testApp, admin.browser, user.userId, credits);
  return user;
}

describeWithFixtures('a try-on from upload to post (local engine, real worker)', () => {
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let tryOnId: string;
  let session: string;
  let tryOnUrl: string;

  beforeAll(async () => {
    owner = await userWithCredits(2);
    session = timestamp();
    const paths = await uploadPair(owner.browser, session, fixture(PERSON), fixture(GARMENT));
    const started = Date.now();
    const response = await startTryOn(owner.browser, session, paths).expect(201);
    tryOnId = response.body.id;
    const finished = await waitForFinish(owner.browser, tryOnId);
    console.log(`[measure] start → completed on ${PERSON} + ${GARMENT}: ${Date.now() - started} ms`);
    expect(finished).toMatchObject({
      status: 'completed',
      error: null,
      stage: null,
      queuePosition: null,
      estimatedSeconds: null,
    });
    tryOnUrl = (finished.output as string[])[0];
    await waitForVariants(testApp, tryOnId);
  }, 120_000);

  it('takes exactly one credit, saves the result at the spec path with 256 and 1080 px variants', async () => {
    expect(tryOnUrl).toBe(`/uploads/${owner.registration.username}/try-on/${session}_${tryOnId}.png`);
    const folder = path.join(testApp.privateStorageDirectory, owner.registration.username, 'try-on');
    const result = await sharp(path.join(folder, `${session}_${tryOnId}.png`)).metadata();
    expect(result).toMatchObject({ format: 'png', width: 768, height: 1024 });
    // Kept with the private files, never where the static handler serves public ones.
    expect(
      existsSync(
        path.join(testApp.storageDirectory, owner.registration.username, 'try-on', `${session}_${tryOnId}.png`),
      ),
    ).toBe(false);
    const thumbnail = await sharp(path.join(folder, `${session}_${tryOnId}-256.jpg`)).metadata();
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(256);
    const large = await sharp(path.join(folder, `${session}_${tryOnId}-1080.jpg`)).metadata();
    expect(Math.max(large.width ?? 0, large.height ?? 0)).toBe(1024);
    expect(await balanceRow(testApp, owner.userId)).toEqual({ credits: 1, ledgerSum: 1 });
    const history = await owner.browser.get('/api/credits/transactions').expect(200);
    expect(
      history.body.transactions.map((entry: { type: string; amount: number; balanceAfter: number }) => [
        entry.type,
        entry.amount,
        entry.balanceAfter,
      ]),
    ).toEqual([
      ['spent', -1, 1],
      ['system', 2, 2],
    ]);
  });

  it("runs the spec client's settle sequence without charging again", async () => {
    const combined = `${session}_${tryOnId}`;
    for (let round = 0; round < 2; round += 1) {
      const deduct = await owner.browser
        .post('/api/credits/deduct')
        .send({
          amount: 1,
          description: 'Virtual try-on',
          type: 'TRY_ON',
          timestamp: session,
          tryOnId: combined,
          tryOnUrl: 'https://evil.example/x.png',
        })
        .expect(200);
      expect(deduct.body).toEqual({ alreadyProcessed: true, tryOnUrl, credits: 1 });
      const save = await owner.browser
        .post('/api/virtual-try-on/save')
        .send({ imageUrl: 'https://evil.example/x.png', tryOnId: combined, timestamp: session, forceOverwrite: true })
        .expect(200);
      expect(save.body).toEqual({ path: tryOnUrl, alreadyProcessed: true, tryOnUrl });
    }
    expect((await owner.browser.get('/api/credits').expect(200)).body).toEqual({ credits: 1 });
    expect(await balanceRow(testApp, owner.userId)).toEqual({ credits: 1, ledgerSum: 1 });
  });

  it('serves the private result to its owner only; status and detail are refused to others', async () => {
    const own = await owner.browser.get(tryOnUrl).expect(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.headers['set-cookie']).toBeUndefined();
    const stranger = await signedInUser(testApp);
    await stranger.browser.get(tryOnUrl).expect(404);
    await testApp.http().get(tryOnUrl).expect(404);
    await testApp.http().get(tryOnUrl.replace('/try-on/', '//try-on/')).expect(404);
    await testApp.http().get(tryOnUrl.replace('/try-on/', '/./try-on/')).expect(404);
    const status = await stranger.browser.get('/api/virtual-try-on').query({ id: tryOnId }).expect(404);
    expect(status.body.code).toBe('try_on_not_found');
    await stranger.browser.get(`/api/virtual-try-on/${session}/${tryOnId}`).expect(404);
    const listed = await stranger.browser.get(`/api/users/${owner.registration.username}/try-ons`).expect(200);
    expect(listed.body.tryOns).toEqual([]);
    const mine = await owner.browser.get(`/api/users/${owner.registration.username}/try-ons`).expect(200);
    expect(mine.body.tryOns).toEqual([
      {
        id: `${session}_${tryOnId}`,
        path: tryOnUrl,
        thumbnailPath: tryOnUrl.replace('.png', '-256.jpg'),
        createdAt: expect.any(String),
        timestamp: session,
      },
    ]);
    const detail = await owner.browser.get(`/api/virtual-try-on/${session}/${tryOnId}`).expect(200);
    expect(detail.body).toMatchObject({
      id: tryOnId,
      path: tryOnUrl,
      owner: { username: owner.registration.username },
      postId: null,
    });
    await owner.browser.get(detail.body.originalPersonPath).expect(200);
    await stranger.browser.get(detail.body.originalPersonPath).expect(404);
  });

  it('posting shares the image with followers (friends) but not with others; public needs a TrendStar', async () => {
    const follower = await signedInUser(testApp);
    const stranger = await signedInUser(testApp);
    await testApp.dataSource.query('INSERT INTO follow (follower_id, following_id) VALUES ($1, $2)', [
      follower.userId,
      owner.userId,
    ]);
    const refused = await owner.browser
      .post('/api/posts/try-on')
      .send({ caption: 'Mine', tryOnId: `${session}_${tryOnId}`, visibility: 'public' })
      .expect(403);
    expect(refused.body.code).toBe('forbidden');

    const created = await owner.browser
      .post('/api/posts/try-on')
      .send({ caption: ' Weekend linen ', tryOnId: `${session}_${tryOnId}`, tags: ['linen', '#tvt', '#Linen'] })
      .expect(201);
    expect(created.body.post).toMatchObject({
      caption: 'Weekend linen',
      visibility: 'friends',
      tags: ['#tvt', '#tryon', '#linen'],
      tryOnImage: tryOnUrl,
      likes: 0,
      isLiked: false,
      commentsCount: 0,
      originalTryOnId: `${session}_${tryOnId}`,
      thumbnailPath: tryOnUrl.replace('.png', '-256.jpg'),
      largePath: tryOnUrl.replace('.png', '-1080.jpg'),
    });
    const postId = created.body.post.id;

    await follower.browser.get(tryOnUrl).expect(200);
    await follower.browser.get(created.body.post.largePath).expect(200);
    const feed = await follower.browser.get('/api/feed').expect(200);
    expect(feed.body.posts).toEqual([
      expect.objectContaining({
        id: postId,
        type: 'try-on',
        thumbnailPath: tryOnUrl.replace('.png', '-256.jpg'),
        largePath: tryOnUrl.replace('.png', '-1080.jpg'),
      }),
    ]);
    await follower.browser.get(created.body.post.garmentImage).expect(200);
    await follower.browser.get(`/api/posts/try-on/${owner.registration.username}/${postId}`).expect(200);
    const detail = await follower.browser.get(`/api/virtual-try-on/${session}/${tryOnId}`).expect(200);
    expect(detail.body).toMatchObject({ postId, originalPersonPath: null });
    await follower.browser.get(tryOnUrl.replace('.png', '-person.jpg')).expect(404);
    expect(
      (await follower.browser.get(`/api/users/${owner.registration.username}/try-ons/posts`).expect(200)).body.posts,
    ).toHaveLength(1);

    await stranger.browser.get(tryOnUrl).expect(404);
    await testApp.http().get(tryOnUrl).expect(404);
    await stranger.browser.get(`/api/posts/try-on/${owner.registration.username}/${postId}`).expect(404);
    expect(
      (await stranger.browser.get(`/api/users/${owner.registration.username}/try-ons/posts`).expect(200)).body.posts,
    ).toEqual([]);

    // "Try This": the follower copies the garment of the post into their own session.
    const copy = await follower.browser
      .post('/api/virtual-try-on/reference-garment')
      .send({ timestamp: '1700000000000', postId })
      .expect(201);
    expect(copy.body.path).toBe(`/uploads/${follower.registration.username}/try-on/1700000000000/cloth_image.png`);
    await stranger.browser
      .post('/api/virtual-try-on/reference-garment')
      .send({ timestamp: '1700000000000', postId })
      .expect(404);

    await testApp.dataSource.query("UPDATE users SET role = 'trendstar', verified = true WHERE id = $1", [
      owner.userId,
    ]);
    const publicPost = await owner.browser
      .post('/api/posts/try-on')
      .send({ caption: 'For all', tryOnId: `${session}_${tryOnId}`, visibility: 'public' })
      .expect(201);
    await testApp.http().get(tryOnUrl).expect(200);
    await stranger.browser.delete(`/api/posts/${publicPost.body.post.id}`).expect(404);
    await owner.browser.delete(`/api/posts/${publicPost.body.post.id}`).expect(200);
    await testApp.http().get(tryOnUrl).expect(404);
    await testApp.dataSource.query("UPDATE users SET role = 'default' WHERE id = $1", [owner.userId]);
  });

  it('deletes by owner only: files, rows and posts go', async () => {
    const stranger = await signedInUser(testApp);
    await stranger.browser
      .delete(`/api/virtual-try-on/${session}/${tryOnId}`)
      .send({ originalTryOnId: `${session}_${tryOnId}` })
      .expect(404);
    const folder = path.join(testApp.privateStorageDirectory, owner.registration.username, 'try-on');
    expect(existsSync(path.join(folder, `${session}_${tryOnId}.png`))).toBe(true);
    await owner.browser
      .delete(`/api/virtual-try-on/${session}/${tryOnId}`)
      .send({ originalTryOnId: `${session}_${tryOnId}` })
      .expect(200);
    for (const suffix of ['.png', '-256.jpg', '-1080.jpg', '-person.jpg', '-garment.png'])
      expect(existsSync(path.join(folder, `${session}_${tryOnId}${suffix}`))).toBe(false);
    expect(await testApp.dataSource.query('SELECT id FROM virtual_try_on WHERE id = $1', [tryOnId])).toEqual([]);
    expect(await testApp.dataSource.query('SELECT id FROM post WHERE try_on_id = $1', [tryOnId])).toEqual([]);
    await owner.browser.get(tryOnUrl).expect(404);
    expect(await balanceRow(testApp, owner.userId)).toEqual({ credits: 1, ledgerSum: 1 });
  });
});

describeWithFixtures('live events', () => {
  it('pushes the balance and every state of a try-on to the signed-in tab, and keeps the API responsive meanwhile', async () => {
    const user = await userWithCredits(1);
    const baseUrl = await listen(testApp);
    const cookie = await sessionCookie(baseUrl, user.registration.username, STRONG_PASSWORD);
    const stream = await openEventStream(baseUrl, cookie);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await stream.waitFor((event) => event.event === 'ready');
    const bystander = await signedInUser(testApp);
    const bystanderStream = await openEventStream(
      baseUrl,
      await sessionCookie(baseUrl, bystander.registration.username, STRONG_PASSWORD),
    );
    await bystanderStream.waitFor((event) => event.event === 'ready');
    const session = timestamp();
    const paths = await uploadPair(user.browser, session, fixture(PERSON), fixture('garment/viton-top-00151_00.jpg'));

    const idleLatencies = await sampleLatency(user.browser, 30);
    const started = Date.now();
    const { id } = (await startTryOn(user.browser, session, paths).expect(201)).body;
    await stream.waitFor((event) => event.event === 'tryOn.status' && event.data.status === 'processing');
    const busyLatencies = await sampleLatency(user.browser, 30);
    const completed = await stream.waitFor(
      (event) => event.event === 'tryOn.status' && event.data.status === 'completed',
    );
    const pushedAfter = Date.now() - started;
    console.log(
      `[measure] GET /api/credits p50/max idle ${percentile(idleLatencies, 50)}/${Math.max(...idleLatencies)} ms, while generating ${percentile(busyLatencies, 50)}/${Math.max(...busyLatencies)} ms; completion pushed ${pushedAfter} ms after start`,
    );

    expect(completed.data).toEqual({
      id,
      status: 'completed',
      stage: null,
      queuePosition: null,
      estimatedSeconds: null,
      output: [`/uploads/${user.registration.username}/try-on/${session}_${id}.png`],
      error: null,
    });
    const ours = stream.events.filter((event) => event.event === 'tryOn.status' && event.data.id === id);
    expect(ours.map((event) => event.data.stage ?? event.data.status)).toEqual(
      expect.arrayContaining(['analysing', 'fitting', 'finishing', 'completed']),
    );
    expect(stream.events).toContainEqual({ event: 'credits.balance', data: { credits: 0 } });
    // Another user's tab hears nothing of it.
    expect(bystanderStream.events.map((event) => event.event)).toEqual(['ready']);
    expect(testApp.app.get(RealtimeService).openStreamCount).toBe(2);
    stream.close();
    bystanderStream.close();
    for (let wait = 0; wait < 50 && testApp.app.get(RealtimeService).openStreamCount > 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(testApp.app.get(RealtimeService).openStreamCount).toBe(0);
    await testApp.http().get('/api/events').expect(401);
  }, 90_000);
});

async function sampleLatency(
  browser: Awaited<ReturnType<typeof signedInUser>>['browser'],
  count: number,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await browser.get('/api/credits').expect(200);
    latencies.push(Math.round(performance.now() - started));
  }
  return latencies;
}

const percentile = (values: number[], rank: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((rank / 100) * values.length))];

describeWithFixtures('engine refusals', () => {
  it("an engine refusal fails with the engine's message and refunds the credit", async () => {
    const user = await userWithCredits(1);
    const session = timestamp();
    const blank = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const paths = await uploadPair(user.browser, session, blank, fixture(GARMENT));
    const response = await startTryOn(user.browser, session, paths).expect(201);
    expect((await user.browser.get('/api/credits').expect(200)).body.credits).toBe(0);
    const finished = await waitForFinish(user.browser, response.body.id);
    expect(finished).toMatchObject({ status: 'failed', output: [] });
    expect(finished.error).toBe(
      'We could not find a person in your photo. Please use a photo of yourself standing and facing the camera.',
    );
    expect(finished.message).toBe(finished.error);
    expect((await user.browser.get('/api/credits').expect(200)).body.credits).toBe(1);
    const history = await user.browser.get('/api/credits/transactions').expect(200);
    expect(
      history.body.transactions.map((entry: { type: string; amount: number }) => [entry.type, entry.amount]),
    ).toEqual([
      ['refund', 1],
      ['spent', -1],
      ['system', 1],
    ]);
  }, 90_000);
});

// The queue is paused in these: no worker needed, and the jobs stay put to be counted.
describe('credits at start', () => {
  it('a try-on still unfinished after TRYON_TIMEOUT_SECONDS fails with a refund and leaves the queue', async () => {
    const user = await userWithCredits(1);
    const session = timestamp();
    const paths = await uploadPair(user.browser, session, await png(), await png());
    await queue().pause();
    try {
      const { id } = (await startTryOn(user.browser, session, paths).expect(201)).body;
      await testApp.dataSource.query("UPDATE virtual_try_on SET created_at = now() - interval '1 hour' WHERE id = $1", [
        id,
      ]);
      await testApp.app.get(TryOnStatusProcessor).tick();
      const status = (await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body;
      expect(status).toMatchObject({ status: 'failed', error: TIMED_OUT_MESSAGE, queuePosition: null });
      expect(await queue().getWaiting()).toEqual([]);
      expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 1, ledgerSum: 1 });
      // A second round (another process) finds nothing more to refund.
      await testApp.app.get(TryOnStatusProcessor).tick();
      expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 1, ledgerSum: 1 });
    } finally {
      await queue().resume();
    }
  });

  it('below 1 credit: 402 with the spec message, no row, nothing queued', async () => {
    const user = await userWithCredits(0);
    const session = timestamp();
    const paths = await uploadPair(user.browser, session, await png(), await png());
    const before = await queue().getJobCounts();
    const response = await startTryOn(user.browser, session, paths).expect(402);
    expect(response.body).toEqual({
      statusCode: 402,
      code: 'insufficient_credits',
      message: 'You need 1 credit to generate a try-on image. Please purchase more credits to continue.',
    });
    expect(await testApp.dataSource.query('SELECT id FROM virtual_try_on WHERE user_id = $1', [user.userId])).toEqual(
      [],
    );
    expect(await queue().getJobCounts()).toEqual(before);
    expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('20 parallel starts with 5 credits queue exactly 5 jobs, with their queue positions', async () => {
    const user = await userWithCredits(5);
    const session = timestamp();
    const paths = await uploadPair(user.browser, session, await png(), await png());
    await queue().pause();
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => startTryOn(user.browser, session, paths)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(402)]);
      const ids = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id as string);
      expect((await queue().getWaiting()).map((job) => String(job.id)).sort()).toEqual([...ids].sort());
      const positions = await Promise.all(
        ids.map(async (id) => (await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body),
      );
      expect(positions.every((status) => status.status === 'in_queue')).toBe(true);
      expect(positions.map((status) => status.queuePosition).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 0, ledgerSum: 0 });
      // Deleting a queued try-on withdraws its job and gives the credit back.
      for (const id of ids) await user.browser.delete(`/api/virtual-try-on/${session}/${id}`).send({}).expect(200);
      expect(await queue().getWaiting()).toEqual([]);
      expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 5, ledgerSum: 5 });
    } finally {
      await queue().resume();
    }
  });
});

describe('external providers, polled by the status processor', () => {
  /** A stand-in for the FASHN/http clients: answers what the test says and counts the questions. */
  function fakeProvider(answer: () => Promise<TryOnProviderStatus>) {
    const asked: string[] = [];
    const provider: TryOnProvider = {
      name: 'fashn',
      needsPolling: true,
      submit: async () => ({ providerJobId: 'unused' }),
      status: async (id) => (asked.push(id), answer()),
    };
    const processor = new TryOnStatusProcessor(
      testApp.app.get(TryOnQueries),
      provider,
      testApp.app.get(tryOnConfig.KEY),
      testApp.app.get(TryOnLifecycle),
    );
    return { processor, asked };
  }

  /** A try-on as the fashn provider would have it, submitted `secondsAgo`. */
  async function submittedExternally(
    user: Awaited<ReturnType<typeof signedInUser>>,
    secondsAgo: number,
  ): Promise<string> {
    const session = timestamp();
    const paths = await uploadPair(user.browser, session, await png(), await png());
    await queue().pause();
    try {
      const { id } = (await startTryOn(user.browser, session, paths).expect(201)).body;
      await (await queue().getJob(id))?.remove();
      await testApp.dataSource.query(
        `UPDATE virtual_try_on SET provider = 'fashn', provider_job_id = $2, submitted_at = now() - make_interval(secs => $3) WHERE id = $1`,
        [id, `fashn-${id}`, secondsAgo],
      );
      return id;
    } finally {
      await queue().resume();
    }
  }

  it('asks 20 s after submit, not before, and stores a completed result like a local one', async () => {
    const user = await userWithCredits(1);
    const early = await submittedExternally(user, 5);
    const result = await png(600, 800);
    const { processor, asked } = fakeProvider(async () => ({ state: 'completed', image: result }));
    await processor.pollProvider();
    expect(asked).toEqual([]);
    await testApp.dataSource.query(
      "UPDATE virtual_try_on SET submitted_at = now() - interval '21 seconds' WHERE id = $1",
      [early],
    );
    await processor.pollProvider();
    expect(asked).toEqual([`fashn-${early}`]);
    const status = (await user.browser.get('/api/virtual-try-on').query({ id: early }).expect(200)).body;
    expect(status.status).toBe('completed');
    expect((await sharp((await user.browser.get(status.output[0]).expect(200)).body as Buffer).metadata()).width).toBe(
      600,
    );
    // Polled again only 10 s later.
    await processor.pollProvider();
    expect(asked).toHaveLength(1);
    expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it("a provider's failure becomes the try-on's message and refunds the credit", async () => {
    const user = await userWithCredits(1);
    const id = await submittedExternally(user, 25);
    const { processor } = fakeProvider(async () => ({
      state: 'failed',
      code: 'ImageLoadError',
      message: 'We could not read one of your photos. Please upload it again.',
    }));
    await processor.pollProvider();
    const status = (await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body;
    expect(status).toMatchObject({
      status: 'failed',
      error: 'We could not read one of your photos. Please upload it again.',
    });
    expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 1, ledgerSum: 1 });
  });
});

describe('uploads, starts and posts refused with the spec messages', () => {
  it('takes JPG and PNG only, by content, with the spec message', async () => {
    const user = await signedInUser(testApp);
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#888888' } })
      .webp()
      .toBuffer();
    const asWebp = await user.browser
      .post('/api/virtual-try-on/upload-human')
      .field('timestamp', '1700000000000')
      .attach('humanImage', webp, { filename: 'me.jpg', contentType: 'image/jpeg' })
      .expect(400);
    expect(asWebp.body).toEqual({
      statusCode: 400,
      code: 'invalid_image_format',
      message: 'Invalid image format. Please upload JPG or PNG files only.',
    });
    const text = await user.browser
      .post('/api/virtual-try-on/upload-cloth')
      .field('timestamp', '1700000000000')
      .attach('clothImage', Buffer.from('<svg/>'), { filename: 'x.png', contentType: 'image/png' })
      .expect(400);
    expect(text.body.code).toBe('invalid_image_format');
    const badTimestamp = await user.browser
      .post('/api/virtual-try-on/upload-cloth')
      .field('timestamp', '../../x')
      .attach('clothImage', await png(), 'x.png')
      .expect(400);
    expect(badTimestamp.body.code).toBe('validation_error');
    await testApp
      .http()
      .post('/api/virtual-try-on/upload-human')
      .field('timestamp', '1')
      .attach('humanImage', await png(), 'x.png')
      .expect(401);
  });

  it('strips EXIF from person photos, keeps them private and deletable', async () => {
    const user = await signedInUser(testApp);
    const withExif = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#aa5577' } })
      .withMetadata({ exif: { IFD0: { ImageDescription: 'GPS 28.6N 77.2E' } } })
      .jpeg()
      .toBuffer();
    const uploaded = await user.browser
      .post('/api/virtual-try-on/upload-human')
      .field('timestamp', '1700000000000')
      .attach('humanImage', withExif, 'me.jpg')
      .expect(200);
    const stored = await user.browser.get(uploaded.body.path).expect(200);
    expect((await sharp(stored.body as Buffer).metadata()).exif).toBeUndefined();
    const listed = await user.browser.get('/api/virtual-try-on/person-photos').expect(200);
    expect(listed.body.photos).toEqual([
      {
        id: uploaded.body.id,
        path: uploaded.body.path,
        thumbnailPath: uploaded.body.thumbnailPath,
        createdAt: expect.any(String),
      },
    ]);
    const other = await signedInUser(testApp);
    await other.browser.get(uploaded.body.path).expect(404);
    await other.browser.delete(`/api/virtual-try-on/person-photos/${uploaded.body.id}`).expect(404);
    expect((await other.browser.get('/api/virtual-try-on/person-photos').expect(200)).body.photos).toEqual([]);
    await user.browser.delete(`/api/virtual-try-on/person-photos/${uploaded.body.id}`).expect(200);
    await user.browser.get(uploaded.body.path).expect(404);
    expect((await user.browser.get('/api/virtual-try-on/person-photos').expect(200)).body.photos).toEqual([]);
  });

  it("deleting the account removes the user's try-on files and rows", async () => {
    const user = await signedInUser(testApp);
    await uploadPair(user.browser, '1700000000002', await png(), await png());
    const folder = path.join(testApp.privateStorageDirectory, user.registration.username, 'try-on');
    expect(existsSync(path.join(folder, '1700000000002', 'cloth_image.png'))).toBe(true);
    await user.browser.delete('/api/users/me').expect(200);
    for (let wait = 0; wait < 100 && existsSync(folder); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(folder)).toBe(false);
    expect(await testApp.dataSource.query('SELECT id FROM person_photo WHERE user_id = $1', [user.userId])).toEqual([]);
  });

  it("refuses to start with missing images or someone else's", async () => {
    const user = await userWithCredits(1);
    const other = await signedInUser(testApp);
    const otherPaths = await uploadPair(other.browser, '1700000000001', await png(), await png());
    const missing = await user.browser.post('/api/virtual-try-on').send({ timestamp: '1700000000001' }).expect(400);
    expect(missing.body.errors.human_image).toBe('Please upload both model and garment images.');
    const stolen = await startTryOn(user.browser, '1700000000001', otherPaths).expect(400);
    expect(stolen.body).toMatchObject({
      code: 'try_on_images_missing',
      message: 'Please upload both model and garment images.',
    });
    expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 1, ledgerSum: 1 });
  });

  it('validates posts with the spec messages', async () => {
    const user = await signedInUser(testApp);
    const empty = await user.browser.post('/api/posts/try-on').send({}).expect(400);
    expect(empty.body.errors).toMatchObject({ caption: 'Caption is required', tryOnId: 'Try-on ID is required' });
    const format = await user.browser
      .post('/api/posts/try-on')
      .send({ caption: 'Hi', tryOnId: 'nounderscore' })
      .expect(400);
    expect(format.body.errors.tryOnId).toBe('Invalid try-on ID format');
    const unknown = await user.browser
      .post('/api/posts/try-on')
      .send({ caption: 'Hi', tryOnId: '1700000000000_2b1f0c4e-7a53-4d0c-9a55-3f1b2c4d5e6f' })
      .expect(404);
    expect(unknown.body.code).toBe('try_on_not_found');
    await testApp.http().post('/api/posts/try-on').send({ caption: 'Hi', tryOnId: 'x_y' }).expect(401);
  });

  it('lets only admins grant credits, as a system ledger entry', async () => {
    const user = await signedInUser(testApp);
    await user.browser
      .post(`/api/admin/users/${user.userId}/credits`)
      .send({ amount: 5, description: 'x' })
      .expect(403);
    const granted = await admin.browser
      .post(`/api/admin/users/${user.userId}/credits`)
      .send({ amount: 3, description: 'Welcome' })
      .expect(200);
    expect(granted.body).toEqual({ credits: 3 });
    const overdraw = await admin.browser
      .post(`/api/admin/users/${user.userId}/credits`)
      .send({ amount: -4, description: 'Oops' })
      .expect(400);
    expect(overdraw.body.code).toBe('validation_error');
    const history = await user.browser.get('/api/credits/transactions').query({ page: 1, limit: 10 }).expect(200);
    expect(history.body).toMatchObject({
      page: 1,
      limit: 10,
      total: 1,
      transactions: [{ type: 'system', description: 'Welcome', amount: 3, balanceAfter: 3 }],
    });
  });
});
