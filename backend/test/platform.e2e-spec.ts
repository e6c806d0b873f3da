import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type Redis from 'ioredis';
import { REDIS } from '../src/common/redis/redis.module';
import { newRegistration, signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

describe('platform', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_REGISTER: '2',
      ALLOWED_ORIGINS: 'http://localhost:5173',
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('reports health of PostgreSQL and Redis', async () => {
    const response = await testApp.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up', redis: 'up' });
    // Without Razorpay keys the page may run our scripts only.
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('refuses state-changing requests from another site and accepts our own origins', async () => {
    const { registration } = await signedInUser(testApp);
    const foreign = await testApp.http().post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    expect(foreign.body).toEqual({ statusCode: 403, code: 'forbidden_origin', message: 'Request origin not allowed' });
    await testApp
      .http()
      .post('/api/auth/login')
      .set('Origin', 'http://localhost:5173')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
    await testApp.http().get('/api/health').set('Origin', 'https://evil.example').expect(200);
  });

  it('rate-limits login attempts per client and says so in the error format', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp
        .http()
        .post('/api/auth/login')
        .send({ username: 'someone', password: 'Wrong1234' });
      statuses.push(response.status);
      if (response.status === 429)
        expect(response.body).toEqual({
          statusCode: 429,
          code: 'too_many_requests',
          message: 'Too many requests. Please try again later.',
        });
    }
    // One login already happened in the origin test above.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses[0]).toBe(401);
    const keys = await testApp.app.get<Redis>(REDIS).keys('*rate*');
    expect(keys.length).toBeGreaterThan(0);
  });

  it('rate-limits registration', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await testApp.http().post('/api/auth/register').send(newRegistration())).status);
    expect(statuses).toContain(429);
  });

  it('hides internals of unexpected errors behind a request id', async () => {
    const response = await testApp
      .http()
      .post('/api/auth/verify')
      .set('Content-Type', 'application/json')
      .send('{"broken json')
      .expect(400);
    expect(response.body.code).toBeDefined();
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js|node_modules/);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('refuses to start with an invalid configuration and says which variable is wrong', () => {
    const result = spawnSync(process.execPath, [path.join(__dirname, '../dist/main.js')], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT="eighty"');
  });

  it('serves the API documentation', async () => {
    const response = await testApp.http().get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/me', '/api/dev/outbox']),
    );
  });
});
