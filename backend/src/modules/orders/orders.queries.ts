import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { entityColumns, hydrateEntity, selectedColumns } from '../../common/database/entity-rows';
import type { KeysetPosition } from '../../common/pagination/pagination';
import { Product } from '../products/entities/product.entity';
import { User } from '../users/entities/user.entity';
import { Order, OrderStatus, type ShippingAddress } from './entities/order.entity';
import { UserAddress } from './entities/user-address.entity';

/** The JSON copy of saved address `alias` an order keeps (ShippingAddress); the backfill migration uses the same. */
const SHIPPING_ADDRESS_OF = (alias: string) =>
  `jsonb_build_object('fullName', ${alias}.full_name, 'mobile', ${alias}.mobile, 'email', ${alias}.email,
    'address1', ${alias}.address1, 'address2', ${alias}.address2, 'district', ${alias}.district,
    'city', ${alias}.city, 'state', ${alias}.state, 'pincode', ${alias}.pincode)`;

/**
 * One statement takes a unit of stock and writes the order with the product's own prices, so two buyers of the
 * last unit cannot both succeed (the second UPDATE waits for the first and then finds no stock) and the client
 * never names a price. Every rule is re-checked here, against the row as it is at that instant.
 */
const PLACE_ORDER = `
  WITH taken AS (
    UPDATE product SET stock = stock - 1
    WHERE id = $1 AND is_active AND stock > 0 AND user_id <> $2 AND $3 = ANY(sizes) AND $4 = ANY(colors)
      AND EXISTS (SELECT 1 FROM user_address WHERE id = $5 AND user_id = $2)
    RETURNING id, user_id, title, actual_price, discount_price
  )
  INSERT INTO user_product (id, user_id, trend_star_user_id, product_id, actual_price, discount_price, size, color,
    address_id, shipping_address, order_status, try_on_id, product_title, product_image, product_thumbnail,
    seller_name, seller_username)
  SELECT $7, $2, taken.user_id, taken.id, actual_price, discount_price, $3, $4, a.id, ${SHIPPING_ADDRESS_OF('a')},
    'pending', $6, taken.title, $8, $9, coalesce(nullif(seller.display_name, ''), seller.username), seller.username
  FROM taken JOIN user_address a ON a.id = $5 AND a.user_id = $2 JOIN users seller ON seller.id = taken.user_id
  RETURNING id`;

/** What placing an order writes besides the product's own values (the statement above reads those). */
export interface PlaceOrderValues {
  orderId: string;
  productId: string;
  buyerId: string;
  size: string;
  color: string;
  addressId: string;
  tryOnId: string | null;
  productImage: string | null;
  productThumbnail: string | null;
}

/** An order as its status change reads it, locked. */
export interface LockedOrder {
  user_id: string | null;
  trend_star_user_id: string | null;
  product_id: string | null;
  order_status: OrderStatus;
  title: string | null;
}

/** The fields of a saved address a user writes: the same an order copies as its shipping address. */
export type AddressValues = ShippingAddress;

const ADDRESS_COLUMNS = [
  'full_name',
  'mobile',
  'email',
  'address1',
  'address2',
  'district',
  'city',
  'state',
  'pincode',
] as const;

const addressValuesOf = (values: AddressValues) => [
  values.fullName,
  values.mobile,
  values.email,
  values.address1,
  values.address2,
  values.district,
  values.city,
  values.state,
  values.pincode,
];

/**
 * Every SQL statement of orders, saved addresses and order pictures, in one style: raw SQL, rows hydrated into
 * entities. Placing an order is one statement (above); a status change locks the order row; every address write
 * holds its user's address lock (`lockAddressesOf`) for its transaction.
 */
@Injectable()
export class OrderQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Takes a unit of stock and writes the order; answers false when the product's row no longer allows it. */
  async place(manager: EntityManager, values: PlaceOrderValues): Promise<boolean> {
    const rows: Array<{ id: string }> = await manager.query(PLACE_ORDER, [
      values.productId,
      values.buyerId,
      values.size,
      values.color,
      values.addressId,
      values.tryOnId,
      values.orderId,
      values.productImage,
      values.productThumbnail,
    ]);
    return rows.length > 0;
  }

  /** An order with its product, buyer and seller (each null once gone). */
  async withDetails(id: string): Promise<Order | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `${this.selectWithDetails()} WHERE o.id = $1`,
      [id],
    );
    return rows[0] ? this.detailsOf(rows[0]) : null;
  }

  /** A buyer's purchases or a seller's sales with their details, newest first after the position, `limit` rows. */
  async pageWithDetails(
    side: 'buyer' | 'seller',
    userId: string,
    after: KeysetPosition | null,
    limit: number,
  ): Promise<Order[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `${this.selectWithDetails()} WHERE ${side === 'buyer' ? 'o.user_id' : 'o.trend_star_user_id'} = $1
       AND ($2::timestamptz IS NULL OR (o.created_at, o.id) < ($2::timestamptz, $3::uuid))
       ORDER BY o.created_at DESC, o.id DESC LIMIT $4`,
      [userId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return rows.map((row) => this.detailsOf(row));
  }

  /** The order's parties, product and status, locked for a status change; undefined when there is none. */
  async lockForStatusChange(manager: EntityManager, id: string): Promise<LockedOrder | undefined> {
    const [current]: LockedOrder[] = await manager.query(
      `SELECT o.user_id, o.trend_star_user_id, o.product_id, o.order_status, coalesce(o.product_title, p.title) AS title
         FROM user_product o LEFT JOIN product p ON p.id = o.product_id WHERE o.id = $1 FOR UPDATE OF o`,
      [id],
    );
    return current;
  }

  async giveBackStock(manager: EntityManager, productId: string): Promise<void> {
    await manager.query('UPDATE product SET stock = stock + 1 WHERE id = $1', [productId]);
  }

  /** Takes a unit of stock again; answers false when none is left. */
  async takeStock(manager: EntityManager, productId: string): Promise<boolean> {
    const [, taken]: [unknown, number] = await manager.query(
      'UPDATE product SET stock = stock - 1 WHERE id = $1 AND stock > 0',
      [productId],
    );
    return taken > 0;
  }

  async setStatus(manager: EntityManager, id: string, status: OrderStatus): Promise<void> {
    await manager.query('UPDATE user_product SET order_status = $2, updated_at = now() WHERE id = $1', [id, status]);
  }

  async product(id: string): Promise<Product | null> {
    const metadata = this.dataSource.getMetadata(Product);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT ${entityColumns(metadata, 'p')} FROM product p WHERE p.id = $1 LIMIT 1`,
      [id],
    );
    return rows[0] ? hydrateEntity<Product>(this.dataSource, metadata, rows[0]) : null;
  }

  /** Whether the user is the order's buyer or seller (who may read its pictures). */
  async isPartyOf(orderId: string | null, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM user_product WHERE id = $1 AND (user_id = $2 OR trend_star_user_id = $2)`,
      [orderId, userId],
    );
    return rows.length > 0;
  }

  /** Holds the user's address lock until the transaction ends. */
  async lockAddressesOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('user_address:' || $1, 0))`, [userId]);
  }

  /** The user's addresses, the default first, then newest first. */
  async addressesOf(userId: string, limit: number): Promise<UserAddress[]> {
    return this.addresses(
      this.dataSource.manager,
      `WHERE a.user_id = $1 ORDER BY a.is_default DESC, a.created_at DESC, a.id DESC LIMIT $2`,
      [userId, limit],
    );
  }

  /** An address by id, and when `userId` is given only that user's. */
  async address(
    id: string,
    userId?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserAddress | null> {
    const [address] = await this.addresses(
      manager,
      `WHERE a.id = $1 AND ($2::uuid IS NULL OR a.user_id = $2) LIMIT 1`,
      [id, userId ?? null],
    );
    return address ?? null;
  }

  /** The user's newest address. */
  async newestAddress(manager: EntityManager, userId: string): Promise<UserAddress | null> {
    const [address] = await this.addresses(
      manager,
      `WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
      [userId],
    );
    return address ?? null;
  }

  async addressCount(manager: EntityManager, userId: string): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await manager.query(
      'SELECT count(*)::int AS count FROM user_address WHERE user_id = $1',
      [userId],
    );
    return count;
  }

  async hasDefaultAddress(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT 1 FROM user_address WHERE user_id = $1 AND is_default LIMIT 1',
      [userId],
    );
    return rows.length > 0;
  }

  /** The user's default address is one no longer. */
  async clearDefaultAddress(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      'UPDATE user_address SET is_default = false, updated_at = CURRENT_TIMESTAMP WHERE user_id = $1 AND is_default',
      [userId],
    );
  }

  async makeDefaultAddress(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE user_address SET is_default = true, updated_at = CURRENT_TIMESTAMP WHERE id = $1', [
      id,
    ]);
  }

  async insertAddress(
    manager: EntityManager,
    userId: string,
    values: AddressValues,
    isDefault: boolean,
  ): Promise<UserAddress> {
    const [address] = await this.addressRows(
      manager,
      `INSERT INTO user_address AS a (user_id, ${ADDRESS_COLUMNS.join(', ')}, is_default)
       VALUES ($1, ${ADDRESS_COLUMNS.map((_, index) => `$${index + 2}`).join(', ')}, $11) RETURNING`,
      [userId, ...addressValuesOf(values), isDefault],
    );
    return address;
  }

  /** Writes the address's fields and default flag; `updated_at` moves only when something changed, as before. */
  async updateAddress(
    manager: EntityManager,
    id: string,
    values: AddressValues,
    isDefault: boolean,
  ): Promise<UserAddress> {
    const assigned = ADDRESS_COLUMNS.map((column, index) => `${column} = $${index + 2}::varchar`).join(', ');
    const given = `(${ADDRESS_COLUMNS.map((_, index) => `$${index + 2}::varchar`).join(', ')}, $11::boolean)`;
    const [updated]: [Array<Record<string, unknown>>, number] = await manager.query(
      `UPDATE user_address a SET ${assigned}, is_default = $11::boolean,
         updated_at = CASE WHEN (${ADDRESS_COLUMNS.map((column) => `a.${column}`).join(', ')}, a.is_default)
           IS DISTINCT FROM ${given} THEN CURRENT_TIMESTAMP ELSE a.updated_at END
       WHERE a.id = $1 RETURNING ${entityColumns(this.dataSource.getMetadata(UserAddress), 'a')}`,
      [id, ...addressValuesOf(values), isDefault],
    );
    return hydrateEntity<UserAddress>(this.dataSource, this.dataSource.getMetadata(UserAddress), updated[0]);
  }

  async deleteAddress(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM user_address WHERE id = $1', [id]);
  }

  private async addresses(manager: EntityManager, where: string, values: unknown[]): Promise<UserAddress[]> {
    const metadata = this.dataSource.getMetadata(UserAddress);
    const rows: Array<Record<string, unknown>> = await manager.query(
      `SELECT ${entityColumns(metadata, 'a')} FROM user_address a ${where}`,
      values,
    );
    return rows.map((row) => hydrateEntity<UserAddress>(this.dataSource, metadata, row));
  }

  /** Runs a statement ending in `RETURNING` with every address column of `a` after it. */
  private async addressRows(manager: EntityManager, statement: string, values: unknown[]): Promise<UserAddress[]> {
    const metadata = this.dataSource.getMetadata(UserAddress);
    const rows: Array<Record<string, unknown>> = await manager.query(
      `${statement} ${entityColumns(metadata, 'a')}`,
      values,
    );
    return rows.map((row) => hydrateEntity<UserAddress>(this.dataSource, metadata, row));
  }

  private selectWithDetails(): string {
    const users = this.dataSource.getMetadata(User);
    return `SELECT ${entityColumns(this.dataSource.getMetadata(Order), 'o', 'o_')},
        ${entityColumns(this.dataSource.getMetadata(Product), 'product', 'p_')},
        ${selectedColumns(users, 'buyer', 'b_')}, ${selectedColumns(users, 'seller', 's_')}
      FROM user_product o LEFT JOIN product product ON product.id = o.product_id
      LEFT JOIN users buyer ON buyer.id = o.user_id LEFT JOIN users seller ON seller.id = o.trend_star_user_id`;
  }

  private detailsOf(row: Record<string, unknown>): Order {
    const users = this.dataSource.getMetadata(User);
    const order = hydrateEntity<Order>(this.dataSource, this.dataSource.getMetadata(Order), row, 'o_');
    order.product = row.p_id
      ? hydrateEntity<Product>(this.dataSource, this.dataSource.getMetadata(Product), row, 'p_')
      : null;
    order.buyer = row.b_id ? hydrateEntity<User>(this.dataSource, users, row, 'b_') : null;
    order.seller = row.s_id ? hydrateEntity<User>(this.dataSource, users, row, 's_') : null;
    return order;
  }
}
