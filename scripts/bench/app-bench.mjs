#!/usr/bin/env node
// The app bench (issue #7 "Tests and figures", DESIGN §7), run inside its own stack by `make bench`:
//
//   node scripts/stack.mjs --profile bench -- node scripts/bench/app-bench.mjs      (what `make bench-app` runs)
//
// Starts the built app with its try-on workers, creates users through the API, and measures
//   1. GENERATE → result shown: one user, sequential try-ons with the local provider on one fixture pair;
//   2. queue wait: that many users press GENERATE in the same instant;
//   3. API latency (autocannon) idle and while such a queue is worked, beside a raw-SQL baseline through `pg`.
// Prints tables and writes bench/results/app.json. Only 127.0.0.1 traffic.
//
// Settings: BENCH_RUNS (10), BENCH_USERS (10), BENCH_API_SECONDS (5 per endpoint), BENCH_APP_PORT (3381),
// TRYON_WORKER_CONCURRENCY (1, as make start), TRYON_FIXTURES (../shared/fixtures/tryon), BENCH_LOAD_DATA (1: the
// social load data at DESIGN §7's scale before the API phases; a fraction scales it; 0 skips it).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ApiClient } from "./app/api-client.mjs";
import { LOAD, loadEndpoints, sqlBaseline, warmUp } from "./app/api-load.mjs";
import {
  BENCH_RATE_LIMIT,
  benchEnvironment,
  startApp,
} from "./app/app-processes.mjs";
import { endpoints } from "./app/endpoints.mjs";
import { measureFloor, printFloorTable } from "./app/floor-phase.mjs";
import {
  loadSocialData,
  measureSocial,
  printSocialTable,
  socialContext,
} from "./app/social-phase.mjs";
import {
  measureLiveLatency,
  measureNotificationsList,
  notificationsContext,
  printNotificationsTable,
} from "./app/notifications-phase.mjs";
import {
  printApiTables,
  printTryOnTables,
  tryOnFigures,
} from "./app/report.mjs";
import {
  prepare,
  generate,
  sequentialRuns,
  simultaneousBatch,
} from "./app/try-on-runs.mjs";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const settings = {
  runs: Number(process.env.BENCH_RUNS ?? 10),
  users: Number(process.env.BENCH_USERS ?? 10),
  port: Number(process.env.BENCH_APP_PORT ?? 3381),
  workers: Math.max(1, Number(process.env.TRYON_WORKER_CONCURRENCY ?? 1) || 1),
  provider: "local",
  // × DESIGN §7's scale (10k users, 100k posts, 1M likes, 200k follows, 300k comments); 0: the demo community only.
  loadData: Number(process.env.BENCH_LOAD_DATA ?? 1),
};
const fixtures = path.resolve(
  root,
  process.env.TRYON_FIXTURES ?? "../shared/fixtures/tryon",
);
const pair = {
  person: "person/viton-00055_00.jpg",
  garment: "garment/viton-top-00126_00.jpg",
};
const haveFixtures =
  existsSync(path.join(fixtures, pair.person)) &&
  existsSync(path.join(fixtures, pair.garment));

const environment = benchEnvironment(root, settings);
const baseUrl = `http://127.0.0.1:${settings.port}`;
const benchStarted = Date.now();
const elapsed = () => `${Math.round((Date.now() - benchStarted) / 1000)} s`;
const say = (line) => console.log(`[bench] ${line} (${elapsed()})`);

say(
  `app on ${baseUrl}, ${settings.workers} try-on worker${settings.workers === 1 ? "" : "s"}, provider ${settings.provider}`,
);
say(
  `every rate limit set to ${BENCH_RATE_LIMIT} a minute for this run (RATE_LIMIT_DEFAULT and the per-endpoint ones): the limiter is not what is measured`,
);
if (!haveFixtures)
  say(
    `no try-on fixtures at ${fixtures} (set TRYON_FIXTURES): the try-on parts are skipped, the API is measured idle only`,
  );

const app = await startApp(root, environment, settings.workers);
const clients = [];
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    ...settings,
    rateLimit: BENCH_RATE_LIMIT,
    load: LOAD,
    pair: haveFixtures ? pair : null,
  },
};
try {
  say("creating users through the API");
  const admin = await new ApiClient(baseUrl, environment.APP_URL).login(
    environment.ADMIN_USERNAME ?? "admin",
    environment.ADMIN_PASSWORD ?? "Admin12345",
  );
  const main = await new ApiClient(baseUrl, environment.APP_URL).register();
  const queueUsers = [];
  for (let index = 0; index < settings.users; index += 1)
    queueUsers.push(
      await new ApiClient(baseUrl, environment.APP_URL).register(),
    );
  clients.push(main, ...queueUsers);
  // Enough for every try-on each one starts: the warm-up and the runs; two batches for the queue users.
  await admin.grantCredits(main.userId, settings.runs + 1);
  for (const user of queueUsers) await admin.grantCredits(user.userId, 2);
  for (const client of clients) await client.openEvents();
  const context = { username: main.username, userId: main.userId };

  if (haveFixtures) {
    const photos = {
      person: readFileSync(path.join(fixtures, pair.person)),
      garment: readFileSync(path.join(fixtures, pair.garment)),
    };
    say(
      "warm-up try-on (the first job of a fresh worker; reported, not counted)",
    );
    results.warmUp = await generate(await prepare(main, photos));
    // Before and after the runs, so that a change of load on a shared machine shows in both.
    say(
      "the engine alone on the same pair, in a process of its own (5 runs after one warm-up)",
    );
    const before = await engineAlone(5);
    say(`GENERATE → result shown: ${settings.runs} sequential try-ons`);
    results.sequential = await sequentialRuns(main, photos, settings.runs);
    say("the engine alone again (5 runs after one warm-up)");
    const after = await engineAlone(5);
    if (before && after)
      results.engineAlone = {
        modelLoadMs: [before.modelLoadMs, after.modelLoadMs],
        runsMsBefore: before.runsMs,
        runsMsAfter: after.runsMs,
      };
    say(`queue wait: ${settings.users} users press GENERATE at once`);
    const batch = await simultaneousBatch(queueUsers, photos);
    results.simultaneous = await batch.done;
    results.figures = tryOnFigures(results);
    printTryOnTables(results);

    await apiPhases(context, main.cookie, async () => {
      say(
        `API while try-ons run: ${settings.users} more users press GENERATE at once, then autocannon`,
      );
      const busyBatch = await simultaneousBatch(queueUsers, photos);
      const rows = await loadEndpoints(
        baseUrl,
        endpoints,
        context,
        main.cookie,
        () => ({ tryOnsFinishedAtEnd: busyBatch.finished }),
      );
      results.simultaneousUnderLoad = await busyBatch.done;
      results.figures = tryOnFigures(results);
      return rows;
    });
  } else {
    await apiPhases(context, main.cookie, null);
  }
  printApiTables(results);
} finally {
  for (const client of clients) client.events?.close();
  app.stop();
}
results.machine.loadAverageAtEnd = os
  .loadavg()
  .map((value) => Math.round(value * 100) / 100);
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(
  path.join(root, "bench/results/app.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);
say("wrote bench/results/app.json");

/** Idle autocannon runs and the SQL baselines, then (when given) the runs while a try-on queue is worked. */
async function apiPhases(context, cookie, busyRuns) {
  const social = {};
  if (settings.loadData > 0) {
    say(
      `load data: ${settings.loadData} × DESIGN §7's scale, set-based SQL in the bench's database`,
    );
    social.loadData = await loadSocialData(
      root,
      environment,
      settings.loadData,
    );
    say(`loaded in ${social.loadData.seconds.toFixed(0)} s`);
  }
  context.social = await socialContext(
    baseUrl,
    environment,
    settings.loadData > 0,
  );
  social.viewer = context.social.username;
  say(
    "social API: autocannon per endpoint (the feed at 32 connections) beside its raw SQL",
  );
  social.api = await measureSocial(
    baseUrl,
    environment.DATABASE_URL,
    context,
    LOAD.seconds,
  );
  results.social = social;
  printSocialTable(social);
  if (settings.loadData > 0) {
    say(
      "notifications: a load user holding 10k of them, autocannon beside the raw SQL, then live latency with 200 streams",
    );
    context.notifications = await notificationsContext(baseUrl, environment);
    results.notifications = {
      list: await measureNotificationsList(
        baseUrl,
        environment.DATABASE_URL,
        context,
        LOAD.seconds,
      ),
      live: await measureLiveLatency(
        baseUrl,
        environment,
        context.notifications,
      ),
    };
    printNotificationsTable(results.notifications);
  }
  say(
    "request floor: a bare node:http server beside the app's commonest requests, 10 and 32 connections",
  );
  results.floor = await measureFloor(
    baseUrl,
    environment.DATABASE_URL,
    context,
    LOAD.seconds,
    settings.port + 1,
  );
  printFloorTable(results.floor);
  say(
    `API idle: autocannon, ${LOAD.connections} connections, ${LOAD.seconds} s per endpoint`,
  );
  await warmUp(baseUrl, endpoints, context, cookie);
  results.apiIdle = await loadEndpoints(baseUrl, endpoints, context, cookie);
  results.sqlBaseline = [];
  for (const endpoint of endpoints.filter((candidate) => candidate.baseline))
    results.sqlBaseline.push(
      await sqlBaseline(environment.DATABASE_URL, endpoint, context),
    );
  if (busyRuns) results.apiBusy = await busyRuns();
}

/**
 * What the engine itself takes on the pair right now, to read the app's figures against (same load, same code).
 * Asynchronous on purpose: a blocked event loop misses the server closing idle keep-alive sockets, and the next
 * request written on one fails (EPIPE).
 */
async function engineAlone(runs) {
  const script = path.join(root, "scripts/bench/app/engine-alone.mjs");
  try {
    const { stdout } = await promisify(execFile)(
      "node",
      [
        script,
        path.join(fixtures, pair.person),
        path.join(fixtures, pair.garment),
        String(runs),
      ],
      { encoding: "utf8" },
    );
    return JSON.parse(stdout.trim().split("\n").at(-1));
  } catch (error) {
    console.error(`[bench] the engine alone failed: ${error.message}`);
    return null;
  }
}

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os
      .loadavg()
      .map((value) => Math.round(value * 100) / 100),
    node: process.version,
  };
}
