import { visibleTo } from '../post-visibility';
import type { EngagementTarget } from './engagement-target';

/** Try-on posts: tables post_like, comment, comment_like; visible by the one post visibility rule. */
export const POST_TARGET: EngagementTarget = {
  table: 'post',
  ownerColumn: 'user_id',
  likesColumn: 'likes',
  commentsCountColumn: 'comments_count',
  likeTable: 'post_like',
  likeTargetColumn: 'post_id',
  commentTable: 'comment',
  commentTargetColumn: 'post_id',
  commentLikeTable: 'comment_like',
  visibleTo: (viewerParameter, alias) => visibleTo(viewerParameter, alias),
  notFound: 'post_not_found',
  commentNotFound: 'comment_not_found',
  events: {
    liked: 'post.liked',
    unliked: 'post.unliked',
    commented: 'post.commented',
    commentLiked: 'post-comment.liked',
    commentUnliked: 'post-comment.unliked',
  },
};
