import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';

export type CreditOrderStatus = 'created' | 'paid' | 'failed';
export type PaymentMode = 'razorpay' | 'test';

/**
 * A credit purchase: the package and price are copied in when the order is made, so later package edits
 * never change what a paid order grants. `created` → `paid` happens once, in one conditional UPDATE.
 */
@Entity('credit_order')
@Index('credit_order_user_newest', ['userId', 'createdAt'])
@Index('credit_order_gateway_order_unique', ['gatewayOrderId'], { unique: true })
@Index('credit_order_payment_unique', ['paymentId'], { unique: true })
@Check('credit_order_status_known', `"status" IN ('created', 'paid', 'failed')`)
@Check('credit_order_mode_known', `"mode" IN ('razorpay', 'test')`)
@Check('credit_order_amount_positive', '"amount" > 0 AND "credits" > 0')
export class CreditOrder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 64 })
  packageId: string;

  @Column({ type: 'varchar', length: 100 })
  packageName: string;

  /** Credits the payment grants. */
  @Column({ type: 'integer' })
  credits: number;

  /** In paise. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: 'INR' })
  currency: string;

  @Column({ type: 'varchar', length: 10 })
  mode: PaymentMode;

  @Column({ type: 'varchar', length: 64 })
  gatewayOrderId: string;

  @Column({ type: 'varchar', length: 10, default: 'created' })
  status: CreditOrderStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentId: string | null;

  /** Which arrival granted the credits: `verify` (the browser) or `webhook` (Razorpay). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  paidVia: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
