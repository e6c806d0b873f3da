import type { CreditTransactionsDto } from './dto/credits.dto';
import type { CreditTransaction } from './entities/credit-transaction.entity';

export function toTransactionList(page: {
  transactions: CreditTransaction[];
  page: number;
  limit: number;
  total: number;
}): CreditTransactionsDto {
  return {
    ...page,
    transactions: page.transactions.map(({ id, type, description, amount, balanceAfter, createdAt }) => ({
      id,
      type,
      description,
      amount,
      balanceAfter,
      createdAt: createdAt.toISOString(),
    })),
  };
}
