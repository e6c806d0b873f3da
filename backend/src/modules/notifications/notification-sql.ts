import { PREFERENCE_OF, type NotificationType } from './notification-kinds';

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

export const RETURNED_COLUMNS = `id, user_id, actor_id, type, data, read, group_id, group_count, aggregated, created_at`;

/** $1 recipient, $2 actor (or null), $3 type, $4 data. */
export const insertOne = (type: NotificationType) => `
INSERT INTO notification (user_id, actor_id, type, data)
SELECT $1, $2, $3, $4::jsonb WHERE ${wantsKind(type, '$1')}
RETURNING ${RETURNED_COLUMNS}`;

/**
 * One statement per like, so parallel likes of one target meet on the partial unique index of open groups:
 * the first inserts the group, the others add their actor in front (once per actor) and count it.
 * $1 recipient, $2 actor, $3 type, $4 data (with actors: [the actor]), $5 group id, $6 actors kept.
 */
export const upsertGroup = (type: NotificationType) => `
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
export const REMOVE_GROUP_ACTOR = `
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
export const DELETE_EMPTY_GROUP = `DELETE FROM notification WHERE id = $1 AND group_count <= 0 AND read = false RETURNING id`;

/**
 * Every follower of $1 (the author) who wants it gets one row, in one statement. $2 data, $3 the type
 * (new_post or new_product: both are silenced by the same switch).
 */
export const FAN_OUT_TO_FOLLOWERS = `
INSERT INTO notification (user_id, actor_id, type, data)
SELECT f.follower_id, $1, $3, $2::jsonb FROM follow f
WHERE f.following_id = $1 AND ${wantsKind('new_post', 'f.follower_id')}
RETURNING ${RETURNED_COLUMNS}`;

export const UNREAD_COUNTS = `
SELECT user_id, count(*)::int AS unread FROM notification WHERE user_id = ANY($1::uuid[]) AND read = false GROUP BY user_id`;
