import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessService } from '../../common/access/access.service';
import { preparedQuery } from '../../common/database/prepared-statements';
import { JobsService } from '../../common/jobs/jobs.service';
import { CursorQueryDto, decodeCursor, keysetPage } from '../../common/pagination/pagination';
import { RealtimeService } from '../../common/realtime/realtime.service';
import type { NotificationDto, NotificationsPageDto, ReadNotificationDto } from './dto/notification.dto';
import { Notification } from './entities/notification.entity';
import { notificationMailQueue } from './notification-mail.queue';
import { NotificationPreferencesService } from './notification-preferences.service';
import {
  DELETE_EMPTY_GROUP,
  FAN_OUT_TO_FOLLOWERS,
  insertOne,
  REMOVE_GROUP_ACTOR,
  RETURNED_COLUMNS,
  UNREAD_COUNTS,
  upsertGroup,
} from './notification-sql';
import {
  EMAILED_TYPES,
  GROUP_ACTORS_KEPT,
  type AggregatedType,
  type NotificationActor,
  type NotificationData,
  type NotificationType,
} from './notification-kinds';
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
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly preferences: NotificationPreferencesService,
    private readonly realtime: RealtimeService,
    private readonly jobs: JobsService,
    private readonly access: AccessService,
  ) {}

  async list(userId: string, query: CursorQueryDto): Promise<NotificationsPageDto> {
    const after = decodeCursor(query.cursor);
    // Two plain statements rather than one with "$2 IS NULL OR": each walks notification_user_newest directly.
    const database = this.notifications.manager.connection;
    const rows = after
      ? await preparedQuery<NotificationRow>(
          database,
          `SELECT ${RETURNED_COLUMNS} FROM notification WHERE user_id = $1 AND (created_at, id) < ($2::timestamptz, $3::uuid)
           ORDER BY created_at DESC, id DESC LIMIT $4`,
          [userId, after.createdAt.toISOString(), after.id, query.limit + 1],
        )
      : await preparedQuery<NotificationRow>(
          database,
          `SELECT ${RETURNED_COLUMNS} FROM notification WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
          [userId, query.limit + 1],
        );
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
    const rows = await preparedQuery<{ unread: number }>(
      this.notifications.manager.connection,
      'SELECT count(*)::int AS unread FROM notification WHERE user_id = $1 AND read = false',
      [userId],
    );
    return rows[0].unread;
  }

  /** Owner only (others get the 404 of a notification that does not exist). Reading a group closes it. */
  async markRead(viewer: { id: string }, id: string): Promise<ReadNotificationDto> {
    this.access.requireOwner(
      await this.notifications.findOne({ where: { id }, select: { id: true, userId: true } }),
      viewer,
    );
    const [rows]: [NotificationRow[], number] = await this.notifications.query(
      `UPDATE notification SET read = true WHERE id = $1 RETURNING ${RETURNED_COLUMNS}`,
      [id],
    );
    const unreadCount = await this.unreadCount(viewer.id);
    await this.realtime.publish(viewer.id, 'notifications.unreadCount', { unreadCount });
    return { notification: toNotificationDto(rows[0]), unreadCount };
  }

  async markAllRead(userId: string): Promise<{ unreadCount: number }> {
    await this.notifications.update({ userId, read: false }, { read: true });
    const unreadCount = await this.unreadCount(userId);
    await this.realtime.publish(userId, 'notifications.unreadCount', { unreadCount });
    return { unreadCount };
  }

  /** One notification for one recipient; system messages and purchases are also e-mailed when wanted. */
  async notify({ recipientId, actor, type, data, alreadyEmailed }: NewNotification): Promise<NotificationDto | null> {
    if (actor?.id === recipientId) return null;
    const content: NotificationData = actor ? { ...data, actors: [actor], username: actor.username } : data;
    const rows: NotificationRow[] = await this.notifications.query(insertOne(type), [
      recipientId,
      actor?.id ?? null,
      type,
      JSON.stringify(content),
    ]);
    if (rows.length === 0) return null;
    const notification = await this.announce(rows[0]);
    if (!alreadyEmailed && EMAILED_TYPES.includes(type) && (await this.preferences.get(recipientId)).emailNotifications)
      await this.jobs.add(
        notificationMailQueue,
        'send',
        { notificationId: rows[0].id },
        { jobId: `mail-${rows[0].id}` },
      );
    return notification;
  }

  /** A like joins the open group of its target (or opens one); the actor goes first and counts once. */
  async like({ recipientId, actor, type, targetId, data }: GroupedLike): Promise<NotificationDto | null> {
    if (actor.id === recipientId) return null;
    const rows: NotificationRow[] = await this.notifications.query(upsertGroup(type), [
      recipientId,
      actor.id,
      type,
      JSON.stringify({ ...data, actors: [actor], username: actor.username }),
      groupIdOf(type, targetId),
      GROUP_ACTORS_KEPT,
    ]);
    return rows.length > 0 ? this.announce(rows[0]) : null;
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
    const [rows]: [NotificationRow[], number] = await this.notifications.query(REMOVE_GROUP_ACTOR, [
      recipientId,
      groupIdOf(type, targetId),
      actorId,
    ]);
    if (rows.length === 0) return;
    const [deleted]: [Array<{ id: string }>, number] = await this.notifications.query(DELETE_EMPTY_GROUP, [rows[0].id]);
    if (deleted.length === 0) {
      await this.announce(rows[0]);
      return;
    }
    const unreadCount = await this.unreadCount(recipientId);
    await this.realtime.publish(recipientId, 'notification.removed', { id: rows[0].id, unreadCount });
  }

  /** A new post or product reaches every follower who wants it: one INSERT ... SELECT from follow, then one event each. */
  async fanOutToFollowers(
    type: 'new_post' | 'new_product',
    author: NotificationActor,
    data: NotificationData,
  ): Promise<number> {
    const rows: NotificationRow[] = await this.notifications.query(FAN_OUT_TO_FOLLOWERS, [
      author.id,
      JSON.stringify({ ...data, actors: [author], username: author.username }),
      type,
    ]);
    if (rows.length === 0) return 0;
    const counts: Array<{ user_id: string; unread: number }> = await this.notifications.query(UNREAD_COUNTS, [
      rows.map((row) => row.user_id),
    ]);
    const unreadOf = new Map(counts.map((count) => [count.user_id, count.unread]));
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
  async forMail(notificationId: string): Promise<(NotificationRow & { email: string; first_name: string }) | null> {
    const rows: Array<NotificationRow & { email: string; first_name: string }> = await this.notifications.query(
      `SELECT n.*, u.email, u.first_name FROM notification n JOIN users u ON u.id = n.user_id WHERE n.id = $1`,
      [notificationId],
    );
    return rows[0] ?? null;
  }

  private async announce(row: NotificationRow): Promise<NotificationDto> {
    const notification = toNotificationDto(row);
    const unreadCount = await this.unreadCount(row.user_id);
    await this.realtime.publish(row.user_id, 'notification.created', { notification, unreadCount });
    return notification;
  }
}
