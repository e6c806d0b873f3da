import { commentLikeController, engagementController } from '../social/engagement/engagement-routes';
import { PRODUCT_TARGET } from './product-target';

/** Likes, Liked by, comments and replies of products: the engagement routes of posts, over PRODUCT_TARGET. */
export const ProductEngagementController = engagementController({
  noun: 'product',
  target: PRODUCT_TARGET,
  like: { path: '/products/:id/like', operationId: 'likeProduct' },
  likedBy: { path: '/products/:id/likes/users', operationId: 'getProductLikers' },
  comments: { path: '/products/:id/comments', operationId: 'getProductComments' },
  addComment: { path: '/products/:id/comments', operationId: 'addProductComment' },
  replies: { path: '/products/:id/comments/:parentId/replies', operationId: 'getProductCommentReplies' },
  addReply: { path: '/products/:id/comments/:parentId/replies', operationId: 'addProductCommentReply' },
});

export const ProductCommentLikesController = commentLikeController({
  noun: 'product',
  target: PRODUCT_TARGET,
  like: { path: '/product-comments/:id/like', operationId: 'likeProductComment' },
});
