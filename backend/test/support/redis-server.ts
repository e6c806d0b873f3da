import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    socket.once('error', () => resolve(false));
  });
}

/** A redis-server of the suite's own, durable (append-only file, fsync always), that can be restarted. */
export async function startOwnRedis() {
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'tvt-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        directory,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
      ],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await answers(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGCONT');
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** SIGSTOP: connections stay open but nothing answers, as with a hung server. */
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    restart: async () => {
      await stop();
      await start();
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
