import sharp from 'sharp';
import { FakeFashnServer, fashnStatus, startFakeFashnServer } from '../../../../test/support/fake-fashn-server';
import { FashnProtocolClient } from './fashn-protocol.client';
import { TryOnProviderError } from './provider-errors';

let server: FakeFashnServer;
let client: FashnProtocolClient;
let person: Buffer;
let garment: Buffer;
let result: Buffer;

beforeAll(async () => {
  server = await startFakeFashnServer();
  person = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#c08060' } })
    .jpeg()
    .toBuffer();
  garment = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#2040c0' } })
    .png()
    .toBuffer();
  result = await sharp({ create: { width: 64, height: 96, channels: 3, background: '#406080' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  client = new FashnProtocolClient({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    requestTimeoutMilliseconds: 500,
    maximumResultBytes: 100_000,
  });
  server.requests.length = 0;
  server.runAnswers.length = 0;
});

/** What the client throws, for matching. */
async function failureOf(promise: Promise<unknown>): Promise<TryOnProviderError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof TryOnProviderError)) throw new Error(`expected a TryOnProviderError, got ${String(error)}`);
  return error;
}

describe('FashnProtocolClient', () => {
  it('submits both photos as data URLs with the category, polls, and downloads the first output', async () => {
    const { externalId } = await client.submit({ personImage: person, garmentImage: garment, category: 'dress' });
    const run = server.requests[0];
    expect(run).toMatchObject({ method: 'POST', path: '/v1/run', authorization: `Bearer ${server.apiKey}` });
    expect(run.body).toMatchObject({ model_name: 'tryon-v1.6', inputs: { category: 'one-pieces', mode: 'balanced' } });
    const inputs = (run.body as { inputs: Record<string, string> }).inputs;
    expect(inputs.model_image).toBe(`data:image/jpeg;base64,${person.toString('base64')}`);
    expect(inputs.garment_image).toBe(`data:image/png;base64,${garment.toString('base64')}`);

    server.outputs.set('result.png', { body: result });
    server.statuses.set(externalId, [
      fashnStatus(externalId, 'starting'),
      fashnStatus(externalId, 'in_queue'),
      fashnStatus(externalId, 'processing'),
      fashnStatus(externalId, 'completed', { output: [`${server.baseUrl}/outputs/result.png`] }),
    ]);
    expect(await client.status(externalId)).toEqual({ state: 'in_queue' });
    expect(await client.status(externalId)).toEqual({ state: 'in_queue' });
    expect(await client.status(externalId)).toEqual({ state: 'processing' });
    const completed = await client.status(externalId);
    expect(completed.state).toBe('completed');
    expect(completed.state === 'completed' && completed.image.equals(result)).toBe(true);
    expect(server.requests.at(-2)).toMatchObject({
      method: 'GET',
      path: `/v1/status/${externalId}`,
      authorization: `Bearer ${server.apiKey}`,
    });
  });

  it.each([
    [undefined, 'auto'],
    ['top', 'tops'],
    ['bottom', 'bottoms'],
  ] as const)('sends category %s as %s', async (category, sent) => {
    await client.submit({ personImage: person, garmentImage: garment, category });
    expect((server.requests[0].body as { inputs: { category: string } }).inputs.category).toBe(sent);
  });

  it('accepts an output sent inline as a base64 data URL', async () => {
    server.statuses.set('inline', [
      fashnStatus('inline', 'completed', { output: [`data:image/png;base64,${result.toString('base64')}`] }),
    ]);
    const completed = await client.status('inline');
    expect(completed.state === 'completed' && completed.image.equals(result)).toBe(true);
  });

  it('passes on a queue position when the service gives one', async () => {
    server.statuses.set('queued', [
      { json: { id: 'queued', status: 'in_queue', output: [], error: null, queue_position: 3 } },
    ]);
    expect(await client.status('queued')).toEqual({ state: 'in_queue', queuePosition: 3 });
  });

  it.each([
    ['ImageLoadError', 'tryon_image_unreadable', /couldn't read one of the photos/],
    ['NSFWError', 'tryon_content_refused', /can't be used/],
    ['ContentModerationError', 'tryon_content_refused', /can't be used/],
    ['PhotoTypeError', 'tryon_photo_type', /which photo shows you/],
    ['PoseError', 'tryon_pose_not_found', /body clearly/],
    ['InputValidationError', 'tryon_invalid_input', /try different photos/],
    ['PipelineError', 'tryon_generation_failed', /Please try again/],
    ['ThirdPartyError', 'tryon_provider_error', /Please try again/],
    ['SomethingNewError', 'tryon_generation_failed', /Please try again/],
  ])('turns a failed job with %s into %s and a plain message', async (name, code, message) => {
    server.statuses.set(`failed-${name}`, [
      fashnStatus(`failed-${name}`, 'failed', {
        error: { name, message: 'internal detail: stack trace at pipeline.py:42' },
      }),
    ]);
    const failed = await client.status(`failed-${name}`);
    expect(failed).toMatchObject({ state: 'failed', code });
    expect(failed.state === 'failed' && failed.message).toMatch(message);
    expect(JSON.stringify(failed)).not.toContain('pipeline.py');
  });

  it('refuses with a final error when the key is wrong (401)', async () => {
    const wrongKey = new FashnProtocolClient({
      baseUrl: server.baseUrl,
      apiKey: 'not-the-key',
      requestTimeoutMilliseconds: 500,
    });
    const error = await failureOf(wrongKey.submit({ personImage: person, garmentImage: garment }));
    expect(error).toMatchObject({
      code: 'tryon_provider_auth',
      retryable: false,
      message: 'Try-on is unavailable right now. Please try again later.',
    });
    expect(error.detail).toContain('401');
  });

  it.each([
    ['RateLimitExceeded', 'tryon_provider_busy', true],
    ['ConcurrencyLimitExceeded', 'tryon_provider_busy', true],
    ['OutOfCredits', 'tryon_provider_out_of_credits', false],
  ])('maps 429 %s to %s (retryable: %s)', async (name, code, retryable) => {
    server.runAnswers.push({ status: 429, json: { error: name, message: 'slow down' } });
    expect(await failureOf(client.submit({ personImage: person, garmentImage: garment }))).toMatchObject({
      code,
      retryable,
    });
  });

  it('treats a server error as retryable and a bad request as final', async () => {
    server.runAnswers.push(
      { status: 500, json: { error: 'InternalServerError', message: 'boom' } },
      { status: 400, json: { error: 'BadRequest', message: 'inputs.model_image is required' } },
    );
    expect(await failureOf(client.submit({ personImage: person, garmentImage: garment }))).toMatchObject({
      code: 'tryon_provider_error',
      retryable: true,
    });
    expect(await failureOf(client.submit({ personImage: person, garmentImage: garment }))).toMatchObject({
      code: 'tryon_invalid_input',
      retryable: false,
    });
  });

  it('gives up on a request after its timeout, as retryable', async () => {
    server.runAnswers.push('hang');
    const started = Date.now();
    expect(await failureOf(client.submit({ personImage: person, garmentImage: garment }))).toMatchObject({
      code: 'tryon_provider_timeout',
      retryable: true,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports an unreachable service as retryable', async () => {
    const nowhere = new FashnProtocolClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'x',
      requestTimeoutMilliseconds: 500,
    });
    expect(await failureOf(nowhere.status('any'))).toMatchObject({
      code: 'tryon_provider_unreachable',
      retryable: true,
    });
  });

  it.each([
    ['text that is not JSON', { text: '<html>gateway</html>' }],
    ['a run answer without an id', { json: { error: null } }],
    ['an array', { json: [1, 2] }],
  ])('refuses a malformed run answer: %s', async (_name, answer) => {
    server.runAnswers.push(answer);
    expect(await failureOf(client.submit({ personImage: person, garmentImage: garment }))).toMatchObject({
      code: 'tryon_provider_bad_answer',
    });
  });

  it.each([
    ['an unknown status', 'unknown', { json: { id: 'unknown', status: 'exploded', output: [], error: null } }],
    ['completed without output', 'empty', { json: { id: 'empty', status: 'completed', output: [], error: null } }],
    [
      'an output that is not a URL',
      'file',
      { json: { id: 'file', status: 'completed', output: ['file:///etc/passwd'], error: null } },
    ],
    ['text that is not JSON', 'text', { text: 'Bad gateway' }],
  ])('refuses a malformed status answer: %s', async (_name, id, answer) => {
    server.statuses.set(id, [answer]);
    expect(await failureOf(client.status(id))).toMatchObject({ code: 'tryon_provider_bad_answer' });
  });

  it('refuses a result larger than the limit', async () => {
    server.outputs.set('huge.png', { body: Buffer.alloc(200_000, 1) });
    server.statuses.set('huge', [fashnStatus('huge', 'completed', { output: [`${server.baseUrl}/outputs/huge.png`] })]);
    expect(await failureOf(client.status('huge'))).toMatchObject({ code: 'tryon_result_too_large', retryable: false });
  });

  it('reports a job the service no longer knows as failed', async () => {
    expect(await client.status('forgotten')).toMatchObject({ state: 'failed', code: 'tryon_job_lost' });
  });

  it('speaks the same protocol at another base URL without a key (the http provider)', async () => {
    const open = await startFakeFashnServer('');
    try {
      const http = new FashnProtocolClient({ baseUrl: `${open.baseUrl}/`, requestTimeoutMilliseconds: 500 });
      expect((await http.submit({ personImage: person, garmentImage: garment })).externalId).toMatch(/^job-/);
      expect(open.requests[0].authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
