import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Post } from './post.entity';

/** userId likes postId. The primary key (post_id, user_id) answers "did the viewer like it" for every feed row. */
@Entity('post_like')
@Index('post_like_user', ['userId'])
// Liked by lists, newest like first (a DESC column TypeORM cannot describe).
@Index('post_like_post_newest', { synchronize: false })
export class PostLike {
  @PrimaryColumn({ type: 'uuid' })
  postId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: Post;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
