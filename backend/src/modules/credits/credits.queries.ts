import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { entityColumns, hydrateEntity } from '../../common/database/entity-rows';
import { CreditOrder } from './entities/credit-order.entity';
import { CreditTransaction, CreditTransactionType } from './entities/credit-transaction.entity';

/** A ledger row as written: the balance after it comes from the UPDATE that changed the balance. */
export interface LedgerEntryValues {
  userId: string;
  type: CreditTransactionType;
  amount: number;
  description: string;
  balanceAfter: number;
  metadata: Record<string, unknown>;
}

/** A credit order as made, before the buyer pays (status `created`). */
export interface CreditOrderValues {
  userId: string;
  packageId: string;
  packageName: string;
  credits: number;
  amount: number;
  currency: string;
  mode: string;
  gatewayOrderId: string;
}

/**
 * Every SQL statement of credits, in one style: raw SQL, rows hydrated into entities. A balance change is one
 * conditional UPDATE (never below 0) and a payment is settled by one conditional UPDATE (`created` → `paid` once),
 * so parallel charges cannot overdraw and a payment is never granted twice.
 */
@Injectable()
export class CreditQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's balance, or null when there is no such user. */
  async balance(userId: string): Promise<number | null> {
    const rows: Array<{ credits: number }> = await this.dataSource.query('SELECT credits FROM users WHERE id = $1', [
      userId,
    ]);
    return rows.length === 0 ? null : rows[0].credits;
  }

  /** Adds the signed amount; answers the new balance, or null when it would go below 0 (nothing changed). */
  async addToBalance(manager: EntityManager, userId: string, amount: number): Promise<number | null> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected count].
    const [rows]: [Array<{ credits: number }>, number] = await manager.query(
      'UPDATE users SET credits = credits + $2 WHERE id = $1 AND credits + $2 >= 0 RETURNING credits',
      [userId, amount],
    );
    return rows.length === 0 ? null : rows[0].credits;
  }

  async insertLedgerEntry(manager: EntityManager, entry: LedgerEntryValues): Promise<void> {
    await manager.query(
      `INSERT INTO credit_transaction (user_id, type, amount, description, balance_after, metadata)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.userId, entry.type, entry.amount, entry.description, entry.balanceAfter, JSON.stringify(entry.metadata)],
    );
  }

  /** A page of the user's ledger, newest first, and how many entries there are in all. */
  async ledgerPage(userId: string, skip: number, take: number): Promise<[CreditTransaction[], number]> {
    const metadata = this.dataSource.getMetadata(CreditTransaction);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT ${entityColumns(metadata, 't')} FROM credit_transaction t WHERE t.user_id = $1
       ORDER BY t.created_at DESC, t.id DESC LIMIT $2 OFFSET $3`,
      [userId, take, skip],
    );
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS total FROM credit_transaction WHERE user_id = $1',
      [userId],
    );
    return [rows.map((row) => hydrateEntity<CreditTransaction>(this.dataSource, metadata, row)), total];
  }

  /** Creates the settings row with `value` unless it exists. */
  async ensureSetting(manager: EntityManager, key: string, value: unknown, description: string): Promise<void> {
    await manager.query(
      `INSERT INTO system_config (key, value, description) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [key, JSON.stringify(value), description],
    );
  }

  /** A setting's value (undefined when there is no row); `forUpdate` locks the row until the transaction ends. */
  async setting(manager: EntityManager, key: string, forUpdate: boolean): Promise<unknown> {
    const rows: Array<{ value: unknown }> = await manager.query(
      `SELECT value FROM system_config WHERE key = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [key],
    );
    return rows[0]?.value;
  }

  async updateSetting(manager: EntityManager, key: string, value: unknown): Promise<void> {
    await manager.query(`UPDATE system_config SET value = $2, updated_at = CURRENT_TIMESTAMP WHERE key = $1`, [
      key,
      JSON.stringify(value),
    ]);
  }

  async insertOrder(order: CreditOrderValues): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO credit_order (user_id, package_id, package_name, credits, amount, currency, mode, gateway_order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        order.userId,
        order.packageId,
        order.packageName,
        order.credits,
        order.amount,
        order.currency,
        order.mode,
        order.gatewayOrderId,
      ],
    );
  }

  /** The order with this gateway id, made by `userId` (and in `mode`) when given. */
  async order(
    where: { gatewayOrderId: string; userId?: string; mode?: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CreditOrder | null> {
    const metadata = this.dataSource.getMetadata(CreditOrder);
    const rows: Array<Record<string, unknown>> = await manager.query(
      `SELECT ${entityColumns(metadata, 'o')} FROM credit_order o WHERE o.gateway_order_id = $1
       AND ($2::uuid IS NULL OR o.user_id = $2) AND ($3::varchar IS NULL OR o.mode = $3) LIMIT 1`,
      [where.gatewayOrderId, where.userId ?? null, where.mode ?? null],
    );
    return rows[0] ? hydrateEntity<CreditOrder>(this.dataSource, metadata, rows[0]) : null;
  }

  /** Records a webhook delivery; answers false when this event id was recorded before. */
  async recordWebhookEvent(
    manager: EntityManager,
    eventId: string,
    event: string | undefined,
    gatewayOrderId: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO payment_webhook_event (event_id, event, gateway_order_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [eventId, event, gatewayOrderId],
    );
    return rows.length > 0;
  }

  /** `created` → `paid`, once: answers whether this call made the order paid. */
  async markPaid(manager: EntityManager, gatewayOrderId: string, paymentId: string, via: string): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected count].
    const [rows]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE credit_order SET status = 'paid', payment_id = $2, paid_via = $3, paid_at = now(), updated_at = now()
       WHERE gateway_order_id = $1 AND status <> 'paid' RETURNING id`,
      [gatewayOrderId, paymentId, via],
    );
    return rows.length > 0;
  }
}
