// Starts the built app on a spare port against the test stack, and a headless Debian Chromium to drive it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const artifacts = path.join(root, 'frontend/e2e/artifacts');

export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    console.log('[e2e] installing Debian chromium (one time)...');
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get install -y -qq chromium >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq chromium >/dev/null)',
      ],
      { stdio: 'inherit' },
    );
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium is missing: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH',
  );
}

export async function startServer(port) {
  const environment = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    STORAGE_LOCAL_DIRECTORY: mkdtempSync(path.join(tmpdir(), 'tvt-e2e-uploads-')),
    STORAGE_PRIVATE_DIRECTORY: mkdtempSync(path.join(tmpdir(), 'tvt-e2e-private-uploads-')),
    PASSWORD_HASH_TIME_COST: '1',
  };
  for (const script of ['migrate', 'seed']) {
    const result = spawnSync('npm', ['run', '--silent', script, '-w', 'backend'], {
      cwd: root,
      env: environment,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`${script} failed`);
  }
  const server = spawn('node', ['backend/dist/main.js'], {
    cwd: root,
    env: environment,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The try-on engine runs in its own worker process, never in the API (as `make start` does).
  const { nodeFlags } = JSON.parse(readFileSync(path.join(root, 'backend', 'worker-process.json'), 'utf8'));
  const worker = spawn('node', [...nodeFlags, 'backend/dist/worker.js'], {
    cwd: root,
    env: environment,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://localhost:${port}`,
    /** Where the server keeps public uploads (served at /uploads). */
    uploadsDirectory: environment.STORAGE_LOCAL_DIRECTORY,
    stop: () => {
      worker.kill('SIGTERM');
      server.kill('SIGTERM');
    },
  };
}

export async function launchPhoneBrowser() {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  });
  return { browser, context };
}
