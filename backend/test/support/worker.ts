import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { nodeFlags } from '../../worker-process.json';

export interface RunningWorker {
  process: ChildProcess;
  output: () => string;
  /** SIGKILL: like a crashed machine, no clean-up at all. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
  /** Resolves once the worker printed `text`; rejects with its output after `timeoutMilliseconds`. */
  waitForOutput: (text: string, timeoutMilliseconds: number) => Promise<void>;
}

const backendDirectory = path.resolve(__dirname, '../..');

/**
 * Starts the real job worker (dist/worker.js, built before the e2e run) against the suite's database, Redis
 * prefix and storage folder (the environment createTestApp set), and waits until it loaded the engine.
 */
export async function startWorker(environment: Record<string, string> = {}): Promise<RunningWorker> {
  const child = spawn(process.execPath, [...nodeFlags, path.join(backendDirectory, 'dist/worker.js')], {
    cwd: backendDirectory,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker not ready after 60 s:\n${output}`)), 60_000);
    const check = () => {
      if (output.includes('[worker] ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const waitForOutput = async (text: string, timeoutMilliseconds: number) => {
    for (const deadline = Date.now() + timeoutMilliseconds; !output.includes(text);) {
      if (Date.now() > deadline) throw new Error(`the worker never printed "${text}":\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    process: child,
    output: () => output,
    kill: () => stopWith('SIGKILL'),
    stop: () => stopWith('SIGTERM'),
    waitForOutput,
  };
}
