import { signedInUser, STRONG_PASSWORD } from './support/factories';
import { startOwnRedis } from './support/redis-server';
import { createTestApp, TestApp } from './support/test-app';

/**
 * A hung Redis (stopped with SIGSTOP: its connections stay open and nothing answers) must not hang the app:
 * readiness says so within 2 s, routes that need nothing else from Redis keep answering (rate limits count per
 * process meanwhile), and routes that need it answer 503 within 2 s.
 */
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let testApp: TestApp;

beforeAll(async () => {
  redis = await startOwnRedis();
  testApp = await createTestApp({ REDIS_URL: redis.url });
}, 60_000);

afterAll(async () => {
  redis?.resume();
  await testApp?.close();
  await redis?.close();
}, 60_000);

async function timed<T>(request: PromiseLike<T>): Promise<{ response: T; milliseconds: number }> {
  const started = Date.now();
  const response = await request;
  return { response, milliseconds: Date.now() - started };
}

it('answers within 2 s while Redis hangs, and works again once it answers', async () => {
  const { browser, registration } = await signedInUser(testApp);
  await browser.get('/api/feed').expect(200);
  redis.pause();

  const health = await timed(testApp.http().get('/api/health'));
  expect(health.response.status).toBe(503);
  expect(health.response.body).toEqual({ status: 'degraded', db: 'up', redis: 'down' });
  expect(health.milliseconds).toBeLessThan(2_000);

  const live = await timed(testApp.http().get('/api/health/live'));
  expect(live.response.status).toBe(200);
  expect(live.milliseconds).toBeLessThan(500);

  const profile = await timed(testApp.http().get(`/api/users/username/${registration.username}`));
  expect(profile.response.status).toBe(200);
  expect(profile.response.body).toMatchObject({ username: registration.username });
  expect(profile.milliseconds).toBeLessThan(2_000);

  const guestFeed = await timed(testApp.http().get('/api/feed'));
  expect(guestFeed.response.status).toBe(200);
  expect(guestFeed.milliseconds).toBeLessThan(2_000);

  const ownFeed = await timed(browser.get('/api/feed'));
  expect(ownFeed.response.status).toBe(200);
  expect(ownFeed.milliseconds).toBeLessThan(2_000);

  // Signing in checks the account's failed attempts, which live in Redis.
  const login = await timed(
    testApp.browser().post('/api/auth/login').send({ username: registration.username, password: STRONG_PASSWORD }),
  );
  expect(login.response.status).toBe(503);
  expect(login.response.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
  expect(login.milliseconds).toBeLessThan(2_000);

  redis.resume();
  const deadline = Date.now() + 10_000;
  while ((await testApp.http().get('/api/health')).status !== 200 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await testApp
    .browser()
    .post('/api/auth/login')
    .send({ username: registration.username, password: STRONG_PASSWORD })
    .expect(200);
}, 60_000);
