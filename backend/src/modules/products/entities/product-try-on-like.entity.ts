import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ProductTryOn } from './product-try-on.entity';

/** userId likes the product try-on tryOnId; the primary key answers isLiked. */
@Entity('product_try_on_like')
@Index('product_try_on_like_user', ['userId'])
export class ProductTryOnLike {
  @PrimaryColumn({ type: 'uuid' })
  tryOnId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => ProductTryOn, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'try_on_id' })
  tryOn?: ProductTryOn;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
