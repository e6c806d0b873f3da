import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request: a status and a JSON body, raw text, or nothing at all (a hang). */
export type FakeAnswer =
  { status?: number; json?: unknown; text?: string; body?: Buffer; contentType?: string } | 'hang';

export interface FakeFashnServer {
  baseUrl: string;
  /** The bearer key it demands; empty for none. */
  apiKey: string;
  /** Every request received, bodies parsed as JSON where they are JSON. */
  requests: { method: string; path: string; authorization?: string; body?: unknown }[];
  /** Answers queued for `POST /v1/run`; when empty it accepts the job with a new id. */
  runAnswers: FakeAnswer[];
  /** The statuses `GET /v1/status/{id}` gives for that job, in turn; the last one repeats. */
  statuses: Map<string, FakeAnswer[]>;
  /** Files served at `{baseUrl}/outputs/{name}`. */
  outputs: Map<string, FakeAnswer>;
  close: () => Promise<void>;
}

/**
 * A local server speaking the documented FASHN API shapes: `POST /v1/run` with a bearer key →
 * `{ id, error: null }`, `GET /v1/status/{id}` → `{ id, status, output, error }`, errors as
 * `{ error: Name, message }` with 401/429/500 statuses. Tests script its answers.
 */
export async function startFakeFashnServer(apiKey = 'fake-fashn-key'): Promise<FakeFashnServer> {
  const hanging = new Set<http.ServerResponse>();
  const state: Omit<FakeFashnServer, 'baseUrl' | 'close'> = {
    apiKey,
    requests: [],
    runAnswers: [],
    statuses: new Map(),
    outputs: new Map(),
  };
  let counter = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      state.requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      send(response, route(request.method ?? '', path, request.headers.authorization));
    });
  });

  function route(method: string, path: string, authorization: string | undefined): FakeAnswer {
    if (path.startsWith('/outputs/'))
      return state.outputs.get(path.slice('/outputs/'.length)) ?? { status: 404, text: 'no such file' };
    // An empty key: a self-hosted service that asks for none.
    if (state.apiKey && authorization !== `Bearer ${state.apiKey}`)
      return { status: 401, json: { error: 'UnauthorizedAccess', message: 'Unauthorized: Invalid token' } };
    if (method === 'POST' && path === '/v1/run') {
      const queued = state.runAnswers.shift();
      if (queued) return queued;
      counter += 1;
      const id = `job-${counter}-u1`;
      return { json: { id, error: null } };
    }
    const statusMatch = /^\/v1\/status\/([^/]+)$/.exec(path);
    if (method === 'GET' && statusMatch) {
      const script = state.statuses.get(statusMatch[1]);
      if (!script) return { status: 404, json: { error: 'NotFound', message: 'Prediction not found' } };
      return script.length > 1 ? script.shift()! : script[0];
    }
    return { status: 404, json: { error: 'NotFound', message: 'No such endpoint' } };
  }

  function send(response: http.ServerResponse, answer: FakeAnswer): void {
    if (answer === 'hang') {
      hanging.add(response);
      return;
    }
    const status = answer.status ?? 200;
    if (answer.json !== undefined)
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
    else if (answer.body)
      response.writeHead(status, { 'content-type': answer.contentType ?? 'image/png' }).end(answer.body);
    else response.writeHead(status, { 'content-type': 'text/plain' }).end(answer.text ?? '');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...state,
    baseUrl,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A status answer in the documented shape. */
export function fashnStatus(
  id: string,
  status: 'starting' | 'in_queue' | 'processing' | 'completed' | 'failed',
  extra: { output?: string[]; error?: { name: string; message: string } | null } = {},
): FakeAnswer {
  return { json: { id, status, output: extra.output ?? [], error: extra.error ?? null } };
}
