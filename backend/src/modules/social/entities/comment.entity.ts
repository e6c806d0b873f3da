import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Post } from './post.entity';

/** A comment on a post; a reply has the top-level comment as parent (replies never nest deeper). */
@Entity('comment')
@Index('comment_user', ['userId'])
// Top-level comments of a post newest first (post_id, parent_id, created_at DESC, id DESC), and the replies of a
// comment oldest first (partial): shapes TypeORM cannot describe.
@Index('comment_post_top_level', { synchronize: false })
@Index('comment_parent_oldest', { synchronize: false })
export class Comment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  postId: string;

  @ManyToOne(() => Post, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: Post;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 1000 })
  text: string;

  @Column({ type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  parent?: Comment;

  @Column({ type: 'integer', default: 0 })
  likesCount: number;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
