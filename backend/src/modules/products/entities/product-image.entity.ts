import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from './product.entity';

/** A gallery picture of a product, stored under `products/{productId}/`; listed in upload order. */
@Entity('product_image')
@Index('product_image_product_order', ['productId', 'createdAt'])
export class ProductImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Product;

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
