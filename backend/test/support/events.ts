import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Makes the test app listen on a free port (fetch needs a real address) and answers its base URL. */
export async function listen(testApp: TestApp): Promise<string> {
  const server = testApp.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Signs in like a browser tab and returns its session cookie. */
export async function sessionCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  // The session is saved before the body's last byte leaves (express-session): read it all, as a browser would.
  await response.arrayBuffer();
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

/** An open `GET /api/events` stream that collects events as they arrive. */
export async function openEventStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const finished = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          for (const line of lines) if (line.startsWith(':')) comments.push(line);
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event) events.push({ event, data: data ? JSON.parse(data) : {} });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    response,
    events,
    comments,
    /** Resolves once an event matching the predicate arrived. */
    async waitFor(predicate: (event: LiveEvent) => boolean, timeoutMilliseconds = 60_000): Promise<LiveEvent> {
      const started = Date.now();
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() - started > timeoutMilliseconds)
          throw new Error(`no such event within ${timeoutMilliseconds} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
    /** Whether the server ended the stream (or it was closed here). */
    get ended() {
      return ended;
    },
    /** Resolves once the stream has ended; rejects when it is still open after the timeout. */
    async waitForEnd(timeoutMilliseconds = 1_000): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        finished,
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the stream still runs after ${timeoutMilliseconds} ms`)),
            timeoutMilliseconds,
          );
        }),
      ]).finally(() => clearTimeout(timer));
    },
    close: () => controller.abort(),
  };
}
