/** What the machinery needs to know of any queue. */
export interface AnyQueueDefinition {
  readonly name: string;
  readonly jobNames: readonly string[];
  /** Tries per job, counting the first; a worker that died mid-job also uses one. */
  readonly attempts: number;
}

/** A queue, its job names and the data of each job: the one typed description both producers and handlers use. */
export interface QueueDefinition<Jobs extends Record<string, object>> extends AnyQueueDefinition {
  readonly jobNames: readonly (keyof Jobs & string)[];
  /** Type-only: the job data per name. */
  readonly jobs?: Jobs;
}

export type JobNameOf<Definition> = Definition extends QueueDefinition<infer Jobs> ? keyof Jobs & string : never;
export type JobDataOf<Definition, Name extends string> =
  Definition extends QueueDefinition<infer Jobs> ? (Name extends keyof Jobs ? Jobs[Name] : never) : never;

/** e.g. `defineQueue<{ generate: { tryOnId: string } }>('try-on', ['generate'], { attempts: 2 })`. */
export function defineQueue<Jobs extends Record<string, object>>(
  name: string,
  jobNames: readonly (keyof Jobs & string)[],
  options: { attempts?: number } = {},
): QueueDefinition<Jobs> {
  return { name, jobNames, attempts: options.attempts ?? 1 };
}

/** What a handler learns about the run besides the data. */
export interface JobContext {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
}

/**
 * The one handler convention: a provider class decorated with `@HandlesJob(queue, name)` implementing this.
 * `handle` throwing means "try again" while tries are left; `failedForGood` runs once no try is left.
 */
export interface JobHandler<Data> {
  handle(data: Data, context: JobContext): Promise<void>;
  failedForGood?(data: Data, error: Error): Promise<void>;
  /** Work to do once per worker process before the first job (loading models). */
  warmUp?(): Promise<void>;
}

const queues: AnyQueueDefinition[] = [];

export function rememberQueue(definition: AnyQueueDefinition): void {
  if (!queues.some((queue) => queue.name === definition.name)) queues.push(definition);
}

/** Every queue some module registered in this process (JobsModule.registerQueue). */
export function registeredQueues(): readonly AnyQueueDefinition[] {
  return queues;
}
