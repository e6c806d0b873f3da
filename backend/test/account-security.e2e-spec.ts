import type Redis from 'ioredis';
import { REDIS } from '../src/common/redis/redis.module';
import { seed } from '../src/database/seeds/seed';
import { latestCode, latestResetToken, newRegistration, signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const sql = (query: string, parameters: unknown[] = []) => testApp.dataSource.query(query, parameters);

async function registered() {
  const browser = testApp.browser();
  const registration = newRegistration();
  const { body } = await browser.post('/api/auth/register').send(registration).expect(201);
  return { browser, registration, userId: body.userId as string };
}

/** A code that is certainly wrong: the live one plus one. */
async function wrongCode(email: string): Promise<string> {
  return String((Number(await latestCode(testApp, email)) + 1) % 10_000).padStart(4, '0');
}

describe('verification codes per account', () => {
  it('keeps the 60 s resend cooldown after 5 wrong tries deleted the code', async () => {
    const { browser, registration, userId } = await registered();
    const wrong = await wrongCode(registration.email);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await browser.post('/api/auth/verify').send({ userId, otp: wrong }).expect(400);
    expect(await sql('SELECT 1 FROM otp_verification WHERE user_id = $1', [userId])).toHaveLength(0);
    const resend = await browser.post('/api/auth/resend-otp').send({ userId }).expect(429);
    expect(resend.body).toMatchObject({ code: 'otp_cooldown', retryAfter: expect.any(Number) });
    const outbox = await testApp.http().get('/api/dev/outbox').query({ to: registration.email }).expect(200);
    expect(outbox.body.messages).toHaveLength(1);
  });

  it('locks an account after 20 wrong codes in an hour, even the right code, and unlocks after the hour', async () => {
    const { browser, registration, userId } = await registered();
    const statuses: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const wrong = await wrongCode(registration.email);
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push((await browser.post('/api/auth/verify').send({ userId, otp: wrong })).body.code);
      await sql(`UPDATE otp_account_limit SET last_sent_at = now() - interval '61 seconds' WHERE user_id = $1`, [
        userId,
      ]);
      const resend = await browser.post('/api/auth/resend-otp').send({ userId });
      statuses.push(resend.body.code ?? String(resend.status));
    }
    expect(statuses.filter((code) => code === 'invalid_otp')).toHaveLength(19);
    expect(statuses.slice(-2)).toEqual(['otp_locked', 'otp_locked']);

    // Locked: a new code cannot be sent, and guessing right no longer works.
    const locked = await browser.post('/api/auth/resend-otp').send({ userId }).expect(429);
    expect(locked.body).toMatchObject({
      code: 'otp_locked',
      message: expect.stringMatching(/^Too many incorrect codes\. Please try again in \d+ minutes?\.$/),
    });
    await sql(
      `INSERT INTO otp_verification (user_id, otp_hash, purpose, expires_at) SELECT $1::uuid, encode(sha256(($1::text || ':1234')::bytea), 'hex'), 'registration', now() + interval '5 minutes'`,
      [userId],
    );
    expect((await browser.post('/api/auth/verify').send({ userId, otp: '1234' }).expect(429)).body.code).toBe(
      'otp_locked',
    );
    expect((await sql('SELECT email_verified FROM users WHERE id = $1', [userId]))[0].email_verified).toBe(false);

    await sql(`UPDATE otp_account_limit SET window_started_at = now() - interval '61 minutes' WHERE user_id = $1`, [
      userId,
    ]);
    await browser.post('/api/auth/verify').send({ userId, otp: '1234' }).expect(200);
  });
});

describe('sign-in per account', () => {
  it('makes an account wait after 5 wrong passwords, counting username and e-mail as one, and clears on success', async () => {
    const { registration, userId } = await signedInUser(testApp);
    const attempt = (username: string, password: string) =>
      testApp.http().post('/api/auth/login').send({ username, password });
    for (let index = 0; index < 5; index += 1)
      expect((await attempt(index % 2 ? registration.email : registration.username, 'Wrong1234')).status).toBe(401);
    const waiting = await attempt(registration.username, STRONG_PASSWORD).expect(429);
    expect(waiting.body).toMatchObject({ code: 'login_locked', retryAfter: expect.any(Number) });
    expect(waiting.body.retryAfter).toBeLessThanOrEqual(15);
    expect(waiting.body.message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds and try again\.$/,
    );

    // Nobody can lock an owner out for long: the wait never passes 5 minutes however many failures.
    const redis = testApp.app.get<Redis>(REDIS);
    await redis.set(`login:failures:${userId}`, '60');
    await redis.del(`login:wait:${userId}`);
    await attempt(registration.username, 'Wrong1234').expect(401);
    expect(await redis.pttl(`login:wait:${userId}`)).toBeLessThanOrEqual(5 * 60_000);

    await redis.del(`login:wait:${userId}`);
    await attempt(registration.username, STRONG_PASSWORD).expect(200);
    expect(await redis.exists(`login:failures:${userId}`)).toBe(0);
  });

  it('treats unknown names the same way, so the answer does not reveal which accounts exist', async () => {
    const name = `nobody_${Date.now()}`;
    for (let index = 0; index < 5; index += 1)
      await testApp.http().post('/api/auth/login').send({ username: name, password: 'Wrong1234' }).expect(401);
    expect(
      (await testApp.http().post('/api/auth/login').send({ username: name, password: 'Wrong1234' }).expect(429)).body
        .code,
    ).toBe('login_locked');
  });
});

describe('session lifetime', () => {
  const setSessionTime = (userId: string, field: 'issuedAt' | 'lastSeenAt', millisecondsAgo: number) =>
    sql(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{${field}}', to_jsonb($2::bigint))::json WHERE sess->'passport'->>'user' = $1`,
      [userId, Date.now() - millisecondsAgo],
    );
  const day = 24 * 60 * 60 * 1000;

  it('keeps an active session and records its sign-in time', async () => {
    const { browser, userId } = await signedInUser(testApp);
    await browser.get('/api/users/me').expect(200);
    const [row] = await sql(`SELECT sess FROM session WHERE sess->'passport'->>'user' = $1`, [userId]);
    expect(row.sess.issuedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(row.sess.lastSeenAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends a session idle for longer than the idle timeout (7 days by default)', async () => {
    const { browser, userId } = await signedInUser(testApp);
    await setSessionTime(userId, 'lastSeenAt', 7 * day + 60_000);
    await browser.get('/api/users/me').expect(401);
    expect(await sql(`SELECT 1 FROM session WHERE sess->'passport'->>'user' = $1`, [userId])).toHaveLength(0);
  });

  it('ends a session older than the absolute lifetime (30 days by default) however active it is', async () => {
    const { browser, userId } = await signedInUser(testApp);
    await setSessionTime(userId, 'issuedAt', 30 * day + 60_000);
    await browser.get('/api/users/me').expect(401);
  });
});

describe('the signed-in user of a session', () => {
  it('is read fresh on every request: a change in the database shows on the next one', async () => {
    const { browser, userId } = await signedInUser(testApp);
    await browser.get('/api/users/me').expect(200);
    await sql(`UPDATE users SET display_name = 'Renamed Elsewhere', role = 'trendstar' WHERE id = $1`, [userId]);
    const { body } = await browser.get('/api/users/me').expect(200);
    expect(body).toMatchObject({ id: userId, displayName: 'Renamed Elsewhere', role: 'trendstar' });
  });

  it('continues as a guest when the user is gone, and the session forgets the user', async () => {
    const { browser, userId } = await signedInUser(testApp);
    await sql('DELETE FROM users WHERE id = $1', [userId]);
    await browser.get('/api/users/me').expect(401);
    await browser.get('/api/feed').expect(200);
    expect(await sql(`SELECT 1 FROM session WHERE sess->'passport'->>'user' = $1`, [userId])).toHaveLength(0);
  });
});

describe('reset links after a password change', () => {
  it('cancels every outstanding reset link when the password is changed', async () => {
    const { browser, registration } = await signedInUser(testApp);
    await testApp.http().post('/api/auth/forgot-password').send({ email: registration.email }).expect(200);
    const token = await latestResetToken(testApp, registration.email);
    await browser
      .post('/api/auth/change-password')
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'N3wPassword', confirmPassword: 'N3wPassword' })
      .expect(200);
    const reset = await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'Ev1lPassword', confirmPassword: 'Ev1lPassword' })
      .expect(400);
    expect(reset.body.code).toBe('invalid_reset_token');
    await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: 'N3wPassword' })
      .expect(200);
  });

  it('cancels the other outstanding reset links when the password is reset with one of them', async () => {
    const { registration } = await signedInUser(testApp);
    const requestLink = async (previous: string) => {
      await testApp.http().post('/api/auth/forgot-password').send({ email: registration.email }).expect(200);
      return latestResetToken(testApp, registration.email, previous);
    };
    const first = await requestLink('');
    // At most one link a minute per account: the first one is made a minute older so that a second one is sent.
    const ofThisUser = `user_id = (SELECT id FROM users WHERE email = $1)`;
    await sql(`UPDATE password_reset SET created_at = created_at - interval '2 minutes' WHERE ${ofThisUser}`, [
      registration.email,
    ]);
    const second = await requestLink(first);
    await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token: second, password: 'N3wPassword', confirmPassword: 'N3wPassword' })
      .expect(200);
    const replay = await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token: first, password: 'Ev1lPassword', confirmPassword: 'Ev1lPassword' })
      .expect(400);
    expect(replay.body.code).toBe('invalid_reset_token');
    expect(
      await sql(`SELECT 1 FROM password_reset WHERE used_at IS NULL AND ${ofThisUser}`, [registration.email]),
    ).toHaveLength(0);
    await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: 'N3wPassword' })
      .expect(200);
  });
});

describe('production seeding', () => {
  it('creates no demo accounts and prints no password', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'q8N2v7xKp4LmZ1rT6yHc9WdB3sFgJ0aE5uQi',
      ADMIN_PASSWORD: 'An0ther-Secret-Pass',
      ADMIN_USERNAME: 'root_admin',
      ADMIN_EMAIL: 'root@example.com',
    });
    try {
      const lines = await seed(testApp.dataSource);
      expect(lines.join('\n')).not.toContain('An0ther-Secret-Pass');
      expect(lines.join('\n')).not.toMatch(/Demo12345|demo login/);
      expect(await sql(`SELECT 1 FROM users WHERE username IN ('demo', 'aanya_styles')`)).toHaveLength(0);
      expect(await sql(`SELECT 1 FROM users WHERE username = 'root_admin' AND is_admin`)).toHaveLength(1);
    } finally {
      process.env = saved;
    }
  });
});

describe('production session cookie', () => {
  let production: TestApp;

  beforeAll(async () => {
    production = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'q8N2v7xKp4LmZ1rT6yHc9WdB3sFgJ0aE5uQi',
      ADMIN_PASSWORD: 'An0ther-Secret-Pass',
      TRUST_PROXY: 'true',
    });
  });

  afterAll(async () => {
    await production.close();
  });

  it('is named with the __Host- prefix, Secure, for the whole site', async () => {
    const saved = { ...process.env };
    process.env.NODE_ENV = 'production';
    await seed(production.dataSource).finally(() => (process.env = saved));
    const response = await production
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'admin', password: 'An0ther-Secret-Pass' })
      .expect(200);
    const cookie = response.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(/^__Host-tvt\.sid=/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
