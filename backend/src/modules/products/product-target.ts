import type { EngagementTarget } from '../social/engagement/engagement-target';
import { productVisibleTo } from './product-visibility';
import './products.events';

/** Products: tables product_like, product_comment, product_comment_like; visible when active or owned. */
export const PRODUCT_TARGET: EngagementTarget = {
  table: 'product',
  ownerColumn: 'user_id',
  likesColumn: 'likes',
  commentsCountColumn: 'comments_count',
  likeTable: 'product_like',
  likeTargetColumn: 'product_id',
  commentTable: 'product_comment',
  commentTargetColumn: 'product_id',
  commentLikeTable: 'product_comment_like',
  visibleTo: (viewerParameter, alias) => productVisibleTo(viewerParameter, alias),
  notFound: 'product_not_found',
  commentNotFound: 'comment_not_found',
  events: {
    liked: 'product.liked',
    unliked: 'product.unliked',
    commented: 'product.commented',
    commentLiked: 'product-comment.liked',
    commentUnliked: 'product-comment.unliked',
  },
};
