import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import type { TestApp } from './test-app';

type Browser = ReturnType<typeof request.agent>;

/** The research photos live outside the repo (DESIGN §6); suites that need them skip without them. */
// Relative paths (the default included) are taken from the repository root, as for every path setting.
export const fixturesDirectory = path.resolve(
  __dirname,
  '../../..',
  process.env.TRYON_FIXTURES ?? '../shared/fixtures/tryon',
);
export const haveFixtures = existsSync(path.join(fixturesDirectory, 'person'));
if (!haveFixtures)
  console.warn(`[try-on tests] skipped: no try-on fixtures at ${fixturesDirectory} (set TRYON_FIXTURES)`);

export const fixture = (relative: string) => readFileSync(path.join(fixturesDirectory, relative));
export const PERSON = 'person/viton-00055_00.jpg';
export const GARMENT = 'garment/viton-top-00126_00.jpg';

/** Gives credits the way an admin does (the grant endpoint), creating that admin the first time. */
export async function giveCredits(testApp: TestApp, admin: Browser, userId: string, amount: number): Promise<number> {
  const response = await admin
    .post(`/api/admin/users/${userId}/credits`)
    .send({ amount, description: 'Test credits' })
    .expect(200);
  return response.body.credits as number;
}

export async function makeAdmin(testApp: TestApp, userId: string): Promise<void> {
  await testApp.dataSource.query('UPDATE users SET is_admin = true WHERE id = $1', [userId]);
}

export async function uploadPair(
  browser: Browser,
  timestamp: string,
  person: Buffer,
  garment: Buffer,
): Promise<{ human: string; cloth: string }> {
  const human = await browser
    .post('/api/virtual-try-on/upload-human')
    .field('timestamp', timestamp)
    .attach('humanImage', person, 'me.jpg')
    .expect(200);
  const cloth = await browser
    .post('/api/virtual-try-on/upload-cloth')
    .field('timestamp', timestamp)
    .attach('clothImage', garment, 'garment.jpg')
    .expect(200);
  return { human: human.body.path as string, cloth: cloth.body.path as string };
}

export function startTryOn(
  browser: Browser,
  timestamp: string,
  paths: { human: string; cloth: string },
  extra: Record<string, unknown> = {},
) {
  return browser.post('/api/virtual-try-on').send({
    human_image: paths.human,
    cloth_image: paths.cloth,
    garment_path: paths.cloth,
    try_on_id: '',
    timestamp,
    ...extra,
  });
}

/** Polls the status endpoint like the client's fallback until the try-on is finished. */
export async function waitForFinish(
  browser: Browser,
  id: string,
  timeoutMilliseconds = 90_000,
): Promise<Record<string, unknown>> {
  const started = Date.now();
  for (;;) {
    const response = await browser.get('/api/virtual-try-on').query({ id }).expect(200);
    if (response.body.status === 'completed' || response.body.status === 'failed') return response.body;
    if (Date.now() - started > timeoutMilliseconds)
      throw new Error(`try-on ${id} still ${response.body.status} after ${timeoutMilliseconds} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function balanceRow(testApp: TestApp, userId: string): Promise<{ credits: number; ledgerSum: number }> {
  const [row] = await testApp.dataSource.query(
    'SELECT u.credits, COALESCE((SELECT SUM(amount) FROM credit_transaction t WHERE t.user_id = u.id), 0)::int AS ledger_sum FROM users u WHERE u.id = $1',
    [userId],
  );
  return { credits: row.credits, ledgerSum: row.ledger_sum };
}

/** The 256 and 1080 px variants are added just after the result is announced; waits until they are recorded. */
export async function waitForVariants(testApp: TestApp, id: string, timeoutMilliseconds = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMilliseconds; ;) {
    const [row] = await testApp.dataSource.query('SELECT large_key FROM virtual_try_on WHERE id = $1', [id]);
    if (row?.large_key) return;
    if (Date.now() > deadline) throw new Error(`try-on ${id} has no variants after ${timeoutMilliseconds} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
