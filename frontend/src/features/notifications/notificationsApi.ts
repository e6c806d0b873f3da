import { tvtApi, type NotificationDto, type NotificationPreferencesDto } from '../../api/generated/tvtApi';
import { errorToast } from '../toast/toastSlice';

export type Notification = NotificationDto;
export type NotificationPreferences = NotificationPreferencesDto;
type Page = { notifications: Notification[]; unreadCount: number; nextCursor: string | null };

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The one cache entry of the list: pages loaded with a cursor are appended to it (see `merge`). */
export const notificationsListArg = { limit: NOTIFICATIONS_PAGE_SIZE };

type Dispatch = (action: unknown) => unknown;
type Patch = { undo: () => void };

export const notificationsApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['Notifications', 'NotificationPreferences'],
  endpoints: {
    getNotifications: {
      providesTags: ['Notifications'],
      serializeQueryArgs: ({ endpointName }) => endpointName,
      // The first page replaces the list (a refresh); a page with a cursor is appended to it.
      merge: (current, incoming, { arg }) => {
        if (!arg.cursor) return incoming;
        const known = new Set(current.notifications.map((notification) => notification.id));
        current.notifications.push(...incoming.notifications.filter((notification) => !known.has(notification.id)));
        current.nextCursor = incoming.nextCursor;
        current.unreadCount = incoming.unreadCount;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
    },
    getUnreadNotificationCount: { providesTags: ['Notifications'] },
    getNotificationPreferences: { providesTags: ['NotificationPreferences'] },
    markNotificationRead: {
      // Optimistic: the item turns read and the badge drops at once; both come back on failure.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        let wasUnread = false;
        const listPatch = updateList(dispatch, (page) => {
          const notification = page.notifications.find((candidate) => candidate.id === id);
          if (!notification || notification.read) return;
          wasUnread = true;
          notification.read = true;
          page.unreadCount = Math.max(page.unreadCount - 1, 0);
        });
        const countPatch = wasUnread ? changeCount(dispatch, (count) => count - 1) : null;
        try {
          const { data } = await queryFulfilled;
          setUnreadCount(dispatch, data.unreadCount);
        } catch {
          listPatch.undo();
          countPatch?.undo();
        }
      },
    },
    markAllNotificationsRead: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const listPatch = updateList(dispatch, (page) => {
          for (const notification of page.notifications) notification.read = true;
          page.unreadCount = 0;
        });
        const countPatch = changeCount(dispatch, () => 0);
        try {
          await queryFulfilled;
        } catch {
          listPatch.undo();
          countPatch.undo();
        }
      },
    },
    updateNotificationPreferences: {
      // Switches save at once; a failure puts them back and says so.
      async onQueryStarted({ updateNotificationPreferencesDto }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) => {
            Object.assign(draft, updateNotificationPreferencesDto);
          }),
        ) as Patch;
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
        } catch {
          patch.undo();
          dispatch(errorToast('Error', 'Failed to update notification preferences'));
        }
      },
    },
  },
});

export function updateList(dispatch: Dispatch, change: (page: Page) => void): Patch {
  return dispatch(notificationsApi.util.updateQueryData('getNotifications', notificationsListArg, change)) as Patch;
}

function changeCount(dispatch: Dispatch, change: (count: number) => number): Patch {
  return dispatch(
    notificationsApi.util.updateQueryData('getUnreadNotificationCount', undefined, (draft) => {
      draft.unreadCount = Math.max(change(draft.unreadCount), 0);
    }),
  ) as Patch;
}

/** The server's unread count, written to the bell and the list. */
export function setUnreadCount(dispatch: Dispatch, unreadCount: number) {
  dispatch(notificationsApi.util.upsertQueryData('getUnreadNotificationCount', undefined, { unreadCount }));
  updateList(dispatch, (page) => {
    page.unreadCount = unreadCount;
  });
}

export const {
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationsApi;
