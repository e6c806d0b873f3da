import { notificationsApi, setUnreadCount, updateList, type Notification } from './notificationsApi';
import { playNotificationSound } from './notificationSound';

type Dispatch = (action: unknown) => unknown;

export const notificationEventNames = ['notification.created', 'notification.removed', 'notifications.unreadCount'];

/**
 * Writes the live notification events into the bell and the list: a new or grown group goes to the top,
 * a group whose last like was taken back disappears; a chime plays when the user keeps sound on.
 */
export function applyNotificationEvent(dispatch: Dispatch, name: string, data: unknown) {
  if (name === 'notification.created') {
    const { notification, unreadCount } = data as { notification: Notification; unreadCount: number };
    updateList(dispatch, (page) => {
      page.notifications = [notification, ...page.notifications.filter((item) => item.id !== notification.id)];
    });
    setUnreadCount(dispatch, unreadCount);
    if (!notification.read) void chimeIfWanted(dispatch);
  } else if (name === 'notification.removed') {
    const { id, unreadCount } = data as { id: string; unreadCount: number };
    updateList(dispatch, (page) => {
      page.notifications = page.notifications.filter((item) => item.id !== id);
    });
    setUnreadCount(dispatch, unreadCount);
  } else if (name === 'notifications.unreadCount') {
    const { unreadCount } = data as { unreadCount: number };
    // Read in another tab: with nothing unread left, every listed item is read.
    if (unreadCount === 0)
      updateList(dispatch, (page) => {
        for (const notification of page.notifications) notification.read = true;
      });
    setUnreadCount(dispatch, unreadCount);
  }
}

async function chimeIfWanted(dispatch: Dispatch) {
  const request = dispatch(
    notificationsApi.endpoints.getNotificationPreferences.initiate(undefined, { subscribe: false }),
  ) as Promise<{ data?: { soundEnabled: boolean } }>;
  const { data } = await request;
  if (data?.soundEnabled) playNotificationSound();
}
