import type { Notification } from './notificationsApi';
import { paths } from '../../lib/paths';

type Actor = NonNullable<Notification['data']['actors']>[number];

const nameOf = (actor: Actor) => actor.displayName || actor.username;

/** "A", "A and B", "A and B and 3 others": two names plus the number of others (spec part 1 §2). */
export function actorNames(notification: Notification): string {
  const actors = notification.data.actors ?? [];
  const names = actors.slice(0, 2).map(nameOf);
  if (names.length === 0) return 'Someone';
  const total = Math.max(notification.groupCount, actors.length);
  const others = total - names.length;
  const listed = names.join(' and ');
  if (others <= 0) return listed;
  return `${listed} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const quoted = (text: string | undefined) => (text ? `: “${text}”` : '');

/** What the notification says, per kind. */
export function notificationText(notification: Notification): string {
  const { data } = notification;
  const who = actorNames(notification);
  switch (notification.type) {
    case 'follow':
      return `${who} started following you`;
    case 'like':
    case 'like_post':
      return `${who} liked your post`;
    case 'like_comment':
      return `${who} liked your comment${quoted(data.commentText)}`;
    case 'like_product':
      return `${who} liked your product${data.productTitle || data.title ? ` ${data.productTitle ?? data.title}` : ''}`;
    case 'comment':
      return `${who} commented on your ${data.productId ? 'product' : 'post'}${quoted(data.commentText)}`;
    case 'comment_reply':
      return `${who} replied to your comment${quoted(data.commentText)}`;
    case 'new_post':
      return `${who} shared a new post`;
    case 'new_product':
      return `${who} added a new product${data.productTitle || data.title ? `: ${data.productTitle ?? data.title}` : ''}`;
    case 'product_purchase':
      return `${data.buyerName ?? who} bought ${data.productTitle ?? 'your product'}`;
    case 'system':
      if (data.type === 'order_status')
        return (
          data.message ??
          `Your order${data.productTitle ? ` of ${data.productTitle}` : ''} is ${data.status ?? 'updated'}`
        );
      return [data.title, data.message].filter(Boolean).join('. ') || 'A message from TVT';
  }
}

// Comments, replies and comment likes happen on a post or on a product: the one the data names.
const postLink = (data: Notification['data']) =>
  data.productId
    ? paths.product(data.productId)
    : data.postId && data.postUsername
      ? paths.viewPostTryOn(data.postUsername, data.postId)
      : undefined;

/** Where opening the notification goes; undefined when it has no target. */
export function notificationLink(notification: Notification): string | undefined {
  const { data } = notification;
  switch (notification.type) {
    case 'follow':
      return data.username ? paths.userProfile(data.username) : data.actionUrl;
    case 'like':
    case 'like_post':
    case 'like_comment':
    case 'comment':
    case 'comment_reply':
    case 'new_post':
      return postLink(data) ?? data.actionUrl;
    case 'like_product':
    case 'new_product':
      return data.productId ? paths.product(data.productId) : data.actionUrl;
    case 'product_purchase':
      return data.orderId ? paths.saleDetail(data.orderId) : data.actionUrl;
    case 'system':
      if (data.type === 'order_status' && data.orderId) return paths.orderComplete(data.orderId);
      return data.actionUrl;
  }
}

const HOUR = 3_600_000;

/** Clock time within 24 hours, Yesterday within 48 hours, otherwise month and day (spec part 1 §2). */
export function notificationTime(createdAt: string, now = new Date()): string {
  const date = new Date(createdAt);
  const age = now.getTime() - date.getTime();
  if (age < 24 * HOUR) return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (age < 48 * HOUR) return 'Yesterday';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The day heading a notification is listed under: Today, Yesterday, or the date. */
export function dayLabel(createdAt: string, now = new Date()): string {
  const date = new Date(createdAt);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / (24 * HOUR));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Consecutive notifications (newest first) grouped under their day headings. */
export function groupByDay(notifications: Notification[], now = new Date()) {
  const groups: Array<{ label: string; notifications: Notification[] }> = [];
  for (const notification of notifications) {
    const label = dayLabel(notification.createdAt, now);
    const last = groups[groups.length - 1];
    if (last?.label === label) last.notifications.push(notification);
    else groups.push({ label, notifications: [notification] });
  }
  return groups;
}
