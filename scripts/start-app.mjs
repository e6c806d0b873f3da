#!/usr/bin/env node
// Runs inside scripts/stack.mjs: migrates, seeds, starts the API processes (one per core, API_PROCESSES to change it,
// sharing one port through node:cluster) and the job workers (the try-on engine runs there, never in an API process),
// replaces any of them that dies, and says where it is once healthy.
import { spawn, spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backend = path.join(root, 'backend');
const { nodeFlags } = JSON.parse(readFileSync(path.join(backend, 'worker-process.json'), 'utf8'));
const run = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: backend, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return result.stdout;
};

let stopping = false;
run('migrate');
const seedLines = run('seed').split('\n').filter((line) => line.startsWith('[seed]'));
const port = process.env.PORT ?? '3000';
const url = process.env.APP_URL ?? `http://localhost:${port}`;
// Everything API processes share lives in PostgreSQL and Redis (sessions, rate limits, live events), so any of them
// may answer any request.
const apiProcessCount = Math.max(1, Number(process.env.API_PROCESSES ?? os.availableParallelism()) || 1);
cluster.setupPrimary({ exec: path.join(backend, 'dist/main.js'), cwd: backend });
const apiProcesses = new Set();
function startApiProcess() {
  const apiProcess = cluster.fork(process.env);
  apiProcesses.add(apiProcess);
  apiProcess.on('exit', (code, signal) => {
    apiProcesses.delete(apiProcess);
    if (stopping) {
      if (apiProcesses.size === 0) process.exit(0);
      return;
    }
    console.error(`[start] an API process stopped (${signal ?? code}); starting another in 1 s`);
    setTimeout(() => !stopping && startApiProcess(), 1_000);
  });
}
for (let index = 0; index < apiProcessCount; index += 1) startApiProcess();
// One engine (one model load) per worker process, one job at a time each: TRYON_WORKER_CONCURRENCY processes.
const workerCount = Math.max(1, Number(process.env.TRYON_WORKER_CONCURRENCY ?? 1) || 1);
const workers = new Set();
function startWorker() {
  const worker = spawn('node', [...nodeFlags, 'dist/worker.js'], { cwd: backend, stdio: 'inherit', env: process.env });
  workers.add(worker);
  worker.on('exit', (code, signal) => {
    workers.delete(worker);
    if (stopping) return;
    // Its job is taken over once its lock expires; a fresh worker keeps the queue moving.
    console.error(`[start] a try-on worker stopped (${signal ?? code}); starting another in 2 s`);
    setTimeout(() => !stopping && startWorker(), 2_000);
  });
}
for (let index = 0; index < workerCount; index += 1) startWorker();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    for (const apiProcess of apiProcesses) apiProcess.process.kill(signal);
    for (const worker of workers) worker.kill(signal);
    if (apiProcesses.size === 0) process.exit(0);
  });
}

function stopAll(code) {
  stopping = true;
  for (const apiProcess of apiProcesses) apiProcess.process.kill('SIGTERM');
  for (const worker of workers) worker.kill('SIGTERM');
  process.exit(code);
}

const started = Date.now();
for (;;) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (response.ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - started > 60_000) {
    console.error('[start] the server did not become healthy within 60 s');
    stopAll(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const startSeconds = Number(process.env.TVT_START_TIME ? (Date.now() / 1000 - Number(process.env.TVT_START_TIME)).toFixed(1) : NaN);
console.log(`
  TVT is ready${Number.isFinite(startSeconds) ? ` (make start took ${startSeconds} s)` : ''}
    app:        ${url}
    API docs:   ${url}/api/docs
    API:        ${apiProcessCount} process${apiProcessCount === 1 ? '' : 'es'} (API_PROCESSES)
    workers:    ${workerCount} try-on worker process${workerCount === 1 ? '' : 'es'}
    dev mail:   ${url}/dev/outbox
${seedLines.map((line) => `    ${line.replace('[seed] ', '')}`).join('\n')}
  Press Ctrl+C to stop.
`);
