import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessService, Viewer } from '../../common/access/access.service';
import { entityColumns, hydrateEntity } from '../../common/database/entity-rows';
import { preparedQuery } from '../../common/database/prepared-statements';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { StorageService } from '../../common/storage/storage.service';
import { moveCounter, referringTo } from '../social/engagement/engagement-sql';
import { parseTryOnId, parseTryOnKey } from '../try-on/try-on-files';
import { TryOnService } from '../try-on/try-on.service';
import { User } from '../users/entities/user.entity';
import type { LinkProductTryOnDto } from './dto/product-requests.dto';
import type { ProductTryOnDto, ProductTryOnLikeDto, ProductTryOnsDto } from './dto/product-responses.dto';
import { ProductTryOn } from './entities/product-try-on.entity';
import { productVisibleTo } from './product-visibility';
import { toProductSourceTryOn, toProductTryOn } from './products.presenter';
import { ProductsService } from './products.service';

const COMMUNITY_TRY_ONS_SHOWN = 60;

/** SQL: the product try-on aliased `t` (of product `p`) is one the viewer may see. */
const tryOnVisibleTo = (viewer: string) =>
  `((t.visibility = 'public' AND ${productVisibleTo(viewer, 'p')}) OR t.user_id = ${viewer})`;

/**
 * Try-ons of a product's garment by its visitors. A public one joins the product's Community Try-Ons (and shares
 * its picture with whoever may see the product); a private one stays its maker's but counts as tried.
 */
@Injectable()
export class ProductTryOnsService implements OnModuleInit {
  constructor(
    @InjectRepository(ProductTryOn) private readonly productTryOns: Repository<ProductTryOn>,
    private readonly products: ProductsService,
    private readonly tryOns: TryOnService,
    private readonly storage: StorageService,
    private readonly access: AccessService,
    private readonly transactions: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.access.registerSharing('tryOn', async (viewerId, tryOnIds) => {
      const rows: Array<{ try_on_id: string; id: string }> = await this.productTryOns.query(
        `SELECT t.try_on_id, t.id FROM product_try_on t JOIN product p ON p.id = t.product_id
         WHERE t.try_on_id = ANY($1::uuid[]) AND t.visibility = 'public' AND ${productVisibleTo('$2::uuid', 'p')}`,
        [tryOnIds, viewerId],
      );
      return new Map(rows.map((row) => [row.try_on_id, row.id]));
    });
  }

  /**
   * Links the caller's finished try-on (named by its picture's path or its `{timestamp}_{id}`) to a product they
   * may see. Linking the same try-on again changes only its visibility.
   */
  async link(user: Express.User, productId: string, request: LinkProductTryOnDto): Promise<ProductTryOnDto> {
    const product = await this.products.visible(user, productId);
    const tryOn = await this.tryOns.ownCompleted(user, this.tryOnIdOf(request));
    const visibility = request.visibility ?? 'public';
    const inserted: Array<{ id: string; product_id: string }> = await this.productTryOns.query(
      `INSERT INTO product_try_on (product_id, user_id, try_on_id, try_on_path, thumbnail_path, visibility)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (try_on_id) DO UPDATE SET visibility = EXCLUDED.visibility
         WHERE product_try_on.product_id = EXCLUDED.product_id
       RETURNING id, product_id`,
      [
        product.id,
        user.id,
        tryOn.id,
        tryOn.tryOnUrl,
        tryOn.thumbnailKey ? this.storage.privateUrlOf(tryOn.thumbnailKey) : tryOn.tryOnUrl,
        visibility,
      ],
    );
    if (!inserted[0]) throw new AppException('try_on_linked_to_other_product');
    return (await this.visibleRows(user, { id: inserted[0].id }))[0];
  }

  /** Community Try-Ons: whether the viewer may see the product (and tried it on) and its try-ons, side by side. */
  async list(viewer: Viewer, productId: string): Promise<ProductTryOnsDto> {
    const [[product], tryOns] = await Promise.all([
      preparedQuery<{ visible: boolean; tried: boolean }>(
        this.productTryOns.manager,
        `SELECT EXISTS (SELECT 1 FROM product p WHERE p.id = $1 AND ${productVisibleTo('$2::uuid')}) AS visible,
          EXISTS (SELECT 1 FROM product_try_on t WHERE t.product_id = $1 AND t.user_id = $2) AS tried`,
        [productId, viewer?.id ?? null],
      ),
      this.visibleRows(viewer, { productId }),
    ]);
    if (!product.visible) throw new AppException('product_not_found');
    return { tryOns, count: tryOns.length, hasUserTriedOn: product.tried };
  }

  /**
   * GET /api/try-ons/{id}: a product try-on the viewer may see, named by its id or its try-on's (`{timestamp}_{id}`
   * too); or the try-on a product was made from, shown with the product's own copies (the order screen's Buy Now).
   */
  async one(viewer: Viewer, id: string): Promise<ProductTryOnDto> {
    const parsed = parseTryOnId(id);
    if (!parsed) throw new AppException('try_on_not_found');
    const [tryOn] = await this.visibleRows(viewer, { idOrTryOnId: parsed.id });
    if (tryOn) return tryOn;
    const product = await this.products.madeFrom(viewer, parsed.id);
    if (!product) throw new AppException('try_on_not_found');
    return toProductSourceTryOn(product, parsed.id);
  }

  async like(user: Express.User, id: string): Promise<ProductTryOnLikeDto> {
    await this.visibleOne(user, id);
    return this.transactions.run(async ({ manager }) => {
      const inserted: unknown[] = await referringTo('try_on_not_found', () =>
        manager.query(
          `INSERT INTO product_try_on_like (try_on_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
          [id, user.id],
        ),
      );
      const likes = await moveCounter(manager, 'product_try_on', 'likes', id, inserted.length);
      return { isLiked: true, likes };
    });
  }

  async unlike(user: Express.User, id: string): Promise<ProductTryOnLikeDto> {
    await this.visibleOne(user, id);
    return this.transactions.run(async ({ manager }) => {
      const [removed]: [unknown[], number] = await manager.query(
        `DELETE FROM product_try_on_like WHERE try_on_id = $1 AND user_id = $2 RETURNING 1`,
        [id, user.id],
      );
      const likes = await moveCounter(manager, 'product_try_on', 'likes', id, -removed.length);
      return { isLiked: false, likes };
    });
  }

  private async visibleOne(viewer: Viewer, id: string): Promise<ProductTryOnDto> {
    const [tryOn] = await this.visibleRows(viewer, { id });
    if (!tryOn) throw new AppException('try_on_not_found');
    return tryOn;
  }

  private tryOnIdOf(request: LinkProductTryOnDto): string {
    if (request.tryOnId) return request.tryOnId;
    const key = request.tryOnPath ? this.storage.keyOf(request.tryOnPath.split('?')[0]) : null;
    const parsed = key ? parseTryOnKey(key) : null;
    if (!parsed) {
      const message = 'Try-on ID is required';
      throw new AppException('validation_error', message, { errors: { tryOnPath: message } });
    }
    return `${parsed.timestamp}_${parsed.id}`;
  }

  /** Product try-ons the viewer may see, newest first, with makers and the viewer's likes, in one read. */
  private async visibleRows(
    viewer: Viewer,
    where: { id: string } | { idOrTryOnId: string } | { productId: string },
  ): Promise<ProductTryOnDto[]> {
    const dataSource = this.productTryOns.manager.connection;
    const users = dataSource.getMetadata(User);
    const liked = viewer
      ? 'EXISTS (SELECT 1 FROM product_try_on_like l WHERE l.try_on_id = t.id AND l.user_id = $1::uuid)'
      : 'false';
    const condition =
      'id' in where ? 't.id = $2' : 'idOrTryOnId' in where ? '(t.id = $2 OR t.try_on_id = $2)' : 't.product_id = $2';
    const rows = await preparedQuery<Record<string, unknown> & { is_liked: boolean }>(
      this.productTryOns.manager,
      `SELECT ${entityColumns(this.productTryOns.metadata, 't', 't_')}, ${entityColumns(users, 'u', 'u_')},
          ${liked} AS is_liked
        FROM product_try_on t JOIN users u ON u.id = t.user_id JOIN product p ON p.id = t.product_id
        WHERE ${tryOnVisibleTo('$1::uuid')} AND ${condition}
        ORDER BY t.created_at DESC, t.id DESC LIMIT ${COMMUNITY_TRY_ONS_SHOWN}`,
      [viewer?.id ?? null, Object.values(where)[0]],
    );
    return rows.map((row) => {
      const tryOn = hydrateEntity<ProductTryOn>(dataSource, this.productTryOns.metadata, row, 't_');
      tryOn.user = hydrateEntity<User>(dataSource, users, row, 'u_');
      return toProductTryOn(tryOn, row.is_liked);
    });
  }
}
