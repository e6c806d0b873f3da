import type { Notification } from './notificationsApi';
import { actorNames, dayLabel, notificationLink, notificationText, notificationTime } from './notificationText';

const actor = (name: string) => ({ id: name, username: name.toLowerCase(), displayName: name, avatar: null });

function make(type: Notification['type'], data: Notification['data'] = {}, groupCount = 1): Notification {
  return {
    id: 'n',
    type,
    actorId: null,
    data,
    read: false,
    groupId: null,
    groupCount,
    aggregated: groupCount > 1,
    createdAt: new Date().toISOString(),
  };
}

describe('notification texts and links', () => {
  it('names two actors and counts the others', () => {
    expect(actorNames(make('like_post', { actors: [actor('Asha')] }))).toBe('Asha');
    expect(actorNames(make('like_post', { actors: [actor('Asha'), actor('Riya')] }, 2))).toBe('Asha and Riya');
    expect(actorNames(make('like_post', { actors: [actor('Asha'), actor('Riya'), actor('Dev')] }, 3))).toBe(
      'Asha and Riya and 1 other',
    );
    expect(actorNames(make('like_post', { actors: [actor('Asha'), actor('Riya')] }, 5))).toBe(
      'Asha and Riya and 3 others',
    );
  });

  it('links every kind to its target', () => {
    const post = { postId: 'p1', postUsername: 'riya' };
    expect(notificationLink(make('follow', { username: 'asha' }))).toBe('/u/asha');
    for (const type of ['like_post', 'like_comment', 'comment', 'comment_reply', 'new_post'] as const)
      expect(notificationLink(make(type, post))).toBe('/view-post-try-on/riya/p1');
    for (const type of ['like_product', 'like_comment', 'comment', 'comment_reply'] as const)
      expect(notificationLink(make(type, { productId: 'x' }))).toBe('/product/x');
    expect(notificationLink(make('new_product', { productId: 'x' }))).toBe('/product/x');
    expect(notificationLink(make('product_purchase', { orderId: 'o1' }))).toBe('/trendstar-sales/o1');
    expect(notificationLink(make('system', { type: 'order_status', orderId: 'o1' }))).toBe('/order-complete/o1');
    expect(notificationLink(make('system', { actionUrl: '/profile' }))).toBe('/profile');
    expect(notificationLink(make('system', {}))).toBeUndefined();
  });

  it('words products, purchases and order updates', () => {
    expect(notificationText(make('comment', { actors: [actor('Asha')], productId: 'x', commentText: 'Nice' }))).toBe(
      'Asha commented on your product: “Nice”',
    );
    expect(notificationText(make('comment', { actors: [actor('Asha')], postId: 'p', commentText: 'Nice' }))).toBe(
      'Asha commented on your post: “Nice”',
    );
    expect(notificationText(make('new_product', { actors: [actor('Asha')], productTitle: 'Linen shirt' }))).toBe(
      'Asha added a new product: Linen shirt',
    );
    expect(notificationText(make('product_purchase', { buyerName: 'Kabir', productTitle: 'Linen shirt' }))).toBe(
      'Kabir bought Linen shirt',
    );
    expect(
      notificationText(make('system', { type: 'order_status', productTitle: 'Linen shirt', status: 'shipped' })),
    ).toBe('Your order of Linen shirt is shipped');
    expect(notificationText(make('system', { title: 'You are now a TrendStar', message: 'Welcome' }))).toBe(
      'You are now a TrendStar. Welcome',
    );
  });

  it('shows clock time within 24 hours, Yesterday within 48, else month and day', () => {
    const now = new Date(2026, 2, 10, 15, 0);
    expect(notificationTime(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(notificationTime(new Date(2026, 2, 9, 9, 5).toISOString(), now)).toBe('Yesterday');
    expect(notificationTime(new Date(2026, 2, 5, 9, 5).toISOString(), now)).toBe('Mar 5');
    expect(dayLabel(new Date(2026, 2, 10, 1, 0).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 9, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 5).toISOString(), now)).toBe('March 5');
    expect(dayLabel(new Date(2025, 11, 31).toISOString(), now)).toBe('December 31, 2025');
  });
});
