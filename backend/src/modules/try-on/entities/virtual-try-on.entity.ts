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

export type TryOnStatus = 'starting' | 'in_queue' | 'processing' | 'completed' | 'failed';
export type TryOnStage = 'analysing' | 'fitting' | 'finishing';
/** charged at start; refunded when it fails; a completed try-on keeps its charge. */
export type TryOnCreditState = 'charged' | 'refunded';
export type TryOnCategory = 'top' | 'bottom' | 'dress';

/** One generation: its inputs (copied, so deleting a person photo keeps the before/after), state and result. */
@Entity('virtual_try_on')
@Index('virtual_try_on_user_newest', ['userId', 'createdAt'])
@Index('virtual_try_on_unfinished', ['status', 'createdAt'])
@Check('virtual_try_on_status_known', `"status" IN ('starting', 'in_queue', 'processing', 'completed', 'failed')`)
export class VirtualTryOn {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The client's session key (milliseconds as text); with the id it names the files. */
  @Column({ type: 'varchar', length: 20 })
  timestamp: string;

  @Column({ type: 'varchar', length: 12 })
  status: TryOnStatus;

  @Column({ type: 'varchar', length: 12, nullable: true })
  stage: TryOnStage | null;

  /** Asked for by the user; null means detected by the engine. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  category: TryOnCategory | null;

  @Column({ type: 'varchar', length: 10 })
  provider: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  providerJobId: string | null;

  @Column({ type: 'text' })
  personImageKey: string;

  @Column({ type: 'text' })
  garmentImageKey: string;

  /** The spec's tryOnUrl: `/uploads/{username}/try-on/{timestamp}_{id}.png` once completed. */
  @Column({ type: 'text', nullable: true })
  tryOnUrl: string | null;

  @Column({ type: 'text', nullable: true })
  resultKey: string | null;

  @Column({ type: 'text', nullable: true })
  thumbnailKey: string | null;

  @Column({ type: 'text', nullable: true })
  largeKey: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  errorCode: string | null;

  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;

  @Column({ type: 'varchar', length: 10 })
  creditState: TryOnCreditState;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastPolledAt: Date | null;

  /** When a worker took it (status processing): what the estimates of later try-ons are measured from. */
  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
