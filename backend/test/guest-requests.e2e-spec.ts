import { signedInUser, STRONG_PASSWORD } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Requests that change nothing and carry no session cookie skip the session middleware (docs/performance.md, the
 * request profile). For whoever sends them nothing else changes: they are a guest's, leave no session and no cookie,
 * and the same browser signs in, reads as its user and signs out as before.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const sessionRows = async () => Number((await testApp.dataSource.query('SELECT count(*) FROM session'))[0].count);

it('answers a guest’s GET and HEAD as a guest’s, with no cookie and no session row', async () => {
  await signedInUser(testApp);
  const sessionsBefore = await sessionRows();
  for (const path of ['/api/health/live', '/api/health', '/api/feed?limit=5', '/api/users/trendstars']) {
    const response = await testApp.http().get(path).expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  }
  const head = await testApp.http().head('/api/feed?limit=5').expect(200);
  expect(head.headers['set-cookie']).toBeUndefined();
  const me = await testApp.http().get('/api/users/me').expect(401);
  expect(me.body).toMatchObject({ statusCode: 401, code: 'not_authenticated' });
  expect(me.headers['set-cookie']).toBeUndefined();
  expect(await sessionRows()).toBe(sessionsBefore);
});

it('signs in a browser that first browsed as a guest, whose GETs are then its user’s until it signs out', async () => {
  const { registration } = await signedInUser(testApp);
  const browser = testApp.browser();
  await browser.get('/api/feed?limit=5').expect(200);
  await browser.get('/api/users/me').expect(401);

  const login = await browser
    .post('/api/auth/login')
    .send({ username: registration.username, password: STRONG_PASSWORD })
    .expect(200);
  expect(login.headers['set-cookie'][0]).toMatch(/tvt\.sid=.*HttpOnly/i);
  const me = await browser.get('/api/users/me').expect(200);
  expect(me.body.username).toBe(registration.username);
  await browser.get('/api/feed?limit=5').expect(200);

  await browser.post('/api/auth/logout').expect(200);
  await browser.get('/api/users/me').expect(401);
});

it('treats a GET with a forged or ended session cookie as a guest’s, and sets no cookie', async () => {
  const forged = await testApp.http().get('/api/users/me').set('Cookie', 'tvt.sid=s%3Anobody.forged').expect(401);
  expect(forged.body.code).toBe('not_authenticated');
  expect(forged.headers['set-cookie']).toBeUndefined();

  const { registration } = await signedInUser(testApp);
  const origin = process.env.APP_URL ?? 'http://localhost:3000';
  const login = await testApp
    .http()
    .post('/api/auth/login')
    .set('Origin', origin)
    .send({ username: registration.username, password: STRONG_PASSWORD })
    .expect(200);
  const cookie = String(login.headers['set-cookie'][0]).split(';')[0];
  await testApp.http().get('/api/users/me').set('Cookie', cookie).expect(200);
  await testApp.http().post('/api/auth/logout').set('Origin', origin).set('Cookie', cookie).expect(200);
  const ended = await testApp.http().get('/api/users/me').set('Cookie', cookie).expect(401);
  expect(ended.headers['set-cookie']).toBeUndefined();
  await testApp.http().get('/api/feed?limit=5').set('Cookie', cookie).expect(200);
});
