// API latency under load: autocannon on each endpoint, and the raw-SQL baseline of its main query through `pg`.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { percentile } from "./statistics.mjs";

// autocannon and pg are backend dependencies; resolve them from there.
const require = createRequire(
  new URL("../../../backend/package.json", import.meta.url),
);
const autocannon = require("autocannon");
const { Pool } = require("pg");

export const LOAD = {
  connections: 10,
  seconds: Number(process.env.BENCH_API_SECONDS ?? 5),
};

/** One autocannon run: `connections` connections for `seconds` seconds on one GET endpoint. */
export async function loadEndpoint(
  baseUrl,
  endpoint,
  context,
  cookie,
  seconds = LOAD.seconds,
) {
  const connections = endpoint.connections ?? LOAD.connections;
  // `viewer` names the context entry (social, notifications) whose session the endpoint is read with.
  const session = endpoint.viewer
    ? context[endpoint.viewer].cookie
    : endpoint.signedIn
      ? cookie
      : null;
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path(context)}`,
    connections,
    duration: seconds,
    headers: session ? { cookie: session } : {},
  });
  return {
    endpoint: endpoint.name,
    connections,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    // Anything but 2xx (a 429 above all) would mean the figures are not the app's.
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Every endpoint in turn; `onEach` runs after each one (the caller notes whether try-ons were still running). */
export async function loadEndpoints(
  baseUrl,
  endpoints,
  context,
  cookie,
  onEach = () => ({}),
) {
  const rows = [];
  for (const endpoint of endpoints)
    rows.push({
      ...(await loadEndpoint(baseUrl, endpoint, context, cookie)),
      ...onEach(),
    });
  return rows;
}

/** A short run of each endpoint first, so that the measured runs do not pay for the JIT and cold connections. */
export async function warmUp(baseUrl, endpoints, context, cookie) {
  for (const endpoint of endpoints)
    await loadEndpoint(baseUrl, endpoint, context, cookie, 1);
}

/**
 * The endpoint's queries alone: as many loops as the endpoint's autocannon connections in one process, each on its own pooled connection, for as
 * long as the autocannon run lasts. The ratio API/SQL is what the framework, session and serialisation cost.
 */
export async function sqlBaseline(
  databaseUrl,
  endpoint,
  context,
  seconds = LOAD.seconds,
) {
  const connections = endpoint.connections ?? LOAD.connections;
  const pool = new Pool({ connectionString: databaseUrl, max: connections });
  try {
    const latencies = [];
    const deadline = performance.now() + seconds * 1000;
    const loop = async () => {
      const client = await pool.connect();
      try {
        await endpoint.baseline(client, context);
        while (performance.now() < deadline) {
          const started = performance.now();
          await endpoint.baseline(client, context);
          latencies.push(performance.now() - started);
        }
      } finally {
        client.release();
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: connections }, loop));
    const elapsedSeconds = (performance.now() - started) / 1000;
    const round = (value) => Math.round(value * 100) / 100;
    return {
      endpoint: endpoint.name,
      connections,
      requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
      p50: round(percentile(latencies, 0.5)),
      p99: round(percentile(latencies, 0.99)),
      requests: latencies.length,
    };
  } finally {
    await pool.end();
  }
}
