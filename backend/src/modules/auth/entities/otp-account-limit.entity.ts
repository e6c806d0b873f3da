import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * Per-account brakes on codes that outlive any one code: when the last code was sent (the resend
 * cooldown) and the wrong tries in the current hour (the lockout), so deleting a code resets neither.
 */
@Entity('otp_account_limit')
export class OtpAccountLimit {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'timestamptz', nullable: true })
  lastSentAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  windowStartedAt: Date;
}
