import fc from 'fast-check';
import { CreditsService } from '../src/modules/credits/credits.service';
import type { CreditTransactionType } from '../src/modules/credits/entities/credit-transaction.entity';
import { signedInUser } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

interface Operation {
  user: number;
  type: CreditTransactionType;
  size: number;
}

const operation: fc.Arbitrary<Operation> = fc.record({
  user: fc.integer({ min: 0, max: 2 }),
  type: fc.constantFrom<CreditTransactionType>('earned', 'spent', 'refund', 'system'),
  size: fc.integer({ min: 1, max: 25 }),
});

/** Spends take credits; a system entry takes or gives; grants and refunds give. */
function signedAmount({ type, size }: Operation, index: number): number {
  if (type === 'spent') return -size;
  if (type === 'system') return index % 2 === 0 ? size : -size;
  return size;
}

async function ledgerOf(userId: string) {
  const [totals] = await testApp.dataSource.query(
    `SELECT u.credits,
            COALESCE((SELECT SUM(amount) FROM credit_transaction WHERE user_id = u.id), 0)::int AS sum,
            (SELECT balance_after FROM credit_transaction WHERE user_id = u.id ORDER BY created_at DESC, id DESC LIMIT 1) AS newest
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const entries: Array<{ amount: number; balanceAfter: number }> = await testApp.dataSource.query(
    'SELECT amount, balance_after AS "balanceAfter" FROM credit_transaction WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return {
    credits: totals.credits as number,
    sum: totals.sum as number,
    newest: totals.newest as number | null,
    entries,
  };
}

describe('the credit ledger under parallel changes (property)', () => {
  it('balance = sum of entries = newest balanceAfter, never below 0, for 200 random parallel grants, spends and refunds', async () => {
    const credits = testApp.app.get(CreditsService);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 200, maxLength: 200 }), async (operations) => {
        runs += 1;
        const users = await Promise.all([0, 1, 2].map(() => signedInUser(testApp)));
        const results = await Promise.all(
          operations.map((step, index) =>
            credits.apply({
              userId: users[step.user].userId,
              amount: signedAmount(step, index),
              type: step.type,
              description: `property step ${index}`,
            }),
          ),
        );
        for (const [position, user] of users.entries()) {
          const ledger = await ledgerOf(user.userId);
          expect(ledger.credits).toBeGreaterThanOrEqual(0);
          expect(ledger.sum).toBe(ledger.credits);
          expect(ledger.newest ?? 0).toBe(ledger.credits);
          // Every entry continues from the one before it, in the order the list shows them.
          let balance = 0;
          for (const entry of ledger.entries) {
            balance += entry.amount;
            expect(entry.balanceAfter).toBe(balance);
          }
          const applied = results.filter((result, index) => result !== null && operations[index].user === position);
          expect(ledger.entries).toHaveLength(applied.length);
        }
        // Refused changes (a spend beyond the balance) wrote nothing: only the applied ones are in the ledger.
        const refused = results.filter((result) => result === null).length;
        const [{ count }] = await testApp.dataSource.query(
          'SELECT COUNT(*)::int AS count FROM credit_transaction WHERE user_id = ANY($1)',
          [users.map((user) => user.userId)],
        );
        expect(count + refused).toBe(operations.length);
      }),
      { numRuns: 5 },
    );
    expect(runs).toBe(5);
  }, 120_000);
});
