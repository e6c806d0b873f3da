import { defineQueue } from '../../common/jobs/queue-definition';

export interface NotificationMailJob {
  notificationId: string;
}

/** E-mails of notifications, sent by the workers, never inside the request that caused them. */
export const notificationMailQueue = defineQueue<{ send: NotificationMailJob }>('notification-mail', ['send'], {
  attempts: 3,
});
