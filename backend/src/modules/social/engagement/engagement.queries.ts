import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { referringTo } from '../../../common/database/foreign-keys';
import { literalLimit, preparedQuery } from '../../../common/database/prepared-statements';
import type { KeysetPosition } from '../../../common/pagination/pagination';
import { authorColumns, AuthorRow } from '../author-row';
import type { EngagementTarget } from './engagement-target';

export interface VisibleTarget {
  id: string;
  ownerId: string;
  likes: number;
}

/** A comment with its author, the viewer's like and its replies count (`select` below). */
export interface CommentRow extends AuthorRow {
  id: string;
  user_id: string;
  text: string;
  createdAt: Date;
  likes_count: number;
  parent_id: string | null;
  is_liked: boolean;
  replies_count: number;
}

export interface VisibleComment {
  id: string;
  userId: string;
  parentId: string | null;
  targetId: string;
}

/**
 * Every SQL statement of engagement (likes, comments, comment likes of any `EngagementTarget`), in one style: raw
 * SQL, hot reads as prepared statements. A like toggle is `INSERT … ON CONFLICT DO NOTHING RETURNING` or else
 * `DELETE … RETURNING`, and a counter moves by what those statements changed in the same transaction, so counters
 * equal rows under any concurrency.
 */
@Injectable()
export class EngagementQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The target row when the viewer may see it, else null. */
  async visibleTarget(
    target: EngagementTarget,
    viewerId: string | null,
    targetId: string,
  ): Promise<VisibleTarget | null> {
    const rows = await preparedQuery<VisibleTarget>(
      this.dataSource.manager,
      `SELECT t.id, t.${target.ownerColumn} AS "ownerId", t.${target.likesColumn} AS likes FROM ${target.table} t
     WHERE t.id = $1 AND ${target.visibleTo('$2::uuid', 't')}`,
      [targetId, viewerId],
    );
    return rows[0] ?? null;
  }

  /**
   * Flips the (key, user) row of a like table: added when absent, removed when present. Each statement reports the
   * rows it changed, so the returned delta (+1, -1, or 0 when a parallel request got there first) is what the
   * counter must move by in the same transaction.
   */
  async toggleLikeRow(
    manager: EntityManager,
    table: string,
    keyColumn: string,
    keyId: string,
    userId: string,
    notFound: EngagementTarget['notFound'],
  ): Promise<number> {
    const inserted: unknown[] = await referringTo(notFound, () =>
      manager.query(`INSERT INTO ${table} (${keyColumn}, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`, [
        keyId,
        userId,
      ]),
    );
    if (inserted.length > 0) return 1;
    // For DELETE and UPDATE, TypeORM answers [rows, affected count].
    const [removed]: [unknown[], number] = await manager.query(
      `DELETE FROM ${table} WHERE ${keyColumn} = $1 AND user_id = $2 RETURNING 1`,
      [keyId, userId],
    );
    return -removed.length;
  }

  /** Moves a counter column of one row by delta and answers its new value. */
  async moveCounter(manager: EntityManager, table: string, column: string, id: string, delta: number): Promise<number> {
    const [rows]: [Array<{ value: number }>, number] = await manager.query(
      `UPDATE ${table} SET ${column} = ${column} + $2 WHERE id = $1 RETURNING ${column} AS value`,
      [id, delta],
    );
    return rows[0]?.value ?? 0;
  }

  /** Who liked the target, newest like first: `take + 1` rows from `skip`, so the caller knows whether more follow. */
  async likers(
    target: EngagementTarget,
    targetId: string,
    skip: number,
    take: number,
  ): Promise<Array<AuthorRow & { id: string }>> {
    return this.dataSource.query(
      `SELECT u.id, ${authorColumns('u')} FROM ${target.likeTable} l JOIN users u ON u.id = l.user_id
       WHERE l.${target.likeTargetColumn} = $1 ORDER BY l.created_at DESC, l.user_id DESC OFFSET $2 LIMIT $3`,
      [targetId, skip, take + 1],
    );
  }

  /** Which of the targets the user likes. */
  async likedAmong(target: EngagementTarget, userId: string, targetIds: string[]): Promise<string[]> {
    const rows = await preparedQuery<{ id: string }>(
      this.dataSource,
      `SELECT ${target.likeTargetColumn} AS id FROM ${target.likeTable}
       WHERE ${target.likeTargetColumn} = ANY($1::uuid[]) AND user_id = $2`,
      [targetIds, userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * A keyset page of `limit` rows after the position: the target's top-level comments newest first, or a top-level
   * comment's replies oldest first.
   */
  async commentsPage(
    target: EngagementTarget,
    viewerId: string | null,
    of: { targetId: string } | { parentId: string },
    after: KeysetPosition | null,
    limit: number,
  ): Promise<CommentRow[]> {
    const statement =
      'targetId' in of
        ? `${this.select(target)} WHERE c.${target.commentTargetColumn} = $2 AND c.parent_id IS NULL
         AND ($3::timestamptz IS NULL OR (c.created_at, c.id) < ($3::timestamptz, $4::uuid))
       ORDER BY c.created_at DESC, c.id DESC LIMIT ${literalLimit(limit)}`
        : `${this.select(target)} WHERE c.parent_id = $2
         AND ($3::timestamptz IS NULL OR (c.created_at, c.id) > ($3::timestamptz, $4::uuid))
       ORDER BY c.created_at, c.id LIMIT ${literalLimit(limit)}`;
    return preparedQuery<CommentRow>(this.dataSource, statement, [
      viewerId,
      'targetId' in of ? of.targetId : of.parentId,
      after?.createdAt ?? null,
      after?.id ?? null,
    ]);
  }

  /** The first `perParent` replies of each comment, oldest first. */
  async firstReplies(
    target: EngagementTarget,
    viewerId: string | null,
    parentIds: string[],
    perParent: number,
  ): Promise<CommentRow[]> {
    return preparedQuery<CommentRow>(
      this.dataSource,
      `SELECT r.* FROM unnest($2::uuid[]) AS parent(id) CROSS JOIN LATERAL (
             ${this.select(target)} WHERE c.parent_id = parent.id ORDER BY c.created_at, c.id LIMIT ${perParent}
           ) r`,
      [viewerId, parentIds],
    );
  }

  /** One comment as the viewer sees it. */
  async comment(target: EngagementTarget, viewerId: string, commentId: string): Promise<CommentRow | undefined> {
    const [row]: CommentRow[] = await this.dataSource.query(`${this.select(target)} WHERE c.id = $2`, [
      viewerId,
      commentId,
    ]);
    return row;
  }

  /** Writes a comment (or a reply to the top-level comment `parentId`) and answers its id; 404 once the target is gone. */
  async insertComment(
    manager: EntityManager,
    target: EngagementTarget,
    targetId: string,
    userId: string,
    text: string,
    parentId: string | null,
  ): Promise<string> {
    const [created]: Array<{ id: string }> = await referringTo(target.notFound, () =>
      manager.query(
        `INSERT INTO ${target.commentTable} (${target.commentTargetColumn}, user_id, text, parent_id)
           VALUES ($1, $2, $3, $4) RETURNING id`,
        [targetId, userId, text, parentId],
      ),
    );
    return created.id;
  }

  async commentLiked(target: EngagementTarget, userId: string, commentId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${target.commentLikeTable} WHERE comment_id = $1 AND user_id = $2`,
      [commentId, userId],
    );
    return rows.length > 0;
  }

  /** A comment of that target, or null for one of another target or none. */
  async commentOf(
    manager: EntityManager,
    target: EngagementTarget,
    targetId: string,
    commentId: string,
  ): Promise<VisibleComment | null> {
    const rows: VisibleComment[] = await manager.query(
      `SELECT id, user_id AS "userId", parent_id AS "parentId", ${target.commentTargetColumn} AS "targetId"
       FROM ${target.commentTable} WHERE id = $1 AND ${target.commentTargetColumn} = $2`,
      [commentId, targetId],
    );
    return rows[0] ?? null;
  }

  /** A comment whose target the viewer may see, or null. */
  async visibleComment(
    target: EngagementTarget,
    viewerId: string | null,
    commentId: string,
  ): Promise<VisibleComment | null> {
    const rows: VisibleComment[] = await this.dataSource.query(
      `SELECT c.id, c.user_id AS "userId", c.parent_id AS "parentId", c.${target.commentTargetColumn} AS "targetId"
       FROM ${target.commentTable} c JOIN ${target.table} t ON t.id = c.${target.commentTargetColumn}
       WHERE c.id = $1 AND ${target.visibleTo('$2::uuid', 't')}`,
      [commentId, viewerId],
    );
    return rows[0] ?? null;
  }

  /** A comment (with author, the viewer's like and its replies count) by `c`; $1 is the viewer's id or null. */
  private select(target: EngagementTarget): string {
    return `SELECT c.id, c.user_id, c.text, c.created_at AS "createdAt", c.likes_count, c.parent_id, ${authorColumns('u')},
        EXISTS (SELECT 1 FROM ${target.commentLikeTable} cl WHERE cl.comment_id = c.id AND cl.user_id = $1::uuid) AS is_liked,
        CASE WHEN c.parent_id IS NULL THEN (SELECT count(*)::int FROM ${target.commentTable} r WHERE r.parent_id = c.id) ELSE 0 END AS replies_count
      FROM ${target.commentTable} c JOIN users u ON u.id = c.user_id`;
  }
}
