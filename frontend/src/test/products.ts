import type { ProductDto, ProductTryOnDto } from '../api/generated/tvtApi';

export const productId = '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
export const sellerId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    id: productId,
    userId: sellerId,
    user: { id: sellerId, username: 'meera_s', displayName: 'Meera Shah', avatar: '', verified: true },
    title: 'Indigo linen kurta',
    description: 'Hand-block printed linen, breathable for the monsoon.',
    tags: ['#linen'],
    sizes: ['S', 'M', 'L'],
    colors: ['Indigo'],
    actualPrice: '2999.00',
    discountPrice: '1999.00',
    stock: 4,
    isActive: true,
    tryOnId: '1700000000000_9f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    tryOnImage: '/uploads/products/p1/try-on.png',
    garmentImage: '/uploads/products/p1/garment.png',
    thumbnailPath: '/uploads/products/p1/try-on-256.jpg',
    largePath: '/uploads/products/p1/try-on-1080.jpg',
    likes: 3,
    commentsCount: 0,
    isLiked: false,
    images: ['/uploads/products/p1/gallery-1.jpg'],
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProductTryOn(overrides: Partial<ProductTryOnDto> = {}): ProductTryOnDto {
  return {
    id: 'pt-1',
    productId,
    tryOnPath: '/uploads/ravi_k/try-on/1700000000001_a.png',
    thumbnailPath: '/uploads/ravi_k/try-on/1700000000001_a-256.jpg',
    user: { id: 'author-2', username: 'ravi_k', displayName: 'Ravi Kumar', avatar: '', verified: false },
    visibility: 'public',
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    likes: 2,
    isLiked: false,
    ...overrides,
  };
}
