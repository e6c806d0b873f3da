import type request from 'supertest';
import type { TestApp } from './test-app';

type Browser = ReturnType<typeof request.agent>;

let sequence = 0;

export const STRONG_PASSWORD = 'Str0ngPass';

export function newRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const unique = `${Date.now().toString(36).slice(-5)}${sequence}`;
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    username: `asha_${unique}`,
    email: `asha_${unique}@example.com`,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    gender: 'female',
    ...overrides,
  };
}

/** The newest code e-mailed to this address, read from the development outbox like a user reads their inbox. */
export async function latestCode(testApp: TestApp, email: string): Promise<string> {
  const response = await testApp.http().get('/api/dev/outbox').query({ to: email }).expect(200);
  const message = response.body.messages[0];
  if (!message) throw new Error(`no e-mail to ${email}`);
  const code = /\b(\d{4})\b/.exec(message.subject)?.[1];
  if (!code) throw new Error(`no code in "${message.subject}"`);
  return code;
}

/**
 * The newest reset link's token e-mailed to this address (other than `previous`). The e-mail is sent after the answer
 * (so timing reveals nothing), so the outbox is read again for a few seconds before giving up.
 */
export async function latestResetToken(testApp: TestApp, email: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await testApp.http().get('/api/dev/outbox').query({ to: email }).expect(200);
    const token = /token=([\w-]+)/.exec(response.body.messages[0]?.text ?? '')?.[1];
    if (token && token !== previous) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset link for ${email}`);
}

/** Registers and verifies a user in the given browser, leaving it signed in. */
export async function signedInUser(
  testApp: TestApp,
  browser: Browser = testApp.browser(),
  overrides: Record<string, unknown> = {},
) {
  const registration = newRegistration(overrides);
  const registered = await browser.post('/api/auth/register').send(registration).expect(201);
  const otp = await latestCode(testApp, registration.email);
  const verified = await browser.post('/api/auth/verify').send({ userId: registered.body.userId, otp }).expect(200);
  return { browser, registration, userId: registered.body.userId as string, user: verified.body.user };
}
