import type {
  TargetCommentEvent,
  TargetCommentLikeEvent,
  TargetLikeEvent,
} from '../social/engagement/engagement-target';

declare module '../../common/events/domain-events' {
  interface DomainEvents {
    /** A TrendStar put a new product on sale (its followers hear of it when it is active). */
    'product.created': { productId: string; userId: string; title: string; isActive: boolean };
    /** A product (targetId) got a new like; ownerId is the TrendStar selling it. */
    'product.liked': TargetLikeEvent;
    /** A like of a product was taken back. */
    'product.unliked': TargetLikeEvent;
    /** A comment or reply was added to a product (targetId) of ownerId. */
    'product.commented': TargetCommentEvent;
    /** A comment on a product got a new like; commentAuthorId wrote it. */
    'product-comment.liked': TargetCommentLikeEvent;
    /** A like of a product comment was taken back. */
    'product-comment.unliked': TargetCommentLikeEvent;
  }
}

export {};
