import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { StorageService } from '../../common/storage/storage.service';
import { EngagementLikesService } from '../social/engagement/engagement-likes.service';
import type { VirtualTryOn } from '../try-on/entities/virtual-try-on.entity';
import { parseTryOnId } from '../try-on/try-on-files';
import { TryOnService } from '../try-on/try-on.service';
import { UsersService } from '../users/users.service';
import type { CreateProductDto, UpdateProductDto } from './dto/product-requests.dto';
import type { ExistingTryOnsDto, ProductDto, ProductExistsDto } from './dto/product-responses.dto';
import type { Product } from './entities/product.entity';
import { productFiles } from './product-files';
import { fromPaise, toPaise } from './product-money';
import { PRODUCT_TARGET } from './product-target';
import { toProduct } from './products.presenter';
import { ProductChanges, ProductQueries } from './products.queries';
import './products.events';

const UNIQUE_VIOLATION = '23505';

/** Which fields of a product a request sets; prices already in paise. */
interface ProductFields {
  title?: string;
  description?: string | null;
  actualPaise?: number;
  discountPaise?: number | null;
  stock?: number;
  isActive?: boolean;
  sizes?: string[];
  colors?: string[];
  tags?: string[];
}

/** Fields a product always has ignore a null (only description and discount can be cleared). */
function fieldsOf(request: UpdateProductDto): ProductFields {
  return {
    title: request.title ?? undefined,
    description: request.description,
    actualPaise: request.actualPrice === undefined ? undefined : (toPaise(request.actualPrice) ?? undefined),
    discountPaise:
      request.discountPrice === undefined
        ? undefined
        : request.discountPrice === null
          ? null
          : (toPaise(request.discountPrice) ?? undefined),
    stock: request.stock ?? undefined,
    isActive: request.isActive ?? undefined,
    sizes: request.sizes ?? undefined,
    colors: request.colors ?? undefined,
    tags: request.tags ?? undefined,
  };
}

/** A discount must be below the price it discounts (checked on the values the product will have). */
function assertDiscountBelowPrice(actualPaise: number, discountPaise: number | null): void {
  if (discountPaise !== null && discountPaise >= actualPaise) {
    const message = 'Discount price must be less than the price';
    throw new AppException('validation_error', message, { errors: { discountPrice: message } });
  }
}

/** Products: TrendStars sell garments made from their own try-ons; anyone sees active ones, owners all of theirs. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly queries: ProductQueries,
    private readonly tryOns: TryOnService,
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly transactions: TransactionRunner,
    private readonly events: DomainEventBus,
    private readonly likes: EngagementLikesService,
  ) {}

  async create(user: Express.User, request: CreateProductDto): Promise<ProductDto> {
    if (user.role !== 'trendstar') throw new AppException('product_create_forbidden');
    const tryOn = await this.tryOns.ownCompleted(user, request.tryOnId);
    if (await this.queries.existsForTryOn(tryOn.id)) throw new AppException('product_exists_for_try_on');
    const fields = fieldsOf(request);
    const actualPaise = fields.actualPaise ?? 0;
    const discountPaise = fields.discountPaise ?? null;
    assertDiscountBelowPrice(actualPaise, discountPaise);

    const productId = productFiles.newId();
    const pictures = await this.copyTryOnPictures(user.username, productId, tryOn);
    try {
      await this.transactions.run(async ({ manager, afterCommit }) => {
        await this.queries.insert(manager, {
          id: productId,
          userId: user.id,
          title: request.title,
          description: request.description ?? null,
          tags: request.tags ?? [],
          sizes: request.sizes,
          colors: request.colors,
          actualPrice: fromPaise(actualPaise),
          discountPrice: discountPaise === null ? null : fromPaise(discountPaise),
          stock: request.stock ?? 0,
          isActive: request.isActive ?? true,
          tryOnId: tryOn.id,
          ...pictures,
        });
        await this.queries.adoptStagedImages(manager, productId, user.id, tryOn.id);
        afterCommit(() =>
          this.events.emit('product.created', {
            productId,
            userId: user.id,
            title: request.title,
            isActive: request.isActive ?? true,
          }),
        );
      });
    } catch (error) {
      await this.removeTryOnPictures(user.username, productId);
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppException('product_exists_for_try_on');
      throw error;
    }
    return this.detail(user, productId);
  }

  async update(user: Express.User, productId: string, request: UpdateProductDto): Promise<ProductDto> {
    const product = await this.requireEditable(user, productId);
    const fields = fieldsOf(request);
    const actualPaise = fields.actualPaise ?? toPaise(product.actualPrice) ?? 0;
    const discountPaise =
      fields.discountPaise === undefined
        ? product.discountPrice === null
          ? null
          : toPaise(product.discountPrice)
        : fields.discountPaise;
    assertDiscountBelowPrice(actualPaise, discountPaise);
    const changes: ProductChanges = {
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.stock !== undefined ? { stock: fields.stock } : {}),
      ...(fields.isActive !== undefined ? { isActive: fields.isActive } : {}),
      ...(fields.sizes !== undefined ? { sizes: fields.sizes } : {}),
      ...(fields.colors !== undefined ? { colors: fields.colors } : {}),
      ...(fields.tags !== undefined ? { tags: fields.tags } : {}),
      actualPrice: fromPaise(actualPaise),
      discountPrice: discountPaise === null ? null : fromPaise(discountPaise),
    };
    await this.queries.update(product.id, changes);
    return this.detail(user, product.id);
  }

  /**
   * The product when this user may edit it: TrendStars only, and only their own. Someone else's active product
   * answers 403 with the spec's text; an inactive one is hidden from them, so it is absent (404).
   */
  async requireEditable(user: Express.User, productId: string): Promise<Product> {
    const product = await this.queries.byId(productId);
    if (!product || (!product.isActive && product.userId !== user.id)) throw new AppException('product_not_found');
    if (user.role !== 'trendstar') throw new AppException('product_edit_forbidden');
    if (product.userId !== user.id) throw new AppException('product_not_owner');
    return product;
  }

  /** The storage key of the garment of a product the viewer may see ("Try This" copies it). */
  async garmentKeyOf(viewer: Viewer, productId: string): Promise<string> {
    const key = this.storage.keyOf((await this.visible(viewer, productId)).garmentImage);
    if (!key) throw new AppException('product_not_found');
    return key;
  }

  /** A product the viewer may see (active, or their own), with its owner; 404 otherwise. */
  async visible(viewer: Viewer, productId: string): Promise<Product> {
    const product = await this.queries.visibleWithOwner(viewer?.id ?? null, productId);
    if (!product) throw new AppException('product_not_found');
    return product;
  }

  /** The product made from this try-on, when the viewer may see it. */
  async madeFrom(viewer: Viewer, tryOnId: string): Promise<Product | null> {
    return this.queries.madeFrom(viewer?.id ?? null, tryOnId);
  }

  /** The detail view: owner, gallery, whether the viewer likes it, the source try-on's key; one statement. */
  async detail(viewer: Viewer, productId: string): Promise<ProductDto> {
    const row = await this.queries.detail(viewer?.id ?? null, productId);
    if (!row) throw new AppException('product_not_found');
    return toProduct(row.product, { isLiked: row.isLiked, tryOnKey: row.tryOnKey, images: row.images });
  }

  /** A user's products the viewer may see, newest first: inactive ones only for the owner. */
  async listOfUser(viewer: Viewer, username: string): Promise<ProductDto[]> {
    const owner = await this.users.getByUsername(username);
    const products = await this.queries.ofOwner(viewer?.id ?? null, owner.id, 200);
    const [liked, tryOnKeys] = await Promise.all([
      this.likes.likedAmong(
        PRODUCT_TARGET,
        viewer,
        products.map((product) => product.id),
      ),
      this.queries.tryOnKeysOf(products.map((product) => product.id)),
    ]);
    return products.map((product) =>
      toProduct(product, { isLiked: liked.has(product.id), tryOnKey: tryOnKeys.get(product.id) ?? null }),
    );
  }

  /** `{timestamp}_{id}` of the caller's try-ons that already have a product (the picker hides them). */
  async existingTryOns(user: Express.User): Promise<ExistingTryOnsDto> {
    return { tryOnIds: await this.queries.tryOnKeysOfOwner(user.id) };
  }

  /** Whether the caller already made a product from this try-on of theirs. */
  async existsByTryOn(user: Express.User, tryOnIdText: string): Promise<ProductExistsDto> {
    const parsed = parseTryOnId(tryOnIdText);
    const product = parsed ? await this.queries.ofOwnerTryOn(user.id, parsed.id) : null;
    return { exists: !!product, productId: product?.id ?? null };
  }

  /** The product keeps its own public copies, so it outlives the (private) try-on it was made from. */
  private async copyTryOnPictures(
    username: string,
    productId: string,
    tryOn: VirtualTryOn,
  ): Promise<Pick<Product, 'tryOnImage' | 'garmentImage' | 'tryOnThumbnail' | 'tryOnLarge'>> {
    const keys = productFiles.ofProduct(username, productId);
    const copy = async (from: string | null, to: string): Promise<string | null> => {
      if (!from) return null;
      await this.storage.put(to, await this.storage.get(from));
      return this.storage.publicUrlOf(to);
    };
    if (!tryOn.resultKey) throw new AppException('try_on_not_finished');
    const [tryOnImage, garmentImage, tryOnThumbnail, tryOnLarge] = await Promise.all([
      copy(tryOn.resultKey, keys.tryOn),
      copy(tryOn.garmentImageKey, keys.garment),
      copy(tryOn.thumbnailKey, keys.tryOnThumbnail),
      copy(tryOn.largeKey, keys.tryOnLarge),
    ]);
    return { tryOnImage: tryOnImage ?? '', garmentImage: garmentImage ?? '', tryOnThumbnail, tryOnLarge };
  }

  private async removeTryOnPictures(username: string, productId: string): Promise<void> {
    await Promise.all(
      Object.values(productFiles.ofProduct(username, productId)).map((key) => this.storage.delete(key)),
    );
  }
}
