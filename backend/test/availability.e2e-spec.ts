import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newRegistration, signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Stops PostgreSQL and Redis under a running app, as a crash would: the app answers 503 (never 500)
 * while a service is down, writes nothing half-way, and recovers by itself once the stack launcher has
 * restarted the service. The services are the suite's own (stack profile `fault`), not the shared ones.
 */
const root = path.resolve(__dirname, '../..');
const faultFolder = path.join(root, '.data/fault');
let stack: ChildProcess;
let stackErrors = '';
let testApp: TestApp;
const savedEnvironment = { ...process.env };

async function startFaultStack(): Promise<{ databaseUrl: string; redisUrl: string }> {
  const environment = { ...process.env };
  delete environment.DATABASE_URL;
  delete environment.REDIS_URL;
  // The ports given to the test stack around this suite belong to that stack; the fault profile has its own.
  delete environment.STACK_POSTGRES_PORT;
  delete environment.STACK_REDIS_PORT;
  const printUrls =
    'console.log(JSON.stringify({ databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL })); setInterval(() => {}, 1 << 30);';
  stack = spawn(
    process.execPath,
    [path.join(root, 'scripts/stack.mjs'), '--profile', 'fault', '--', process.execPath, '-e', printUrls],
    { env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  stack.stderr?.on('data', (chunk: Buffer) => (stackErrors += chunk.toString()));
  return new Promise((resolve, reject) => {
    stack.stdout?.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((text) => text.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    stack.on('exit', (code) => reject(new Error(`stack exited with ${code}: ${stackErrors}`)));
  });
}

const pidIn = (file: string) => Number(readFileSync(path.join(faultFolder, file), 'utf8').split('\n')[0]);

async function eventually(check: () => Promise<boolean>, what: string, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  const { databaseUrl, redisUrl } = await startFaultStack();
  process.env.DATABASE_URL = databaseUrl;
  testApp = await createTestApp({ REDIS_URL: redisUrl });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  process.env = savedEnvironment;
  stack?.kill('SIGTERM');
  await new Promise((resolve) => stack?.once('exit', resolve));
}, 60_000);

it('answers 503 without writing anything where Redis is needed while it is down, the rest as usual, and recovers', async () => {
  const { browser, registration } = await signedInUser(testApp);
  process.kill(pidIn('redis/redis.pid'), 'SIGKILL');

  await eventually(async () => (await testApp.http().get('/api/health')).status === 503, 'health to report Redis down');
  const health = await testApp.http().get('/api/health');
  expect(health.body).toEqual({ status: 'degraded', db: 'up', redis: 'down' });

  // Reading one's own account needs nothing from Redis: rate limits count per process meanwhile.
  const started = Date.now();
  const me = await browser.get('/api/users/me');
  expect(Date.now() - started).toBeLessThan(1000);
  expect(me.status).toBe(200);

  // Signing in checks the account's failed attempts, kept in Redis.
  const sessionsBefore = await testApp.dataSource.query('SELECT count(*)::int AS count FROM session');
  const login = await testApp
    .browser()
    .post('/api/auth/login')
    .send({ username: registration.username, password: STRONG_PASSWORD });
  expect(login.status).toBe(503);
  expect(login.body).toMatchObject({
    statusCode: 503,
    code: 'service_unavailable',
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  });
  expect(await testApp.dataSource.query('SELECT count(*)::int AS count FROM session')).toEqual(sessionsBefore);

  await eventually(
    async () => (await testApp.http().get('/api/health')).status === 200,
    'Redis to be restarted and the app to reconnect',
  );
  await browser.get('/api/users/me').expect(200);
  await testApp
    .browser()
    .post('/api/auth/login')
    .send({ username: registration.username, password: STRONG_PASSWORD })
    .expect(200);
  expect(stackErrors).toContain('Redis stopped unexpectedly');
  expect(stackErrors).toContain('Redis is running again');
}, 60_000);

it('answers 503 without writing anything while PostgreSQL is down, and recovers when it is back', async () => {
  const { browser } = await signedInUser(testApp);
  // SIGQUIT: PostgreSQL's immediate shutdown, the closest thing to a crash that leaves the data intact.
  process.kill(pidIn('postgres/postmaster.pid'), 'SIGQUIT');

  await eventually(
    async () => (await testApp.http().get('/api/health')).status === 503,
    'health to report PostgreSQL down',
  );
  expect((await testApp.http().get('/api/health')).body).toEqual({ status: 'degraded', db: 'down', redis: 'up' });

  const statuses = new Set<number>();
  for (const response of await Promise.all([
    browser.get('/api/users/me'),
    testApp.http().get('/api/users/username/demo'),
    testApp.browser().post('/api/auth/register').send(newRegistration()),
  ])) {
    statuses.add(response.status);
    expect(response.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
  }
  expect([...statuses]).toEqual([503]);

  await eventually(
    async () => (await testApp.http().get('/api/health')).status === 200,
    'PostgreSQL to be restarted and the pool to reconnect',
    45,
  );
  await browser.get('/api/users/me').expect(200);
  expect(stackErrors).toContain('PostgreSQL stopped unexpectedly');
}, 90_000);
