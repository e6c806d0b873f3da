// The request floor (issue 64): a bare node:http server beside the app's cheapest and commonest requests, each at 10
// and 32 connections, and the two ratios of the bar (live health / bare ≥ 25%, signed-in feed / its raw SQL
// ≥ 60%). The bare server runs in a process of its own, like the app; autocannon runs in the bench's process.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
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

const FLOOR_LIVE = "framework floor: live health";
const FLOOR_FEED = "framework floor: feed (signed in)";

/** The same requests on the framework's floor (framework-floor.cjs): the most the fixed stack allows them. */
function frameworkFloorEndpoints(context) {
  return [
    { name: FLOOR_LIVE, path: () => "/api/health/live", signedIn: false },
    { ...social("feed (signed in)"), name: FLOOR_FEED },
  ];
}

/** A node:http server answering `{}` in a process of its own: the floor every ratio is read against. */
export function startBareServer(port) {
  const source = `require("node:http").createServer((request, response) => {
    response.setHeader("content-type", "application/json"); response.end("{}");
  }).listen(${port}, "127.0.0.1", () => console.log("listening"));`;
  return startListening(["-e", source], process.env);
}

/**
 * The framework's floor in a process of its own (framework-floor.cjs): NestJS on Express with nothing of ours, the
 * liveness route and the feed's own statement for `viewerId` (requests with a cookie) or a guest.
 */
export function startFrameworkFloor(port, databaseUrl, viewerId) {
  const script = fileURLToPath(
    new URL("./framework-floor.cjs", import.meta.url),
  );
  return startListening([script, String(port)], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    FLOOR_VIEWER_ID: viewerId ?? "",
  });
}

/** A child process that prints "listening" once it accepts connections. */
async function startListening(argumentsOfNode, environment) {
  const child = spawn(process.execPath, argumentsOfNode, {
    stdio: ["ignore", "pipe", "inherit"],
    env: environment,
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) =>
      reject(new Error(`${argumentsOfNode[0]} exited (${code})`)),
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
  const floorPort = barePort + 1;
  const floor = await startFrameworkFloor(
    floorPort,
    databaseUrl,
    context.social.userId,
  );
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
      for (const endpoint of frameworkFloorEndpoints(context))
        rows.push(
          await loadEndpoint(
            `http://127.0.0.1:${floorPort}`,
            { ...endpoint, connections },
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
    floor.kill("SIGTERM");
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
    const share = (name, of) =>
      Math.round((find(name, connections) / find(of, connections)) * 1000) /
      1000;
    return {
      connections,
      liveHealthOfBare: Math.round(live * 1000) / 1000,
      liveHealthBarMet: live >= LIVE_HEALTH_BAR,
      signedInFeedOfRawSql: Math.round(feed * 1000) / 1000,
      signedInFeedBarMet: feed >= SIGNED_IN_FEED_BAR,
      floorLiveHealthOfBare: share(FLOOR_LIVE, "bare node:http"),
      liveHealthOfFloor: share("live health", FLOOR_LIVE),
      floorSignedInFeedOfRawSql: share(FLOOR_FEED, "feed (signed in), raw SQL"),
      signedInFeedOfFloor: share("feed (signed in)", FLOOR_FEED),
    };
  });
  return { rows, ratios };
}

const percent = (value) => `${(value * 100).toFixed(1)}%`;

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
      percent(ratio.liveHealthOfBare),
      ratio.liveHealthBarMet ? "yes" : "no",
      percent(ratio.signedInFeedOfRawSql),
      ratio.signedInFeedBarMet ? "yes" : "no",
    ]),
  );
  printTable(
    "The framework's floor (NestJS on Express, nothing of ours: framework-floor.cjs) and the app against it",
    [
      "connections",
      "floor live / bare",
      "live / floor live",
      "floor feed / raw SQL",
      "signed-in feed / floor feed",
    ],
    ratios.map((ratio) => [
      ratio.connections,
      percent(ratio.floorLiveHealthOfBare),
      percent(ratio.liveHealthOfFloor),
      percent(ratio.floorSignedInFeedOfRawSql),
      percent(ratio.signedInFeedOfFloor),
    ]),
  );
}
