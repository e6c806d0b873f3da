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

/**
 * A garment a TrendStar sells, made from one of their try-ons (each try-on at most once). Its try-on and garment
 * pictures are copied under the product's own keys at creation, so deleting the try-on afterwards leaves the
 * product (and the orders placed on it) whole: the link is then set to null.
 */
@Entity('product')
@Index('product_user_newest', ['userId', 'createdAt'])
// The feed's active products newest first (a partial, DESC index TypeORM cannot describe).
@Index('product_active_newest', { synchronize: false })
@Check('product_actual_price_positive', '"actual_price" > 0')
@Check('product_discount_price_not_negative', '"discount_price" IS NULL OR "discount_price" >= 0')
@Check('product_stock_not_negative', '"stock" >= 0')
@Check('product_has_size_and_color', 'cardinality("sizes") > 0 AND cardinality("colors") > 0')
export class Product {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sizes: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  colors: string[];

  /** Rupees with 2 decimals; PostgreSQL returns numeric as text ("1299.00"), computed in paise in code. */
  @Column({ type: 'numeric', precision: 10, scale: 2 })
  actualPrice: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  discountPrice: string | null;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** The try-on it was made from: one product per try-on; null once that try-on is deleted. */
  @Index('product_try_on_unique', { unique: true })
  @Column({ type: 'uuid', nullable: true })
  tryOnId: string | null;

  @ManyToOne(() => VirtualTryOn, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'try_on_id' })
  tryOn?: VirtualTryOn;

  @Column({ type: 'text' })
  tryOnImage: string;

  @Column({ type: 'text' })
  garmentImage: string;

  /** 256 px variant of the try-on picture for grids and the feed. */
  @Column({ type: 'text', nullable: true })
  tryOnThumbnail: string | null;

  /** 1080 px variant of the try-on picture for cards and the detail page. */
  @Column({ type: 'text', nullable: true })
  tryOnLarge: string | null;

  @Column({ type: 'integer', default: 0 })
  likes: number;

  @Column({ type: 'integer', default: 0 })
  commentsCount: number;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
