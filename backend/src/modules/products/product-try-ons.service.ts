import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { StorageService } from '../../common/storage/storage.service';
import { moveCounter, referringTo } from '../social/engagement/engagement-sql';
import { parseTryOnId, parseTryOnKey } from '../try-on/try-on-files';
import { TryOnService } from '../try-on/try-on.service';
import type { LinkProductTryOnDto } from './dto/product-requests.dto';
import type { ProductTryOnDto, ProductTryOnLikeDto, ProductTryOnsDto } from './dto/product-responses.dto';
import { toProductSourceTryOn, toProductTryOn } from './products.presenter';
import { ProductQueries } from './products.queries';
import { ProductsService } from './products.service';

/**
 * Try-ons of a product's garment by its visitors. A public one joins the product's Community Try-Ons (and shares
 * its picture with whoever may see the product); a private one stays its maker's but counts as tried.
 */
@Injectable()
export class ProductTryOnsService {
  constructor(
    private readonly queries: ProductQueries,
    private readonly products: ProductsService,
    private readonly tryOns: TryOnService,
    private readonly storage: StorageService,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * Links the caller's finished try-on (named by its picture's path or its `{timestamp}_{id}`) to a product they
   * may see. Linking the same try-on again changes only its visibility.
   */
  async link(user: Express.User, productId: string, request: LinkProductTryOnDto): Promise<ProductTryOnDto> {
    const product = await this.products.visible(user, productId);
    const tryOn = await this.tryOns.ownCompleted(user, this.tryOnIdOf(request));
    const visibility = request.visibility ?? 'public';
    const linked = await this.queries.linkTryOn({
      productId: product.id,
      userId: user.id,
      tryOnId: tryOn.id,
      tryOnPath: tryOn.tryOnUrl,
      thumbnailPath: tryOn.thumbnailKey ? this.storage.privateUrlOf(tryOn.thumbnailKey) : tryOn.tryOnUrl,
      visibility,
    });
    if (!linked) throw new AppException('try_on_linked_to_other_product');
    return (await this.visibleRows(user, { id: linked.id }))[0];
  }

  /** Community Try-Ons: whether the viewer may see the product (and tried it on) and its try-ons, side by side. */
  async list(viewer: Viewer, productId: string): Promise<ProductTryOnsDto> {
    const [product, tryOns] = await Promise.all([
      this.queries.visibilityAndTried(viewer?.id ?? null, productId),
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
      const added = await referringTo('try_on_not_found', () => this.queries.addTryOnLike(manager, id, user.id));
      const likes = await moveCounter(manager, 'product_try_on', 'likes', id, added);
      return { isLiked: true, likes };
    });
  }

  async unlike(user: Express.User, id: string): Promise<ProductTryOnLikeDto> {
    await this.visibleOne(user, id);
    return this.transactions.run(async ({ manager }) => {
      const removed = await this.queries.removeTryOnLike(manager, id, user.id);
      const likes = await moveCounter(manager, 'product_try_on', 'likes', id, -removed);
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

  private async visibleRows(
    viewer: Viewer,
    where: { id: string } | { idOrTryOnId: string } | { productId: string },
  ): Promise<ProductTryOnDto[]> {
    const rows = await this.queries.visibleTryOns(viewer?.id ?? null, where);
    return rows.map(({ tryOn, isLiked }) => toProductTryOn(tryOn, isLiked));
  }
}
