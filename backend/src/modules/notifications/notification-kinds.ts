/**
 * The kinds of notification (spec part 1 §3). `like` is the spec's older name of `like_post`, kept readable
 * but never created. Order status changes are `system` notifications whose `data.type` is `order_status`.
 */
export const NOTIFICATION_TYPES = [
  'follow',
  'like',
  'like_post',
  'like_comment',
  'like_product',
  'comment',
  'comment_reply',
  'new_post',
  'new_product',
  'product_purchase',
  'system',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Kinds whose notifications of one target aggregate into one unread row. */
export const AGGREGATED_TYPES = ['like_post', 'like_comment', 'like_product'] as const;
export type AggregatedType = (typeof AGGREGATED_TYPES)[number];

export const PREFERENCE_FLAGS = [
  'likes',
  'comments',
  'follows',
  'mentions',
  'directMessages',
  'systemNotifications',
  'emailNotifications',
  'soundEnabled',
] as const;
export type PreferenceFlag = (typeof PREFERENCE_FLAGS)[number];

/**
 * The switch that silences each kind. A new post or product comes from someone the user follows, so it is
 * silenced with `follows`; purchases and order updates are messages about the user's own business (`system`).
 */
export const PREFERENCE_OF: Record<NotificationType, PreferenceFlag> = {
  follow: 'follows',
  like: 'likes',
  like_post: 'likes',
  like_comment: 'likes',
  like_product: 'likes',
  comment: 'comments',
  comment_reply: 'comments',
  new_post: 'follows',
  new_product: 'follows',
  product_purchase: 'systemNotifications',
  system: 'systemNotifications',
};

/** Kinds that are also e-mailed when `emailNotifications` is on. */
export const EMAILED_TYPES: readonly NotificationType[] = ['system', 'product_purchase'];

/** How an actor appears in a group (newest first). */
export interface NotificationActor {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
}

/** Only the fields a notification's text and link need; each kind fills its own. */
export interface NotificationData {
  actors?: NotificationActor[];
  postId?: string;
  commentId?: string;
  productId?: string;
  orderId?: string;
  /** The actor's username (profile link). */
  username?: string;
  /** Whose post or product it is (the recipient for likes and comments). */
  ownerUsername?: string;
  /** The post's author, for /view-post-try-on/{postUsername}/{postId}. */
  postUsername?: string;
  title?: string;
  productTitle?: string;
  buyerName?: string;
  message?: string;
  /** Sub-kind of `system`: trendstar_approved, trendstar_rejected, order_status. */
  type?: string;
  /** For order status changes. */
  status?: string;
  commentText?: string;
  actionUrl?: string;
}

/** The newest actors kept in a group; `groupCount` keeps counting beyond them. */
export const GROUP_ACTORS_KEPT = 50;
