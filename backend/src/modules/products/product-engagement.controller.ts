import { commentLikeController, engagementController } from '../social/engagement/engagement-routes';
import { PRODUCT_TARGET } from './product-target';

/** Likes, Liked by, comments and replies of products: the engagement routes of posts, over PRODUCT_TARGET. */
export const ProductEngagementController = engagementController({
  path: 'products',
  noun: 'product',
  target: PRODUCT_TARGET,
  operations: {
    like: 'likeProduct',
    likedBy: 'getProductLikers',
    comments: 'getProductComments',
    addComment: 'addProductComment',
    replies: 'getProductCommentReplies',
    addReply: 'addProductCommentReply',
  },
});

/** `/product-comments/{id}/like`. */
export const ProductCommentLikesController = commentLikeController(
  'product-comments',
  PRODUCT_TARGET,
  'likeProductComment',
  'product',
);
