import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { VirtualTryOn } from '../../try-on/entities/virtual-try-on.entity';
import { User } from '../../users/entities/user.entity';
import { Product } from './product.entity';

export type ProductTryOnVisibility = 'private' | 'public';

/**
 * A user's try-on of a product's garment. Public ones appear in the product's Community Try-Ons; a private one
 * is seen by its maker only but still counts as "already tried". Deleting the try-on deletes this row.
 */
@Entity('product_try_on')
@Index('product_try_on_product_newest', ['productId', 'createdAt'])
@Index('product_try_on_user', ['userId'])
@Index('product_try_on_of_try_on', ['tryOnId'], { unique: true })
@Check('product_try_on_visibility_known', `"visibility" IN ('private', 'public')`)
export class ProductTryOn {
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

  @Column({ type: 'uuid' })
  tryOnId: string;

  @ManyToOne(() => VirtualTryOn, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'try_on_id' })
  tryOn?: VirtualTryOn;

  /** The try-on picture's URL (the spec's tryOnPath). */
  @Column({ type: 'text' })
  tryOnPath: string;

  @Column({ type: 'text', nullable: true })
  thumbnailPath: string | null;

  @Column({ type: 'varchar', length: 10, default: 'public' })
  visibility: ProductTryOnVisibility;

  @Column({ type: 'integer', default: 0 })
  likes: number;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
