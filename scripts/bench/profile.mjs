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
// system's temporary folder), PROFILE_SAMPLING_MICROSECONDS (500), BENCH_APP_PORT (3381: the bare server takes the
// next port, the API processes the ones after it), BENCH_LOAD_DATA (1, as the app bench), PROFILE_BACKENDS
// (`label=folder,...`: built backends to compare in one run, each folder relative to backend/ or absolute and holding
// main.js; default `current=dist`).
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
// Linux counts a process's CPU time in these (getconf CLK_TCK).
const CLOCK_TICKS_PER_SECOND = 100;
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
};
const summaries = [];
const apis = [];
try {
  // Every build listens at once (on the ports after the bare server's) and each route is measured on one after the
  // other, so that a change of load on a shared machine falls on all of them alike.
  for (const [index, backend] of settings.backends.entries())
    apis.push(await startProfiledApi(backend, settings.port + 2 + index));
  const context = {
    social: await socialContext(
      apis[0].baseUrl,
      environment,
      settings.loadData > 0,
    ),
  };
  results.rounds = [];
  for (const route of routes)
    results.rounds.push(await measureRoute(route, context));
  say("raw SQL of the signed-in feed");
  results.rawSql = await sqlBaseline(
    environment.DATABASE_URL,
    { ...feedBaseline, connections: settings.connections },
    context,
    settings.seconds,
  );
} finally {
  for (const api of apis) await api.stop();
  bare.kill("SIGTERM");
}
results.loadAverageAtEnd = os.loadavg();

printResults(results);
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

/** One route: the bare floor, then on each build a warm-up, the measured run and the profiled run. */
async function measureRoute(route, context) {
  // With the CPU time the serving process spent meanwhile (/proc): per request it hardly depends on the machine's
  // load, unlike req/s on a shared machine.
  const run = async (baseUrl, endpoint, seconds = settings.seconds, pid) => {
    const cpuBefore = pid && cpuMilliseconds(pid);
    const row = await loadEndpoint(
      baseUrl,
      { ...endpoint, connections: settings.connections },
      context,
      null,
      seconds,
    );
    if (pid)
      row.cpuMsPerRequest =
        (cpuMilliseconds(pid) - cpuBefore) / Math.max(row.requests, 1);
    return row;
  };
  say(`${route.name}: bare node:http`);
  const bareRow = await run(
    `http://127.0.0.1:${settings.port + 1}`,
    { name: "bare node:http", path: () => "/" },
    settings.seconds,
    bare.pid,
  );
  const rows = [];
  for (const api of apis) {
    say(`${route.name} on ${api.label}: measured, then profiled`);
    await run(api.baseUrl, route, 2);
    const measured = await run(api.baseUrl, route, settings.seconds, api.pid);
    const file = path.join(
      settings.directory,
      `${api.label}-${route.name.replace(/[^a-z]+/g, "-").replace(/-$/, "")}.cpuprofile`,
    );
    await api.ask({
      type: "start",
      intervalMicroseconds: settings.samplingMicroseconds,
    });
    const profiled = await run(api.baseUrl, route);
    await api.ask({ type: "stop", file });
    const summary = summariseProfile(JSON.parse(readFileSync(file, "utf8")));
    summaries.push(
      formatSummary(
        `${api.label}, ${route.name} (${profiled.requestsPerSecond} req/s while profiled)`,
        summary,
      ),
    );
    rows.push({
      ...measured,
      label: api.label,
      ofBare: measured.requestsPerSecond / bareRow.requestsPerSecond,
      cpuOfBare: bareRow.cpuMsPerRequest / measured.cpuMsPerRequest,
      profiledRequestsPerSecond: profiled.requestsPerSecond,
      profile: file,
      summary,
    });
  }
  return { route: route.name, bare: bareRow, rows, loadAverage: os.loadavg() };
}

/** User and system CPU time of a process so far (Linux /proc; the fields after the command's closing parenthesis). */
function cpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (
    ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
  );
}

/** `node --require profiler-preload dist/main.js`: one API process that starts and stops its profiler when asked. */
async function startProfiledApi({ label, folder }, port) {
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
      env: { ...environment, PORT: String(port) },
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await waitUntilHealthy(port, () => child.kill("SIGTERM"));
  return {
    label,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
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

function printResults({ rounds, rawSql }) {
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  printTable(
    `${settings.connections} connections, ${settings.seconds} s a run, one API process per build, the bare server measured before each route`,
    [
      "route",
      "build",
      "req/s",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "of bare",
      "CPU µs/req",
      "bare's CPU/req ÷ this",
      "req/s profiled",
      "busy",
      "load avg",
    ],
    rounds.flatMap((round) => [
      [
        round.route,
        "bare node:http",
        round.bare.requestsPerSecond,
        round.bare.p50,
        round.bare.p99,
        round.bare.non2xx,
        "",
        Math.round(round.bare.cpuMsPerRequest * 1000),
        "",
        "",
        "",
        round.loadAverage[0].toFixed(1),
      ],
      ...round.rows.map((row) => [
        "",
        row.label,
        row.requestsPerSecond,
        row.p50,
        row.p99,
        row.non2xx + row.errors,
        percent(row.ofBare),
        Math.round(row.cpuMsPerRequest * 1000),
        percent(row.cpuOfBare),
        row.profiledRequestsPerSecond,
        percent(row.summary.busyShare),
        "",
      ]),
    ]),
  );
  const signedIn = rounds.find((round) => round.route === "feed (signed in)");
  console.log(
    `\n  raw SQL of the signed-in feed: ${rawSql.requestsPerSecond} rounds/s (p50 ${rawSql.p50} ms, p99 ${rawSql.p99} ms); signed-in feed / raw SQL: ${signedIn.rows
      .map(
        (row) =>
          `${row.label} ${percent(row.requestsPerSecond / rawSql.requestsPerSecond)}`,
      )
      .join(", ")}`,
  );
  for (const round of rounds)
    for (const row of round.rows)
      console.log(
        `\n${formatSummary(`${row.label}, ${round.route}`, row.summary)}`,
      );
}
