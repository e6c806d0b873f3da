import { Injectable } from '@nestjs/common';
import { Transaction, TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { pageWindow, PageQueryDto } from '../../common/pagination/pagination';
import { RealtimeService } from '../../common/realtime/realtime.service';
import { CreditQueries } from './credits.queries';
import { CreditTransaction, CreditTransactionType } from './entities/credit-transaction.entity';

export interface CreditChange {
  userId: string;
  /** Signed: negative takes credits. */
  amount: number;
  type: CreditTransactionType;
  description: string;
  metadata?: Record<string, unknown>;
}

/** The balance and its ledger. Every change is one conditional UPDATE plus one ledger row in one transaction. */
@Injectable()
export class CreditsService {
  constructor(
    private readonly queries: CreditQueries,
    private readonly transactions: TransactionRunner,
    private readonly realtime: RealtimeService,
  ) {}

  async balanceOf(userId: string): Promise<number> {
    const balance = await this.queries.balance(userId);
    if (balance === null) throw new AppException('user_not_found');
    return balance;
  }

  /**
   * Applies the change and returns the new balance, or null when it would take the balance below 0
   * (nothing written). The balance check and the change are one statement, so parallel charges cannot overdraw.
   * The new balance is pushed live once the transaction commits.
   */
  async apply(change: CreditChange, within?: Transaction): Promise<number | null> {
    return this.transactions.run(async (transaction) => {
      const balance = await this.queries.addToBalance(transaction.manager, change.userId, change.amount);
      if (balance === null) return null;
      await this.queries.insertLedgerEntry(transaction.manager, {
        userId: change.userId,
        type: change.type,
        amount: change.amount,
        description: change.description,
        balanceAfter: balance,
        metadata: change.metadata ?? {},
      });
      transaction.afterCommit(() => this.realtime.publish(change.userId, 'credits.balance', { credits: balance }));
      return balance;
    }, within);
  }

  /** An admin gives (or with a negative amount takes back) credits: a `system` entry. */
  async grant(userId: string, amount: number, description: string, adminId: string): Promise<number> {
    await this.balanceOf(userId);
    const balance = await this.apply({ userId, amount, type: 'system', description, metadata: { grantedBy: adminId } });
    if (balance === null)
      throw new AppException('validation_error', 'The balance cannot go below 0', {
        errors: { amount: 'The balance cannot go below 0' },
      });
    return balance;
  }

  async history(
    userId: string,
    query: PageQueryDto,
  ): Promise<{ transactions: CreditTransaction[]; page: number; limit: number; total: number }> {
    const { skip, take } = pageWindow(query);
    const [transactions, total] = await this.queries.ledgerPage(userId, skip, take);
    return { transactions, page: query.page, limit: query.limit, total };
  }
}
