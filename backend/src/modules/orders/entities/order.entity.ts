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
import { Product } from '../../products/entities/product.entity';
import { User } from '../../users/entities/user.entity';
import { UserAddress } from './user-address.entity';

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The address an order ships to, copied from the buyer's saved address when the order is placed. */
export interface ShippingAddress {
  fullName: string;
  mobile: string;
  email: string | null;
  address1: string;
  address2: string | null;
  district: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * One garment ordered by a buyer from a TrendStar (the spec's `user_product`). Prices are copied from the product
 * when the order is placed, and so is the shipping address: editing or deleting the saved address it was chosen
 * from leaves the order as placed. Every non-cancelled order holds one unit of the product's stock. The order
 * outlives the accounts and product it names: a deleted buyer leaves it anonymised for the seller (buyer and
 * shipping address null, by the trigger user_product_forget_deleted_buyer); what was bought (title, pictures,
 * seller's name) is copied too, so an edited or deleted product or seller leaves the order as it was bought.
 */
@Entity('user_product')
@Index('user_product_buyer_newest', ['userId', 'createdAt', 'id'])
@Index('user_product_seller_newest', ['trendStarUserId', 'createdAt', 'id'])
@Index('user_product_product', ['productId'])
@Index('user_product_address', ['addressId'])
@Check('user_product_ships_somewhere', `"user_id" IS NULL OR "shipping_address" IS NOT NULL`)
@Check('user_product_status_known', `"order_status" IN (${ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`)
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The buyer. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  buyer?: User | null;

  /** The seller (the product's owner when the order was placed). */
  @Column({ type: 'uuid', nullable: true })
  trendStarUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'trend_star_user_id' })
  seller?: User | null;

  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id' })
  product?: Product | null;

  /** Rupees with 2 decimals, as text from PostgreSQL (like the product's). */
  @Column({ type: 'numeric', precision: 10, scale: 2 })
  actualPrice: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  discountPrice: string | null;

  @Column({ type: 'text' })
  size: string;

  @Column({ type: 'text' })
  color: string;

  /** The saved address the buyer chose; null once that address (or the buyer) is deleted. */
  @Column({ type: 'uuid', nullable: true })
  addressId: string | null;

  @ManyToOne(() => UserAddress, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'address_id' })
  savedAddress?: UserAddress | null;

  /** Where the order ships, as it was when placed; null only once the buyer's account is deleted. */
  @Column({ type: 'jsonb', nullable: true })
  shippingAddress: ShippingAddress | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  orderStatus: OrderStatus;

  /** The product's title when the order was placed (null only for orders older than the copy that lost it). */
  @Column({ type: 'text', nullable: true })
  productTitle: string | null;

  /** The order's own copy of the product's try-on picture (see OrderPicturesService); null when there was none. */
  @Column({ type: 'text', nullable: true })
  productImage: string | null;

  /** The order's own copy of its 256 px variant. */
  @Column({ type: 'text', nullable: true })
  productThumbnail: string | null;

  /** The seller's display name (or username) and username when the order was placed. */
  @Column({ type: 'text', nullable: true })
  sellerName: string | null;

  @Column({ type: 'text', nullable: true })
  sellerUsername: string | null;

  /** The try-on the buyer ordered from (`{timestamp}_{id}` or an id), as the order screen's route named it. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  tryOnId: string | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
