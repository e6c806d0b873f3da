import type { NotificationData } from './notification-kinds';

/** What a notification about a target (or a comment on it) is read from: one row per target. */
export interface TargetRow {
  target_id: string;
  owner_username: string;
  title: string | null;
}

/**
 * How notifications name and link one kind of engagement target (a post or a product). The handlers of
 * EngagementNotificationsListener are the same for every target; only these reads and fields differ.
 */
export interface EngagementNotificationTarget {
  /** The kind of a like of the target (likes of comments are `like_comment` for every target). */
  likeType: 'like_post' | 'like_product';
  /** SQL reading the TargetRow of target $1. */
  targetSql: string;
  /** SQL reading a comment's `text` and its target's TargetRow, for comment $1. */
  commentSql: string;
  /** The data fields naming the target, with the link a tap on the notification opens. */
  fields: (row: TargetRow) => NotificationData;
}

export const postUrl = (postUsername: string, postId: string) => `/view-post-try-on/${postUsername}/${postId}`;
export const productUrl = (productId: string) => `/product/${productId}`;

export const POST_NOTIFICATIONS: EngagementNotificationTarget = {
  likeType: 'like_post',
  targetSql: `SELECT p.id AS target_id, u.username AS owner_username, NULL AS title
    FROM post p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
  commentSql: `SELECT c.text, p.id AS target_id, u.username AS owner_username, NULL AS title
    FROM comment c JOIN post p ON p.id = c.post_id JOIN users u ON u.id = p.user_id WHERE c.id = $1`,
  fields: ({ target_id, owner_username }) => ({
    postId: target_id,
    ownerUsername: owner_username,
    postUsername: owner_username,
    actionUrl: postUrl(owner_username, target_id),
  }),
};

export const PRODUCT_NOTIFICATIONS: EngagementNotificationTarget = {
  likeType: 'like_product',
  targetSql: `SELECT p.id AS target_id, u.username AS owner_username, p.title
    FROM product p JOIN users u ON u.id = p.user_id WHERE p.id = $1`,
  commentSql: `SELECT c.text, p.id AS target_id, u.username AS owner_username, p.title
    FROM product_comment c JOIN product p ON p.id = c.product_id JOIN users u ON u.id = p.user_id WHERE c.id = $1`,
  fields: ({ target_id, owner_username, title }) => ({
    productId: target_id,
    productTitle: title ?? undefined,
    ownerUsername: owner_username,
    actionUrl: productUrl(target_id),
  }),
};
