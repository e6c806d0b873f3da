import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { entityColumns, hydrateEntity } from '../../common/database/entity-rows';
import { literalLimit, preparedQuery } from '../../common/database/prepared-statements';
import { User } from '../users/entities/user.entity';
import type { ProductImage } from './entities/product-image.entity';
import { ProductTryOn } from './entities/product-try-on.entity';
import { Product } from './entities/product.entity';
import { PRODUCT_TARGET } from './product-target';
import { productVisibleTo } from './product-visibility';

/** Where a stored picture's files are. */
export type StoredImage = Pick<ProductImage, 'storageKey'>;

/** Community Try-Ons shown on a product, newest first. */
export const COMMUNITY_TRY_ONS_SHOWN = 60;

/** SQL: the product try-on aliased `t` (of product `p`) is one the viewer may see. */
const tryOnVisibleTo = (viewer: string) =>
  `((t.visibility = 'public' AND ${productVisibleTo(viewer, 'p')}) OR t.user_id = ${viewer})`;

/** A product's detail row: the product with its owner, the viewer's like, its gallery and its try-on's key. */
export interface ProductDetailRow {
  product: Product;
  isLiked: boolean;
  images: string[];
  tryOnKey: string | null;
}

/** What a product row is written with: the entity's properties, prices already as numeric text. */
export type ProductValues = Omit<Product, 'user' | 'createdAt' | 'updatedAt' | 'likes' | 'commentsCount'>;

/** A changed field of a product: its property and new value. */
export type ProductChanges = Partial<
  Pick<
    Product,
    'title' | 'description' | 'stock' | 'isActive' | 'sizes' | 'colors' | 'tags' | 'actualPrice' | 'discountPrice'
  >
>;

/**
 * Every SQL statement of the products module, in one style: raw SQL run as prepared statements, each one
 * statement (a change that must not race is one conditional INSERT/UPDATE/DELETE … RETURNING). Rows come back
 * as the entities the services and presenters use. `manager` runs a statement inside a caller's transaction.
 */
@Injectable()
export class ProductQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** A product the viewer may see (active, or their own), with its owner. */
  async visibleWithOwner(viewerId: string | null, productId: string): Promise<Product | null> {
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `${this.selectWithOwner()} WHERE p.id = $1 AND ${productVisibleTo('$2::uuid')}`,
      [productId, viewerId],
    );
    return row ? this.withOwner(row) : null;
  }

  /** The detail view's one statement. */
  async detail(viewerId: string | null, productId: string): Promise<ProductDetailRow | null> {
    const { likeTable, likeTargetColumn } = PRODUCT_TARGET;
    const [row] = await preparedQuery<
      Record<string, unknown> & { is_liked: boolean; images: string[]; try_on_key: string | null }
    >(
      this.dataSource,
      `${this.selectWithOwner(`,
        EXISTS (SELECT 1 FROM ${likeTable} l WHERE l.${likeTargetColumn} = p.id AND l.user_id = $2::uuid) AS is_liked,
        ARRAY(SELECT i.path FROM product_image i WHERE i.product_id = p.id ORDER BY i.created_at, i.id) AS images,
        (SELECT t.timestamp || '_' || t.id FROM virtual_try_on t WHERE t.id = p.try_on_id) AS try_on_key`)}
      WHERE p.id = $1 AND ${productVisibleTo('$2::uuid')}`,
      [productId, viewerId],
    );
    return row
      ? { product: this.withOwner(row), isLiked: row.is_liked, images: row.images, tryOnKey: row.try_on_key }
      : null;
  }

  /** A product by id, whoever may see it (the edit rules decide). */
  async byId(productId: string): Promise<Product | null> {
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `SELECT ${entityColumns(this.productMetadata, 'p')} FROM product p WHERE p.id = $1`,
      [productId],
    );
    return row ? hydrateEntity<Product>(this.dataSource, this.productMetadata, row) : null;
  }

  /** The product made from this try-on, when the viewer may see it, with its owner. */
  async madeFrom(viewerId: string | null, tryOnId: string): Promise<Product | null> {
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `${this.selectWithOwner()} WHERE p.try_on_id = $1 AND ${productVisibleTo('$2::uuid')}`,
      [tryOnId, viewerId],
    );
    return row ? this.withOwner(row) : null;
  }

  /** A user's products the viewer may see, newest first, with the owner. */
  async ofOwner(viewerId: string | null, ownerId: string, limit: number): Promise<Product[]> {
    const rows = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      `${this.selectWithOwner()} WHERE p.user_id = $1 AND ${productVisibleTo('$2::uuid')}
       ORDER BY p.created_at DESC, p.id DESC LIMIT ${literalLimit(limit)}`,
      [ownerId, viewerId],
    );
    return rows.map((row) => this.withOwner(row));
  }

  /** The product an owner made from one of their try-ons. */
  async ofOwnerTryOn(ownerId: string, tryOnId: string): Promise<{ id: string } | null> {
    const [row] = await preparedQuery<{ id: string }>(
      this.dataSource,
      `SELECT id FROM product WHERE try_on_id = $1 AND user_id = $2`,
      [tryOnId, ownerId],
    );
    return row ?? null;
  }

  async existsForTryOn(tryOnId: string): Promise<boolean> {
    const rows = await preparedQuery(this.dataSource, `SELECT 1 FROM product WHERE try_on_id = $1`, [tryOnId]);
    return rows.length > 0;
  }

  /** `{timestamp}_{id}` of the try-ons an owner made products from, newest product first. */
  async tryOnKeysOfOwner(ownerId: string): Promise<string[]> {
    const rows = await preparedQuery<{ key: string }>(
      this.dataSource,
      `SELECT t.timestamp || '_' || t.id AS key FROM product p JOIN virtual_try_on t ON t.id = p.try_on_id
       WHERE p.user_id = $1 ORDER BY p.created_at DESC`,
      [ownerId],
    );
    return rows.map((row) => row.key);
  }

  /** `{timestamp}_{id}` of the try-on each product was made from (products whose try-on is gone have none). */
  async tryOnKeysOf(productIds: string[]): Promise<Map<string, string>> {
    if (productIds.length === 0) return new Map();
    const rows = await preparedQuery<{ id: string; key: string }>(
      this.dataSource,
      `SELECT p.id, t.timestamp || '_' || t.id AS key FROM product p JOIN virtual_try_on t ON t.id = p.try_on_id
       WHERE p.id = ANY($1::uuid[])`,
      [productIds],
    );
    return new Map(rows.map((row) => [row.id, row.key]));
  }

  /** Writes a new product; a second product for the same try-on fails on product_try_on_unique (23505). */
  async insert(manager: EntityManager, values: ProductValues): Promise<void> {
    const columns = Object.keys(values).map((property) => this.columnOf(property));
    await manager.query(
      `INSERT INTO product (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(values),
    );
  }

  /** The pictures the create screen staged for this try-on become the product's gallery. */
  async adoptStagedImages(manager: EntityManager, productId: string, ownerId: string, tryOnId: string): Promise<void> {
    await manager.query(
      `UPDATE product_image SET product_id = $1, staged_for_try_on_id = NULL
       WHERE user_id = $2 AND staged_for_try_on_id = $3 AND product_id IS NULL`,
      [productId, ownerId, tryOnId],
    );
  }

  /** Sets the given fields of a product (and its updated_at) in one statement. */
  async update(productId: string, changes: ProductChanges): Promise<void> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const assignments = entries.map(([property], index) => `${this.columnOf(property)} = $${index + 2}`);
    await this.dataSource.query(
      `UPDATE product SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1`,
      [productId, ...entries.map(([, value]) => value)],
    );
  }

  /** For the `tryOn` sharing resolver: which of these try-ons a public product try-on shares with the viewer. */
  async sharedTryOns(viewerId: string | null, tryOnIds: string[]): Promise<Map<string, string>> {
    const rows = await preparedQuery<{ try_on_id: string; id: string }>(
      this.dataSource,
      `SELECT t.try_on_id, t.id FROM product_try_on t JOIN product p ON p.id = t.product_id
       WHERE t.try_on_id = ANY($1::uuid[]) AND t.visibility = 'public' AND ${productVisibleTo('$2::uuid', 'p')}`,
      [tryOnIds, viewerId],
    );
    return new Map(rows.map((row) => [row.try_on_id, row.id]));
  }

  /**
   * Links a try-on to a product; linking it again to the same product changes only its visibility. Null when the
   * try-on is linked to another product already.
   */
  async linkTryOn(values: {
    productId: string;
    userId: string;
    tryOnId: string;
    tryOnPath: string | null;
    thumbnailPath: string | null;
    visibility: ProductTryOn['visibility'];
  }): Promise<{ id: string } | null> {
    const [row] = await preparedQuery<{ id: string }>(
      this.dataSource,
      `INSERT INTO product_try_on (product_id, user_id, try_on_id, try_on_path, thumbnail_path, visibility)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (try_on_id) DO UPDATE SET visibility = EXCLUDED.visibility
         WHERE product_try_on.product_id = EXCLUDED.product_id
       RETURNING id`,
      [values.productId, values.userId, values.tryOnId, values.tryOnPath, values.thumbnailPath, values.visibility],
    );
    return row ?? null;
  }

  /** Whether the viewer may see the product, and whether they tried it on. */
  async visibilityAndTried(viewerId: string | null, productId: string): Promise<{ visible: boolean; tried: boolean }> {
    const [row] = await preparedQuery<{ visible: boolean; tried: boolean }>(
      this.dataSource,
      `SELECT EXISTS (SELECT 1 FROM product p WHERE p.id = $1 AND ${productVisibleTo('$2::uuid')}) AS visible,
        EXISTS (SELECT 1 FROM product_try_on t WHERE t.product_id = $1 AND t.user_id = $2) AS tried`,
      [productId, viewerId],
    );
    return row;
  }

  /** Product try-ons the viewer may see, newest first, with makers and the viewer's likes, in one read. */
  async visibleTryOns(
    viewerId: string | null,
    where: { id: string } | { idOrTryOnId: string } | { productId: string },
  ): Promise<Array<{ tryOn: ProductTryOn; isLiked: boolean }>> {
    const tryOns = this.dataSource.getMetadata(ProductTryOn);
    const users = this.dataSource.getMetadata(User);
    const liked = viewerId
      ? 'EXISTS (SELECT 1 FROM product_try_on_like l WHERE l.try_on_id = t.id AND l.user_id = $1::uuid)'
      : 'false';
    const condition =
      'id' in where ? 't.id = $2' : 'idOrTryOnId' in where ? '(t.id = $2 OR t.try_on_id = $2)' : 't.product_id = $2';
    const rows = await preparedQuery<Record<string, unknown> & { is_liked: boolean }>(
      this.dataSource,
      `SELECT ${entityColumns(tryOns, 't', 't_')}, ${entityColumns(users, 'u', 'u_')}, ${liked} AS is_liked
        FROM product_try_on t JOIN users u ON u.id = t.user_id JOIN product p ON p.id = t.product_id
        WHERE ${tryOnVisibleTo('$1::uuid')} AND ${condition}
        ORDER BY t.created_at DESC, t.id DESC LIMIT ${COMMUNITY_TRY_ONS_SHOWN}`,
      [viewerId, Object.values(where)[0]],
    );
    return rows.map((row) => {
      const tryOn = hydrateEntity<ProductTryOn>(this.dataSource, tryOns, row, 't_');
      tryOn.user = hydrateEntity<User>(this.dataSource, users, row, 'u_');
      return { tryOn, isLiked: row.is_liked };
    });
  }

  /** Adds the user's like of a product try-on; answers how many rows it added (0 when it was there). */
  async addTryOnLike(manager: EntityManager, tryOnId: string, userId: string): Promise<number> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO product_try_on_like (try_on_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [tryOnId, userId],
    );
    return inserted.length;
  }

  /** Removes the user's like of a product try-on; answers how many rows it removed. */
  async removeTryOnLike(manager: EntityManager, tryOnId: string, userId: string): Promise<number> {
    // For DELETE, TypeORM answers [rows, affected count].
    const [removed]: [unknown[], number] = await manager.query(
      `DELETE FROM product_try_on_like WHERE try_on_id = $1 AND user_id = $2 RETURNING 1`,
      [tryOnId, userId],
    );
    return removed.length;
  }

  /** A stored picture of a product's gallery (or waiting for the product on the create screen). */
  async insertImages(
    owner: { userId: string; productId: string | null; stagedForTryOnId: string | null },
    images: Array<Pick<ProductImage, 'id' | 'path' | 'storageKey' | 'thumbnailPath'>>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    if (images.length === 0) return;
    await manager.query(
      `INSERT INTO product_image (id, path, storage_key, thumbnail_path, user_id, product_id, staged_for_try_on_id)
       SELECT image.id, image.path, image.storage_key, image.thumbnail_path, $5, $6, $7
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS image(id, path, storage_key, thumbnail_path)`,
      [
        images.map((image) => image.id),
        images.map((image) => image.path),
        images.map((image) => image.storageKey),
        images.map((image) => image.thumbnailPath),
        owner.userId,
        owner.productId,
        owner.stagedForTryOnId,
      ],
    );
  }

  /** Removes the pictures an owner staged for a try-on and answers their storage keys. */
  async removeStagedImages(manager: EntityManager, userId: string, tryOnId: string): Promise<StoredImage[]> {
    const [removed]: [StoredImage[], number] = await manager.query(
      `DELETE FROM product_image WHERE user_id = $1 AND staged_for_try_on_id = $2 AND product_id IS NULL
       RETURNING storage_key AS "storageKey"`,
      [userId, tryOnId],
    );
    return removed;
  }

  /** Staged pictures whose product was never created, older than `kept` (a PostgreSQL interval), removed. */
  async removeAbandonedImages(kept: string): Promise<StoredImage[]> {
    const [removed]: [StoredImage[], number] = await this.dataSource.query(
      `DELETE FROM product_image WHERE product_id IS NULL AND created_at < now() - $1::interval
       RETURNING storage_key AS "storageKey"`,
      [kept],
    );
    return removed;
  }

  /** Removes one picture of a product's gallery; null when the product has none at that path. */
  async removeImage(productId: string, path: string): Promise<(StoredImage & { path: string }) | null> {
    const [removed]: [Array<StoredImage & { path: string }>, number] = await this.dataSource.query(
      `DELETE FROM product_image WHERE product_id = $1 AND path = $2 RETURNING storage_key AS "storageKey", path`,
      [productId, path],
    );
    return removed[0] ?? null;
  }

  async imageCount(productId: string): Promise<number> {
    const [row] = await preparedQuery<{ count: number }>(
      this.dataSource,
      `SELECT count(*)::int AS count FROM product_image WHERE product_id = $1`,
      [productId],
    );
    return row.count;
  }

  /** The paths of a product's gallery, in upload order. */
  async galleryPaths(productId: string): Promise<string[]> {
    const rows = await preparedQuery<{ path: string }>(
      this.dataSource,
      `SELECT path FROM product_image WHERE product_id = $1 ORDER BY created_at, id`,
      [productId],
    );
    return rows.map((row) => row.path);
  }

  private get productMetadata() {
    return this.dataSource.getMetadata(Product);
  }

  private columnOf(property: string): string {
    const column = this.productMetadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`product has no column for ${property}`);
    return column.databaseName;
  }

  /** Every column of the product `p` and of its owner `u` for `withOwner`, then `extraColumns`. */
  private selectWithOwner(extraColumns = ''): string {
    const users = this.dataSource.getMetadata(User);
    return `SELECT ${entityColumns(this.productMetadata, 'p', 'p_')}, ${entityColumns(users, 'u', 'u_')}${extraColumns}
      FROM product p JOIN users u ON u.id = p.user_id`;
  }

  private withOwner(row: Record<string, unknown>): Product {
    const product = hydrateEntity<Product>(this.dataSource, this.productMetadata, row, 'p_');
    product.user = hydrateEntity<User>(this.dataSource, this.dataSource.getMetadata(User), row, 'u_');
    return product;
  }
}
