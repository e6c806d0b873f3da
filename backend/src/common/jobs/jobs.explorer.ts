import { getQueueToken } from '@nestjs/bull';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import type { Job, Queue } from 'bull';
import { HANDLES_JOB, HandlesJobMetadata } from './handles-job.decorator';
import { JobHandler, registeredQueues } from './queue-definition';

interface BoundHandler {
  metadata: HandlesJobMetadata;
  handler: JobHandler<object>;
}

/**
 * Finds the `@HandlesJob` providers. At start-up of every process it checks that each job name of each
 * registered queue has exactly one handler; `consume()` (worker processes only) binds them to Bull.
 */
@Injectable()
export class JobsExplorer implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');
  private handlers: BoundHandler[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly moduleReference: ModuleRef,
  ) {}

  onApplicationBootstrap(): void {
    this.handlers = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance && Reflect.getMetadata(HANDLES_JOB, wrapper.metatype))
      .map((wrapper) => ({
        metadata: Reflect.getMetadata(HANDLES_JOB, wrapper.metatype as object) as HandlesJobMetadata,
        handler: wrapper.instance as JobHandler<object>,
      }));
    const problems: string[] = [];
    for (const queue of registeredQueues()) {
      for (const name of queue.jobNames) {
        const count = this.handlers.filter(
          ({ metadata }) => metadata.queue === queue.name && metadata.name === name,
        ).length;
        if (count !== 1) problems.push(`queue "${queue.name}" job "${name}" has ${count} handlers (needs exactly 1)`);
      }
    }
    for (const { metadata } of this.handlers) {
      if (!registeredQueues().some((queue) => queue.name === metadata.queue && queue.jobNames.includes(metadata.name)))
        problems.push(`handler for unknown job "${metadata.queue}/${metadata.name}"`);
    }
    if (problems.length > 0) throw new Error(`Job handlers do not match the queues:\n  ${problems.join('\n  ')}`);
  }

  /** Binds every handler to its queue, one job at a time per handler, after warming the handlers up. */
  async consume(): Promise<void> {
    for (const { handler } of this.handlers) await handler.warmUp?.();
    for (const { metadata, handler } of this.handlers) {
      const queue = this.moduleReference.get<Queue>(getQueueToken(metadata.queue), { strict: false });
      void queue.process(metadata.name, 1, (job: Job<object>) =>
        handler.handle(job.data, { jobId: String(job.id), attempt: job.attemptsMade + 1 }),
      );
      queue.on('failed', (job: Job<object>, error: Error) => {
        if (job.name !== metadata.name) return;
        void this.afterFailure(job, error, handler);
      });
    }
  }

  private async afterFailure(job: Job<object>, error: Error, handler: JobHandler<object>): Promise<void> {
    try {
      // A failed try with tries left goes back to waiting or delayed; only "failed" is for good.
      if ((await job.getState()) !== 'failed') return;
      this.logger.warn(`job ${job.queue.name}/${job.name} ${job.id} failed for good: ${error.message}`);
      await handler.failedForGood?.(job.data, error);
    } catch (problem) {
      this.logger.error(
        `after failure of job ${job.id}: ${problem instanceof Error ? problem.message : String(problem)}`,
      );
    }
  }
}
