import { Injectable } from '@nestjs/common';
import { AccessService } from '../../common/access/access.service';
import { JobsService } from '../../common/jobs/jobs.service';
import { CursorQueryDto, decodeCursor, keysetPage } from '../../common/pagination/pagination';
import { RealtimeService } from '../../common/realtime/realtime.service';
import type { NotificationDto, NotificationsPageDto, ReadNotificationDto } from './dto/notification.dto';
import { notificationMailQueue } from './notification-mail.queue';
import { NotificationPreferencesService } from './notification-preferences.service';
import {
  EMAILED_TYPES,
  GROUP_ACTORS_KEPT,
  type AggregatedType,
  type NotificationActor,
  type NotificationData,
  type NotificationType,
} from './notification-kinds';
import { NotificationQueries, type NotificationForMail } from './notifications.queries';
import { NotificationRow, toNotificationDto } from './notifications.presenter';
import './notifications.events';

export interface NewNotification {
  recipientId: string;
  /** Null for messages from the system. */
  actor: NotificationActor | null;
  type: NotificationType;
  data: NotificationData;
  /** The emitting module e-mailed it already (the TrendStar review): no second e-mail. */
  alreadyEmailed?: boolean;
}

export interface GroupedLike {
  recipientId: string;
  actor: NotificationActor;
  type: AggregatedType;
  targetId: string;
  data: NotificationData;
}

const groupIdOf = (type: AggregatedType, targetId: string) => `${type}:${targetId}`;

/**
 * Creates notifications (called by the listener with what the domain events said), lists and reads them, and
 * tells the recipient's open tabs at once. Self-actions and switched-off kinds create nothing.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly queries: NotificationQueries,
    private readonly preferences: NotificationPreferencesService,
    private readonly realtime: RealtimeService,
    private readonly jobs: JobsService,
    private readonly access: AccessService,
  ) {}

  async list(userId: string, query: CursorQueryDto): Promise<NotificationsPageDto> {
    const after = decodeCursor(query.cursor);
    const rows = await this.queries.newest(userId, after, query.limit + 1);
    const page = keysetPage(
      rows.map((row) => ({ row, createdAt: new Date(row.created_at), id: row.id })),
      query.limit,
    );
    return {
      notifications: page.items.map(({ row }) => toNotificationDto(row)),
      unreadCount: await this.unreadCount(userId),
      nextCursor: page.nextCursor,
    };
  }

  async unreadCount(userId: string): Promise<number> {
    return this.queries.unreadCount(userId);
  }

  /** Owner only (others get the 404 of a notification that does not exist). Reading a group closes it. */
  async markRead(viewer: { id: string }, id: string): Promise<ReadNotificationDto> {
    this.access.requireOwner(await this.queries.ownerOf(id), viewer);
    const row = await this.queries.markRead(id);
    const unreadCount = await this.unreadCount(viewer.id);
    await this.realtime.publish(viewer.id, 'notifications.unreadCount', { unreadCount });
    return { notification: toNotificationDto(row), unreadCount };
  }

  async markAllRead(userId: string): Promise<{ unreadCount: number }> {
    await this.queries.markAllRead(userId);
    const unreadCount = await this.unreadCount(userId);
    await this.realtime.publish(userId, 'notifications.unreadCount', { unreadCount });
    return { unreadCount };
  }

  /** One notification for one recipient; system messages and purchases are also e-mailed when wanted. */
  async notify({ recipientId, actor, type, data, alreadyEmailed }: NewNotification): Promise<NotificationDto | null> {
    if (actor?.id === recipientId) return null;
    const content: NotificationData = actor ? { ...data, actors: [actor], username: actor.username } : data;
    const row = await this.queries.insertOne(recipientId, actor?.id ?? null, type, content);
    if (!row) return null;
    const notification = await this.announce(row);
    if (!alreadyEmailed && EMAILED_TYPES.includes(type) && (await this.preferences.get(recipientId)).emailNotifications)
      await this.jobs.add(notificationMailQueue, 'send', { notificationId: row.id }, { jobId: `mail-${row.id}` });
    return notification;
  }

  /** A like joins the open group of its target (or opens one); the actor goes first and counts once. */
  async like({ recipientId, actor, type, targetId, data }: GroupedLike): Promise<NotificationDto | null> {
    if (actor.id === recipientId) return null;
    const row = await this.queries.upsertGroup(
      recipientId,
      actor.id,
      type,
      { ...data, actors: [actor], username: actor.username },
      groupIdOf(type, targetId),
      GROUP_ACTORS_KEPT,
    );
    return row ? this.announce(row) : null;
  }

  /** A like taken back while its group is unread: the actor leaves it, and a group left empty is deleted. */
  async unlike({
    recipientId,
    actorId,
    type,
    targetId,
  }: {
    recipientId: string;
    actorId: string;
    type: AggregatedType;
    targetId: string;
  }): Promise<void> {
    if (actorId === recipientId) return;
    const row = await this.queries.removeGroupActor(recipientId, groupIdOf(type, targetId), actorId);
    if (!row) return;
    if (!(await this.queries.deleteEmptyGroup(row.id))) {
      await this.announce(row);
      return;
    }
    const unreadCount = await this.unreadCount(recipientId);
    await this.realtime.publish(recipientId, 'notification.removed', { id: row.id, unreadCount });
  }

  /** A new post or product reaches every follower who wants it: one INSERT ... SELECT from follow, then one event each. */
  async fanOutToFollowers(
    type: 'new_post' | 'new_product',
    author: NotificationActor,
    data: NotificationData,
  ): Promise<number> {
    const rows = await this.queries.fanOutToFollowers(
      author.id,
      { ...data, actors: [author], username: author.username },
      type,
    );
    if (rows.length === 0) return 0;
    const unreadOf = await this.queries.unreadCounts(rows.map((row) => row.user_id));
    await Promise.all(
      rows.map((row) =>
        this.realtime.publish(row.user_id, 'notification.created', {
          notification: toNotificationDto(row),
          unreadCount: unreadOf.get(row.user_id) ?? 1,
        }),
      ),
    );
    return rows.length;
  }

  /** The stored row with its recipient's e-mail address, for the mail job. */
  async forMail(notificationId: string): Promise<NotificationForMail | null> {
    return this.queries.forMail(notificationId);
  }

  private async announce(row: NotificationRow): Promise<NotificationDto> {
    const notification = toNotificationDto(row);
    const unreadCount = await this.unreadCount(row.user_id);
    await this.realtime.publish(row.user_id, 'notification.created', { notification, unreadCount });
    return notification;
  }
}
