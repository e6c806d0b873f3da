import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** One unit of work: the manager to write with, and what to do once (and only if) it committed. */
export interface Transaction {
  manager: EntityManager;
  /** Runs after the commit, never after a rollback: announcements (live events, domain events) must not tell of undone writes. */
  afterCommit(callback: () => unknown): void;
}

/** The one way to run work in a transaction. Pass `within` to join a transaction that is already open. */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger('Transactions');

  constructor(private readonly dataSource: DataSource) {}

  async run<T>(work: (transaction: Transaction) => Promise<T>, within?: Transaction): Promise<T> {
    if (within) return work(within);
    const callbacks: Array<() => unknown> = [];
    const result = await this.dataSource.transaction((manager) =>
      work({ manager, afterCommit: (callback) => callbacks.push(callback) }),
    );
    for (const callback of callbacks) {
      try {
        await callback();
      } catch (error) {
        // The data is committed; a lost announcement is repaired by the clients' polling.
        this.logger.warn(`after-commit callback failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return result;
  }
}
