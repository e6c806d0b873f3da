import { Inject, Injectable } from '@nestjs/common';
import { AccessService, Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { StorageService } from '../../common/storage/storage.service';
import { PRIVATE } from '../../common/storage/storage.types';
import { CreditsService } from '../credits/credits.service';
import { UsersService } from '../users/users.service';
import { TryOnCategory, VirtualTryOn } from './entities/virtual-try-on.entity';
import { TRY_ON_PROVIDER, TryOnProvider } from './providers/try-on-provider';
import { parseTryOnId, tryOnFiles } from './try-on-files';
import { TryOnLifecycle } from './try-on-lifecycle.service';
import { TryOnUploadsService } from './try-on-uploads.service';
import { TryOnQueries } from './try-on.queries';
import type { TryOnStatusEvent } from './try-on.events';

export interface StartTryOn {
  personPath: string;
  garmentPath: string | undefined;
  timestamp: string;
  category?: TryOnCategory;
}

export const TRY_ON_PRICE = 1;

/** Starting, reading, settling and deleting try-ons; the state changes after the start are in TryOnLifecycle. */
@Injectable()
export class TryOnService {
  constructor(
    private readonly queries: TryOnQueries,
    @Inject(TRY_ON_PROVIDER) private readonly provider: TryOnProvider,
    private readonly lifecycle: TryOnLifecycle,
    private readonly uploads: TryOnUploadsService,
    private readonly credits: CreditsService,
    private readonly transactions: TransactionRunner,
    private readonly storage: StorageService,
    private readonly access: AccessService,
    private readonly users: UsersService,
  ) {}

  /**
   * Takes 1 credit and submits the job. The charge and the row are one transaction (402 and nothing queued
   * when the balance is below 1); a provider that refuses the job fails it with a refund and answers 503.
   */
  async start(user: Express.User, request: StartTryOn): Promise<VirtualTryOn> {
    const photo = await this.uploads.personPhotoAt(user.id, request.personPath);
    const garmentKey = request.garmentPath ? this.uploads.ownGarmentKey(user, request.garmentPath) : null;
    if (!photo || !garmentKey) throw new AppException('try_on_images_missing');
    if ((await this.credits.balanceOf(user.id)) < TRY_ON_PRICE) throw new AppException('insufficient_credits');

    const id = tryOnFiles.newId();
    const keys = tryOnFiles.ofTryOn(user.username, request.timestamp, id);
    try {
      await Promise.all([
        this.storage.put(keys.person, await this.storage.get(photo.imageKey), PRIVATE),
        this.storage.put(keys.garment, await this.storage.get(garmentKey), PRIVATE),
      ]);
    } catch {
      throw new AppException('try_on_images_missing');
    }
    const tryOn = await this.transactions
      .run(async (transaction) => {
        const row = await this.queries.insertTryOn(transaction.manager, {
          id,
          userId: user.id,
          timestamp: request.timestamp,
          category: request.category ?? null,
          provider: this.provider.name,
          personImageKey: keys.person,
          garmentImageKey: keys.garment,
        });
        const balance = await this.credits.apply(
          {
            userId: user.id,
            amount: -TRY_ON_PRICE,
            type: 'spent',
            description: 'Virtual try-on',
            metadata: { tryOnId: id },
          },
          transaction,
        );
        if (balance === null) throw new AppException('insufficient_credits');
        return row;
      })
      .catch(async (error: unknown) => {
        await Promise.all([this.storage.delete(keys.person), this.storage.delete(keys.garment)]);
        throw error;
      });

    try {
      const submitted = await this.provider.submit({
        tryOnId: id,
        category: tryOn.category,
        images: async () => ({
          person: await this.storage.get(keys.person),
          garment: await this.storage.get(keys.garment),
        }),
      });
      await this.lifecycle.queued(id, submitted.providerJobId);
    } catch (error) {
      await this.lifecycle.failed(
        id,
        'provider_unavailable',
        'The try-on service is unavailable right now. Your credit has been refunded; please try again.',
      );
      throw error instanceof AppException ? error : new AppException('service_unavailable');
    }
    return tryOn;
  }

  async status(
    user: Express.User,
    tryOnIdText: string,
  ): Promise<TryOnStatusEvent & { timestamp: string; tryOnUrl: string | null }> {
    const tryOn = await this.own(user, tryOnIdText);
    return { ...(await this.lifecycle.statusOf(tryOn)), timestamp: tryOn.timestamp, tryOnUrl: tryOn.tryOnUrl };
  }

  /**
   * The spec's client settles after completion with /credits/deduct and /virtual-try-on/save. The credit was
   * taken at start and the image saved by the server, so both only report: alreadyProcessed with the saved URL.
   */
  async settle(user: Express.User, tryOnIdText: string): Promise<{ tryOnUrl: string; credits: number }> {
    const tryOn = await this.own(user, tryOnIdText);
    if (tryOn.status !== 'completed' || !tryOn.tryOnUrl) throw new AppException('try_on_not_finished');
    return { tryOnUrl: tryOn.tryOnUrl, credits: await this.credits.balanceOf(user.id) };
  }

  /** Removes the try-on, its files and (by the database's cascade) its posts. */
  async delete(user: Express.User, timestamp: string, idText: string): Promise<void> {
    if (!/^\d{1,20}$/.test(timestamp)) throw new AppException('timestamp_required');
    const tryOn = await this.own(user, idText);
    if (tryOn.timestamp !== timestamp) throw new AppException('try_on_not_found');
    if (tryOn.status !== 'completed' && tryOn.status !== 'failed')
      await this.lifecycle.failed(tryOn.id, 'deleted', 'This try-on was deleted.');
    await this.queries.deleteTryOn(tryOn.id);
    const keys = tryOnFiles.ofTryOn(user.username, tryOn.timestamp, tryOn.id);
    await Promise.all([
      ...Object.values(keys).map((key) => this.storage.delete(key)),
      this.storage.deleteFolder(tryOnFiles.uploadFolder(user.username, tryOn.timestamp)),
    ]);
  }

  /** One try-on for its owner or anyone a post shares it with. */
  async detail(
    viewer: Viewer,
    timestamp: string,
    idText: string,
  ): Promise<{ tryOn: VirtualTryOn; username: string; postId: string | null; isOwner: boolean }> {
    const parsed = parseTryOnId(idText);
    const tryOn = parsed ? await this.queries.tryOnWithOwner(parsed.id, timestamp) : null;
    if (!tryOn?.user || tryOn.status !== 'completed') throw new AppException('try_on_not_found');
    const shared = await this.access.sharedWith('tryOn', viewer, [tryOn.id]);
    const isOwner = this.access.isOwner(viewer, tryOn.userId);
    if (!isOwner && !shared.has(tryOn.id)) throw new AppException('try_on_not_found');
    return { tryOn, username: tryOn.user.username, postId: shared.get(tryOn.id) ?? null, isOwner };
  }

  /** A user's finished try-ons: all of them for the owner, for others those a post shares with them. */
  async listOfUser(viewer: Viewer, username: string): Promise<VirtualTryOn[]> {
    const owner = await this.users.getByUsername(username);
    const tryOns = await this.queries.completedTryOnsOf(owner.id, 200);
    if (this.access.isOwner(viewer, owner.id)) return tryOns;
    const shared = await this.access.sharedWith(
      'tryOn',
      viewer,
      tryOns.map((tryOn) => tryOn.id),
    );
    return tryOns.filter((tryOn) => shared.has(tryOn.id));
  }

  /** For posting: the caller's finished try-on named `{timestamp}_{id}`. */
  async ownCompleted(user: Express.User, tryOnIdText: string): Promise<VirtualTryOn> {
    const tryOn = await this.own(user, tryOnIdText);
    if (tryOn.status !== 'completed') throw new AppException('try_on_not_finished');
    return tryOn;
  }

  private async own(user: Express.User, tryOnIdText: string): Promise<VirtualTryOn> {
    const parsed = parseTryOnId(tryOnIdText);
    const tryOn = parsed ? await this.queries.tryOnById(parsed.id) : null;
    if (parsed?.timestamp && tryOn && tryOn.timestamp !== parsed.timestamp) throw new AppException('try_on_not_found');
    return this.access.requireOwner(tryOn, user, 'try_on_not_found');
  }
}
