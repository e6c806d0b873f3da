import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { NotificationData, NotificationType } from '../notification-kinds';

/** One line on someone's notifications screen; likes of one target share one unread row (a group). */
@Entity('notification')
// Newest first per user (keyset pages); DESC and partial indexes TypeORM cannot describe.
@Index('notification_user_newest', { synchronize: false })
// Every unread row, at most one open (unread) row per group: the aggregation upsert conflicts on it, and the
// unread count reads it (user_id leads).
@Index('notification_open_group', { synchronize: false })
// Deleting an account sets its actor_id to null in others' notifications.
@Index('notification_actor', { synchronize: false })
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The recipient. */
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Who acted (the newest actor of a group); null for system messages or once the actor's account is gone. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: User;

  @Column({ type: 'varchar', length: 30 })
  type: NotificationType;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data: NotificationData;

  @Column({ type: 'boolean', default: false })
  read: boolean;

  /** type:targetId for kinds that aggregate (likes); null otherwise. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  groupId: string | null;

  @Column({ type: 'integer', default: 1 })
  groupCount: number;

  @Column({ type: 'boolean', default: false })
  aggregated: boolean;

  /** Moves to the newest activity of a group, so a group with a new like comes first again. */
  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
