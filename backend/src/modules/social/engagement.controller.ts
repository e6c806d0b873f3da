import { commentLikeController, engagementController } from './engagement/engagement-routes';
import { POST_TARGET } from './engagement/post-target';

/** Likes and comments of try-on posts; products serve theirs through the same routes with their own target. */
export const PostEngagementController = engagementController({
  noun: 'post',
  target: POST_TARGET,
  like: { path: '/posts/:id/like', operationId: 'likePost' },
  likedBy: { path: '/posts/:id/likes/users', operationId: 'getPostLikers' },
  comments: { path: '/posts/:id/comments', operationId: 'getPostComments' },
  addComment: { path: '/posts/:id/comments', operationId: 'addPostComment' },
  replies: { path: '/posts/:id/comments/:parentId/replies', operationId: 'getPostCommentReplies' },
  addReply: { path: '/posts/:id/comments/:parentId/replies', operationId: 'addPostCommentReply' },
});

/** Likes of comments on posts: /comments/{id} and its alias /post-comments/{id}, and the check. */
export const PostCommentLikesController = commentLikeController({
  noun: 'post',
  target: POST_TARGET,
  like: { path: '/comments/:id/like', operationId: 'likeComment' },
  likeAlias: { path: '/post-comments/:id/like', operationId: 'likePostComment' },
  check: { path: '/post-comments/:id/like/check', operationId: 'checkPostCommentLike' },
});
