import type { AvatarVariants } from '../users/entities/user.entity';
import type { ProductDto, ProductTryOnDto } from './dto/product-responses.dto';
import type { ProductTryOn } from './entities/product-try-on.entity';
import type { Product } from './entities/product.entity';

interface Person {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string;
  avatarVariants?: AvatarVariants | null;
  verified: boolean;
}

function summaryOf(user: Person | undefined) {
  if (!user) throw new Error('loaded without its user');
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    avatar: user.avatarVariants?.small ?? user.avatar,
    verified: user.verified,
  };
}

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
    thumbnailPath: product.tryOnThumbnail ?? product.tryOnImage,
    largePath: product.tryOnLarge ?? product.tryOnImage,
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
    thumbnailPath: tryOn.thumbnailPath ?? tryOn.tryOnPath,
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
    thumbnailPath: product.tryOnThumbnail ?? product.tryOnImage,
    user: summaryOf(product.user),
    visibility: 'public',
    createdAt: product.createdAt.toISOString(),
    likes: 0,
    isLiked: false,
  };
}
