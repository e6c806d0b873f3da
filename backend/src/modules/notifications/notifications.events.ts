import type { NotificationDto } from './dto/notification.dto';

declare module '../../common/realtime/realtime.service' {
  interface LiveEvents {
    /** A notification was created, or its group gained or lost an actor (replace by id). */
    'notification.created': { notification: NotificationDto; unreadCount: number };
    /** A group lost its last actor (an unlike) and is gone. */
    'notification.removed': { id: string; unreadCount: number };
    /** Notifications were read (in this or another tab). */
    'notifications.unreadCount': { unreadCount: number };
  }
}

export {};
