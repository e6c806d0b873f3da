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
import { User } from './user.entity';

export type TrendstarApplicationStatus = 'pending' | 'approved' | 'rejected';

/** A request to become a TrendStar. At most one pending per user (a partial unique index), so parallel applies cannot both land. */
@Entity('trendstar_application')
@Index('trendstar_application_one_pending', ['userId'], { unique: true, where: `"status" = 'pending'` })
@Index('trendstar_application_user_newest', ['userId', 'createdAt'])
@Index('trendstar_application_status_newest', ['status', 'createdAt'])
@Check('trendstar_application_status_known', `"status" IN ('pending', 'approved', 'rejected')`)
export class TrendstarApplication {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 30 })
  instagramHandle: string;

  @Column({ type: 'text', array: true, default: '{}' })
  socialMediaLinks: string[];

  @Column({ type: 'text' })
  reasonToApply: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: TrendstarApplicationStatus;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  reviewNote: string | null;

  @Column({ type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
