import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { entityColumns, hydrateEntity, selectedColumns } from '../../common/database/entity-rows';
import { User } from '../users/entities/user.entity';
import { PersonPhoto } from './entities/person-photo.entity';
import { TryOnCategory, TryOnStage, TryOnStatus, VirtualTryOn } from './entities/virtual-try-on.entity';

/** The states a try-on can still leave; a change to any of them is conditional on the try-on being in one. */
export const UNFINISHED: TryOnStatus[] = ['starting', 'in_queue', 'processing'];

/** A try-on as its start writes it, before the provider took it (status `starting`, charged). */
export interface NewTryOn {
  id: string;
  userId: string;
  timestamp: string;
  category: TryOnCategory | null;
  provider: string;
  personImageKey: string;
  garmentImageKey: string;
}

/** What failing a try-on found: whose it was, whether its credit is still taken, the provider's job to cancel. */
export interface FailedTryOn {
  userId: string;
  creditState: string;
  providerJobId: string | null;
}

/**
 * Every SQL statement of try-ons and person photos, in one style: raw SQL, rows hydrated into the entities the
 * services and the presenter read. Each change of a try-on's state is one conditional UPDATE … RETURNING, so a late
 * worker, a timeout and a delete never both win; `manager` runs a statement inside the caller's transaction.
 */
@Injectable()
export class TryOnQueries {
  constructor(private readonly dataSource: DataSource) {}

  async insertTryOn(manager: EntityManager, tryOn: NewTryOn): Promise<VirtualTryOn> {
    const [row] = await manager.query<Array<Record<string, unknown>>>(
      `INSERT INTO virtual_try_on (id, user_id, timestamp, status, category, provider, person_image_key,
         garment_image_key, credit_state)
       VALUES ($1, $2, $3, 'starting', $4, $5, $6, $7, 'charged')
       RETURNING ${entityColumns(this.tryOnMetadata, 'virtual_try_on')}`,
      [
        tryOn.id,
        tryOn.userId,
        tryOn.timestamp,
        tryOn.category,
        tryOn.provider,
        tryOn.personImageKey,
        tryOn.garmentImageKey,
      ],
    );
    return this.toTryOn(row);
  }

  async tryOnById(id: string): Promise<VirtualTryOn | null> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.tryOnMetadata, 't')} FROM virtual_try_on t WHERE t.id = $1 LIMIT 1`,
      [id],
    );
    return row ? this.toTryOn(row) : null;
  }

  /** The try-on with its owner (`user`), also matched on `timestamp` when given. */
  async tryOnWithOwner(id: string, timestamp?: string): Promise<VirtualTryOn | null> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.tryOnMetadata, 't', 't_')}, ${selectedColumns(this.userMetadata, 'u', 'u_')}
       FROM virtual_try_on t LEFT JOIN users u ON u.id = t.user_id
       WHERE t.id = $1 ${timestamp === undefined ? '' : 'AND t.timestamp = $2'} LIMIT 1`,
      timestamp === undefined ? [id] : [id, timestamp],
    );
    if (!row) return null;
    const tryOn = this.toTryOn(row, 't_');
    if (row.u_id !== null) tryOn.user = hydrateEntity<User>(this.dataSource, this.userMetadata, row, 'u_');
    return tryOn;
  }

  /** A user's completed try-ons, newest first. */
  async completedTryOnsOf(userId: string, limit: number): Promise<VirtualTryOn[]> {
    return this.tryOns(
      `SELECT ${entityColumns(this.tryOnMetadata, 't')} FROM virtual_try_on t
       WHERE t.user_id = $1 AND t.status = 'completed' ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
      [userId, limit],
    );
  }

  /** The try-ons of this provider waiting in its queue. */
  async queuedTryOns(provider: string): Promise<VirtualTryOn[]> {
    return this.tryOns(
      `SELECT ${entityColumns(this.tryOnMetadata, 't')} FROM virtual_try_on t
       WHERE t.status = 'in_queue' AND t.provider = $1`,
      [provider],
    );
  }

  async deleteTryOn(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM virtual_try_on WHERE id = $1`, [id]);
  }

  /** starting → in_queue (unless a fast worker already started it). */
  async markQueued(id: string, providerJobId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE virtual_try_on SET status = 'in_queue', provider_job_id = $2, submitted_at = now(), updated_at = now() WHERE id = $1 AND status = 'starting'`,
      [id, providerJobId],
    );
  }

  /** Unfinished → processing at `stage` (the analysing stage starts the clock); false when it finished meanwhile. */
  async markProcessing(id: string, stage: TryOnStage): Promise<boolean> {
    return this.changed(
      `UPDATE virtual_try_on SET status = 'processing', stage = $2::varchar, updated_at = now(),
         started_at = CASE WHEN $2::varchar = 'analysing' THEN now() ELSE coalesce(started_at, now()) END
       WHERE id = $1 AND status = ANY($3) RETURNING id`,
      [id, stage, UNFINISHED],
    );
  }

  /** Unfinished → completed with its result; false when it finished meanwhile. */
  async markCompleted(id: string, tryOnUrl: string, resultKey: string): Promise<boolean> {
    return this.changed(
      `UPDATE virtual_try_on SET status = 'completed', stage = NULL, try_on_url = $2, result_key = $3, completed_at = now(), updated_at = now()
       WHERE id = $1 AND status = ANY($4) RETURNING id`,
      [id, tryOnUrl, resultKey, UNFINISHED],
    );
  }

  /** The result's variants, on a try-on still completed; false when it was deleted meanwhile. */
  async setVariants(id: string, thumbnailKey: string, largeKey: string): Promise<boolean> {
    return this.changed(
      `UPDATE virtual_try_on SET thumbnail_key = $2, large_key = $3 WHERE id = $1 AND status = 'completed' RETURNING id`,
      [id, thumbnailKey, largeKey],
    );
  }

  /** Unfinished → failed with the user's message, inside the refund's transaction; null when it finished meanwhile. */
  async markFailed(manager: EntityManager, id: string, code: string, message: string): Promise<FailedTryOn | null> {
    const [rows]: [Array<{ user_id: string; credit_state: string; provider_job_id: string | null }>, number] =
      await manager.query(
        `UPDATE virtual_try_on SET status = 'failed', stage = NULL, error_code = $2, error_message = $3, completed_at = now(), updated_at = now()
         WHERE id = $1 AND status = ANY($4) RETURNING user_id, credit_state, provider_job_id`,
        [id, code, message, UNFINISHED],
      );
    if (rows.length === 0) return null;
    return { userId: rows[0].user_id, creditState: rows[0].credit_state, providerJobId: rows[0].provider_job_id };
  }

  async markRefunded(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE virtual_try_on SET credit_state = 'refunded' WHERE id = $1`, [id]);
  }

  /** Ids of unfinished try-ons created more than `timeoutSeconds` ago (at most 100). */
  async timedOutTryOnIds(timeoutSeconds: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM virtual_try_on WHERE status IN ('starting', 'in_queue', 'processing') AND created_at < now() - make_interval(secs => $1) LIMIT 100`,
      [timeoutSeconds],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Claims (at most 50) unfinished jobs of this provider due for a poll: submitted `firstPollSeconds` ago and not
   * polled within `pollEverySeconds`. Claiming in the same statement keeps two processes from asking twice.
   */
  async claimDuePolls(
    provider: string,
    firstPollSeconds: number,
    pollEverySeconds: number,
  ): Promise<Array<{ id: string; providerJobId: string }>> {
    const [due]: [Array<{ id: string; provider_job_id: string }>, number] = await this.dataSource.query(
      `UPDATE virtual_try_on SET last_polled_at = now() WHERE id IN (
         SELECT id FROM virtual_try_on WHERE status IN ('in_queue', 'processing') AND provider = $1 AND provider_job_id IS NOT NULL
           AND submitted_at <= now() - make_interval(secs => $2) AND (last_polled_at IS NULL OR last_polled_at <= now() - make_interval(secs => $3))
           ORDER BY submitted_at LIMIT 50 FOR UPDATE SKIP LOCKED)
       RETURNING id, provider_job_id`,
      [provider, firstPollSeconds, pollEverySeconds],
    );
    return due.map((row) => ({ id: row.id, providerJobId: row.provider_job_id }));
  }

  /** The median time from a worker taking a try-on to its result, over the `recent` last completed of a provider. */
  async medianMilliseconds(provider: string, recent: number): Promise<number | null> {
    const [row]: Array<{ milliseconds: number | null }> = await this.dataSource.query(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - started_at) * 1000) AS milliseconds
         FROM (SELECT started_at, completed_at FROM virtual_try_on
                WHERE status = 'completed' AND provider = $1 AND started_at IS NOT NULL
                ORDER BY created_at DESC LIMIT $2) recent`,
      [provider, recent],
    );
    return row?.milliseconds === null || row?.milliseconds === undefined ? null : Number(row.milliseconds);
  }

  async insertPersonPhoto(
    photo: Pick<PersonPhoto, 'id' | 'userId' | 'imageKey' | 'thumbnailKey'>,
  ): Promise<PersonPhoto> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `INSERT INTO person_photo (id, user_id, image_key, thumbnail_key) VALUES ($1, $2, $3, $4)
       RETURNING ${entityColumns(this.photoMetadata, 'person_photo')}`,
      [photo.id, photo.userId, photo.imageKey, photo.thumbnailKey],
    );
    return this.toPhoto(row);
  }

  /** A user's person photos, newest first. */
  async personPhotosOf(userId: string, limit: number): Promise<PersonPhoto[]> {
    const rows = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.photoMetadata, 'p')} FROM person_photo p
       WHERE p.user_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => this.toPhoto(row));
  }

  async personPhotoById(id: string): Promise<PersonPhoto | null> {
    return this.onePhoto(`p.id = $1`, [id]);
  }

  /** The user's person photo stored at `imageKey`. */
  async personPhotoAt(userId: string, imageKey: string): Promise<PersonPhoto | null> {
    return this.onePhoto(`p.user_id = $1 AND p.image_key = $2`, [userId, imageKey]);
  }

  async deletePersonPhoto(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM person_photo WHERE id = $1`, [id]);
  }

  private get tryOnMetadata() {
    return this.dataSource.getMetadata(VirtualTryOn);
  }

  private get photoMetadata() {
    return this.dataSource.getMetadata(PersonPhoto);
  }

  private get userMetadata() {
    return this.dataSource.getMetadata(User);
  }

  private async tryOns(statement: string, values: unknown[]): Promise<VirtualTryOn[]> {
    const rows = await this.dataSource.query<Array<Record<string, unknown>>>(statement, values);
    return rows.map((row) => this.toTryOn(row));
  }

  /** Runs a conditional `UPDATE … RETURNING`; answers whether it changed a row. */
  private async changed(statement: string, values: unknown[]): Promise<boolean> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows]: [unknown[], number] = await this.dataSource.query(statement, values);
    return rows.length > 0;
  }

  private async onePhoto(condition: string, values: unknown[]): Promise<PersonPhoto | null> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(
      `SELECT ${entityColumns(this.photoMetadata, 'p')} FROM person_photo p WHERE ${condition} LIMIT 1`,
      values,
    );
    return row ? this.toPhoto(row) : null;
  }

  private toTryOn(row: Record<string, unknown>, prefix = ''): VirtualTryOn {
    return hydrateEntity<VirtualTryOn>(this.dataSource, this.tryOnMetadata, row, prefix);
  }

  private toPhoto(row: Record<string, unknown>): PersonPhoto {
    return hydrateEntity<PersonPhoto>(this.dataSource, this.photoMetadata, row);
  }
}
