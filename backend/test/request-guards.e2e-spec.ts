import { spawn } from 'node:child_process';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_DEFAULT: '8' });
});

afterAll(async () => {
  await testApp.close();
});

describe('where requests come from', () => {
  it('refuses a state-changing request that carries the session cookie but neither Origin nor Referer', async () => {
    const { registration } = await signedInUser(testApp);
    const login = await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const refused = await testApp.http().post('/api/auth/logout').set('Cookie', cookie).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'forbidden_origin', message: 'Request origin not allowed' });
    await testApp.http().get('/api/users/me').set('Cookie', cookie).expect(200);
    await testApp
      .http()
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Referer', 'https://evil.example/page')
      .expect(403);
    await testApp
      .http()
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set('Referer', 'http://localhost:3000/settings')
      .expect(200);
    await testApp.http().get('/api/users/me').set('Cookie', cookie).expect(401);
  });

  it('lets clients without a session cookie (scripts, apps) post without Origin', async () => {
    const { registration } = await signedInUser(testApp);
    await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
  });

  it('no longer trusts an Origin that only repeats the Host header', async () => {
    const { browser } = await signedInUser(testApp);
    const address = testApp.app.getHttpServer().address() ?? { port: 0 };
    const host = `127.0.0.1:${typeof address === 'string' ? 0 : address.port}`;
    const response = await browser
      .post('/api/auth/logout')
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .expect(403);
    expect(response.body.code).toBe('forbidden_origin');
  });

  it('answers only for its own host names, so a rebound DNS name cannot read the outbox', async () => {
    const refused = await testApp.http().get('/api/dev/outbox').set('Host', 'attacker.example:3000').expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      code: 'forbidden_host',
      message: 'This server does not answer for that host name',
    });
    await testApp.http().get('/api/dev/outbox').set('Host', 'localhost:3000').expect(200);
  });

  it('accepts only JSON bodies on JSON endpoints: a form-encoded login is refused and signs nobody in', async () => {
    const { registration } = await signedInUser(testApp);
    const response = await testApp
      .http()
      .post('/api/auth/login')
      .type('form')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(415);
    expect(response.body).toEqual({
      statusCode: 415,
      code: 'unsupported_media_type',
      message: 'Send the request body as JSON.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('oversized and malicious bodies', () => {
  it('answers 413 in the error format for a JSON body over 100 KB', async () => {
    const response = await testApp
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'a'.repeat(200_000), password: 'x' }))
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, code: 'payload_too_large', message: 'The request is too large.' });
  });

  it('answers 400 for arrays nested 5,000 deep instead of overflowing the stack', async () => {
    const body = `{"username":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
    const response = await testApp
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'body_too_deep',
      message: 'The request body is nested too deeply.',
    });
  });

  it('answers 400 invalid_json for broken JSON', async () => {
    const response = await testApp
      .http()
      .post('/api/auth/verify')
      .set('Content-Type', 'application/json')
      .send('{"broken json')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'invalid_json',
      message: 'The request body is not valid JSON.',
    });
  });
});

describe('the general rate limit', () => {
  it('counts per signed-in user, so two people behind one address each get their own budget', async () => {
    const first = await signedInUser(testApp);
    const second = await signedInUser(testApp);
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await first.browser.get('/api/users/me')).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses.slice(8)).toEqual([429, 429]);
    await second.browser.get('/api/users/me').expect(200);
  });

  it('counts guests per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1)
      statuses.push((await testApp.http().get('/api/users/username/nobody')).status);
    expect(statuses).toContain(429);
  });
});

describe('listening address', () => {
  it('listens on 127.0.0.1 by default, not on the network', async () => {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const server = spawn(process.execPath, [path.join(__dirname, '../dist/main.js')], {
      env: { ...process.env, PORT: String(port), HOST: '', NODE_ENV: 'development', FRONTEND_DIST: '/nonexistent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
        server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const reachable = (host: string) =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, host, () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        });
      expect(await reachable('127.0.0.1')).toBe(true);
      const networkAddress = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
      if (networkAddress) expect(await reachable(networkAddress)).toBe(false);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
