import type { ErrorCode } from '../../../common/errors/error-codes';
import type { DomainEventName, DomainEvents } from '../../../common/events/domain-events';

/** userId liked or unliked a target owned by ownerId (only when the like row was added or removed). */
export interface TargetLikeEvent {
  targetId: string;
  ownerId: string;
  userId: string;
  likes: number;
}

/** userId commented on a target owned by ownerId; a reply names the author of the comment replied to. */
export interface TargetCommentEvent {
  targetId: string;
  ownerId: string;
  commentId: string;
  userId: string;
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parentId: string | null;
  /** Who wrote the comment that was replied to; null for a top-level comment. */
  parentAuthorId: string | null;
}

/** userId liked or unliked a comment written by commentAuthorId on target targetId. */
export interface TargetCommentLikeEvent {
  targetId: string;
  commentId: string;
  commentAuthorId: string;
  userId: string;
  likesCount: number;
}

type EventNamesCarrying<Payload> = {
  [Name in DomainEventName]: DomainEvents[Name] extends Payload ? Name : never;
}[DomainEventName];

/**
 * What can be liked and commented on (posts now, products later), described as data: the engagement service
 * runs the same statements over whichever tables a target names. Table and column names are constants of
 * the definition, never user input.
 */
export interface EngagementTarget {
  /** The target table and its counter columns, e.g. post / likes / comments_count. */
  table: string;
  ownerColumn: string;
  likesColumn: string;
  commentsCountColumn: string;
  /** Likes of the target: (targetColumn, user_id) unique, with created_at. */
  likeTable: string;
  likeTargetColumn: string;
  /** Comments: (targetColumn, user_id, text, parent_id, likes_count, created_at). */
  commentTable: string;
  commentTargetColumn: string;
  /** Likes of comments: (comment_id, user_id) unique. */
  commentLikeTable: string;
  /** SQL that holds when the viewer (a uuid parameter, possibly null) may see the target row aliased `alias`. */
  visibleTo: (viewerParameter: string, alias: string) => string;
  notFound: ErrorCode;
  commentNotFound: ErrorCode;
  events: {
    liked: EventNamesCarrying<TargetLikeEvent>;
    unliked: EventNamesCarrying<TargetLikeEvent>;
    commented: EventNamesCarrying<TargetCommentEvent>;
    commentLiked: EventNamesCarrying<TargetCommentLikeEvent>;
    commentUnliked: EventNamesCarrying<TargetCommentLikeEvent>;
  };
}
