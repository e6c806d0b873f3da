import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ProductComment } from './product-comment.entity';

/** userId likes the product comment commentId. */
@Entity('product_comment_like')
@Index('product_comment_like_user', ['userId'])
export class ProductCommentLike {
  @PrimaryColumn({ type: 'uuid' })
  commentId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => ProductComment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment?: ProductComment;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
