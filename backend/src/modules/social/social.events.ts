import type { TargetCommentEvent, TargetCommentLikeEvent, TargetLikeEvent } from './engagement/engagement-target';

declare module '../../common/events/domain-events' {
  interface DomainEvents {
    'post.created': { postId: string; userId: string; tryOnId: string; visibility: 'friends' | 'public' };
    'post.deleted': { postId: string; userId: string };
    /** followerId now follows followingId (only when the row is new). */
    'user.followed': { followerId: string; followingId: string };
    /** followerId stopped following followingId (only when a row was removed). */
    'user.unfollowed': { followerId: string; followingId: string };
    /** A post (targetId) got a new like; ownerId is the post's author. */
    'post.liked': TargetLikeEvent;
    /** A like of a post was taken back. */
    'post.unliked': TargetLikeEvent;
    /** A comment or reply was added to a post (targetId) of ownerId. */
    'post.commented': TargetCommentEvent;
    /** A comment on a post got a new like; commentAuthorId wrote it. */
    'post-comment.liked': TargetCommentLikeEvent;
    /** A like of a post comment was taken back. */
    'post-comment.unliked': TargetCommentLikeEvent;
  }
}

export {};
