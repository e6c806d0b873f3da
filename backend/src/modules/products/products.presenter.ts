import { variantPathsOf } from '../../common/images/variant-paths';
import type { ProductFeedItemDto } from '../social/dto/feed.dto';
import type { FeedRowWithAuthor } from '../social/feed.query';
import { feedItemFieldsOf } from '../social/posts.presenter';
import type { User } from '../users/entities/user.entity';
import { toUserSummary } from '../users/users.mapper';
import type { ProductDto, ProductTryOnDto } from './dto/product-responses.dto';
import type { ProductTryOn } from './entities/product-try-on.entity';
import type { Product } from './entities/product.entity';

function summaryOf(user: User | undefined) {
  if (!user) throw new Error('loaded without its user');
  return toUserSummary(user);
}

const variantsOf = (product: Product) =>
  variantPathsOf(product.tryOnImage, { thumbnail: product.tryOnThumbnail, large: product.tryOnLarge });

/** A product with its owner; `tryOnKey` is `{timestamp}_{id}` of the source try-on, `images` only on the detail. */
export function toProduct(
  product: Product,
  extras: { isLiked: boolean; tryOnKey: string | null; images?: string[] },
): ProductDto {
  return {
    id: product.id,
    userId: product.userId,
    user: summaryOf(product.user),
    title: product.title,
    description: product.description,
    tags: product.tags,
    sizes: product.sizes,
    colors: product.colors,
    actualPrice: product.actualPrice,
    discountPrice: product.discountPrice,
    stock: product.stock,
    isActive: product.isActive,
    tryOnId: extras.tryOnKey,
    tryOnImage: product.tryOnImage,
    garmentImage: product.garmentImage,
    ...variantsOf(product),
    likes: product.likes,
    commentsCount: product.commentsCount,
    isLiked: extras.isLiked,
    ...(extras.images ? { images: extras.images } : {}),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toProductTryOn(tryOn: ProductTryOn, isLiked: boolean): ProductTryOnDto {
  return {
    id: tryOn.id,
    productId: tryOn.productId,
    tryOnPath: tryOn.tryOnPath,
    thumbnailPath: variantPathsOf(tryOn.tryOnPath, { thumbnail: tryOn.thumbnailPath, large: null }).thumbnailPath,
    user: summaryOf(tryOn.user),
    visibility: tryOn.visibility,
    createdAt: tryOn.createdAt.toISOString(),
    likes: tryOn.likes,
    isLiked,
  };
}

/** The try-on a product was made from, as a product try-on item showing the product's own copies. */
export function toProductSourceTryOn(product: Product, tryOnId: string): ProductTryOnDto {
  return {
    id: tryOnId,
    productId: product.id,
    tryOnPath: product.tryOnImage,
    thumbnailPath: variantsOf(product).thumbnailPath,
    user: summaryOf(product.user),
    visibility: 'public',
    createdAt: product.createdAt.toISOString(),
    likes: 0,
    isLiked: false,
  };
}

/** A row of the feed's products branch (`activeProductsBranch`) as its card. */
export function toProductFeedItem(row: FeedRowWithAuthor): ProductFeedItemDto {
  return {
    type: 'product',
    ...feedItemFieldsOf(row),
    title: row.title ?? '',
    actualPrice: row.actual_price ?? '0',
    discountPrice: row.discount_price,
  };
}
