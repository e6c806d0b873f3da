import { toUserSummary } from '../users/users.mapper';
import type { OrderDto, OrderProductDto, PurchasedProductDto } from './dto/order.dto';
import type { Order } from './entities/order.entity';

function toOrderProduct(product: NonNullable<Order['product']>): OrderProductDto {
  return {
    id: product.id,
    title: product.title,
    tryOnImage: product.tryOnImage,
    tryOnThumbnail: product.tryOnThumbnail,
    tryOnLarge: product.tryOnLarge,
    garmentImage: product.garmentImage,
    isActive: product.isActive,
  };
}

/** The copy taken when the order was placed; an order older than the copies falls back to what still exists. */
function toPurchased(order: Order): PurchasedProductDto {
  const { product, seller } = order;
  return {
    title: order.productTitle ?? product?.title ?? null,
    image: order.productImage ?? product?.tryOnLarge ?? product?.tryOnImage ?? null,
    thumbnail: order.productThumbnail ?? product?.tryOnThumbnail ?? null,
    sellerName: order.sellerName ?? (seller ? seller.displayName || seller.username : null),
    sellerUsername: order.sellerUsername ?? seller?.username ?? null,
  };
}

/** An order with its product, buyer and seller loaded (each may be gone) and the address it ships to. */
export function toOrder(order: Order): OrderDto {
  return {
    id: order.id,
    userId: order.userId,
    trendStarUserId: order.trendStarUserId,
    productId: order.productId,
    actualPrice: order.actualPrice,
    discountPrice: order.discountPrice,
    size: order.size,
    color: order.color,
    addressId: order.addressId,
    orderStatus: order.orderStatus,
    tryOnId: order.tryOnId,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    product: order.product ? toOrderProduct(order.product) : null,
    purchased: toPurchased(order),
    address: order.shippingAddress,
    buyer: order.buyer ? toUserSummary(order.buyer) : null,
    seller: order.seller ? toUserSummary(order.seller) : null,
  };
}
