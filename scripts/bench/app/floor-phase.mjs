// The request floor (issue 64): a bare node:http server beside the app's cheapest and commonest requests, each at 10
// and 32 connections, and the two ratios of the bar (live health / bare ≥ 25%, signed-in feed / its raw SQL
// ≥ 60%). The bare server runs in a process of its own, like the app; autocannon runs in the bench's process.
import { spawn } from "node:child_process";
import { loadEndpoint, sqlBaseline } from "./api-load.mjs";
import { notificationsEndpoint, socialEndpoints } from "./endpoints.mjs";
import { printTable } from "./statistics.mjs";

export const FLOOR_CONNECTIONS = [10, 32];
export const LIVE_HEALTH_BAR = 0.25;
export const SIGNED_IN_FEED_BAR = 0.6;

const social = (name) =>
  socialEndpoints.find((endpoint) => endpoint.name === name);

/** The endpoints of the table; `connections` is set per run. */
function floorEndpoints(context) {
  return [
    { name: "live health", path: () => "/api/health/live", signedIn: false },
    { name: "readiness health", path: () => "/api/health", signedIn: false },
    { ...social("feed (guest)"), name: "feed (guest)" },
    { ...social("feed (signed in)"), name: "feed (signed in)" },
    { ...social("users/trendstars"), name: "TrendStars" },
    context.notifications
      ? notificationsEndpoint("notifications", "notifications")
      : notificationsEndpoint("social", "notifications"),
    { ...social("products/{id}?include=user"), name: "product detail" },
  ];
}

/** A node:http server answering `{}` in a process of its own: the floor every ratio is read against. */
export async function startBareServer(port) {
  const source = `require("node:http").createServer((request, response) => {
    response.setHeader("content-type", "application/json"); response.end("{}");
  }).listen(${port}, "127.0.0.1", () => console.log("listening"));`;
  const child = spawn(process.execPath, ["-e", source], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) =>
      reject(new Error(`the bare server exited (${code})`)),
    );
  });
  return child;
}

/** Every row at each connection count, then the ratios. `context.social` must be set (socialContext). */
export async function measureFloor(
  baseUrl,
  databaseUrl,
  context,
  seconds,
  barePort,
) {
  const rows = [];
  const bare = await startBareServer(barePort);
  try {
    for (const connections of FLOOR_CONNECTIONS) {
      const bareEndpoint = {
        name: "bare node:http",
        path: () => "/",
        signedIn: false,
        connections,
      };
      rows.push(
        await loadEndpoint(
          `http://127.0.0.1:${barePort}`,
          bareEndpoint,
          context,
          null,
          seconds,
        ),
      );
      for (const endpoint of floorEndpoints(context)) {
        const run = { ...endpoint, connections };
        rows.push(await loadEndpoint(baseUrl, run, context, null, seconds));
        if (endpoint.name === "feed (signed in)")
          rows.push({
            ...(await sqlBaseline(databaseUrl, run, context, seconds)),
            endpoint: "feed (signed in), raw SQL",
          });
      }
    }
  } finally {
    bare.kill("SIGTERM");
  }
  const find = (name, connections) =>
    rows.find((row) => row.endpoint === name && row.connections === connections)
      ?.requestsPerSecond ?? null;
  const ratios = FLOOR_CONNECTIONS.map((connections) => {
    const live =
      find("live health", connections) / find("bare node:http", connections);
    const feed =
      find("feed (signed in)", connections) /
      find("feed (signed in), raw SQL", connections);
    return {
      connections,
      liveHealthOfBare: Math.round(live * 1000) / 1000,
      liveHealthBarMet: live >= LIVE_HEALTH_BAR,
      signedInFeedOfRawSql: Math.round(feed * 1000) / 1000,
      signedInFeedBarMet: feed >= SIGNED_IN_FEED_BAR,
    };
  });
  return { rows, ratios };
}

export function printFloorTable({ rows, ratios }) {
  printTable(
    "Request floor (issue 64): req/s and latency per connection count",
    ["endpoint", "connections", "req/s", "p50 ms", "p99 ms", "non-2xx"],
    rows.map((row) => [
      row.endpoint,
      row.connections,
      row.requestsPerSecond,
      row.p50,
      row.p99,
      row.non2xx ?? "",
    ]),
  );
  printTable(
    `Ratios (bar: live health ≥ ${LIVE_HEALTH_BAR * 100}% of bare, signed-in feed ≥ ${SIGNED_IN_FEED_BAR * 100}% of its raw SQL)`,
    ["connections", "live / bare", "met", "signed-in feed / raw SQL", "met"],
    ratios.map((ratio) => [
      ratio.connections,
      `${(ratio.liveHealthOfBare * 100).toFixed(1)}%`,
      ratio.liveHealthBarMet ? "yes" : "no",
      `${(ratio.signedInFeedOfRawSql * 100).toFixed(1)}%`,
      ratio.signedInFeedBarMet ? "yes" : "no",
    ]),
  );
}
