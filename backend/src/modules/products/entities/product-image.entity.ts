import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { Product } from './product.entity';

/**
 * A gallery picture of a product, stored under `products/`; listed in upload order. The create screen uploads
 * pictures before the product exists: they wait with `stagedForTryOnId` (the try-on the product will be made
 * from) and no product, and creating that product adopts them.
 */
@Entity('product_image')
@Index('product_image_product_order', ['productId', 'createdAt'])
@Index('product_image_staged', ['userId', 'stagedForTryOnId'])
export class ProductImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

  /** Who uploaded it (the product's owner). */
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'uuid', nullable: true })
  stagedForTryOnId: string | null;

  /** The public URL the spec calls the image path. */
  @Column({ type: 'text' })
  path: string;

  @Column({ type: 'text' })
  storageKey: string;

  @Column({ type: 'text', nullable: true })
  thumbnailPath: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
