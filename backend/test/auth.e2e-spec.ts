import { latestCode, latestResetToken, newRegistration, signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const countRows = async (sql: string, parameters: unknown[] = []) =>
  Number((await testApp.dataSource.query(sql, parameters))[0].count);

describe('registration and verification', () => {
  it('registers, e-mails a 4-digit code, verifies, signs in and asks for a profile picture', async () => {
    const browser = testApp.browser();
    const registration = newRegistration();
    const registered = await browser.post('/api/auth/register').send(registration).expect(201);
    expect(registered.body).toMatchObject({ userId: expect.any(String), emailSent: true });

    const row = (
      await testApp.dataSource.query('SELECT email_verified, password_hash, gender FROM users WHERE id = $1', [
        registered.body.userId,
      ])
    )[0];
    expect(row.email_verified).toBe(false);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.gender).toBe('female');

    await browser.get('/api/users/me').expect(401);
    const otp = await latestCode(testApp, registration.email);
    expect(otp).toMatch(/^\d{4}$/);
    const verified = await browser.post('/api/auth/verify').send({ userId: registered.body.userId, otp }).expect(200);
    expect(verified.body.nextStep).toBe('profile-picture');
    expect(verified.body.user).toMatchObject({
      username: registration.username,
      email: registration.email,
      emailVerified: true,
      credits: 0,
      role: 'default',
    });
    expect(verified.headers['set-cookie'][0]).toMatch(/tvt\.sid=.*HttpOnly.*SameSite=Lax/i);

    const me = await browser.get('/api/users/me').expect(200);
    expect(me.body.username).toBe(registration.username);
    expect(await countRows('SELECT count(*) FROM otp_verification WHERE user_id = $1', [registered.body.userId])).toBe(
      0,
    );
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'username', 'Username must be less than 30 characters'],
    [{ username: 'bad name!' }, 'username', 'Username can only contain letters, numbers, and underscores'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    [
      { password: 'lowercase1', confirmPassword: 'lowercase1' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      { password: 'UPPERCASE1', confirmPassword: 'UPPERCASE1' },
      'password',
      'Password must contain at least one lowercase letter',
    ],
    [
      { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' },
      'password',
      'Password must contain at least one number',
    ],
    [{ confirmPassword: 'Different1' }, 'confirmPassword', 'Passwords do not match'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
  ])('refuses %j with the message "%s: %s" and stores nothing', async (change, field, message) => {
    const registration = newRegistration(change);
    const before = await countRows('SELECT count(*) FROM users');
    const response = await testApp.http().post('/api/auth/register').send(registration).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'validation_error' });
    expect(response.body.errors[field]).toBe(message);
    expect(await countRows('SELECT count(*) FROM users')).toBe(before);
  });

  it('refuses a taken username or e-mail, whatever the letter case', async () => {
    const { registration } = await signedInUser(testApp);
    const sameName = await testApp
      .http()
      .post('/api/auth/register')
      .send(newRegistration({ username: registration.username.toUpperCase() }))
      .expect(409);
    expect(sameName.body).toEqual({ statusCode: 409, code: 'username_taken', message: 'Username already exists' });
    const sameEmail = await testApp
      .http()
      .post('/api/auth/register')
      .send(newRegistration({ email: registration.email.toUpperCase() }))
      .expect(409);
    expect(sameEmail.body.code).toBe('email_taken');
    expect(sameEmail.body.message).toBe('Email already registered');
  });

  it('refuses a wrong code, then invalidates it after 5 wrong tries', async () => {
    const browser = testApp.browser();
    const registration = newRegistration();
    const { body } = await browser.post('/api/auth/register').send(registration).expect(201);
    const otp = await latestCode(testApp, registration.email);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await browser.post('/api/auth/verify').send({ userId: body.userId, otp: wrong }).expect(400);
      expect(response.body.code).toBe('invalid_otp');
      expect(response.body.message).toBe('Invalid verification code. Please try again.');
    }
    const afterLimit = await browser.post('/api/auth/verify').send({ userId: body.userId, otp }).expect(400);
    expect(afterLimit.body.code).toBe('no_otp_found');
  });

  it('gives parallel guesses no more than 5 tries at one code', async () => {
    const browser = testApp.browser();
    const registration = newRegistration();
    const { body } = await browser.post('/api/auth/register').send(registration).expect(201);
    const otp = await latestCode(testApp, registration.email);
    const wrongCodes = Array.from({ length: 12 }, (_, index) =>
      String((Number(otp) + 1 + index) % 10_000).padStart(4, '0'),
    );
    const answers = await Promise.all(
      wrongCodes.map((code) => browser.post('/api/auth/verify').send({ userId: body.userId, otp: code })),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(answers.filter((answer) => answer.body.code === 'invalid_otp').length).toBeGreaterThanOrEqual(5);
    const right = await browser.post('/api/auth/verify').send({ userId: body.userId, otp }).expect(400);
    expect(right.body.code).toBe('no_otp_found');
  });

  it('only checks codes from the browser that registered or signed in with the password', async () => {
    const registration = newRegistration();
    const { body } = await testApp.browser().post('/api/auth/register').send(registration).expect(201);
    const otp = await latestCode(testApp, registration.email);
    const stranger = await testApp.http().post('/api/auth/verify').send({ userId: body.userId, otp }).expect(400);
    expect(stranger.body).toMatchObject({
      code: 'verification_session_missing',
      message: 'Please log in again to verify your email.',
    });
    const strangerResend = await testApp.http().post('/api/auth/resend-otp').send({ userId: body.userId }).expect(400);
    expect(strangerResend.body.code).toBe('verification_session_missing');
    const user = (await testApp.dataSource.query('SELECT email_verified FROM users WHERE id = $1', [body.userId]))[0];
    expect(user.email_verified).toBe(false);
  });

  it('refuses an expired code', async () => {
    const browser = testApp.browser();
    const registration = newRegistration();
    const { body } = await browser.post('/api/auth/register').send(registration).expect(201);
    const otp = await latestCode(testApp, registration.email);
    await testApp.dataSource.query(
      `UPDATE otp_verification SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [body.userId],
    );
    const response = await browser.post('/api/auth/verify').send({ userId: body.userId, otp }).expect(400);
    expect(response.body).toMatchObject({
      code: 'otp_expired',
      message: 'Verification code has expired. Please request a new one.',
    });
    const user = (await testApp.dataSource.query('SELECT email_verified FROM users WHERE id = $1', [body.userId]))[0];
    expect(user.email_verified).toBe(false);
  });

  it('checks the code format', async () => {
    const response = await testApp
      .http()
      .post('/api/auth/verify')
      .send({ userId: '9f2b7a4e-4a4b-4c8e-9d6f-0a1b2c3d4e5f', otp: '12a' })
      .expect(400);
    expect(response.body.errors.otp).toBe('OTP must be 4 digits');
  });

  it('refuses a resend within 60 s, then sends a new code that replaces the old one', async () => {
    const browser = testApp.browser();
    const registration = newRegistration();
    const { body } = await browser.post('/api/auth/register').send(registration).expect(201);
    const firstCode = await latestCode(testApp, registration.email);
    const tooSoon = await browser.post('/api/auth/resend-otp').send({ userId: body.userId }).expect(429);
    expect(tooSoon.body.code).toBe('otp_cooldown');
    expect(tooSoon.body.retryAfter).toBeGreaterThan(50);

    await testApp.dataSource.query(
      `UPDATE otp_account_limit SET last_sent_at = now() - interval '61 seconds' WHERE user_id = $1`,
      [body.userId],
    );
    const resent = await browser.post('/api/auth/resend-otp').send({ userId: body.userId }).expect(200);
    expect(resent.body).toMatchObject({ emailSent: true, message: expect.any(String) });
    const outbox = await testApp.http().get('/api/dev/outbox').query({ to: registration.email }).expect(200);
    expect(outbox.body.messages).toHaveLength(2);
    const secondCode = await latestCode(testApp, registration.email);
    if (secondCode !== firstCode) {
      await browser.post('/api/auth/verify').send({ userId: body.userId, otp: firstCode }).expect(400);
    }
    await browser.post('/api/auth/verify').send({ userId: body.userId, otp: secondCode }).expect(200);
  });
});

describe('login and logout', () => {
  it('signs in with the username and answers the user; wrong passwords are refused alike for unknown users', async () => {
    const { registration } = await signedInUser(testApp);
    const browser = testApp.browser();
    const login = await browser
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
    expect(login.body).toMatchObject({
      requiresOTP: false,
      userId: expect.any(String),
      user: { username: registration.username },
    });
    await browser.get('/api/users/me').expect(200);

    const wrong = await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: 'Wrong1234' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'invalid_credentials',
      message: 'Incorrect username or password. Please try again.',
    });
    const unknown = await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: 'nobody_here', password: 'Wrong1234' })
      .expect(401);
    expect(unknown.body.code).toBe('invalid_credentials');
    const missing = await testApp.http().post('/api/auth/login').send({ username: registration.username }).expect(400);
    expect(missing.body.code).toBe('missing_credentials');
    const notText = await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: { $ne: '' }, password: 'x' })
      .expect(400);
    expect(notText.body.code).toBe('missing_credentials');
  });

  it('gives a new session id at login (no session fixation)', async () => {
    const { registration, browser } = await signedInUser(testApp);
    const cookieOf = (response: { headers: Record<string, unknown> }) =>
      String((response.headers['set-cookie'] as string[] | undefined)?.[0] ?? '').split(';')[0];
    const first = await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
    const second = await browser
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
    expect(cookieOf(first)).not.toBe('');
    expect(cookieOf(second)).not.toBe(cookieOf(first));
  });

  it('answers requiresOTP for an unverified e-mail and sends a code', async () => {
    const registration = newRegistration();
    const { body } = await testApp.http().post('/api/auth/register').send(registration).expect(201);
    await testApp.dataSource.query(
      `UPDATE otp_account_limit SET last_sent_at = now() - interval '2 minutes' WHERE user_id = $1`,
      [body.userId],
    );
    const browser = testApp.browser();
    const login = await browser
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
    expect(login.body).toMatchObject({ requiresOTP: true, userId: body.userId, user: null });
    await browser.get('/api/users/me').expect(401);
    const outbox = await testApp.http().get('/api/dev/outbox').query({ to: registration.email });
    expect(outbox.body.messages).toHaveLength(2);
    const verified = await browser
      .post('/api/auth/verify')
      .send({ userId: body.userId, otp: await latestCode(testApp, registration.email) })
      .expect(200);
    expect(verified.body.nextStep).toBeUndefined();
  });

  it('logout ends every session of the user', async () => {
    const { registration, browser: laptop } = await signedInUser(testApp);
    const phone = testApp.browser();
    await phone
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);
    await phone.get('/api/users/me').expect(200);
    await laptop.post('/api/auth/logout').expect(200);
    await laptop.get('/api/users/me').expect(401);
    const phoneMe = await phone.get('/api/users/me').expect(401);
    expect(phoneMe.body).toEqual({ statusCode: 401, code: 'not_authenticated', message: 'Not authenticated' });
  });
});

describe('passwords', () => {
  it('forgot-password answers the same for unknown addresses and e-mails a single-use link for known ones', async () => {
    const { registration, browser } = await signedInUser(testApp);
    const unknown = await testApp
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    const known = await testApp
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: registration.email })
      .expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(
      (await testApp.http().get('/api/dev/outbox').query({ to: 'nobody@example.com' })).body.messages,
    ).toHaveLength(0);

    const token = await latestResetToken(testApp, registration.email);
    await testApp.http().post('/api/auth/forgot-password').send({ email: registration.email }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      (await testApp.http().get('/api/dev/outbox').query({ to: registration.email })).body.messages.filter(
        (message: { subject: string }) => message.subject.includes('Reset'),
      ),
    ).toHaveLength(1);
    const stored = await testApp.dataSource.query('SELECT token_hash FROM password_reset');
    expect(stored.map((row: { token_hash: string }) => row.token_hash)).not.toContain(token);

    const mismatch = await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'NewPass123', confirmPassword: 'Other1234' })
      .expect(400);
    expect(mismatch.body.errors.confirmPassword).toBe('Passwords do not match');
    await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'NewPass123', confirmPassword: 'NewPass123' })
      .expect(200);
    await browser.get('/api/users/me').expect(401);
    const again = await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'Other1234', confirmPassword: 'Other1234' })
      .expect(400);
    expect(again.body).toMatchObject({ code: 'invalid_reset_token', message: 'Invalid or expired reset token' });
    await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: 'NewPass123' })
      .expect(200);
    await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(401);
  });

  it('refuses an expired reset token', async () => {
    const { registration } = await signedInUser(testApp);
    await testApp.http().post('/api/auth/forgot-password').send({ email: registration.email }).expect(200);
    const token = await latestResetToken(testApp, registration.email);
    await testApp.dataSource.query(`UPDATE password_reset SET expires_at = now() - interval '1 second'`);
    const response = await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token, password: 'NewPass123', confirmPassword: 'NewPass123' })
      .expect(400);
    expect(response.body.code).toBe('invalid_reset_token');
    const missing = await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ password: 'NewPass123', confirmPassword: 'NewPass123' })
      .expect(400);
    expect(missing.body.errors.token).toBe('Reset token is required');
  });

  it('change-password checks the current password, keeps this browser signed in and ends the others', async () => {
    const { registration, browser } = await signedInUser(testApp);
    const other = testApp.browser();
    await other
      .post('/api/auth/login')
      .send({ username: registration.username, password: STRONG_PASSWORD })
      .expect(200);

    const wrong = await browser
      .post('/api/auth/change-password')
      .send({ currentPassword: 'Wrong1234', newPassword: 'Changed123', confirmPassword: 'Changed123' })
      .expect(400);
    expect(wrong.body.code).toBe('invalid_current_password');
    const weak = await browser
      .post('/api/auth/change-password')
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'weak', confirmPassword: 'weak' })
      .expect(400);
    expect(weak.body.errors.newPassword).toBe('Password must be at least 8 characters');
    const empty = await browser
      .post('/api/auth/change-password')
      .send({ currentPassword: '', newPassword: 'Changed123', confirmPassword: 'Changed123' })
      .expect(400);
    expect(empty.body.errors.currentPassword).toBe('Current password is required');

    await browser
      .post('/api/auth/change-password')
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'Changed123', confirmPassword: 'Changed123' })
      .expect(200);
    await browser.get('/api/users/me').expect(200);
    await other.get('/api/users/me').expect(401);
    await testApp
      .http()
      .post('/api/auth/login')
      .send({ username: registration.username, password: 'Changed123' })
      .expect(200);
  });

  it('change-password needs a signed-in user', async () => {
    const response = await testApp
      .http()
      .post('/api/auth/change-password')
      .send({ currentPassword: 'x', newPassword: 'Changed123', confirmPassword: 'Changed123' })
      .expect(401);
    expect(response.body.code).toBe('not_authenticated');
  });
});
