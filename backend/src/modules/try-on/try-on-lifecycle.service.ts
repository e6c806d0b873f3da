import { Inject, Injectable, Logger } from '@nestjs/common';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { DomainEventBus } from '../../common/events/domain-events';
import { ImageService } from '../../common/images/image.service';
import { RealtimeService } from '../../common/realtime/realtime.service';
import { StorageService } from '../../common/storage/storage.service';
import { PRIVATE } from '../../common/storage/storage.types';
import { CreditsService } from '../credits/credits.service';
import { TryOnStage, VirtualTryOn } from './entities/virtual-try-on.entity';
import { TRY_ON_PROVIDER, TryOnProvider } from './providers/try-on-provider';
import { tryOnFiles } from './try-on-files';
import { TryOnDurations } from './try-on-durations.service';
import { estimatedSecondsLeft } from './try-on-estimate';
import { TryOnQueries, UNFINISHED } from './try-on.queries';
import './try-on.events';
import type { TryOnStatusEvent } from './try-on.events';

export const RESULT_SIZES = { thumbnail: 256, large: 1080 } as const;

/**
 * Where a result comes from: our engine writes a fresh PNG from pixels (nothing to strip, stored as it is); a
 * provider's bytes come from outside and are re-encoded like any upload.
 */
export type ResultSource = 'engine' | 'provider';

/**
 * Every change of a try-on's state after it started, each one a conditional UPDATE so that a late worker,
 * a timeout and a delete never both win: queued → processing (stages) → completed, or → failed with the
 * credit refunded exactly once. Each change is pushed live to the owner.
 */
@Injectable()
export class TryOnLifecycle {
  private readonly logger = new Logger('TryOn');

  constructor(
    private readonly queries: TryOnQueries,
    @Inject(TRY_ON_PROVIDER) private readonly provider: TryOnProvider,
    private readonly transactions: TransactionRunner,
    private readonly credits: CreditsService,
    private readonly storage: StorageService,
    private readonly images: ImageService,
    private readonly realtime: RealtimeService,
    private readonly events: DomainEventBus,
    private readonly durations: TryOnDurations,
  ) {}

  /** starting → in_queue once the provider took it (unless a fast worker already started it). */
  async queued(tryOnId: string, providerJobId: string): Promise<void> {
    await this.queries.markQueued(tryOnId, providerJobId);
    await this.announce(tryOnId);
    await this.announceQueue();
  }

  /** The try-on to work on at this stage, or null when it finished meanwhile (timed out, deleted). */
  async processing(tryOnId: string, stage: TryOnStage): Promise<VirtualTryOn | null> {
    if (!(await this.queries.markProcessing(tryOnId, stage))) return null;
    await this.announce(tryOnId);
    // A job left the queue: everyone behind it moved up one place.
    if (stage === 'analysing') await this.announceQueue();
    return this.queries.tryOnById(tryOnId);
  }

  /**
   * Stores the result and settles the charge, announces it, then adds its 256 and 1080 px variants: the user is
   * waiting for the result, not for them, and until they exist every list shows the result itself.
   */
  async completed(tryOnId: string, image: Buffer, source: ResultSource): Promise<void> {
    const tryOn = await this.queries.tryOnWithOwner(tryOnId);
    if (!tryOn?.user || !UNFINISHED.includes(tryOn.status)) return;
    const keys = tryOnFiles.ofTryOn(tryOn.user.username, tryOn.timestamp, tryOn.id);
    const png = source === 'engine' ? image : await this.images.reencode(image, 'png');
    await this.storage.put(keys.result, png, PRIVATE);
    const tryOnUrl = this.storage.privateUrlOf(keys.result);
    if (!(await this.queries.markCompleted(tryOnId, tryOnUrl, keys.result))) {
      // It timed out (and was refunded) while we worked: the result is not the user's to keep.
      await this.storage.delete(keys.result);
      return;
    }
    this.durations.forget(tryOn.provider);
    this.events.emit('tryOn.completed', { tryOnId, userId: tryOn.userId, tryOnUrl });
    await this.announce(tryOnId);
    await this.addVariants(tryOnId, keys, png);
  }

  private async addVariants(tryOnId: string, keys: ReturnType<typeof tryOnFiles.ofTryOn>, png: Buffer): Promise<void> {
    try {
      const variants = await this.images.boundedVariants(png, [RESULT_SIZES.thumbnail, RESULT_SIZES.large]);
      await Promise.all([
        this.storage.put(keys.thumbnail, variants[RESULT_SIZES.thumbnail], PRIVATE),
        this.storage.put(keys.large, variants[RESULT_SIZES.large], PRIVATE),
      ]);
      // Deleted meanwhile: its files went with it, these came after.
      if (!(await this.queries.setVariants(tryOnId, keys.thumbnail, keys.large)))
        await Promise.all([keys.thumbnail, keys.large].map((key) => this.storage.delete(key)));
    } catch (error) {
      this.logger.warn(
        `try-on ${tryOnId}: no variants (the result stands in): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Fails an unfinished try-on with a message for the user and gives the credit back, once. */
  async failed(tryOnId: string, code: string, message: string): Promise<void> {
    const failed = await this.transactions.run(async (transaction) => {
      const row = await this.queries.markFailed(transaction.manager, tryOnId, code, message);
      if (!row) return null;
      const { userId, providerJobId } = row;
      if (row.creditState === 'charged') {
        await this.queries.markRefunded(transaction.manager, tryOnId);
        await this.credits.apply(
          { userId, amount: 1, type: 'refund', description: 'Try-on refund', metadata: { tryOnId, reason: code } },
          transaction,
        );
      }
      return { userId, providerJobId };
    });
    if (!failed) return;
    this.logger.log(`try-on ${tryOnId} failed (${code})`);
    this.events.emit('tryOn.failed', { tryOnId, userId: failed.userId, code, message });
    if (failed.providerJobId) await this.provider.cancel?.(failed.providerJobId).catch(() => undefined);
    await this.announce(tryOnId);
  }

  /** What the status endpoint answers, for one try-on. */
  async statusOf(tryOn: VirtualTryOn): Promise<TryOnStatusEvent> {
    let queuePosition: number | null = null;
    if (tryOn.status === 'in_queue' && tryOn.providerJobId) {
      const status = await this.provider.status(tryOn.providerJobId).catch(() => null);
      if (status?.state === 'queued') queuePosition = status.queuePosition;
    }
    const unfinished = tryOn.status === 'in_queue' || tryOn.status === 'processing';
    const estimatedSeconds = unfinished
      ? estimatedSecondsLeft({
          status: tryOn.status,
          startedAt: tryOn.startedAt,
          queuePosition,
          typicalMilliseconds: await this.durations.typicalMilliseconds(tryOn.provider).catch(() => null),
          workers: this.durations.workers,
          now: Date.now(),
        })
      : null;
    return {
      id: tryOn.id,
      status: tryOn.status,
      stage: tryOn.status === 'processing' ? tryOn.stage : null,
      queuePosition,
      estimatedSeconds,
      output: tryOn.status === 'completed' && tryOn.tryOnUrl ? [tryOn.tryOnUrl] : [],
      error: tryOn.status === 'failed' ? tryOn.errorMessage : null,
    };
  }

  async announce(tryOnId: string): Promise<void> {
    const tryOn = await this.queries.tryOnById(tryOnId);
    if (tryOn) await this.realtime.publish(tryOn.userId, 'tryOn.status', await this.statusOf(tryOn));
  }

  /** Everyone waiting learns their new place in the queue. */
  async announceQueue(): Promise<void> {
    if (this.provider.needsPolling) return;
    const waiting = await this.queries.queuedTryOns(this.provider.name);
    for (const tryOn of waiting.slice(0, 200))
      await this.realtime.publish(tryOn.userId, 'tryOn.status', await this.statusOf(tryOn));
  }
}
