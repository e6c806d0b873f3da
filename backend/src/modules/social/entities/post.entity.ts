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
import { VirtualTryOn } from '../../try-on/entities/virtual-try-on.entity';
import { User } from '../../users/entities/user.entity';

export type PostVisibility = 'friends' | 'public';

/** A try-on shared with followers (friends) or everyone (public, TrendStars only). */
@Entity('post')
@Index('post_user_newest', ['userId', 'createdAt'])
@Index('post_newest', ['createdAt', 'id'])
@Index('post_try_on', ['tryOnId'])
// The feed's public posts newest first (a partial, DESC index TypeORM cannot describe).
@Index('post_public_newest', { synchronize: false })
// Each followed author's friends-only posts newest first: the feed's friends branch reads a few per author.
@Index('post_friends_author_newest', { synchronize: false })
@Check('post_visibility_known', `"visibility" IN ('friends', 'public')`)
export class Post {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Deleting the try-on deletes its posts. */
  @Column({ type: 'uuid' })
  tryOnId: string;

  @ManyToOne(() => VirtualTryOn, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'try_on_id' })
  tryOn?: VirtualTryOn;

  @Column({ type: 'varchar', length: 2200 })
  caption: string;

  @Column({ type: 'text' })
  tryOnImage: string;

  @Column({ type: 'text' })
  garmentImage: string;

  /** 256 px variant of the try-on picture for grids and the feed; null where none was made. */
  @Column({ type: 'text', nullable: true })
  tryOnThumbnail: string | null;

  /** 1080 px variant of the try-on picture for cards and the post page; null where none was made. */
  @Column({ type: 'text', nullable: true })
  tryOnLarge: string | null;

  @Column({ type: 'varchar', length: 10, default: 'friends' })
  visibility: PostVisibility;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'integer', default: 0 })
  likes: number;

  @Column({ type: 'integer', default: 0 })
  commentsCount: number;

  /** `tryOnTimestamp`: the try-on's session timestamp, for the post's `originalTryOnId`. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  metadata: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
