import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { tryOnConfig } from '../../../config/configuration';
import { VirtualTryOn } from '../entities/virtual-try-on.entity';
import { TRY_ON_PROVIDER, TryOnProvider } from '../providers/try-on-provider';
import { TryOnLifecycle } from '../try-on-lifecycle.service';

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
    @InjectRepository(VirtualTryOn) private readonly tryOns: Repository<VirtualTryOn>,
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
    const stale: Array<{ id: string }> = await this.tryOns.query(
      `SELECT id FROM virtual_try_on WHERE status IN ('starting', 'in_queue', 'processing') AND created_at < now() - make_interval(secs => $1) LIMIT 100`,
      [this.config.timeoutMilliseconds / 1000],
    );
    for (const { id } of stale) await this.lifecycle.failed(id, 'timeout', TIMED_OUT_MESSAGE);
  }

  async pollProvider(): Promise<void> {
    // Claiming the poll in the same statement keeps two processes from asking twice.
    const [due]: [Array<{ id: string; provider_job_id: string }>, number] = await this.tryOns.query(
      `UPDATE virtual_try_on SET last_polled_at = now() WHERE id IN (
         SELECT id FROM virtual_try_on WHERE status IN ('in_queue', 'processing') AND provider = $1 AND provider_job_id IS NOT NULL
           AND submitted_at <= now() - make_interval(secs => $2) AND (last_polled_at IS NULL OR last_polled_at <= now() - make_interval(secs => $3))
           ORDER BY submitted_at LIMIT 50 FOR UPDATE SKIP LOCKED)
       RETURNING id, provider_job_id`,
      [this.provider.name, FIRST_POLL_SECONDS, POLL_EVERY_SECONDS - 1],
    );
    for (const tryOn of due) {
      try {
        const status = await this.provider.status(tryOn.provider_job_id);
        if (status.state === 'completed') await this.lifecycle.completed(tryOn.id, status.image, 'provider');
        else if (status.state === 'failed') await this.lifecycle.failed(tryOn.id, status.code, status.message);
        else if (status.state === 'processing') await this.lifecycle.processing(tryOn.id, 'fitting');
      } catch (error) {
        this.logger.warn(`polling ${tryOn.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
