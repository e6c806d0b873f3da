// The app bench's summary figures and printed tables.
import { printTable, seconds, summarize } from "./statistics.mjs";

export const TARGET_P50_MS = 3000;

/** The parts of GENERATE → result shown, in order (try-on-runs.mjs measures them). */
const PARTS = [
  ["start", "start: POST /api/virtual-try-on answered"],
  ["queuePickup", "queue pickup: a worker takes it (analysing event)"],
  ["readingInputs", "worker reads the inputs (→ fitting event)"],
  ["engine", "engine (fitting → finishing events)"],
  ["encodeAndStore", "encode and store the result (→ completed_at)"],
  ["eventToPage", "the completed event reaching the page"],
  ["imageLoad", "the result image loaded"],
];

const completedRuns = (runs = []) =>
  runs.filter((run) => run.status === "completed");
const failures = (runs = []) =>
  runs
    .filter((run) => run.status !== "completed")
    .map((run) => run.error ?? run.status);

function batchFigures(runs) {
  if (!runs) return undefined;
  const completed = completedRuns(runs);
  return {
    users: runs.length,
    completed: summarize(completed.map((run) => run.completedMs)),
    queued: summarize(completed.map((run) => run.queuedMs)),
    lastCompletedMs: completed.length
      ? Math.max(...completed.map((run) => run.completedMs))
      : null,
    failures: failures(runs),
  };
}

/** The headline numbers of the try-on phases, from the raw runs. */
export function tryOnFigures(results) {
  const sequential = completedRuns(results.sequential);
  const shown = summarize(sequential.map((run) => run.shownMs));
  const staged = sequential.filter(
    (run) =>
      run.stagesMs?.fitting !== undefined &&
      run.stagesMs?.finishing !== undefined,
  );
  const partOf = (name) =>
    summarize(
      sequential
        .map((run) => run.partsMs?.[name])
        .filter((value) => value !== null && value !== undefined),
    );
  return {
    engineAlone: results.engineAlone
      ? summarize([
          ...results.engineAlone.runsMsBefore,
          ...results.engineAlone.runsMsAfter,
        ])
      : undefined,
    generate: {
      runs: results.sequential?.length ?? 0,
      completed: summarize(sequential.map((run) => run.completedMs)),
      shown,
      queued: summarize(sequential.map((run) => run.queuedMs)),
      // From the stage events: the engine's call (fitting → finishing) and storing the result (finishing → completed).
      engineInWorker: summarize(
        staged.map((run) => run.stagesMs.finishing - run.stagesMs.fitting),
      ),
      storing: summarize(
        staged.map((run) => run.completedMs - run.stagesMs.finishing),
      ),
      upload: summarize(sequential.map((run) => run.uploadMs)),
      parts: Object.fromEntries(PARTS.map(([name]) => [name, partOf(name)])),
      targetP50Ms: TARGET_P50_MS,
      targetMet: shown.p50 !== null && shown.p50 <= TARGET_P50_MS,
      failures: failures(results.sequential),
    },
    queue: batchFigures(results.simultaneous),
    queueUnderLoad: batchFigures(results.simultaneousUnderLoad),
  };
}

const row = (label, figures) => [
  label,
  seconds(figures.p50),
  seconds(figures.p95),
  seconds(figures.max),
  figures.count,
];

export function printTryOnTables(results) {
  const { generate, queue } = results.figures;
  const milliseconds = (value) =>
    value === null || value === undefined ? "-" : `${value} ms`;
  const parts = generate.parts ?? {};
  printTable(
    `GENERATE → result shown, its parts, ${generate.runs} sequential try-ons, one user, idle queue (uploads happen before GENERATE)`,
    ["part", "p50", "p95", "max", "runs"],
    [
      ["uploads of the pair (before GENERATE)", ...partCells(generate.upload)],
      ...PARTS.filter(([name]) => parts[name]).map(([name, label]) => [
        `  ${label}`,
        ...partCells(parts[name]),
      ]),
      ["GENERATE → result shown", ...partCells(generate.shown)],
    ],
  );
  function partCells(figures) {
    return [
      milliseconds(figures.p50),
      milliseconds(figures.p95),
      milliseconds(figures.max),
      figures.count,
    ];
  }
  printTable(
    `GENERATE → result shown, ${generate.runs} sequential try-ons, one user (warm-up run: ${seconds(results.warmUp?.shownMs)}, not counted)`,
    ["measure", "p50", "p95", "max", "runs"],
    [
      row("to a worker taking it (processing event)", generate.queued),
      row(
        "  in the worker: the engine (fitting → finishing)",
        generate.engineInWorker,
      ),
      row("  in the worker: storing result and variants", generate.storing),
      row("to the completed event (SSE)", generate.completed),
      row("to the result image fetched", generate.shown),
      row("upload of the pair (before GENERATE)", generate.upload),
      ...(results.figures.engineAlone
        ? [
            row(
              "the engine alone, same pair, own process, before and after",
              results.figures.engineAlone,
            ),
          ]
        : []),
    ],
  );
  console.log(
    `  target p50 ≤ ${seconds(TARGET_P50_MS)} to the result shown: ${generate.targetMet ? "met" : "NOT met"}${generate.failures.length ? `; failures: ${generate.failures.join(", ")}` : ""}`,
  );
  printTable(
    `Queue: ${queue.users} users press GENERATE at once (${results.settings.workers} worker${results.settings.workers === 1 ? "" : "s"})`,
    ["measure", "p50", "p95", "max", "users"],
    [
      row("to the completed event", queue.completed),
      row("waiting for a worker", queue.queued),
    ],
  );
  console.log(
    `  the last user waited ${seconds(queue.lastCompletedMs)} for the result${queue.failures.length ? `; failures: ${queue.failures.join(", ")}` : ""}`,
  );
}

export function printApiTables(results) {
  const busy = new Map(
    (results.apiBusy ?? []).map((entry) => [entry.endpoint, entry]),
  );
  const baseline = new Map(
    (results.sqlBaseline ?? []).map((entry) => [entry.endpoint, entry]),
  );
  const milliseconds = (value) =>
    value === undefined || value === null ? "-" : `${value} ms`;
  const { connections, seconds: duration } = results.settings.load;
  printTable(
    `API latency: autocannon, ${connections} connections, ${duration} s per endpoint, idle${busy.size ? ` and while a ${results.settings.users}-user try-on queue is worked` : " (no try-ons: no fixtures)"}`,
    [
      "GET",
      "idle p50",
      "idle p99",
      "idle req/s",
      "busy p50",
      "busy p99",
      "busy req/s",
      "non-2xx",
      "busy: try-ons done at end",
    ],
    results.apiIdle.map((idle) => {
      const loaded = busy.get(idle.endpoint);
      return [
        idle.endpoint,
        milliseconds(idle.p50),
        milliseconds(idle.p99),
        idle.requestsPerSecond,
        milliseconds(loaded?.p50),
        milliseconds(loaded?.p99),
        loaded?.requestsPerSecond ?? "-",
        idle.non2xx +
          idle.errors +
          (loaded ? loaded.non2xx + loaded.errors : 0),
        loaded
          ? `${loaded.tryOnsFinishedAtEnd}/${results.settings.users}`
          : "-",
      ];
    }),
  );
  if (baseline.size > 0) {
    printTable(
      `Raw-SQL baseline: the endpoint's queries through pg in one process, ${connections} connections, idle`,
      [
        "GET",
        "SQL p50",
        "SQL p99",
        "SQL rounds/s",
        "API idle req/s",
        "API / SQL throughput",
      ],
      [...baseline.values()].map((sql) => {
        const idle = results.apiIdle.find(
          (entry) => entry.endpoint === sql.endpoint,
        );
        return [
          sql.endpoint,
          milliseconds(sql.p50),
          milliseconds(sql.p99),
          sql.requestsPerSecond,
          idle.requestsPerSecond,
          `${Math.round((idle.requestsPerSecond / sql.requestsPerSecond) * 100)} %`,
        ];
      }),
    );
  }
  const underLoad = results.figures?.queueUnderLoad;
  if (underLoad)
    console.log(
      `\n  the ${underLoad.users}-user queue under that load: p50 ${seconds(underLoad.completed.p50)}, last ${seconds(underLoad.lastCompletedMs)} to the completed event`,
    );
}
