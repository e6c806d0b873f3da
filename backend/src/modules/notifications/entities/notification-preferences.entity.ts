import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** What a user wants to be told about; a user without a row has every flag on. */
@Entity('notification_preferences')
export class NotificationPreferences {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'boolean', default: true })
  likes: boolean;

  @Column({ type: 'boolean', default: true })
  comments: boolean;

  @Column({ type: 'boolean', default: true })
  follows: boolean;

  @Column({ type: 'boolean', default: true })
  mentions: boolean;

  @Column({ type: 'boolean', default: true })
  directMessages: boolean;

  @Column({ type: 'boolean', default: true })
  systemNotifications: boolean;

  @Column({ type: 'boolean', default: true })
  emailNotifications: boolean;

  @Column({ type: 'boolean', default: true })
  soundEnabled: boolean;
}
