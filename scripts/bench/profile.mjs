#!/usr/bin/env node
// A CPU profile of the request path (issue 64), run inside the bench's stack by `make profile`:
//
//   node scripts/stack.mjs --profile bench -- node scripts/bench/profile.mjs
//
// Loads DESIGN §7's social data as the app bench does, starts ONE API process (no try-on workers) and, per route
// (live health, readiness health, the guest feed, the signed-in feed), runs autocannon twice: once to measure
// (req/s, p50, p99, the share of a bare node:http server's req/s measured in the same run), once under V8's sampling
// profiler, whose .cpuprofile goes to a folder outside the repository. Then prints where each route's time went
// (scripts/bench/profile/summary.mjs). The raw SQL of the signed-in feed runs beside it for the issue's second ratio.
//
// Settings: PROFILE_SECONDS (10 per run), PROFILE_CONNECTIONS (10), PROFILE_DIRECTORY (a new folder under the
// system's temporary folder), PROFILE_SAMPLING_MICROSECONDS (500), BENCH_APP_PORT (3381; the bare server takes the
// next port), BENCH_LOAD_DATA (1, as the app bench), PROFILE_BACKENDS (`label=folder,...` of built backends to
// compare in one run, each folder relative to backend/ and holding main.js; default `current=dist`).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEndpoint, sqlBaseline } from "./app/api-load.mjs";
import {
  benchEnvironment,
  prepareDatabase,
  waitUntilHealthy,
} from "./app/app-processes.mjs";
import { socialEndpoints } from "./app/endpoints.mjs";
import { startBareServer } from "./app/floor-phase.mjs";
import { loadSocialData, socialContext } from "./app/social-phase.mjs";
import { printTable } from "./app/statistics.mjs";
import { formatSummary, summariseProfile } from "./profile/summary.mjs";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const settings = {
  seconds: Number(process.env.PROFILE_SECONDS ?? 10),
  connections: Number(process.env.PROFILE_CONNECTIONS ?? 10),
  samplingMicroseconds: Number(
    process.env.PROFILE_SAMPLING_MICROSECONDS ?? 500,
  ),
  port: Number(process.env.BENCH_APP_PORT ?? 3381),
  loadData: Number(process.env.BENCH_LOAD_DATA ?? 1),
  directory:
    process.env.PROFILE_DIRECTORY ??
    path.join(
      os.tmpdir(),
      `tvt-profiles-${new Date().toISOString().replace(/[:.]/g, "-")}`,
    ),
  backends: (process.env.PROFILE_BACKENDS ?? "current=dist")
    .split(",")
    .map((entry) => {
      const [label, folder] = entry.split("=");
      return { label, folder: folder ?? label };
    }),
};
const FEED = "/api/feed?limit=20";
const routes = [
  { name: "live health", path: () => "/api/health/live" },
  { name: "readiness health", path: () => "/api/health" },
  { name: "feed (guest)", path: () => FEED },
  { name: "feed (signed in)", path: () => FEED, viewer: "social" },
];
const feedBaseline = socialEndpoints.find(
  (endpoint) => endpoint.name === "feed (signed in)",
);

const environment = benchEnvironment(root, {
  port: settings.port,
  workers: 1,
});
const baseUrl = `http://127.0.0.1:${settings.port}`;
const started = Date.now();
const say = (line) =>
  console.log(
    `[profile] ${line} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

mkdirSync(settings.directory, { recursive: true });
say(
  `profiles go to ${settings.directory}; load average ${loadAverage()} on ${os.cpus().length} cores`,
);
prepareDatabase(root, environment);
if (settings.loadData > 0) {
  say(`load data: ${settings.loadData} × DESIGN §7's scale`);
  const loaded = await loadSocialData(root, environment, settings.loadData);
  say(`loaded in ${loaded.seconds.toFixed(0)} s`);
}

const bare = await startBareServer(settings.port + 1);
const results = {
  date: new Date().toISOString(),
  settings,
  loadAverageAtStart: os.loadavg(),
  variants: [],
};
const summaries = [];
try {
  let context = null;
  for (const backend of settings.backends) {
    const api = await startProfiledApi(backend.folder);
    try {
      context ??= {
        social: await socialContext(
          baseUrl,
          environment,
          settings.loadData > 0,
        ),
      };
      results.variants.push(await measureVariant(backend.label, api, context));
    } finally {
      await api.stop();
    }
  }
} finally {
  bare.kill("SIGTERM");
}
results.loadAverageAtEnd = os.loadavg();

for (const variant of results.variants) printVariant(variant);
if (results.variants.length > 1) printComparison(results.variants);
writeFileSync(
  path.join(settings.directory, "summary.txt"),
  `${summaries.join("\n\n")}\n`,
);
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(
  path.join(root, "bench/results/profile.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);
say(
  `load average ${loadAverage()}; wrote bench/results/profile.json and ${path.join(settings.directory, "summary.txt")}`,
);

/** One backend build: the bare floor, then per route a warm-up, the measured run and the profiled run. */
async function measureVariant(label, api, context) {
  const run = (endpoint, seconds = settings.seconds) =>
    loadEndpoint(
      baseUrl,
      { ...endpoint, connections: settings.connections },
      context,
      null,
      seconds,
    );
  say(`${label}: bare node:http`);
  const bareRow = await loadEndpoint(
    `http://127.0.0.1:${settings.port + 1}`,
    {
      name: "bare node:http",
      path: () => "/",
      connections: settings.connections,
    },
    context,
    null,
    settings.seconds,
  );
  const rows = [];
  for (const route of routes) {
    say(`${label}: ${route.name}, measured then profiled`);
    await run(route, 2);
    const measured = await run(route);
    const file = path.join(
      settings.directory,
      `${label}-${route.name.replace(/[^a-z]+/g, "-").replace(/-$/, "")}.cpuprofile`,
    );
    await api.ask({
      type: "start",
      intervalMicroseconds: settings.samplingMicroseconds,
    });
    const profiled = await run(route);
    await api.ask({ type: "stop", file });
    const summary = summariseProfile(JSON.parse(readFileSync(file, "utf8")));
    summaries.push(
      formatSummary(
        `${label}, ${route.name} (${profiled.requestsPerSecond} req/s while profiled)`,
        summary,
      ),
    );
    rows.push({
      ...measured,
      ofBare: measured.requestsPerSecond / bareRow.requestsPerSecond,
      profiledRequestsPerSecond: profiled.requestsPerSecond,
      profile: file,
      summary,
    });
  }
  say(`${label}: raw SQL of the signed-in feed`);
  const rawSql = await sqlBaseline(
    environment.DATABASE_URL,
    { ...feedBaseline, connections: settings.connections },
    context,
    settings.seconds,
  );
  const signedIn = rows.find((row) => row.endpoint === "feed (signed in)");
  return {
    label,
    bare: bareRow,
    rows,
    rawSql,
    signedInFeedOfRawSql: signedIn.requestsPerSecond / rawSql.requestsPerSecond,
    loadAverage: os.loadavg(),
  };
}

/** `node --require profiler-preload dist/main.js`: one API process that starts and stops its profiler when asked. */
async function startProfiledApi(folder) {
  const backend = path.join(root, "backend");
  const child = spawn(
    process.execPath,
    [
      "--require",
      path.join(root, "scripts/bench/profile/profiler-preload.cjs"),
      path.join(folder, "main.js"),
    ],
    {
      cwd: backend,
      env: environment,
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await waitUntilHealthy(settings.port, () => child.kill("SIGTERM"));
  return {
    ask: (message) =>
      new Promise((resolve, reject) => {
        child.once("message", (answer) =>
          answer.type === "failed"
            ? reject(new Error(`the profiler: ${answer.message}`))
            : resolve(answer),
        );
        child.send(message);
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

function printVariant(variant) {
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  printTable(
    `${variant.label}: ${settings.connections} connections, ${settings.seconds} s a run, one API process (load average after: ${variant.loadAverage.map((value) => value.toFixed(1)).join(" ")})`,
    [
      "route",
      "req/s",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "of bare",
      "req/s profiled",
      "busy",
    ],
    [
      [
        variant.bare.endpoint,
        variant.bare.requestsPerSecond,
        variant.bare.p50,
        variant.bare.p99,
        variant.bare.non2xx,
        "",
        "",
        "",
      ],
      ...variant.rows.map((row) => [
        row.endpoint,
        row.requestsPerSecond,
        row.p50,
        row.p99,
        row.non2xx + row.errors,
        percent(row.ofBare),
        row.profiledRequestsPerSecond,
        percent(row.summary.busyShare),
      ]),
      [
        "feed (signed in), raw SQL",
        variant.rawSql.requestsPerSecond,
        variant.rawSql.p50,
        variant.rawSql.p99,
        "",
        "",
        "",
        "",
      ],
    ],
  );
  console.log(
    `\n  signed-in feed / its raw SQL: ${percent(variant.signedInFeedOfRawSql)}`,
  );
  for (const row of variant.rows)
    console.log(
      `\n${formatSummary(`${variant.label}, ${row.endpoint}`, row.summary)}`,
    );
}

function printComparison(variants) {
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  printTable(
    "Comparison in this run (req/s, and the share of the bare server's req/s measured beside each)",
    ["route", ...variants.flatMap((variant) => [variant.label, "of bare"])],
    [
      [
        "bare node:http",
        ...variants.flatMap((variant) => [variant.bare.requestsPerSecond, ""]),
      ],
      ...routes.map((route) => [
        route.name,
        ...variants.flatMap((variant) => {
          const row = variant.rows.find(
            (candidate) => candidate.endpoint === route.name,
          );
          return [row.requestsPerSecond, percent(row.ofBare)];
        }),
      ]),
      [
        "signed-in feed / raw SQL",
        ...variants.flatMap((variant) => [
          percent(variant.signedInFeedOfRawSql),
          "",
        ]),
      ],
    ],
  );
}
