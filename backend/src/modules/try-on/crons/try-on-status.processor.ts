import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Interval } from '@nestjs/schedule';
import { tryOnConfig } from '../../../config/configuration';
import { TRY_ON_PROVIDER, TryOnProvider } from '../providers/try-on-provider';
import { TryOnLifecycle } from '../try-on-lifecycle.service';
import { TryOnQueries } from '../try-on.queries';

export const FIRST_POLL_SECONDS = 20;
export const POLL_EVERY_SECONDS = 10;
export const TIMED_OUT_MESSAGE =
  'Generating your try-on took too long. Your credit has been refunded; please try again.';

/**
 * Every 10 s: fails try-ons older than TRYON_TIMEOUT_SECONDS (with a refund), and asks external providers
 * about their jobs 20 s after submit, then every 10 s. Safe to run in every process at once: each change is
 * a conditional update that only one run wins.
 */
@Injectable()
export class TryOnStatusProcessor {
  private readonly logger = new Logger('TryOnStatus');
  private running = false;

  constructor(
    private readonly queries: TryOnQueries,
    @Inject(TRY_ON_PROVIDER) private readonly provider: TryOnProvider,
    @Inject(tryOnConfig.KEY) private readonly config: ConfigType<typeof tryOnConfig>,
    private readonly lifecycle: TryOnLifecycle,
  ) {}

  @Interval('try-on-status', POLL_EVERY_SECONDS * 1000)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.failTimedOut();
      if (this.provider.needsPolling) await this.pollProvider();
    } catch (error) {
      this.logger.warn(`status round failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
  }

  async failTimedOut(): Promise<void> {
    const stale = await this.queries.timedOutTryOnIds(this.config.timeoutMilliseconds / 1000);
    for (const id of stale) await this.lifecycle.failed(id, 'timeout', TIMED_OUT_MESSAGE);
  }

  async pollProvider(): Promise<void> {
    const due = await this.queries.claimDuePolls(this.provider.name, FIRST_POLL_SECONDS, POLL_EVERY_SECONDS - 1);
    for (const tryOn of due) {
      try {
        const status = await this.provider.status(tryOn.providerJobId);
        if (status.state === 'completed') await this.lifecycle.completed(tryOn.id, status.image, 'provider');
        else if (status.state === 'failed') await this.lifecycle.failed(tryOn.id, status.code, status.message);
        else if (status.state === 'processing') await this.lifecycle.processing(tryOn.id, 'fitting');
      } catch (error) {
        this.logger.warn(`polling ${tryOn.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
