import { Header } from '../../components/layout/Header';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useGetUnreadNotificationCountQuery } from './notificationsApi';

/** Spec part 1 §9: notifications are polled every 30 s, and only with a signed-in user. */
export const NOTIFICATIONS_POLL_MILLISECONDS = 30_000;

/** The header with the bell's unread count: live from the event stream, polled as the fallback. */
export function HeaderWithNotifications() {
  const { user } = useCurrentUser();
  const { data } = useGetUnreadNotificationCountQuery(undefined, {
    skip: !user,
    pollingInterval: NOTIFICATIONS_POLL_MILLISECONDS,
  });
  return <Header unreadNotificationCount={user ? data?.unreadCount : undefined} />;
}
