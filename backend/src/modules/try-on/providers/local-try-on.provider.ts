import { Injectable } from '@nestjs/common';
import { JobsService } from '../../../common/jobs/jobs.service';
import { tryOnQueue } from '../try-on.queue';
import type { TryOnProvider, TryOnProviderStatus, TryOnSubmission } from './try-on-provider';

/** Our own CPU engine, run by the Bull workers (`GenerateTryOnHandler`); the try-on id is the job id. */
@Injectable()
export class LocalTryOnProvider implements TryOnProvider {
  readonly name = 'local';
  readonly needsPolling = false;

  constructor(private readonly jobs: JobsService) {}

  async submit(submission: TryOnSubmission): Promise<{ providerJobId: string }> {
    await this.jobs.add(tryOnQueue, 'generate', { tryOnId: submission.tryOnId }, { jobId: submission.tryOnId });
    return { providerJobId: submission.tryOnId };
  }

  async status(providerJobId: string): Promise<TryOnProviderStatus> {
    const queuePosition = await this.jobs.waitingPosition(tryOnQueue, providerJobId);
    return queuePosition === null ? { state: 'processing' } : { state: 'queued', queuePosition };
  }

  async cancel(providerJobId: string): Promise<void> {
    await this.jobs.removeIfWaiting(tryOnQueue, providerJobId);
  }
}
