import type { CommentDto, FeedPostDto } from '../api/generated/tvtApi';

export function makeFeedPost(overrides: Partial<FeedPostDto> = {}): FeedPostDto {
  return {
    type: 'try-on',
    id: 'post-1',
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
    caption: 'Linen for the monsoon',
    visibility: 'public',
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
