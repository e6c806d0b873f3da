/** Answers for `fetch`, keyed by "METHOD /path" (query string ignored). Unlisted requests fail the test. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export type MockHandler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>);

export const notAuthenticated: MockAnswer = {
  status: 401,
  body: { statusCode: 401, code: 'not_authenticated', message: 'Not authenticated' },
};

/** What the app shell asks on every signed-in screen (the bell's count) and server settings, unless a test says otherwise. */
const shellHandlers: Record<string, MockHandler> = {
  'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
  'GET /api/orders/support-contact': { body: { email: 'support@tvt.local' } },
};

export function mockApi(testHandlers: Record<string, MockHandler>) {
  const handlers = { ...shellHandlers, ...testHandlers };
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetchMock, requests };
}
