import { listen, openEventStream, sessionCookie } from './support/events';
import { latestResetToken, signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { MAXIMUM_STREAMS_PER_USER } from '../src/common/realtime/realtime.service';

/**
 * A live event stream lasts only as long as its session, a user holds a few streams at most, the liveness check
 * touches nothing, and what a process remembers of a session never outlives a change to it.
 */
type User = Awaited<ReturnType<typeof signedInUser>>;

const NEW_PASSWORD = 'N3wPassword';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listen(testApp);
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

async function tab(user: User) {
  const cookie = await sessionCookie(baseUrl, user.registration.username, STRONG_PASSWORD);
  const stream = await openEventStream(baseUrl, cookie);
  await stream.waitFor((event) => event.event === 'ready', 5_000);
  return { cookie, stream };
}

const post = (cookie: string, path: string, body: unknown = {}) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: process.env.APP_URL ?? 'http://localhost:3000' },
    body: JSON.stringify(body),
  });

const me = (cookie: string) => fetch(`${baseUrl}/api/users/me`, { headers: { cookie } });

it('answers the liveness check without touching PostgreSQL or Redis', async () => {
  const response = await testApp.http().get('/api/health/live').expect(200);
  expect(response.body).toEqual({ status: 'ok' });
});

describe('a live event stream ends with its session', () => {
  it('on logout (which signs out every session of the user), while another user’s stream keeps going', async () => {
    const user = await signedInUser(testApp);
    const bystander = await tab(await signedInUser(testApp));
    const leaving = await tab(user);
    const otherTab = await tab(user);
    expect((await me(leaving.cookie)).status).toBe(200);

    expect((await post(leaving.cookie, '/api/auth/logout')).status).toBe(200);
    await leaving.stream.waitForEnd(1_000);
    await otherTab.stream.waitForEnd(1_000);
    expect((await me(leaving.cookie)).status).toBe(401);
    expect((await me(otherTab.cookie)).status).toBe(401);
    expect(bystander.stream.ended).toBe(false);
    expect((await me(bystander.cookie)).status).toBe(200);
    bystander.stream.close();
  });

  it('on a password change, in every tab of the user', async () => {
    const user = await signedInUser(testApp);
    const first = await tab(user);
    const second = await tab(user);

    const changed = await post(first.cookie, '/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    await first.stream.waitForEnd(1_000);
    await second.stream.waitForEnd(1_000);
    expect((await me(second.cookie)).status).toBe(401);
  });

  it('and stays ended when the stream, closing, saves what its request changed of the session', async () => {
    const user = await signedInUser(testApp);
    const device = await sessionCookie(baseUrl, user.registration.username, STRONG_PASSWORD);
    // Last seen two minutes ago: the stream's request writes lastSeenAt anew, and that write is saved at its end.
    await testApp.dataSource.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{lastSeenAt}', to_jsonb($2::bigint))::json
        WHERE sess->'passport'->>'user' = $1`,
      [user.userId, Date.now() - 120_000],
    );
    const stream = await openEventStream(baseUrl, device);
    await stream.waitFor((event) => event.event === 'ready', 5_000);
    const elsewhere = await sessionCookie(baseUrl, user.registration.username, STRONG_PASSWORD);

    const changed = await post(elsewhere, '/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    await stream.waitForEnd(1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await me(device)).status).toBe(401);
    const sessionId = decodeURIComponent(device.split('=')[1]).replace(/^s:/, '').split('.')[0];
    expect(await testApp.dataSource.query('SELECT sid FROM session WHERE sid = $1', [sessionId])).toEqual([]);
  });

  it('on a password reset', async () => {
    const user = await signedInUser(testApp);
    const open = await tab(user);
    await testApp
      .http()
      .post('/api/auth/forgot-password')
      .set('Origin', process.env.APP_URL ?? 'http://localhost:3000')
      .send({ email: user.registration.email })
      .expect(200);
    const token = await latestResetToken(testApp, user.registration.email);

    await testApp
      .browser()
      .post('/api/auth/reset-password')
      .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      .expect(200);
    await open.stream.waitForEnd(1_000);
    expect((await me(open.cookie)).status).toBe(401);
  });

  it('on account deletion', async () => {
    const user = await signedInUser(testApp);
    const open = await tab(user);

    await user.browser.delete('/api/users/me').expect(200);
    await open.stream.waitForEnd(1_000);
    expect((await me(open.cookie)).status).toBe(401);
  });
});

it(`keeps at most ${MAXIMUM_STREAMS_PER_USER} streams per user, closing the oldest`, async () => {
  const user = await signedInUser(testApp);
  const cookie = await sessionCookie(baseUrl, user.registration.username, STRONG_PASSWORD);
  const streams = [];
  for (let index = 0; index < MAXIMUM_STREAMS_PER_USER; index += 1) {
    const stream = await openEventStream(baseUrl, cookie);
    await stream.waitFor((event) => event.event === 'ready', 5_000);
    streams.push(stream);
  }
  const newest = await openEventStream(baseUrl, cookie);
  await newest.waitFor((event) => event.event === 'ready', 5_000);

  await streams[0].waitForEnd(1_000);
  expect(streams.slice(1).map((stream) => stream.ended)).toEqual(new Array(MAXIMUM_STREAMS_PER_USER - 1).fill(false));
  expect(newest.ended).toBe(false);
  for (const stream of [...streams, newest]) stream.close();
});

it('shows a change to the user’s row made anywhere (here straight in SQL) on the next request', async () => {
  const user = await signedInUser(testApp);
  expect((await user.browser.get('/api/users/me').expect(200)).body.credits).not.toBe(77);

  await testApp.dataSource.query('UPDATE users SET credits = 77 WHERE id = $1', [user.userId]);
  // The notice travels from PostgreSQL at commit; a few milliseconds at most.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await user.browser.get('/api/users/me').expect(200)).body.credits).toBe(77);
});
