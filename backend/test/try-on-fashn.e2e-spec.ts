import sharp from 'sharp';
import { TryOnStatusProcessor } from '../src/modules/try-on/crons/try-on-status.processor';
import { FakeFashnServer, fashnStatus, startFakeFashnServer } from './support/fake-fashn-server';
import { signedInUser } from './support/factories';
import { png } from './support/images';
import { createTestApp, TestApp } from './support/test-app';
import { balanceRow, giveCredits, makeAdmin, startTryOn, uploadPair } from './support/try-on';

/** TRYON_PROVIDER=fashn through the real app, against a local server speaking the FASHN API's documented shapes. */
let testApp: TestApp;
let fashn: FakeFashnServer;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  fashn = await startFakeFashnServer();
  testApp = await createTestApp({
    TRYON_PROVIDER: 'fashn',
    FASHN_API_KEY: fashn.apiKey,
    FASHN_BASE_URL: fashn.baseUrl,
    TRYON_REQUEST_TIMEOUT_MS: '1000',
    TRYON_TIMEOUT_SECONDS: '60',
  });
  admin = await signedInUser(testApp);
  await makeAdmin(testApp, admin.userId);
});

afterAll(async () => {
  await testApp?.close();
  await fashn.close();
});

const processor = () => testApp.app.get(TryOnStatusProcessor);
const timestamp = () => String(Date.now());

async function started(category?: string) {
  const user = await signedInUser(testApp);
  await giveCredits(testApp, admin.browser, user.userId, 1);
  const session = timestamp();
  const paths = await uploadPair(user.browser, session, await png(300, 400), await png(200, 200));
  const { id } = (await startTryOn(user.browser, session, paths, category ? { category } : {}).expect(201)).body as {
    id: string;
  };
  const [row] = await testApp.dataSource.query('SELECT provider_job_id FROM virtual_try_on WHERE id = $1', [id]);
  const statusOf = async () => (await user.browser.get('/api/virtual-try-on').query({ id }).expect(200)).body;
  // Time travel to the first poll (20 s after submit).
  const due = () =>
    testApp.dataSource.query(
      "UPDATE virtual_try_on SET submitted_at = now() - interval '21 seconds', last_polled_at = NULL WHERE id = $1",
      [id],
    );
  return { user, id, jobId: row.provider_job_id as string, statusOf, due };
}

it('submits both photos with the bearer key and category, polls, and stores the finished image', async () => {
  const { user, id, jobId, statusOf, due } = await started('bottom');
  const run = fashn.requests.find((request) => request.path === '/v1/run');
  expect(run?.authorization).toBe(`Bearer ${fashn.apiKey}`);
  expect(run?.body).toMatchObject({
    inputs: {
      model_image: expect.stringMatching(/^data:image\//),
      garment_image: expect.stringMatching(/^data:image\//),
      category: 'bottoms',
    },
  });
  expect(await statusOf()).toMatchObject({ status: 'in_queue' });

  const result = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  fashn.outputs.set('result.png', { body: result, contentType: 'image/png' });
  fashn.statuses.set(jobId, [fashnStatus(jobId, 'completed', { output: [`${fashn.baseUrl}/outputs/result.png`] })]);
  await due();
  await processor().pollProvider();
  const finished = await statusOf();
  expect(finished).toMatchObject({ status: 'completed', error: null });
  const image = await user.browser.get(finished.output[0]).expect(200);
  expect((await sharp(image.body as Buffer).metadata()).width).toBe(300);
  await testApp.http().get(finished.output[0]).expect(404);
  expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 0, ledgerSum: 0 });
  expect(id).toBeTruthy();
});

it.each([
  ['PoseError', /pose|body/i],
  ['ImageLoadError', /read|load|photo/i],
  ['ContentModerationError', /./],
])("turns FASHN's %s into a plain message and refunds the credit", async (name, expected) => {
  const { user, jobId, statusOf, due } = await started();
  fashn.statuses.set(jobId, [fashnStatus(jobId, 'failed', { error: { name, message: `internal ${name} detail` } })]);
  await due();
  await processor().pollProvider();
  const failed = await statusOf();
  expect(failed.status).toBe('failed');
  expect(failed.error).toMatch(expected);
  expect(failed.error).not.toContain('internal');
  expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 1, ledgerSum: 1 });
});

it('asks about a pending job 20 s after submit, then not again until 10 s after the last question', async () => {
  const { id, jobId, statusOf, due } = await started();
  fashn.statuses.set(jobId, [fashnStatus(jobId, 'processing')]);
  const asked = () => fashn.requests.filter((request) => request.path === `/v1/status/${jobId}`).length;
  // The start itself may ask once (for the queue position it announces): count the polls after it.
  const before = asked();
  const questions = () => asked() - before;

  await processor().pollProvider();
  expect(questions()).toBe(0);

  await due();
  await processor().pollProvider();
  expect(questions()).toBe(1);
  expect((await statusOf()).status).toBe('processing');

  await processor().pollProvider();
  expect(questions()).toBe(1);

  await testApp.dataSource.query(
    "UPDATE virtual_try_on SET last_polled_at = now() - interval '11 seconds' WHERE id = $1",
    [id],
  );
  await processor().pollProvider();
  expect(questions()).toBe(2);
});

it('keeps polling through a passing outage (5xx) and fails with a refund on a final one (401)', async () => {
  const { user, jobId, statusOf, due } = await started();
  fashn.statuses.set(jobId, [{ status: 503, json: { error: 'UnavailableError', message: 'busy' } }]);
  await due();
  await processor().pollProvider();
  expect((await statusOf()).status).toBe('in_queue');

  fashn.statuses.set(jobId, [
    { status: 401, json: { error: 'UnauthorizedAccess', message: 'Unauthorized: Invalid token' } },
  ]);
  await due();
  await processor().pollProvider();
  expect((await statusOf()).status).toBe('failed');
  expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 1, ledgerSum: 1 });
});

it('times out a job FASHN never finishes and refunds the credit', async () => {
  const { user, id, jobId, statusOf } = await started();
  fashn.statuses.set(jobId, ['hang']);
  await testApp.dataSource.query("UPDATE virtual_try_on SET created_at = now() - interval '61 seconds' WHERE id = $1", [
    id,
  ]);
  await processor().failTimedOut();
  expect(await statusOf()).toMatchObject({ status: 'failed', error: expect.stringMatching(/took too long/) });
  expect(await balanceRow(testApp, user.userId)).toEqual({ credits: 1, ledgerSum: 1 });
});
