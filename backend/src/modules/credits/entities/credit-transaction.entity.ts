import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * earned: bought or won; spent: paid for something (amount negative); system: given or taken by an admin;
 * refund: a charge given back (a failed try-on). The spec lists the first three; refunds get their own type
 * so the history says why a credit came back.
 */
export type CreditTransactionType = 'earned' | 'spent' | 'system' | 'refund';

/** The ledger: a user's balance (`users.credits`) always equals the sum of their `amount`s. */
@Entity('credit_transaction')
@Index('credit_transaction_user_newest', ['userId', 'createdAt'])
@Check('credit_transaction_type_known', `"type" IN ('earned', 'spent', 'system', 'refund')`)
@Check('credit_transaction_balance_not_negative', '"balance_after" >= 0')
export class CreditTransaction {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  type: CreditTransactionType;

  /** Signed: negative for credits taken. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'integer' })
  balanceAfter: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  metadata: Record<string, unknown>;

  /**
   * The time of the insert itself (not of the transaction's start, which `now()` gives), in microseconds:
   * the insert follows the balance UPDATE's row lock, so for one user this orders entries as they were applied
   * and the newest entry's balanceAfter is the balance, however many changes run at once.
   */
  @CreateDateColumn({ type: 'timestamptz', precision: 6, default: () => 'clock_timestamp()' })
  createdAt: Date;
}
