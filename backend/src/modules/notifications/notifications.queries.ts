import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entityColumns, hydrateEntity } from '../../common/database/entity-rows';
import { preparedQuery } from '../../common/database/prepared-statements';
import { NotificationPreferences } from './entities/notification-preferences.entity';
import { PREFERENCE_OF, type NotificationType, type PreferenceFlag } from './notification-kinds';
import type { NotificationRow } from './notifications.presenter';

const COLUMN_OF_FLAG = {
  likes: 'likes',
  comments: 'comments',
  follows: 'follows',
  mentions: 'mentions',
  directMessages: 'direct_messages',
  systemNotifications: 'system_notifications',
  emailNotifications: 'email_notifications',
  soundEnabled: 'sound_enabled',
} as const;

/** SQL that holds unless the recipient (`recipient`, an SQL expression) switched this kind off. */
export function wantsKind(type: NotificationType, recipient: string): string {
  const column = COLUMN_OF_FLAG[PREFERENCE_OF[type]];
  return `NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = ${recipient} AND NOT p.${column})`;
}

const RETURNED_COLUMNS = `id, user_id, actor_id, type, data, read, group_id, group_count, aggregated, created_at`;

/** $1 recipient, $2 actor (or null), $3 type, $4 data. */
const insertOne = (type: NotificationType) => `
INSERT INTO notification (user_id, actor_id, type, data)
SELECT $1, $2, $3, $4::jsonb WHERE ${wantsKind(type, '$1')}
RETURNING ${RETURNED_COLUMNS}`;

/**
 * One statement per like, so parallel likes of one target meet on the partial unique index of open groups:
 * the first inserts the group, the others add their actor in front (once per actor) and count it.
 * $1 recipient, $2 actor, $3 type, $4 data (with actors: [the actor]), $5 group id, $6 actors kept.
 */
const upsertGroup = (type: NotificationType) => `
INSERT INTO notification AS n (user_id, actor_id, type, data, group_id)
SELECT $1, $2, $3, $4::jsonb, $5 WHERE ${wantsKind(type, '$1')}
ON CONFLICT (user_id, group_id) WHERE read = false DO UPDATE SET
  actor_id = excluded.actor_id,
  data = (n.data || excluded.data) || jsonb_build_object('actors', (
    SELECT COALESCE(jsonb_agg(merged.actor ORDER BY merged.position), '[]'::jsonb) FROM (
      SELECT actor, position FROM (
        SELECT actor, 0 AS position FROM jsonb_array_elements(excluded.data->'actors') AS e(actor)
        UNION ALL
        SELECT actor, position FROM jsonb_array_elements(n.data->'actors') WITH ORDINALITY AS o(actor, position)
          WHERE o.actor->>'id' <> $2::text
      ) everyone ORDER BY position LIMIT $6
    ) merged)),
  group_count = n.group_count + CASE WHEN n.data->'actors' @> jsonb_build_array(jsonb_build_object('id', $2::text)) THEN 0 ELSE 1 END,
  aggregated = n.group_count + CASE WHEN n.data->'actors' @> jsonb_build_array(jsonb_build_object('id', $2::text)) THEN 0 ELSE 1 END > 1,
  created_at = now()
RETURNING ${RETURNED_COLUMNS}`;

/** A like taken back while its group is open: the actor leaves it. $1 recipient, $2 group id, $3 actor. */
const REMOVE_GROUP_ACTOR = `
UPDATE notification n SET
  data = jsonb_set(n.data, '{actors}', COALESCE((
    SELECT jsonb_agg(actor ORDER BY position) FROM jsonb_array_elements(n.data->'actors') WITH ORDINALITY AS e(actor, position)
    WHERE actor->>'id' <> $3::text), '[]'::jsonb)),
  actor_id = (
    SELECT (actor->>'id')::uuid FROM jsonb_array_elements(n.data->'actors') WITH ORDINALITY AS e(actor, position)
    WHERE actor->>'id' <> $3::text ORDER BY position LIMIT 1),
  group_count = n.group_count - 1,
  aggregated = n.group_count - 1 > 1
WHERE n.user_id = $1 AND n.group_id = $2 AND n.read = false
  AND n.data->'actors' @> jsonb_build_array(jsonb_build_object('id', $3::text))
RETURNING ${RETURNED_COLUMNS}`;

/** Checked again at delete time: a like that arrived in between keeps the group. */
const DELETE_EMPTY_GROUP = `DELETE FROM notification WHERE id = $1 AND group_count <= 0 AND read = false RETURNING id`;

/**
 * Every follower of $1 (the author) who wants it gets one row, in one statement. $2 data, $3 the type
 * (new_post or new_product: both are silenced by the same switch).
 */
const FAN_OUT_TO_FOLLOWERS = `
INSERT INTO notification (user_id, actor_id, type, data)
SELECT f.follower_id, $1, $3, $2::jsonb FROM follow f
WHERE f.following_id = $1 AND ${wantsKind('new_post', 'f.follower_id')}
RETURNING ${RETURNED_COLUMNS}`;

const UNREAD_COUNTS = `
SELECT user_id, count(*)::int AS unread FROM notification WHERE user_id = ANY($1::uuid[]) AND read = false GROUP BY user_id`;

/** A notification row with its recipient's e-mail address and first name, for the mail job. */
export type NotificationForMail = NotificationRow & { email: string; first_name: string };

/**
 * Every SQL statement of the notifications module, in one style: raw SQL (hot reads as prepared statements), each
 * change one statement so parallel likes, unlikes and fan-outs cannot race (see the statements above).
 */
@Injectable()
export class NotificationQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** A recipient's newest notifications, after `after` when given (two plain statements, each walks
   * notification_user_newest directly, rather than one with "$2 IS NULL OR"). */
  async newest(
    userId: string,
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<NotificationRow[]> {
    return after
      ? preparedQuery<NotificationRow>(
          this.dataSource,
          `SELECT ${RETURNED_COLUMNS} FROM notification WHERE user_id = $1 AND (created_at, id) < ($2::timestamptz, $3::uuid)
           ORDER BY created_at DESC, id DESC LIMIT $4`,
          [userId, after.createdAt.toISOString(), after.id, limit],
        )
      : preparedQuery<NotificationRow>(
          this.dataSource,
          `SELECT ${RETURNED_COLUMNS} FROM notification WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
          [userId, limit],
        );
  }

  async unreadCount(userId: string): Promise<number> {
    const rows = await preparedQuery<{ unread: number }>(
      this.dataSource,
      'SELECT count(*)::int AS unread FROM notification WHERE user_id = $1 AND read = false',
      [userId],
    );
    return rows[0].unread;
  }

  /** Unread counts of several recipients (a recipient without unread ones is left out). */
  async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
    const counts: Array<{ user_id: string; unread: number }> = await this.dataSource.query(UNREAD_COUNTS, [userIds]);
    return new Map(counts.map((count) => [count.user_id, count.unread]));
  }

  /** Whose notification this is. */
  async ownerOf(notificationId: string): Promise<{ id: string; userId: string } | null> {
    const rows: Array<{ id: string; userId: string }> = await this.dataSource.query(
      `SELECT id, user_id AS "userId" FROM notification WHERE id = $1`,
      [notificationId],
    );
    return rows[0] ?? null;
  }

  async markRead(notificationId: string): Promise<NotificationRow> {
    const [rows]: [NotificationRow[], number] = await this.dataSource.query(
      `UPDATE notification SET read = true WHERE id = $1 RETURNING ${RETURNED_COLUMNS}`,
      [notificationId],
    );
    return rows[0];
  }

  async markAllRead(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE notification SET read = true WHERE user_id = $1 AND read = false`, [userId]);
  }

  /** Writes one notification unless the recipient switched its kind off; null when not written. */
  async insertOne(
    recipientId: string,
    actorId: string | null,
    type: NotificationType,
    data: object,
  ): Promise<NotificationRow | null> {
    return this.firstRow<NotificationRow>(insertOne(type), [recipientId, actorId, type, JSON.stringify(data)]);
  }

  /** Adds the actor to the open group (or opens it); null when the recipient switched the kind off. */
  async upsertGroup(
    recipientId: string,
    actorId: string,
    type: NotificationType,
    data: object,
    groupId: string,
    actorsKept: number,
  ): Promise<NotificationRow | null> {
    const values = [recipientId, actorId, type, JSON.stringify(data), groupId, actorsKept];
    return this.firstRow<NotificationRow>(upsertGroup(type), values);
  }

  /** Takes the actor out of the recipient's open group; null when the group is not open or lacks the actor. */
  async removeGroupActor(recipientId: string, groupId: string, actorId: string): Promise<NotificationRow | null> {
    const [rows]: [NotificationRow[], number] = await this.dataSource.query(REMOVE_GROUP_ACTOR, [
      recipientId,
      groupId,
      actorId,
    ]);
    return rows[0] ?? null;
  }

  /** Deletes the group when it is still empty and unread; true when deleted. */
  async deleteEmptyGroup(notificationId: string): Promise<boolean> {
    const [deleted]: [Array<{ id: string }>, number] = await this.dataSource.query(DELETE_EMPTY_GROUP, [
      notificationId,
    ]);
    return deleted.length > 0;
  }

  /** One notification for every follower of the author who wants it. */
  async fanOutToFollowers(
    authorId: string,
    data: object,
    type: 'new_post' | 'new_product',
  ): Promise<NotificationRow[]> {
    return this.dataSource.query(FAN_OUT_TO_FOLLOWERS, [authorId, JSON.stringify(data), type]);
  }

  async forMail(notificationId: string): Promise<NotificationForMail | null> {
    const rows: NotificationForMail[] = await this.dataSource.query(
      `SELECT n.*, u.email, u.first_name FROM notification n JOIN users u ON u.id = n.user_id WHERE n.id = $1`,
      [notificationId],
    );
    return rows[0] ?? null;
  }

  /** The one row an engagement target's SQL (engagement-notification-targets.ts) reads for id $1. */
  async targetRow<Row>(sql: string, id: string): Promise<Row | null> {
    return this.firstRow<Row>(sql, [id]);
  }

  async preferencesOf(userId: string): Promise<NotificationPreferences | null> {
    const metadata = this.dataSource.getMetadata(NotificationPreferences);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT ${entityColumns(metadata, 'p')} FROM notification_preferences p WHERE p.user_id = $1`,
      [userId],
    );
    return rows[0] ? hydrateEntity<NotificationPreferences>(this.dataSource, metadata, rows[0]) : null;
  }

  /** Only the flags given change: one upsert, so two tabs saving different switches both keep theirs. */
  async savePreferences(userId: string, flags: Partial<Record<PreferenceFlag, boolean>>): Promise<void> {
    const columns = (Object.keys(flags) as PreferenceFlag[]).map((flag) => COLUMN_OF_FLAG[flag]);
    if (columns.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO notification_preferences (user_id, ${columns.join(', ')})
       VALUES ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
      [userId, ...Object.values(flags)],
    );
  }

  /** The first row a statement answers, or null. */
  private async firstRow<Row>(sql: string, values: unknown[]): Promise<Row | null> {
    const rows: Row[] = await this.dataSource.query(sql, values);
    return rows[0] ?? null;
  }
}
