import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { openEventStream, sessionCookie } from './support/events';
import { signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Two API processes (dist/main.js, as `make start` runs one per core) on one PostgreSQL and Redis behave as one:
 * sessions, rate limits, live events and the end of a session reach both.
 */
const backendDirectory = path.resolve(__dirname, '..');
const PORTS = [Number(process.env.E2E_API_PORT ?? 3460), Number(process.env.E2E_API_PORT ?? 3460) + 1];
const RESET_LIMIT = 3;

let testApp: TestApp;
const processes: ChildProcess[] = [];
let output = '';
let first: string;
let second: string;
const origin = () => process.env.APP_URL ?? 'http://localhost:3000';

async function startApiProcess(port: number): Promise<string> {
  const child = spawn(process.execPath, [path.join(backendDirectory, 'dist/main.js')], {
    cwd: backendDirectory,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_PASSWORD_RESET: String(RESET_LIMIT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  processes.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API process not ready after 60 s:\n${output}`);
}

beforeAll(async () => {
  testApp = await createTestApp();
  [first, second] = await Promise.all(PORTS.map(startApiProcess));
}, 120_000);

afterAll(async () => {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await testApp?.close();
}, 60_000);

const send = (baseUrl: string, method: string, route: string, cookie = '', body?: unknown) =>
  fetch(`${baseUrl}${route}`, {
    method,
    headers: { cookie, origin: origin(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Milliseconds until `route` on `baseUrl` answers `status`; fails after `limit`. */
async function untilStatus(baseUrl: string, route: string, cookie: string, status: number, limit = 1_000) {
  const started = Date.now();
  const seen: number[] = [];
  for (;;) {
    const answered = (await send(baseUrl, 'GET', route, cookie)).status;
    if (answered === status) return Date.now() - started;
    seen.push(answered);
    if (Date.now() - started > limit)
      throw new Error(`${route} did not answer ${status} within ${limit} ms (answers: ${seen.join(' ')})\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('accepts on one process a session made on the other', async () => {
  const user = await signedInUser(testApp);
  const cookie = await sessionCookie(first, user.registration.username, STRONG_PASSWORD);
  const me = await send(second, 'GET', '/api/users/me', cookie);
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ id: user.userId });
});

it('counts a rate limit across both processes', async () => {
  const statuses = [];
  for (const baseUrl of [first, second, first, second])
    statuses.push(
      (await send(baseUrl, 'POST', '/api/auth/forgot-password', '', { email: 'nobody@example.com' })).status,
    );
  expect(statuses).toEqual([200, 200, 200, 429]);
});

it('delivers an event raised on one process to a stream held on the other', async () => {
  const recipient = await signedInUser(testApp);
  const follower = await signedInUser(testApp);
  const stream = await openEventStream(
    second,
    await sessionCookie(second, recipient.registration.username, STRONG_PASSWORD),
  );
  await stream.waitFor((event) => event.event === 'ready', 5_000);
  const followerCookie = await sessionCookie(first, follower.registration.username, STRONG_PASSWORD);

  expect((await send(first, 'POST', `/api/users/${recipient.userId}/follow`, followerCookie)).status).toBe(200);
  const created = await stream.waitFor((event) => event.event === 'notification.created', 1_000);
  expect(created.data).toMatchObject({ unreadCount: 1 });
  stream.close();
});

it('ends on the other process at once a session ended by a logout on one, its stream included', async () => {
  const user = await signedInUser(testApp);
  const cookie = await sessionCookie(first, user.registration.username, STRONG_PASSWORD);
  const stream = await openEventStream(second, cookie);
  await stream.waitFor((event) => event.event === 'ready', 5_000);
  // Read on the second process first, so that it holds the session in its cache.
  expect((await send(second, 'GET', '/api/users/me', cookie)).status).toBe(200);
  expect((await send(second, 'GET', '/api/users/me', cookie)).status).toBe(200);

  expect((await send(first, 'POST', '/api/auth/logout', cookie)).status).toBe(200);
  expect(await untilStatus(second, '/api/users/me', cookie, 401)).toBeLessThan(1_000);
  await stream.waitForEnd(1_000);
});

it('ends on the other process within a second the sessions of a user who changed their password on one', async () => {
  const user = await signedInUser(testApp);
  const changing = await sessionCookie(first, user.registration.username, STRONG_PASSWORD);
  const elsewhere = await sessionCookie(second, user.registration.username, STRONG_PASSWORD);
  expect((await send(second, 'GET', '/api/users/me', elsewhere)).status).toBe(200);

  const changed = await send(first, 'POST', '/api/auth/change-password', changing, {
    currentPassword: STRONG_PASSWORD,
    newPassword: 'N3wPassword',
    confirmPassword: 'N3wPassword',
  });
  expect(changed.status).toBe(200);
  expect(await untilStatus(second, '/api/users/me', elsewhere, 401)).toBeLessThan(1_000);
});
