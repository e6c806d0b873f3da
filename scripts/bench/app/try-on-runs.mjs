// Try-ons timed the way the user lives them: from GENERATE (POST /api/virtual-try-on) to the completed event on
// the live stream, which is when the result screen swaps in the image, and to that image fetched in full.
// Each run is broken into its parts (`partsMs`): the start request, the queue pickup, the worker reading the
// inputs, the engine, encoding and storing the result, the event reaching the page and the image load. The stage
// events give the worker's steps; the row's completed_at (PostgreSQL's clock, the same machine's) splits storing
// from the event's way to the page.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { isFinished } from "./api-client.mjs";

const require = createRequire(
  new URL("../../../backend/package.json", import.meta.url),
);
const { Pool } = require("pg");
let database = null;

/** When the server recorded the try-on completed, in this process's performance.now() time. */
async function completedAt(id) {
  database ??= new Pool({
    connectionString: process.env.DATABASE_URL,
    max: 1,
    allowExitOnIdle: true,
  });
  const { rows } = await database.query(
    "SELECT extract(epoch FROM completed_at) * 1000 AS at FROM virtual_try_on WHERE id = $1",
    [id],
  );
  return rows[0]?.at == null
    ? null
    : Number(rows[0].at) - performance.timeOrigin;
}

let lastTimestamp = 0;
/** A fresh session timestamp (milliseconds as digits) per try-on, as the client makes one per Create visit. */
function sessionTimestamp() {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return String(lastTimestamp);
}

/** Uploads the photos of one try-on; the upload happens before GENERATE and is not part of its time. */
export async function prepare(client, photos) {
  const timestamp = sessionTimestamp();
  const uploadStarted = performance.now();
  const paths = await client.uploadPair(
    timestamp,
    photos.person,
    photos.garment,
  );
  return {
    client,
    timestamp,
    paths,
    uploadMs: performance.now() - uploadStarted,
  };
}

/** Presses GENERATE on a prepared try-on and follows it to the result image. */
export async function generate({ client, timestamp, paths, uploadMs }) {
  const started = performance.now();
  const id = await client.startTryOn(timestamp, paths);
  const accepted = performance.now();
  const processing = client.events.waitForTryOn(
    id,
    (status) => status.status === "processing" || isFinished(status),
  );
  const finished = await client.events.waitForTryOn(id, isFinished);
  const processingAt = (await processing).at;
  const run = {
    id,
    status: finished.data.status,
    uploadMs: Math.round(uploadMs),
    acceptedMs: Math.round(accepted - started),
    // Time spent waiting for a worker: until the first `processing` event.
    queuedMs: Math.round(processingAt - started),
    completedMs: Math.round(finished.at - started),
    stagesMs: stageTimes(client.events.received, id, started),
  };
  if (finished.data.status !== "completed")
    return { ...run, error: finished.data.error };
  const bytes = await client.fetchImage(finished.data.output[0]);
  const shownAt = performance.now();
  return {
    ...run,
    shownMs: Math.round(shownAt - started),
    resultBytes: bytes,
    partsMs: parts({
      started,
      accepted,
      stages: run.stagesMs,
      storedAt: (await completedAt(id)) ?? finished.at,
      completedAt: finished.at,
      shownAt,
    }),
  };
}

/** GENERATE → result shown cut into consecutive parts that add up to the whole (null where a stage was not seen). */
function parts({ started, accepted, stages, storedAt, completedAt, shownAt }) {
  const since = (from, to) =>
    from === undefined || to === undefined ? null : Math.round(to - from);
  const at = (stage) =>
    stages[stage] === undefined ? undefined : started + stages[stage];
  return {
    start: since(started, accepted),
    queuePickup: since(accepted, at("analysing")),
    readingInputs: since(at("analysing"), at("fitting")),
    engine: since(at("fitting"), at("finishing")),
    encodeAndStore: since(at("finishing"), storedAt),
    eventToPage: since(storedAt, completedAt),
    imageLoad: since(completedAt, shownAt),
  };
}

/** When each engine stage (analysing, fitting, finishing) was first announced, counted from GENERATE. */
function stageTimes(received, id, started) {
  const stages = {};
  for (const event of received) {
    const stage =
      event.name === "tryOn.status" && event.data.id === id
        ? event.data.stage
        : null;
    if (stage && stages[stage] === undefined)
      stages[stage] = Math.round(event.at - started);
  }
  return stages;
}

/** One user, one try-on after the other: GENERATE → result shown, `count` times. */
export async function sequentialRuns(client, photos, count) {
  const runs = [];
  for (let index = 0; index < count; index += 1)
    runs.push(await generate(await prepare(client, photos)));
  return runs;
}

/**
 * Every user has uploaded; then all press GENERATE in the same instant. Answers the running batch: `done`
 * resolves to each user's run, `finished` counts those already back (read while the batch runs).
 */
export async function simultaneousBatch(clients, photos) {
  const prepared = [];
  for (const client of clients) prepared.push(await prepare(client, photos));
  const batch = { finished: 0, startedAt: performance.now() };
  batch.done = Promise.all(
    prepared.map(async (entry) => {
      const run = await generate(entry);
      batch.finished += 1;
      return run;
    }),
  );
  return batch;
}
