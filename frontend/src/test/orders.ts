import type { AddressDto, OrderDto, ProductDto, ShippingAddressDto } from '../api/generated/tvtApi';
import { makeUser } from './users';

export const buyerId = makeUser().id;
export const sellerId = '7d1e2c3b-4a5f-4e6d-8c7b-9a8b7c6d5e4f';

export function makeAddress(overrides: Partial<AddressDto> = {}): AddressDto {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    userId: buyerId,
    fullName: 'Asha Kapoor',
    mobile: '9876543210',
    email: 'asha@example.com',
    address1: '12 MG Road',
    address2: 'Flat 4B',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    isDefault: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The copy of the address an order keeps: the saved address's fields without its id, owner or default flag. */
export function shippingAddressOf(address: AddressDto): ShippingAddressDto {
  const { fullName, mobile, email, address1, address2, district, city, state, pincode } = address;
  return { fullName, mobile, email, address1, address2, district, city, state, pincode };
}

export function makeOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: '3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607',
    userId: buyerId,
    trendStarUserId: sellerId,
    productId: 'p0000000-0000-4000-8000-000000000001',
    actualPrice: '2999.00',
    discountPrice: '1999.00',
    size: 'M',
    color: 'Black',
    addressId: makeAddress().id,
    orderStatus: 'pending',
    tryOnId: null,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    updatedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    product: {
      id: 'p0000000-0000-4000-8000-000000000001',
      title: 'Indigo Block-Print Kurta',
      tryOnImage: '/uploads/meera_s/try-on/1_t.png',
      tryOnThumbnail: '/uploads/meera_s/try-on/1_t-256.jpg',
      tryOnLarge: '/uploads/meera_s/try-on/1_t-1080.jpg',
      garmentImage: '/uploads/meera_s/try-on/1/cloth_image.png',
      isActive: true,
    },
    purchased: {
      title: 'Indigo Block-Print Kurta',
      image: '/uploads/orders/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607/product.jpg',
      thumbnail: '/uploads/orders/3f2a9c1d-5b6e-4f70-8a91-b2c3d4e5f607/product-256.jpg',
      sellerName: 'Meera Shah',
      sellerUsername: 'meera_s',
    },
    address: shippingAddressOf(makeAddress()),
    buyer: { id: buyerId, username: 'asha_k', displayName: 'Asha Kapoor', avatar: '', verified: false },
    seller: { id: sellerId, username: 'meera_s', displayName: 'Meera Shah', avatar: '', verified: true },
    ...overrides,
  };
}

export const productId = 'b1c2d3e4-0000-4000-8000-000000000001';

/** GET /api/products/{id} as the order screen reads it. */
export function makeProductForOrder(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    id: productId,
    userId: sellerId,
    user: { id: sellerId, username: 'meera_s', displayName: 'Meera Shah', avatar: '', verified: true },
    title: 'Indigo Block-Print Kurta',
    description: 'Hand block-printed cotton kurta.',
    tags: [],
    sizes: ['S', 'M', 'L'],
    colors: ['Indigo', 'Black'],
    actualPrice: '2999.00',
    discountPrice: '1999.00',
    stock: 4,
    isActive: true,
    tryOnId: '1767225600000_0b6f1a8e-2f1c-4a59-9d51-1f6f0c7d2a99',
    tryOnImage: '/uploads/meera_s/try-on/1_t.png',
    garmentImage: '/uploads/meera_s/try-on/1/cloth_image.png',
    thumbnailPath: '/uploads/meera_s/try-on/1_t-256.jpg',
    largePath: '/uploads/meera_s/try-on/1_t-1080.jpg',
    likes: 0,
    commentsCount: 0,
    isLiked: false,
    images: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
