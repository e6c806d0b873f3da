import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Product } from './product.entity';

/** A comment on a product; a reply has the top-level comment as parent (replies never nest deeper). */
@Entity('product_comment')
@Index('product_comment_user', ['userId'])
// Top-level comments newest first and replies oldest first (partial): shapes TypeORM cannot describe.
@Index('product_comment_top_level', { synchronize: false })
@Index('product_comment_parent_oldest', { synchronize: false })
export class ProductComment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 1000 })
  text: string;

  @Column({ type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => ProductComment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parent_id' })
  parent?: ProductComment;

  @Column({ type: 'integer', default: 0 })
  likesCount: number;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
