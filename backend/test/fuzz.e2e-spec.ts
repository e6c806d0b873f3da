import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import { signedInUser } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

type Client = ReturnType<typeof request.agent> | ReturnType<typeof request>;

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
}

interface Operation {
  security?: unknown[];
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

interface Probe {
  method: string;
  url: string;
  body?: unknown;
  /** What the probe varies, for the failure list. */
  label: string;
}

const document = JSON.parse(readFileSync(path.resolve(__dirname, '../../docs/api/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

// The live event stream never ends by itself (its own suites test it); deleting the account would end the run.
const SKIPPED = new Set(['GET /api/events', 'DELETE /api/users/me']);
// Routes that end the signed-in session run only as a guest.
const GUEST_ONLY = new Set(['POST /api/auth/logout', 'POST /api/auth/login']);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FAR_PAST = '-271821-04-20T00:00:00.000Z';
const HUGE = '99999999999999999999';

/** Raw (already encoded) values for path segments. */
const PATH_VALUES = ['a%00b', HUGE, encodeURIComponent(FAR_PAST), '%E0%A4%A', '..%2F..%2Fetc'];

/** Raw values for query strings: the path's, and cursors out of range. */
const QUERY_VALUES = [
  'a%00b',
  HUGE,
  '-1.5',
  encodeURIComponent(FAR_PAST),
  '%E0%A4%A',
  base64url([FAR_PAST, randomUUID()]),
  base64url([99_999_999_999, randomUUID()]),
  base64url([1, '-'.repeat(36)]),
];

/** JSON values put into a body field, by the field's type: broken text, numbers out of range, wrong types. */
const TEXT_VALUES: unknown[] = ['a\u0000b', '\ud800', FAR_PAST, 'x'.repeat(20_000), { a: 1 }];
const BODY_VALUES: Record<string, unknown[]> = {
  string: TEXT_VALUES,
  integer: [1e20, -1.5, HUGE, null],
  number: [1e20, -1e20, HUGE, null],
  boolean: ['a\u0000b', null],
  array: [['a\u0000b'], [{ a: 1 }], 'x'],
  object: ['a\u0000b', [], null],
};

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop() as string]);
  if (schema.allOf?.length) return resolve(schema.allOf[0]);
  if (schema.oneOf?.length) return resolve(schema.oneOf[0]);
  return schema;
}

/** A plausible value of a schema, so that each probe varies one thing at a time. */
function sample(schema: Schema, depth = 0): unknown {
  const resolved = resolve(schema);
  if (resolved.enum?.length) return resolved.enum[0];
  switch (resolved.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 || !resolved.items ? [] : [sample(resolved.items, depth + 1)];
    case 'object':
    case undefined:
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, sample(property, depth + 1)]),
      );
    default:
      if (resolved.format === 'uuid') return randomUUID();
      if (resolved.format === 'date-time') return new Date().toISOString();
      if (resolved.format === 'email') return 'fuzz@example.com';
      return 'text';
  }
}

function probesOf(route: string, method: string, operation: Operation, own: Record<string, string>): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const urlWith = (replaced: Record<string, string> = {}, query = '') =>
    route.replace(/\{(\w+)\}/g, (_whole, name: string) => replaced[name] ?? own[name] ?? randomUUID()) +
    (query ? `?${query}` : '');
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  const body = jsonSchema ? sample(jsonSchema) : undefined;
  const probes: Probe[] = [];
  for (const parameter of pathParameters)
    for (const value of PATH_VALUES)
      probes.push({
        method,
        url: urlWith({ [parameter.name]: value }),
        body,
        label: `path ${parameter.name}=${value}`,
      });
  for (const parameter of queryParameters) {
    for (const value of QUERY_VALUES)
      probes.push({
        method,
        url: urlWith({}, `${parameter.name}=${value}`),
        body,
        label: `query ${parameter.name}=${value}`,
      });
    probes.push({
      method,
      url: urlWith({}, `${parameter.name}=1&${parameter.name}=2`),
      body,
      label: `query ${parameter.name} twice`,
    });
    probes.push({
      method,
      url: urlWith({}, `${parameter.name}[a]=1`),
      body,
      label: `query ${parameter.name} as object`,
    });
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fields = resolve(jsonSchema as Schema).properties ?? {};
    for (const field of Object.keys(body))
      for (const value of BODY_VALUES[resolve(fields[field]).type ?? 'object'] ?? TEXT_VALUES)
        probes.push({
          method,
          url: urlWith(),
          body: { ...body, [field]: value },
          label: `body ${field}=${JSON.stringify(value).slice(0, 40)}`,
        });
    probes.push({ method, url: urlWith(), body: [body], label: 'body as array' });
  }
  if (operation.requestBody?.content['multipart/form-data'])
    probes.push({ method, url: urlWith(), body: { file: 'a\u0000b' }, label: 'JSON where a file is expected' });
  probes.push({ method, url: urlWith(), body, label: 'plausible request' });
  return probes;
}

async function send(client: Client, probe: Probe): Promise<{ status: number; text: string }> {
  const verb = probe.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const pending = client[verb](probe.url);
  const response = await (probe.body === undefined ? pending : pending.send(probe.body as object));
  return { status: response.status, text: response.text.slice(0, 200) };
}

/** Sends every probe, a few at a time; returns those answered with a server error. */
async function run(client: Client, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < probes.length) {
      const probe = probes[next++];
      const { status, text } = await send(client, probe);
      if (status >= 500)
        failures.push(`${probe.method} ${probe.url.slice(0, 120)} [${probe.label}] → ${status} ${text}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, lane));
  return failures;
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_DEFAULT: '1000000' });
});

afterAll(async () => {
  await testApp.close();
});

function allProbes(own: Record<string, string>, signedIn: boolean): Probe[] {
  const probes: Probe[] = [];
  for (const [route, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${route}`;
      if (SKIPPED.has(name) || (signedIn && GUEST_ONLY.has(name))) continue;
      const operationProbes = probesOf(route, method.toUpperCase(), operation, own);
      // A guest meets the sign-in check first on routes that need one: a few probes show it stays a 401.
      const guarded = !signedIn && (operation.security?.length ?? 0) > 0;
      probes.push(...(guarded ? operationProbes.filter((_probe, index) => index % 8 === 0) : operationProbes));
    }
  // The file routes outside /api: broken encodings and names that cannot be storage keys.
  for (const value of [...PATH_VALUES, '%', '%C0%AF']) {
    probes.push({
      method: 'GET',
      url: `/signed-uploads/${value}?expires=${HUGE}&signature=${value}`,
      label: 'signed file',
    });
    probes.push({ method: 'GET', url: `/uploads/${own.username}/try-on/${value}`, label: 'private file' });
    probes.push({ method: 'GET', url: `/uploads/${value}/x.png`, label: 'public file' });
  }
  return probes;
}

describe('every route of the OpenAPI document, fed broken input', () => {
  it('never answers a server error, signed in or not', async () => {
    const started = Date.now();
    const { browser, userId, registration } = await signedInUser(testApp);
    await testApp.dataSource.query(`UPDATE users SET role = 'trendstar', is_admin = true WHERE id = $1`, [userId]);
    const own = { id: userId, username: registration.username };
    const signedInProbes = allProbes(own, true);
    const guestProbes = allProbes(own, false);
    const failures = [
      ...(await run(browser, signedInProbes)).map((failure) => `signed in: ${failure}`),
      ...(await run(testApp.browser(), guestProbes)).map((failure) => `guest: ${failure}`),
    ];
    expect(failures).toEqual([]);
    expect(signedInProbes.length + guestProbes.length).toBeGreaterThan(1500);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
