import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Viewer } from '../../common/access/access.service';
import { entityColumns, hydrateEntity } from '../../common/database/entity-rows';
import { preparedQuery } from '../../common/database/prepared-statements';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { StorageService } from '../../common/storage/storage.service';
import { EngagementLikesService } from '../social/engagement/engagement-likes.service';
import type { VirtualTryOn } from '../try-on/entities/virtual-try-on.entity';
import { parseTryOnId } from '../try-on/try-on-files';
import { TryOnService } from '../try-on/try-on.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import type { CreateProductDto, UpdateProductDto } from './dto/product-requests.dto';
import type { ExistingTryOnsDto, ProductDto, ProductExistsDto } from './dto/product-responses.dto';
import { Product } from './entities/product.entity';
import { productFiles } from './product-files';
import { fromPaise, toPaise } from './product-money';
import { PRODUCT_TARGET } from './product-target';
import { productVisibleTo } from './product-visibility';
import { toProduct } from './products.presenter';
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
    @InjectRepository(Product) private readonly products: Repository<Product>,
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
    if (await this.products.existsBy({ tryOnId: tryOn.id })) throw new AppException('product_exists_for_try_on');
    const fields = fieldsOf(request);
    const actualPaise = fields.actualPaise ?? 0;
    const discountPaise = fields.discountPaise ?? null;
    assertDiscountBelowPrice(actualPaise, discountPaise);

    const productId = productFiles.newId();
    const pictures = await this.copyTryOnPictures(user.username, productId, tryOn);
    try {
      await this.transactions.run(async ({ manager, afterCommit }) => {
        await manager.insert(Product, {
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
        // Pictures the create screen uploaded for this try-on become the product's gallery.
        await manager.query(
          `UPDATE product_image SET product_id = $1, staged_for_try_on_id = NULL
           WHERE user_id = $2 AND staged_for_try_on_id = $3 AND product_id IS NULL`,
          [productId, user.id, tryOn.id],
        );
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
    const changes: Partial<Product> = {
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
    await this.products.update({ id: product.id }, changes);
    return this.detail(user, product.id);
  }

  /**
   * The product when this user may edit it: TrendStars only, and only their own. Someone else's active product
   * answers 403 with the spec's text; an inactive one is hidden from them, so it is absent (404).
   */
  async requireEditable(user: Express.User, productId: string): Promise<Product> {
    const product = await this.products.findOneBy({ id: productId });
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
    const [row] = await preparedQuery<Record<string, unknown>>(
      this.products.manager,
      `${this.selectWithOwner()} WHERE p.id = $1 AND ${productVisibleTo('$2::uuid')}`,
      [productId, viewer?.id ?? null],
    );
    if (!row) throw new AppException('product_not_found');
    return this.withOwner(row);
  }

  /** The product made from this try-on, when the viewer may see it. */
  async madeFrom(viewer: Viewer, tryOnId: string): Promise<Product | null> {
    return this.products
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.user', 'u')
      .where('p.try_on_id = :tryOnId', { tryOnId })
      .andWhere(productVisibleTo(':viewerId::uuid'), { viewerId: viewer?.id ?? null })
      .getOne();
  }

  /** The detail view: owner, gallery, whether the viewer likes it, the source try-on's key; one statement. */
  async detail(viewer: Viewer, productId: string): Promise<ProductDto> {
    const { likeTable, likeTargetColumn } = PRODUCT_TARGET;
    const [row] = await preparedQuery<
      Record<string, unknown> & { is_liked: boolean; images: string[]; try_on_key: string | null }
    >(
      this.products.manager,
      `${this.selectWithOwner(`,
        EXISTS (SELECT 1 FROM ${likeTable} l WHERE l.${likeTargetColumn} = p.id AND l.user_id = $2::uuid) AS is_liked,
        ARRAY(SELECT i.path FROM product_image i WHERE i.product_id = p.id ORDER BY i.created_at, i.id) AS images,
        (SELECT t.timestamp || '_' || t.id FROM virtual_try_on t WHERE t.id = p.try_on_id) AS try_on_key`)}
      WHERE p.id = $1 AND ${productVisibleTo('$2::uuid')}`,
      [productId, viewer?.id ?? null],
    );
    if (!row) throw new AppException('product_not_found');
    return toProduct(this.withOwner(row), { isLiked: row.is_liked, tryOnKey: row.try_on_key, images: row.images });
  }

  /** A user's products the viewer may see, newest first: inactive ones only for the owner. */
  async listOfUser(viewer: Viewer, username: string): Promise<ProductDto[]> {
    const owner = await this.users.getByUsername(username);
    const products = await this.products
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.user', 'u')
      .where('p.user_id = :ownerId', { ownerId: owner.id })
      .andWhere(productVisibleTo(':viewerId::uuid'), { viewerId: viewer?.id ?? null })
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(200)
      .getMany();
    const [liked, tryOnKeys] = await Promise.all([
      this.likes.likedAmong(
        PRODUCT_TARGET,
        viewer,
        products.map((product) => product.id),
      ),
      this.tryOnKeysOf(products),
    ]);
    return products.map((product) =>
      toProduct(product, { isLiked: liked.has(product.id), tryOnKey: tryOnKeys.get(product.id) ?? null }),
    );
  }

  /** `{timestamp}_{id}` of the caller's try-ons that already have a product (the picker hides them). */
  async existingTryOns(user: Express.User): Promise<ExistingTryOnsDto> {
    const rows: Array<{ key: string }> = await this.products.query(
      `SELECT t.timestamp || '_' || t.id AS key FROM product p JOIN virtual_try_on t ON t.id = p.try_on_id
       WHERE p.user_id = $1 ORDER BY p.created_at DESC`,
      [user.id],
    );
    return { tryOnIds: rows.map((row) => row.key) };
  }

  /** Whether the caller already made a product from this try-on of theirs. */
  async existsByTryOn(user: Express.User, tryOnIdText: string): Promise<ProductExistsDto> {
    const parsed = parseTryOnId(tryOnIdText);
    const product = parsed ? await this.products.findOneBy({ tryOnId: parsed.id, userId: user.id }) : null;
    return { exists: !!product, productId: product?.id ?? null };
  }

  /** Every column of the product `p` and of its owner `u` for `withOwner`, then `extraColumns`. */
  private selectWithOwner(extraColumns = ''): string {
    const users = this.products.manager.connection.getMetadata(User);
    return `SELECT ${entityColumns(this.products.metadata, 'p', 'p_')}, ${entityColumns(users, 'u', 'u_')}${extraColumns}
      FROM product p JOIN users u ON u.id = p.user_id`;
  }

  private withOwner(row: Record<string, unknown>): Product {
    const dataSource = this.products.manager.connection;
    const product = hydrateEntity<Product>(dataSource, this.products.metadata, row, 'p_');
    product.user = hydrateEntity<User>(dataSource, dataSource.getMetadata(User), row, 'u_');
    return product;
  }

  private async tryOnKeysOf(products: Product[]): Promise<Map<string, string>> {
    const ids = products.map((product) => product.id);
    if (ids.length === 0) return new Map();
    const rows = await preparedQuery<{ id: string; key: string }>(
      this.products.manager,
      `SELECT p.id, t.timestamp || '_' || t.id AS key FROM product p JOIN virtual_try_on t ON t.id = p.try_on_id
       WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.key]));
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
