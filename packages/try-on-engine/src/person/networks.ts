import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DetectedPerson, PersonAnalysis } from './person-analysis';
import type { ReplacedGarment, ReplacedGarmentInput } from './replaced-garment';
import { RgbImage } from '../shared/types';

/**
 * The engine's networks (person detection, joints, person mask), run on a worker thread that holds the only copy of
 * the models. The pixel work on the main thread goes on meanwhile: the garment photo is analysed while the person
 * photo's networks run (see docs/tryon-engine.md, eighteenth pass). Once they have run, the thread would be idle: it
 * also locates the person's old garment while the main thread fits the new one (thirty-second pass). Requests are
 * answered in the order they are sent.
 */
export interface Networks {
  /** Only the fast multi-person pass (see `detectPeopleOnly`). */
  detectPeople(image: RgbImage, longSide?: number): Promise<DetectedPerson[]>;
  /** People, the main one's joints and the person mask (see `analysePerson`). */
  analysePerson(image: RgbImage, detected?: DetectedPerson[]): Promise<PersonAnalysis>;
  /** See `locateReplacedGarment`. */
  locateReplacedGarment(input: ReplacedGarmentInput): Promise<ReplacedGarment>;
}

export type NetworkRequest =
  | { id: number; call: 'detectPeople'; image: RgbImage; longSide?: number }
  | { id: number; call: 'analysePerson'; image: RgbImage; detected?: DetectedPerson[] }
  | { id: number; call: 'locateReplacedGarment'; input: ReplacedGarmentInput };

type Reply = { id?: number; value?: unknown; failed?: string; ready?: boolean };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Call<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

/** From TypeScript sources (tests, bench, `npm run dev`) the thread needs the same compiler hook as the main one. */
function threadOptions(modelsDirectory: string | undefined) {
  const source = path.extname(__filename) === '.ts';
  const hooked = process.execArgv.some((argument) => argument.includes('@swc-node/register'));
  return {
    workerData: { modelsDirectory },
    execArgv: source && !hooked ? [...process.execArgv, '-r', '@swc-node/register'] : undefined,
  };
}

class NetworkThread implements Networks {
  private worker?: Worker;
  private ready?: Promise<Worker>;
  /** The thread once its models are loaded. */
  private running?: Worker;
  private waitingForStart = 0;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly modelsDirectory: string | undefined) {}

  /** Starts the thread and waits for its models; a thread that ended is started again on the next request. */
  start(): Promise<Worker> {
    this.ready ??= new Promise<Worker>((resolve, reject) => {
      const fileName = `networks.thread${path.extname(__filename)}`;
      const worker = new Worker(path.join(__dirname, fileName), threadOptions(this.modelsDirectory));
      worker.unref();
      worker.on('message', (reply: Reply) => {
        if (reply.ready) {
          this.running = worker;
          return resolve(worker);
        }
        if (reply.id === undefined) return reject(new Error(`the networks' thread: ${reply.failed}`));
        this.settle(reply.id, reply);
      });
      worker.on('error', (error) => this.forget(worker, error, reject));
      worker.on('exit', (code) => this.forget(worker, new Error(`the networks' thread exited (${code})`), reject));
      this.worker = worker;
    });
    return this.ready;
  }

  detectPeople(image: RgbImage, longSide?: number): Promise<DetectedPerson[]> {
    return this.send({ call: 'detectPeople', image, longSide }) as Promise<DetectedPerson[]>;
  }

  analysePerson(image: RgbImage, detected?: DetectedPerson[]): Promise<PersonAnalysis> {
    return this.send({ call: 'analysePerson', image, detected }) as Promise<PersonAnalysis>;
  }

  locateReplacedGarment(input: ReplacedGarmentInput): Promise<ReplacedGarment> {
    return this.send({ call: 'locateReplacedGarment', input }) as Promise<ReplacedGarment>;
  }

  async terminate(): Promise<void> {
    await this.worker?.terminate();
  }

  /**
   * Posted at once when the thread is up: the caller may go on with synchronous pixel work, and the thread works on the
   * request meanwhile. Requests made while it starts are posted, in order, once it is up.
   */
  private send(call: Call<NetworkRequest>): Promise<unknown> {
    const post = (worker: Worker) => {
      const id = this.nextId++;
      const reply = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
      // Held while a request is open, so that a process waiting only on this thread does not exit.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ ...call, id });
      return reply;
    };
    if (this.running && this.waitingForStart === 0) return post(this.running);
    this.waitingForStart++;
    return this.start().then(
      (worker) => {
        this.waitingForStart--;
        return post(worker);
      },
      (error: unknown) => {
        this.waitingForStart--;
        throw error;
      },
    );
  }

  private settle(id: number, reply: Reply): void {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    if (reply.failed === undefined) request.resolve(reply.value);
    else request.reject(new Error(`the networks failed: ${reply.failed}`));
  }

  private forget(worker: Worker, error: Error, rejectStart: (error: Error) => void): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.running = undefined;
    this.ready = undefined;
    rejectStart(error);
    for (const request of this.pending.values()) request.reject(error);
    this.pending.clear();
  }
}

const threads = new Map<string, Promise<NetworkThread>>();

/** One thread per models folder and process; later calls share it. */
export function startNetworks(modelsDirectory?: string): Promise<Networks> {
  const key = modelsDirectory ?? '';
  let thread = threads.get(key);
  if (!thread) {
    const created = new NetworkThread(modelsDirectory);
    thread = created.start().then(() => created);
    thread.catch(() => threads.delete(key));
    threads.set(key, thread);
  }
  return thread;
}

/** Ends every networks' thread this process started (test files end with it; a worker process simply exits). */
export async function stopNetworks(): Promise<void> {
  const started = [...threads.values()];
  threads.clear();
  await Promise.all(
    started.map((thread) =>
      thread.then(
        (running) => running.terminate(),
        () => undefined,
      ),
    ),
  );
}
