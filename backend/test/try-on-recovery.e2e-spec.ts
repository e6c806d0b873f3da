import { signedInUser } from './support/factories';
import { startOwnRedis } from './support/redis-server';
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
} from './support/try-on';
import { RunningWorker, startWorker } from './support/worker';

const describeWithFixtures = haveFixtures ? describe : describe.skip;

let testApp: TestApp;
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const workers: RunningWorker[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
  // A short lock so that a dead worker's job is handed on within seconds, not the default 30; not shorter, since a
  // busy machine can hold the engine's synchronous steps long enough for a live worker's lock to lapse (at 8 s the
  // second worker's job stalled again and failed).
  testApp = await createTestApp({ REDIS_URL: redis.url, JOBS_LOCK_SECONDS: '15', RATE_LIMIT_TRYON: '1000' });
  admin = await signedInUser(testApp);
  await makeAdmin(testApp, admin.userId);
}, 60_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await testApp?.close();
  await redis?.close();
});

async function newWorker(): Promise<RunningWorker> {
  const worker = await startWorker();
  workers.push(worker);
  return worker;
}

async function userWithCredits(credits: number) {
  const user = await signedInUser(testApp);
  await giveCredits(testApp, admin.browser, user.userId, credits);
  return user;
}

async function ledgerTypes(userId: string): Promise<string[]> {
  return (
    await testApp.dataSource.query('SELECT type FROM credit_transaction WHERE user_id = $1 ORDER BY created_at, type', [
      userId,
    ])
  ).map((row: { type: string }) => row.type);
}

describeWithFixtures('try-ons survive their worker and Redis', () => {
  it('a worker killed mid-job: another worker finishes it and the credit is charged once', async () => {
    const user = await userWithCredits(1);
    const session = String(Date.now());
    const paths = await uploadPair(user.browser, session, fixture(PERSON), fixture(GARMENT));
    const first = await newWorker();
    const { id } = (await startTryOn(user.browser, session, paths).expect(201)).body;
    for (let polls = 0; ; polls += 1) {
      const status = (await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body;
      if (status.status === 'processing' && status.stage === 'fitting') break;
      if (polls > 600 || status.status === 'completed' || status.status === 'failed')
        throw new Error(`never caught it fitting: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await first.kill();
    expect((await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body.status).toBe('processing');

    const second = await newWorker();
    const finished = await waitForFinish(user.browser, id, 120_000);
    expect(finished).toMatchObject({ status: 'completed', error: null });
    // The worker logs after it stored the result, so the line may reach us a moment after the status does.
    await second.waitForOutput(`try-on ${id} completed`, 10_000);
    await user.browser.get((finished.output as string[])[0]).expect(200);
    expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(await ledgerTypes(user.userId)).toEqual(['system', 'spent']);
  }, 180_000);

  it('a Redis restart with jobs queued loses none', async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    const user = await userWithCredits(3);
    const session = String(Date.now());
    const paths = await uploadPair(user.browser, session, fixture(PERSON), fixture(GARMENT));
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push((await startTryOn(user.browser, session, paths).expect(201)).body.id);

    await redis.restart();
    for (let attempt = 0; (await testApp.http().get('/api/health')).status !== 200; attempt += 1) {
      if (attempt > 100) throw new Error('the app did not reconnect to Redis');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const queued = await Promise.all(
      ids.map(async (id) => (await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body),
    );
    expect(queued.map((status) => [status.status, status.queuePosition])).toEqual([
      ['in_queue', 1],
      ['in_queue', 2],
      ['in_queue', 3],
    ]);

    await newWorker();
    for (const id of ids) expect(await waitForFinish(user.browser, id, 120_000)).toMatchObject({ status: 'completed' });
    expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(await ledgerTypes(user.userId)).toEqual(['system', 'spent', 'spent', 'spent']);
  }, 240_000);
});
