import type { NotificationDto } from './dto/notification.dto';
import type { NotificationData, NotificationType } from './notification-kinds';

/** A notification row as returned by the hand-written statements (snake_case columns). */
export interface NotificationRow {
  id: string;
  user_id: string;
  actor_id: string | null;
  type: NotificationType;
  data: NotificationData;
  read: boolean;
  group_id: string | null;
  group_count: number;
  aggregated: boolean;
  created_at: Date;
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    actorId: row.actor_id,
    data: row.data,
    read: row.read,
    groupId: row.group_id,
    groupCount: row.group_count,
    aggregated: row.aggregated,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
