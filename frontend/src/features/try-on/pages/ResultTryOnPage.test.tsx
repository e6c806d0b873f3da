import { act, screen, waitFor } from '@testing-library/react';
import { installFakeEventSource, removeFakeEventSource } from '../../../test/fakeBrowserApis';
import { mockApi } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';

const savedUrl = '/uploads/asha_k/try-on/1700000000000_job1.png';

function status(overrides: Record<string, unknown>) {
  return {
    id: 'job1',
    status: 'in_queue',
    output: [],
    error: null,
    message: null,
    stage: null,
    queuePosition: null,
    ...overrides,
  };
}

function completionHandlers() {
  return {
    'POST /api/credits/deduct': { body: { alreadyProcessed: true, tryOnUrl: savedUrl, credits: 6 } },
    'GET /api/virtual-try-on/1700000000000/job1': {
      body: {
        id: 'job1',
        timestamp: '1700000000000',
        path: savedUrl,
        originalPersonPath: '/me.png',
        garmentPath: '/g.png',
      },
    },
  };
}

afterEach(() => {
  removeFakeEventSource();
  jest.useRealTimers();
});

describe('try-on result', () => {
  it('follows the stages pushed over the event stream without polling', async () => {
    const streams = installFakeEventSource();
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser({ credits: 7 }) },
      'GET /api/virtual-try-on': { body: status({ queuePosition: 2 }) },
      ...completionHandlers(),
    });
    const { user } = renderRoute('/result-try-on/job1/1700000000000');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].url).toBe('/api/events');
    act(() => streams[0].emit('ready', {}));

    expect(await screen.findByText('In queue: position 2')).toBeInTheDocument();

    expect(screen.getByText('Processing your image. This may take 20-40 seconds...')).toBeInTheDocument();

    act(() => streams[0].emit('tryOn.status', status({ status: 'processing', stage: 'fitting' })));
    expect(await screen.findByText('Fitting the garment to your pose')).toHaveAttribute('role', 'status');
    act(() => streams[0].emit('credits.balance', { credits: 6 }));
    expect(await screen.findByRole('link', { name: 'Credits: 6' })).toBeInTheDocument();

    act(() => streams[0].emit('tryOn.status', status({ status: 'completed', output: ['/raw/job1.png'] })));
    expect(await screen.findByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', savedUrl);
    const statusChecks = requests.filter((request) => request.url.includes('/api/virtual-try-on?id=job1'));
    expect(statusChecks).toHaveLength(1);
    const deduction = requests.find((request) => request.url.endsWith('/api/credits/deduct'));
    expect(await deduction?.json()).toMatchObject({ amount: 1, type: 'TRY_ON', tryOnId: '1700000000000_job1' });

    await user.click(await screen.findByRole('button', { name: 'Before / After' }));
    expect(screen.getByRole('slider', { name: 'Before and after comparison' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Original photo' })).toHaveAttribute('src', '/me.png');
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  });

  it("shows the server's estimate once the queue position or stage is known, counting down between updates", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const streams = installFakeEventSource();
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on': { body: status({ estimatedSeconds: null }) },
      ...completionHandlers(),
    });
    renderRoute('/result-try-on/job1/1700000000000', { advanceTimers: jest.advanceTimersByTime });
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0].emit('ready', {}));
    // Queued, its place not known yet: the spec's text.
    expect(await screen.findByText('In queue')).toBeInTheDocument();
    expect(screen.getByText('Processing your image. This may take 20-40 seconds...')).toBeInTheDocument();

    act(() => streams[0].emit('tryOn.status', status({ queuePosition: 2, estimatedSeconds: 8 })));
    expect(await screen.findByText('Processing your image. About 8 seconds left...')).toBeInTheDocument();
    expect(screen.getByText('In queue: position 2')).toBeInTheDocument();

    act(() => streams[0].emit('tryOn.status', status({ status: 'processing', stage: 'fitting', estimatedSeconds: 3 })));
    expect(await screen.findByText('Processing your image. About 3 seconds left...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('Processing your image. About 2 seconds left...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(screen.getByText('Processing your image. About 1 second left...')).toBeInTheDocument();
  });

  it('polls 20 s after opening and then every 10 s when the stream is not there', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const answers = [
      status({ status: 'processing', stage: 'analysing' }),
      status({ status: 'completed', output: ['/raw/job1.png'] }),
    ];
    const { requests } = mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on': () => ({ body: answers.shift() }),
      ...completionHandlers(),
    });
    renderRoute('/result-try-on/job1/1700000000000', { advanceTimers: jest.advanceTimersByTime });
    const statusChecks = () => requests.filter((request) => request.url.includes('/api/virtual-try-on?id=')).length;

    // Finding the page advances the fake clock a little (well under a second).
    expect(await screen.findByText('Processing your image. This may take 20-40 seconds...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(18_000));
    expect(statusChecks()).toBe(0);
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(statusChecks()).toBe(1);
    expect(await screen.findByText('Analysing your photo')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(8_000));
    expect(statusChecks()).toBe(1);
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(statusChecks()).toBe(2);
    expect(await screen.findByRole('img', { name: 'Try-on result' })).toHaveAttribute('src', savedUrl);
  });

  it("shows the engine's refusal with Try Again", async () => {
    const streams = installFakeEventSource();
    mockApi({
      'GET /api/users/me': { body: makeUser() },
      'GET /api/virtual-try-on': { body: status({ status: 'failed', error: 'No person found in the photo' }) },
    });
    renderRoute('/result-try-on/job1/1700000000000');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0].emit('ready', {}));
    expect(await screen.findByText('Processing failed: No person found in the photo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/create-try-on');
  });
});
