import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
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
import './try-on.events';
import type { TryOnStatusEvent } from './try-on.events';

const UNFINISHED = ['starting', 'in_queue', 'processing'];
export const RESULT_SIZES = { thumbnail: 256, large: 1080 } as const;

/**
 * Every change of a try-on's state after it started, each one a conditional UPDATE so that a late worker,
 * a timeout and a delete never both win: queued → processing (stages) → completed, or → failed with the
 * credit refunded exactly once. Each change is pushed live to the owner.
 */
@Injectable()
export class TryOnLifecycle {
  private readonly logger = new Logger('TryOn');

  constructor(
    @InjectRepository(VirtualTryOn) private readonly tryOns: Repository<VirtualTryOn>,
    @Inject(TRY_ON_PROVIDER) private readonly provider: TryOnProvider,
    private readonly transactions: TransactionRunner,
    private readonly credits: CreditsService,
    private readonly storage: StorageService,
    private readonly images: ImageService,
    private readonly realtime: RealtimeService,
    private readonly events: DomainEventBus,
  ) {}

  /** starting → in_queue once the provider took it (unless a fast worker already started it). */
  async queued(tryOnId: string, providerJobId: string): Promise<void> {
    await this.tryOns.query(
      `UPDATE virtual_try_on SET status = 'in_queue', provider_job_id = $2, submitted_at = now(), updated_at = now() WHERE id = $1 AND status = 'starting'`,
      [tryOnId, providerJobId],
    );
    await this.announce(tryOnId);
    await this.announceQueue();
  }

  /** The try-on to work on at this stage, or null when it finished meanwhile (timed out, deleted). */
  async processing(tryOnId: string, stage: TryOnStage): Promise<VirtualTryOn | null> {
    const [rows]: [Array<{ id: string }>, number] = await this.tryOns.query(
      `UPDATE virtual_try_on SET status = 'processing', stage = $2, updated_at = now() WHERE id = $1 AND status = ANY($3) RETURNING id`,
      [tryOnId, stage, UNFINISHED],
    );
    if (rows.length === 0) return null;
    await this.announce(tryOnId);
    // A job left the queue: everyone behind it moved up one place.
    if (stage === 'analysing') await this.announceQueue();
    return this.tryOns.findOneBy({ id: tryOnId });
  }

  /** Stores the result with its 256 and 1080 px variants and settles the charge. */
  async completed(tryOnId: string, image: Buffer): Promise<void> {
    const tryOn = await this.tryOns.findOne({ where: { id: tryOnId }, relations: { user: true } });
    if (!tryOn?.user || !UNFINISHED.includes(tryOn.status)) return;
    const keys = tryOnFiles.ofTryOn(tryOn.user.username, tryOn.timestamp, tryOn.id);
    const png = await this.images.reencode(image, 'png');
    const variants = await this.images.boundedVariants(png, [RESULT_SIZES.thumbnail, RESULT_SIZES.large]);
    await Promise.all([
      this.storage.put(keys.result, png, PRIVATE),
      this.storage.put(keys.thumbnail, variants[RESULT_SIZES.thumbnail], PRIVATE),
      this.storage.put(keys.large, variants[RESULT_SIZES.large], PRIVATE),
    ]);
    const tryOnUrl = this.storage.privateUrlOf(keys.result);
    const [rows]: [Array<{ id: string }>, number] = await this.tryOns.query(
      `UPDATE virtual_try_on SET status = 'completed', stage = NULL, try_on_url = $2, result_key = $3, thumbnail_key = $4, large_key = $5, completed_at = now(), updated_at = now()
       WHERE id = $1 AND status = ANY($6) RETURNING id`,
      [tryOnId, tryOnUrl, keys.result, keys.thumbnail, keys.large, UNFINISHED],
    );
    if (rows.length === 0) {
      // It timed out (and was refunded) while we worked: the result is not the user's to keep.
      await Promise.all([keys.result, keys.thumbnail, keys.large].map((key) => this.storage.delete(key)));
      return;
    }
    this.events.emit('tryOn.completed', { tryOnId, userId: tryOn.userId, tryOnUrl });
    await this.announce(tryOnId);
  }

  /** Fails an unfinished try-on with a message for the user and gives the credit back, once. */
  async failed(tryOnId: string, code: string, message: string): Promise<void> {
    const failed = await this.transactions.run(async (transaction) => {
      const [rows]: [Array<{ user_id: string; credit_state: string; provider_job_id: string | null }>, number] =
        await transaction.manager.query(
          `UPDATE virtual_try_on SET status = 'failed', stage = NULL, error_code = $2, error_message = $3, completed_at = now(), updated_at = now()
         WHERE id = $1 AND status = ANY($4) RETURNING user_id, credit_state, provider_job_id`,
          [tryOnId, code, message, UNFINISHED],
        );
      if (rows.length === 0) return null;
      const { user_id: userId, provider_job_id: providerJobId } = rows[0];
      if (rows[0].credit_state === 'charged') {
        await transaction.manager.query(`UPDATE virtual_try_on SET credit_state = 'refunded' WHERE id = $1`, [tryOnId]);
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
    return {
      id: tryOn.id,
      status: tryOn.status,
      stage: tryOn.status === 'processing' ? tryOn.stage : null,
      queuePosition,
      output: tryOn.status === 'completed' && tryOn.tryOnUrl ? [tryOn.tryOnUrl] : [],
      error: tryOn.status === 'failed' ? tryOn.errorMessage : null,
    };
  }

  async announce(tryOnId: string): Promise<void> {
    const tryOn = await this.tryOns.findOneBy({ id: tryOnId });
    if (tryOn) await this.realtime.publish(tryOn.userId, 'tryOn.status', await this.statusOf(tryOn));
  }

  /** Everyone waiting learns their new place in the queue. */
  async announceQueue(): Promise<void> {
    if (this.provider.needsPolling) return;
    const waiting = await this.tryOns.findBy({ status: In(['in_queue']), provider: this.provider.name });
    for (const tryOn of waiting.slice(0, 200))
      await this.realtime.publish(tryOn.userId, 'tryOn.status', await this.statusOf(tryOn));
  }
}
