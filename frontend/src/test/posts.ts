import type { CommentDto, ProductFeedItemDto, TryOnFeedItemDto } from '../api/generated/tvtApi';

const feedItemFields = () => ({
  user: { id: 'author-1', username: 'meera_s', displayName: 'Meera Shah', avatar: '', verified: true },
  garmentImage: '/uploads/g1.jpg',
  tryOnImage: '/uploads/t1-1080.jpg',
  thumbnailPath: '/uploads/t1-256.jpg',
  largePath: '/uploads/t1-1080.jpg',
  likes: 4,
  commentsCount: 2,
  tags: ['#summer', '#linen'],
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  isLiked: false,
});

/** A try-on post as GET /api/feed answers it. */
export function makeTryOnFeedItem(overrides: Partial<TryOnFeedItemDto> = {}): TryOnFeedItemDto {
  return {
    type: 'try-on',
    id: 'post-1',
    ...feedItemFields(),
    caption: 'Linen for the monsoon',
    visibility: 'public',
    ...overrides,
  };
}

/** A product as GET /api/feed answers it. */
export function makeProductFeedItem(overrides: Partial<ProductFeedItemDto> = {}): ProductFeedItemDto {
  return {
    type: 'product',
    id: 'product-1',
    ...feedItemFields(),
    title: 'Linen shirt',
    actualPrice: '1999.00',
    discountPrice: null,
    ...overrides,
  };
}
export function makeComment(overrides: Partial<CommentDto> = {}): CommentDto {
  return {
    id: 'comment-1',
    userId: 'author-2',
    user: { id: 'author-2', username: 'ravi_k', displayName: 'Ravi Kumar', avatar: '', verified: false },
    text: 'Looks great!',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    likesCount: 1,
    isLiked: false,
    parentId: null,
    repliesCount: 0,
    replies: [],
    ...overrides,
  };
}

/** GET /api/feed with no post: the home page shows its empty state. */
export const emptyFeed = { body: { posts: [], nextCursor: null } };
