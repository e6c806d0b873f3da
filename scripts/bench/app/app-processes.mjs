// Starts the built app the way `make start` does (migrate, seed, server, N try-on worker processes), with the
// bench's own port, upload folders and rate limits, inside the stack that scripts/stack.mjs started.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

// Far above what the bench sends in a minute, so that the bench measures the app and never the limiter.
export const BENCH_RATE_LIMIT = 1_000_000;

export function benchEnvironment(root, { port, workers }) {
  const dataFolder = path.join(root, ".data/bench");
  return {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://localhost:${port}`,
    STORAGE_LOCAL_DIRECTORY: path.join(dataFolder, "uploads"),
    STORAGE_PRIVATE_DIRECTORY: path.join(dataFolder, "private-uploads"),
    TRYON_PROVIDER: "local",
    TRYON_WORKER_CONCURRENCY: String(workers),
    RATE_LIMIT_DEFAULT: String(BENCH_RATE_LIMIT),
    RATE_LIMIT_LOGIN: String(BENCH_RATE_LIMIT),
    RATE_LIMIT_REGISTER: String(BENCH_RATE_LIMIT),
    RATE_LIMIT_OTP: String(BENCH_RATE_LIMIT),
    RATE_LIMIT_UPLOAD: String(BENCH_RATE_LIMIT),
    RATE_LIMIT_TRYON: String(BENCH_RATE_LIMIT),
  };
}

/** Empty upload folders, then the migrations and the seed (the admin who grants credits). */
export function prepareDatabase(root, environment) {
  rmSync(environment.STORAGE_LOCAL_DIRECTORY, { recursive: true, force: true });
  rmSync(environment.STORAGE_PRIVATE_DIRECTORY, {
    recursive: true,
    force: true,
  });
  for (const script of ["migrate", "seed"]) {
    const result = spawnSync("npm", ["run", "--silent", script], {
      cwd: path.join(root, "backend"),
      env: environment,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error(`npm run ${script} failed`);
  }
}

/** Migrates, seeds, starts the server and the workers; resolves once healthy. */
export async function startApp(root, environment, workerCount) {
  prepareDatabase(root, environment);
  const backend = path.join(root, "backend");
  const { nodeFlags } = JSON.parse(
    readFileSync(path.join(backend, "worker-process.json"), "utf8"),
  );
  // Only warnings and errors reach the bench's output; the app's request log would drown the tables.
  const quiet = ["ignore", "ignore", "inherit"];
  const children = [
    spawn("node", ["dist/main.js"], {
      cwd: backend,
      env: environment,
      stdio: quiet,
    }),
  ];
  for (let index = 0; index < workerCount; index += 1)
    children.push(
      spawn("node", [...nodeFlags, "dist/worker.js"], {
        cwd: backend,
        env: environment,
        stdio: quiet,
      }),
    );
  const stop = () => {
    for (const child of children)
      if (child.exitCode === null) child.kill("SIGTERM");
  };
  for (const child of children)
    child.once(
      "exit",
      (code, signal) =>
        code !== 0 &&
        code !== null &&
        console.error(
          `[bench] ${child.spawnargs.at(-1)} exited (${signal ?? code})`,
        ),
    );
  await waitUntilHealthy(environment.PORT, stop);
  return { stop };
}

/** Resolves once the API on `port` answers its readiness check; after 90 s calls `stop` and throws. */
export async function waitUntilHealthy(port, stop) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) {
      stop();
      throw new Error("the server did not become healthy within 90 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
