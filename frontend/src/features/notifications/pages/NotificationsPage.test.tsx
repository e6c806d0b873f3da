import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeEventSource, removeFakeEventSource } from '../../../test/fakeBrowserApis';
import { mockApi, type MockHandler } from '../../../test/mockApi';
import { renderRoute } from '../../../test/renderRoute';
import { makeUser } from '../../../test/users';
import { notificationsApi } from '../notificationsApi';

jest.setTimeout(20_000);

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
/** An hour ago, or half-way back to midnight just after it: "an hour ago" at 00:30 was yesterday, not Today. */
const earlierToday = () =>
  new Date(Date.now() - Math.min(HOUR, (Date.now() - new Date().setHours(0, 0, 0, 0)) / 2)).toISOString();
const actor = (id: string, displayName: string) => ({ id, username: id, displayName, avatar: null });

function notification(overrides: Record<string, unknown> = {}) {
  return {
    id: 'n1',
    type: 'follow',
    actorId: 'riya',
    data: { actors: [actor('riya', 'Riya Sen')], username: 'riya' },
    read: false,
    groupId: null,
    groupCount: 1,
    aggregated: false,
    createdAt: earlierToday(),
    ...overrides,
  };
}

const likes = notification({
  id: 'likes',
  type: 'like_post',
  actorId: 'meera',
  groupId: 'like_post:p1',
  groupCount: 5,
  aggregated: true,
  data: {
    actors: [actor('meera', 'Meera Shah'), actor('riya', 'Riya Sen'), actor('dev', 'Dev')],
    postId: 'p1',
    postUsername: 'asha_k',
    ownerUsername: 'asha_k',
  },
});
const reply = notification({
  id: 'reply',
  type: 'comment_reply',
  createdAt: ago(30),
  data: { actors: [actor('riya', 'Riya Sen')], postId: 'p2', postUsername: 'riya', commentText: 'Same here' },
});
const sale = notification({
  id: 'sale',
  type: 'product_purchase',
  actorId: null,
  read: true,
  createdAt: ago(24 * 10),
  data: { orderId: 'o7', productTitle: 'Linen shirt', buyerName: 'Kabir' },
});

const preferences = {
  likes: true,
  comments: true,
  follows: true,
  mentions: true,
  directMessages: true,
  systemNotifications: true,
  emailNotifications: true,
  soundEnabled: false,
};

function serve(list: unknown[], extra: Record<string, MockHandler> = {}) {
  let unread = list.filter((item) => !(item as { read: boolean }).read).length;
  return mockApi({
    'GET /api/users/me': { body: makeUser() },
    'GET /api/notifications/unread-count': () => ({ body: { unreadCount: unread } }),
    'GET /api/notifications': () => ({ body: { notifications: list, unreadCount: unread, nextCursor: null } }),
    'PATCH /api/notifications/likes/read': () => {
      unread -= 1;
      return { body: { notification: { ...likes, read: true }, unreadCount: unread } };
    },
    'POST /api/notifications/read-all': () => {
      unread = 0;
      return { body: { unreadCount: 0 } };
    },
    ...extra,
  });
}

describe('notifications page', () => {
  it('groups by day with the spec’s time labels and aggregated texts', async () => {
    serve([likes, reply, sale]);
    renderRoute('/notifications');
    const today = await screen.findByRole('list', { name: 'Today' }, { timeout: 5_000 });
    const likeItem = within(today).getByText('Meera Shah and Riya Sen and 3 others liked your post');
    const expectedTime = new Date(likes.createdAt as string).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(likeItem.parentElement).toHaveTextContent(expectedTime);
    const older = screen.getAllByRole('list').filter((list) => list.getAttribute('aria-label') !== 'Today');
    expect(older.map((list) => list.getAttribute('aria-label'))).toHaveLength(2);
    expect(screen.getByText('Riya Sen replied to your comment: “Same here”').parentElement).toHaveTextContent(
      'Yesterday',
    );
    expect(screen.getByText('Kabir bought Linen shirt')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('marks a notification read at once when tapped and opens its post', async () => {
    const { requests } = serve([likes, reply]);
    const { user, router } = renderRoute('/notifications');
    await user.click(
      await screen.findByRole('button', { name: /^Unread: Meera Shah and Riya Sen/ }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-post-try-on/asha_k/p1'));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    serve([likes, reply]);
    const { user } = renderRoute('/notifications');
    await screen.findByRole('link', { name: 'Notifications, 2 unread' }, { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unread:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows No notifications when there are none', async () => {
    serve([]);
    renderRoute('/notifications');
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('saves a switch at once and puts it back with an error when saving fails', async () => {
    serve([], {
      'GET /api/notifications/preferences': { body: preferences },
      'PUT /api/notifications/preferences': {
        status: 500,
        body: { statusCode: 500, code: 'server_error', message: 'Server error' },
      },
    });
    const { user } = renderRoute('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }, { timeout: 5_000 }));
    const likesSwitch = await screen.findByRole('switch', { name: 'Likes' }, { timeout: 5_000 });
    expect(likesSwitch).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    await user.click(likesSwitch);
    // The open dialog hides the rest of the page from assistive technology, the toast included.
    expect(await screen.findByText('Failed to update notification preferences')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Likes' })).toBeChecked());
  });

  it('says so when the preferences cannot be loaded', async () => {
    serve([], {
      'GET /api/notifications/preferences': {
        status: 403,
        body: { statusCode: 403, code: 'forbidden', message: 'You are not allowed to do this' },
      },
    });
    const { user } = renderRoute('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }, { timeout: 5_000 }));
    expect(await screen.findByText('Failed to load notification preferences')).toBeInTheDocument();
  });
});

describe('the bell', () => {
  it('shows no badge for a guest and asks nothing about notifications', async () => {
    const { requests } = mockApi({
      'GET /api/users/me': {
        status: 401,
        body: { statusCode: 401, code: 'not_authenticated', message: 'Not authenticated' },
      },
      'GET /api/notifications/unread-count': { body: { unreadCount: 9 } },
    });
    renderRoute('/trend-studio');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.some((request) => request.url.includes('/api/notifications'))).toBe(false);
  });

  it('rises and lists a new notification the moment the server pushes it', async () => {
    const streams = installFakeEventSource();
    try {
      serve([reply]);
      renderRoute('/notifications');
      expect(
        await screen.findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(streams.length).toBeGreaterThan(0));
      act(() => {
        streams[0].emit('ready', {});
        streams[0].emit('notification.created', { notification: likes, unreadCount: 2 });
      });
      expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('list', { name: 'Today' })).getByText(
          'Meera Shah and Riya Sen and 3 others liked your post',
        ),
      ).toBeInTheDocument();
      act(() => streams[0].emit('notification.removed', { id: 'likes', unreadCount: 1 }));
      expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
      expect(screen.queryByText(/liked your post/)).not.toBeInTheDocument();
    } finally {
      removeFakeEventSource();
    }
  });

  it('plays the chime on arrival only when sound is on', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const streams = installFakeEventSource();
    try {
      let soundEnabled = false;
      serve([reply], { 'GET /api/notifications/preferences': () => ({ body: { ...preferences, soundEnabled } }) });
      const { store } = renderRoute('/notifications');
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 5_000 });
      await waitFor(() => expect(streams.length).toBeGreaterThan(0));
      act(() => streams[0].emit('notification.created', { notification: likes, unreadCount: 2 }));
      await screen.findByRole('link', { name: 'Notifications, 2 unread' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(play).not.toHaveBeenCalled();

      soundEnabled = true;
      store.dispatch(notificationsApi.util.resetApiState());
      await screen.findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 5_000 });
      act(() => streams[streams.length - 1].emit('notification.created', { notification: likes, unreadCount: 2 }));
      await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    } finally {
      removeFakeEventSource();
      play.mockRestore();
    }
  });
});

describe('more notifications', () => {
  it('loads the next page on request and lists it under its days', async () => {
    const { requests } = serve([], {
      'GET /api/notifications': (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor
          ? { body: { notifications: [sale], unreadCount: 2, nextCursor: null } }
          : { body: { notifications: [likes, reply], unreadCount: 2, nextCursor: 'c2' } };
      },
    });
    const { user } = renderRoute('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Load more' }, { timeout: 5_000 }));
    expect(await screen.findByText('Kabir bought Linen shirt')).toBeInTheDocument();
    expect(screen.getByText('Meera Shah and Riya Sen and 3 others liked your post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = requests
      .filter((request) => new URL(request.url).pathname === '/api/notifications')
      .map((request) => new URL(request.url).search);
    expect(pages).toEqual(['?limit=20', '?cursor=c2&limit=20']);
  });
});
