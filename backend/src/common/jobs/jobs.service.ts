import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { AppException } from '../errors/app.exception';
import type { AnyQueueDefinition, JobDataOf, JobNameOf } from './queue-definition';

// A queue that cannot take a job this fast has Redis down: answer 503 rather than hang the request.
const ADD_TIMEOUT_MILLISECONDS = 5_000;

/** Adds jobs and reads queue positions; handlers are bound by the JobsExplorer in worker processes. */
@Injectable()
export class JobsService {
  constructor(private readonly moduleReference: ModuleRef) {}

  queueOf(definition: AnyQueueDefinition): Queue {
    return this.moduleReference.get<Queue>(getQueueToken(definition.name), { strict: false });
  }

  /** Adds a job once: a second add with the same `jobId` is a no-op, so retried requests never run work twice. */
  async add<Definition extends AnyQueueDefinition, Name extends JobNameOf<Definition>>(
    definition: Definition,
    name: Name,
    data: JobDataOf<Definition, Name>,
    options: { jobId: string },
  ): Promise<void> {
    const queue = this.queueOf(definition);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new AppException('service_unavailable')), ADD_TIMEOUT_MILLISECONDS);
    });
    try {
      await Promise.race([
        queue.add(name, data, {
          jobId: options.jobId,
          attempts: definition.attempts,
          backoff: { type: 'fixed', delay: 1_000 },
          removeOnComplete: true,
          removeOnFail: 1_000,
        }),
        timeout,
      ]);
    } catch (error) {
      if (error instanceof AppException) throw error;
      throw new AppException('service_unavailable');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ids of the jobs waiting, first to run first. */
  async waitingJobIds(definition: AnyQueueDefinition): Promise<string[]> {
    const queue = this.queueOf(definition);
    // Bull pushes new jobs on the left and workers take from the right; a paused queue keeps them in `paused`.
    const [waiting, paused] = await Promise.all([
      queue.client.lrange(queue.toKey('wait'), 0, -1),
      queue.client.lrange(queue.toKey('paused'), 0, -1),
    ]);
    return [...waiting, ...paused].reverse();
  }

  /** 1 for the next job to run; null when the job is not waiting. */
  async waitingPosition(definition: AnyQueueDefinition, jobId: string): Promise<number | null> {
    const index = (await this.waitingJobIds(definition)).indexOf(jobId);
    return index === -1 ? null : index + 1;
  }

  /** Removes a job that has not started; a running one finishes and its result is ignored by its handler. */
  async removeIfWaiting(definition: AnyQueueDefinition, jobId: string): Promise<void> {
    const job = await this.queueOf(definition).getJob(jobId);
    if (job && ['waiting', 'delayed', 'paused'].includes(await job.getState()))
      await job.remove().catch(() => undefined);
  }
}
