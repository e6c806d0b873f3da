import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { StorageService } from '../src/common/storage/storage.service';
import { PRIVATE } from '../src/common/storage/storage.types';
import { UnverifiedAccountsCleaner } from '../src/modules/users/crons/unverified-accounts.cleaner';
import { newRegistration, signedInUser, STRONG_PASSWORD } from './support/factories';
import { compressedToNothing, png } from './support/images';
import { insertPost } from './support/posts';
import { finishedTryOn } from './support/products';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ STORAGE_SIGNING_SECRET: 'a-storage-signing-secret-of-at-least-32-chars' });
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const encodedCursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const HUGE_PAGE = '99999999999999999999';
const FAR_PAST = '-271821-04-20T00:00:00.000Z';

async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

describe('inputs that used to answer 500', () => {
  it('refuses a NUL character in any text with a 400 in the error format, and changes nothing', async () => {
    const { browser, userId, registration } = await signedInUser(testApp);
    const refused = (response: { status: number; body: Record<string, unknown> }) => {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'validation_error',
        message: 'Contains characters that are not allowed',
      });
    };
    refused(await browser.get('/api/users/search?q=a%00b'));
    refused(await browser.get('/api/users/username/a%00b'));
    refused(await browser.get('/api/users/a%00b/products'));
    refused(await browser.get('/api/virtual-try-on/a%00b/9f2b7a4e-4a4b-4c8e-9d6f-0a1b2c3d4e5f'));
    refused(await testApp.http().get('/api/dev/outbox?to=a%00b'));
    refused(await testApp.http().post('/api/auth/login').send({ username: 'a\u0000b', password: 'anything' }));
    refused(await browser.patch(`/api/users/${userId}`).send({ firstName: 'Asha\u0000', lastName: 'Verma' }));
    refused(await browser.post('/api/user-addresses').send({ fullName: 'Kabir\u0000' }));
    const [row] = await testApp.dataSource.query('SELECT first_name FROM users WHERE id = $1', [userId]);
    expect(row.first_name).toBe(registration.firstName);
  });

  it('refuses a page too deep to exist on every paged list', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const postId = await insertPost(testApp, userId);
    for (const url of [
      `/api/credits/transactions?page=${HUGE_PAGE}`,
      `/api/users/${userId}/followers?page=${HUGE_PAGE}`,
      `/api/users/${userId}/following?page=${HUGE_PAGE}`,
      `/api/posts/${postId}/likes/users?page=${HUGE_PAGE}`,
    ]) {
      const response = await browser.get(url);
      expect([url, response.status, response.body.code]).toEqual([url, 400, 'validation_error']);
    }
    await browser.get(`/api/users/${userId}/followers?page=2`).expect(200);
  });

  it('reads a cursor out of range as no cursor: the first page', async () => {
    const { browser, userId } = await signedInUser(testApp);
    const postId = await insertPost(testApp, userId);
    const farPast = encodedCursor([FAR_PAST, '9f2b7a4e-4a4b-4c8e-9d6f-0a1b2c3d4e5f']);
    const feed = await browser.get(`/api/feed?cursor=${farPast}`).expect(200);
    expect(feed.body.posts.map((post: { id: string }) => post.id)).toContain(postId);
    await browser.get(`/api/notifications?cursor=${farPast}`).expect(200);
    await browser.get(`/api/posts/${postId}/comments?cursor=${farPast}`).expect(200);
    const manyFollowers = encodedCursor([99_999_999_999, '9f2b7a4e-4a4b-4c8e-9d6f-0a1b2c3d4e5f']);
    await browser.get(`/api/users/trendstars?cursor=${manyFollowers}`).expect(200);
    const notAnId = encodedCursor([1, '-'.repeat(36)]);
    await browser.get(`/api/users/trendstars?cursor=${notAnId}`).expect(200);
  });

  it('answers 404 for a signed-file URL with a broken percent-encoding or a name that is no file', async () => {
    for (const url of ['/signed-uploads/%E0%A4%A?expires=1&signature=x', '/signed-uploads/%?expires=1&signature=x']) {
      const response = await testApp.http().get(url);
      expect([url, response.status, response.body]).toEqual([
        url,
        404,
        { statusCode: 404, code: 'not_found', message: 'Not found' },
      ]);
    }
  });
});

describe('product picture uploads', () => {
  it('stops reading at the picture after the fifth on the create screen, before any of it is buffered', async () => {
    const star = await signedInUser(testApp);
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', verified = true WHERE id = $1`, [star.userId]);
    const tryOn = await finishedTryOn(testApp, { userId: star.userId, username: star.registration.username as string });
    const picture = await png(40, 40);
    let upload = star.browser.post(`/api/products/images/${tryOn.key}`);
    for (let index = 0; index < 5; index++) upload = upload.attach('productImages', picture, `p${index}.png`);
    // The sixth is larger than any upload may be: read, it would be refused as too large; it is never read.
    const response = await upload.attach('productImages', Buffer.alloc(26 * 1024 * 1024), 'huge.png');
    expect([response.status, response.body]).toEqual([
      400,
      { statusCode: 400, code: 'too_many_product_images', message: 'You can upload a maximum of 5 images per product' },
    ]);
    const [{ count }] = await testApp.dataSource.query(
      'SELECT count(*)::int AS count FROM product_image WHERE user_id = $1',
      [star.userId],
    );
    expect(count).toBe(0);
  });

  it('refuses a picture of a few kilobytes that would decode to tens of megapixels, before decoding it', async () => {
    const star = await signedInUser(testApp);
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', verified = true WHERE id = $1`, [star.userId]);
    const tryOn = await finishedTryOn(testApp, { userId: star.userId, username: star.registration.username as string });
    const bomb = compressedToNothing(7_000, 7_000);
    expect(bomb.length).toBeLessThan(8 * 1024);
    const started = Date.now();
    const response = await star.browser
      .post(`/api/products/images/${tryOn.key}`)
      .attach('productImages', bomb, 'small.png');
    expect([response.status, response.body.code]).toEqual([413, 'file_too_large']);
    expect(Date.now() - started).toBeLessThan(2_000);
    // An ordinary picture of the same route still goes through.
    await star.browser
      .post(`/api/products/images/${tryOn.key}`)
      .attach('productImages', await png(600, 800), 'shirt.png')
      .expect(200);
  });
});

describe('signed links to private files', () => {
  it('are signed with their own secret, never the session secret, and live at most an hour', async () => {
    const storage = testApp.app.get(StorageService);
    const key = 'someone/try-on/1732400000000_9f2b7a4e-4a4b-4c8e-9d6f-0a1b2c3d4e5f.png';
    await storage.put(key, await png(20, 20), PRIVATE);
    const link = new URL(await storage.signedUrlOf(key, 7 * 24 * 60 * 60), 'http://localhost');
    const expires = Number(link.searchParams.get('expires'));
    expect(expires).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 60 * 60);
    await testApp.http().get(`${link.pathname}${link.search}`).expect(200);

    const signedWith = (secret: string, at: number) =>
      createHmac('sha256', secret).update(`storage:${key}:${at}`).digest('base64url');
    const sessionSecret = process.env.SESSION_SECRET ?? 'tvt-development-session-secret';
    const soon = Math.floor(Date.now() / 1000) + 60;
    await testApp
      .http()
      .get(`/signed-uploads/${key}?expires=${soon}&signature=${signedWith(sessionSecret, soon)}`)
      .expect(404);
    const nextYear = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;
    const storageSecret = 'a-storage-signing-secret-of-at-least-32-chars';
    await testApp
      .http()
      .get(`/signed-uploads/${key}?expires=${nextYear}&signature=${signedWith(storageSecret, nextYear)}`)
      .expect(404);
    await testApp
      .http()
      .get(`/signed-uploads/${key}?expires=${soon}&signature=${signedWith(storageSecret, soon)}`)
      .expect(200);
  });
});

describe('accounts', () => {
  it('cancels earlier reset links when a new one is sent', async () => {
    const { registration } = await signedInUser(testApp);
    const resetLinks = async () =>
      (await testApp.http().get('/api/dev/outbox').query({ to: registration.email })).body.messages
        .map((message: { text: string }) => /token=([\w-]+)/.exec(message.text)?.[1])
        .filter(Boolean) as string[];
    await testApp.http().post('/api/auth/forgot-password').send({ email: registration.email }).expect(200);
    const [first] = await eventually(async () => ((await resetLinks()).length === 1 ? resetLinks() : undefined));
    // A minute later (the resend interval), a second link.
    await testApp.dataSource.query(`UPDATE password_reset SET created_at = now() - interval '2 minutes'`);
    await testApp.http().post('/api/auth/forgot-password').send({ email: registration.email }).expect(200);
    const links = await eventually(async () => ((await resetLinks()).length === 2 ? resetLinks() : undefined));
    const second = links.find((token) => token !== first) as string;
    const stale = await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token: first, password: 'NewPass123', confirmPassword: 'NewPass123' })
      .expect(400);
    expect(stale.body.code).toBe('invalid_reset_token');
    await testApp
      .http()
      .post('/api/auth/reset-password')
      .send({ token: second, password: 'NewPass123', confirmPassword: 'NewPass123' })
      .expect(200);
  });

  it('accepts only http(s) profile links on a TrendStar application', async () => {
    const { browser } = await signedInUser(testApp);
    const reason = 'I style linen looks for hot summers and would love to sell them to my followers.';
    for (const link of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://x.io',
    ]) {
      const response = await browser
        .post('/api/trendstar/apply')
        .send({ instagramHandle: 'asha', socialMediaLinks: [link], reasonToApply: reason });
      expect([link, response.status, response.body.errors?.socialMediaLinks]).toEqual([
        link,
        400,
        'Each link must be a web address starting with http:// or https://',
      ]);
    }
    await browser
      .post('/api/trendstar/apply')
      .send({ instagramHandle: 'asha', socialMediaLinks: ['https://youtube.com/@asha'], reasonToApply: reason })
      .expect(201);
  });

  it('deletes accounts never verified after UNVERIFIED_ACCOUNT_DAYS (7), freeing their username and e-mail', async () => {
    const stale = newRegistration();
    const fresh = newRegistration();
    const staleId = (await testApp.http().post('/api/auth/register').send(stale).expect(201)).body.userId;
    await testApp.http().post('/api/auth/register').send(fresh).expect(201);
    const verified = await signedInUser(testApp);
    await testApp.dataSource.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = ANY($1)`, [
      [staleId, verified.userId],
    ]);

    expect(await testApp.app.get(UnverifiedAccountsCleaner).tick()).toBe(1);

    const remaining = await testApp.dataSource.query('SELECT username FROM users WHERE username = ANY($1)', [
      [stale.username, fresh.username, verified.registration.username],
    ]);
    expect(remaining.map((row: { username: string }) => row.username).sort()).toEqual(
      [fresh.username, verified.registration.username].sort(),
    );
    await testApp.http().post('/api/auth/register').send(stale).expect(201);
  });

  it('says that an e-mail is taken only with the spec message, whether or not that account was verified', async () => {
    const unverified = newRegistration();
    await testApp.http().post('/api/auth/register').send(unverified).expect(201);
    const { registration: verified } = await signedInUser(testApp);
    for (const email of [unverified.email, verified.email.toUpperCase()]) {
      const response = await testApp
        .http()
        .post('/api/auth/register')
        .send(newRegistration({ email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }));
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ statusCode: 409, code: 'email_taken', message: 'Email already registered' });
    }
  });
});

describe('make up (docker-compose.yml)', () => {
  it('publishes every port, the mail catcher included, on this machine only', () => {
    const compose = readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
    // Ports are written as inline lists (`ports: ['127.0.0.1:3000:3000']`); a block list would show up as none.
    expect(compose).not.toMatch(/ports:\s*\n/);
    const published = [...compose.matchAll(/ports:\s*\[([^\]]*)\]/g)].flatMap((match) =>
      match[1].split(',').map((port) => port.trim().replace(/^['"]|['"]$/g, '')),
    );
    expect(published).toContain('127.0.0.1:8025:8025');
    for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});
