import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../../common/access/access.service';
import { literalLimit, preparedQuery } from '../../../common/database/prepared-statements';
import { TransactionRunner } from '../../../common/database/transaction-runner';
import { AppException } from '../../../common/errors/app.exception';
import { DomainEventBus } from '../../../common/events/domain-events';
import { CursorQueryDto, decodeCursor, keysetPage } from '../../../common/pagination/pagination';
import { authorColumns, AuthorRow, toAuthor } from '../author-row';
import type { CommentDto } from '../dto/engagement.dto';
import type { EngagementTarget } from './engagement-target';
import { findVisibleTarget, moveCounter, referringTo, toggleLikeRow } from './engagement-sql';
import '../social.events';

/** Replies shipped with each top-level comment; the replies route pages through the rest. */
export const REPLIES_PREVIEW = 50;

interface CommentRow extends AuthorRow {
  id: string;
  user_id: string;
  text: string;
  createdAt: Date;
  likes_count: number;
  parent_id: string | null;
  is_liked: boolean;
  replies_count: number;
}

interface VisibleComment {
  id: string;
  userId: string;
  parentId: string | null;
  targetId: string;
}

/** Comments of a target (a post, later a product) with one level of replies, and likes of those comments. */
@Injectable()
export class EngagementCommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly events: DomainEventBus,
  ) {}

  /** Top-level comments newest first, each with its first replies oldest first. Three queries whatever the page. */
  async list(
    target: EngagementTarget,
    viewer: Viewer,
    targetId: string,
    query: CursorQueryDto,
  ): Promise<{ comments: CommentDto[]; nextCursor: string | null }> {
    await findVisibleTarget(this.dataSource.manager, target, viewer, targetId);
    const after = decodeCursor(query.cursor);
    const rows = await preparedQuery<CommentRow>(
      this.dataSource,
      `${this.select(target)} WHERE c.${target.commentTargetColumn} = $2 AND c.parent_id IS NULL
         AND ($3::timestamptz IS NULL OR (c.created_at, c.id) < ($3::timestamptz, $4::uuid))
       ORDER BY c.created_at DESC, c.id DESC LIMIT ${literalLimit(query.limit + 1)}`,
      [viewer?.id ?? null, targetId, after?.createdAt ?? null, after?.id ?? null],
    );
    const { items, nextCursor } = keysetPage(rows, query.limit);
    const replies: CommentRow[] = items.length
      ? await preparedQuery<CommentRow>(
          this.dataSource,
          `SELECT r.* FROM unnest($2::uuid[]) AS parent(id) CROSS JOIN LATERAL (
             ${this.select(target)} WHERE c.parent_id = parent.id ORDER BY c.created_at, c.id LIMIT ${REPLIES_PREVIEW}
           ) r`,
          [viewer?.id ?? null, items.map((item) => item.id)],
        )
      : [];
    const repliesOf = new Map<string, CommentDto[]>();
    for (const reply of replies)
      repliesOf.set(reply.parent_id!, [...(repliesOf.get(reply.parent_id!) ?? []), this.present(reply)]);
    return {
      comments: items.map((item) => ({ ...this.present(item), replies: repliesOf.get(item.id) ?? [] })),
      nextCursor,
    };
  }

  /** The replies of a comment (of its top-level comment when given a reply), oldest first. */
  async replies(
    target: EngagementTarget,
    viewer: Viewer,
    targetId: string,
    commentId: string,
    query: CursorQueryDto,
  ): Promise<{ replies: CommentDto[]; nextCursor: string | null }> {
    await findVisibleTarget(this.dataSource.manager, target, viewer, targetId);
    const parent = await this.commentOf(this.dataSource.manager, target, targetId, commentId);
    const after = decodeCursor(query.cursor);
    const rows = await preparedQuery<CommentRow>(
      this.dataSource,
      `${this.select(target)} WHERE c.parent_id = $2
         AND ($3::timestamptz IS NULL OR (c.created_at, c.id) > ($3::timestamptz, $4::uuid))
       ORDER BY c.created_at, c.id LIMIT ${literalLimit(query.limit + 1)}`,
      [viewer?.id ?? null, parent.parentId ?? parent.id, after?.createdAt ?? null, after?.id ?? null],
    );
    const { items, nextCursor } = keysetPage(rows, query.limit);
    return { replies: items.map((item) => this.present(item)), nextCursor };
  }

  /** Adds a comment, or a reply when `parentId` is given (a reply to a reply joins the top-level comment). */
  async add(
    target: EngagementTarget,
    user: Express.User,
    targetId: string,
    text: string,
    parentId?: string,
  ): Promise<CommentDto> {
    const { ownerId } = await findVisibleTarget(this.dataSource.manager, target, user, targetId);
    const id = await this.transactions.run(async ({ manager, afterCommit }) => {
      const parent = parentId ? await this.commentOf(manager, target, targetId, parentId) : null;
      const topLevelId = parent ? (parent.parentId ?? parent.id) : null;
      const [created]: Array<{ id: string }> = await referringTo(target.notFound, () =>
        manager.query(
          `INSERT INTO ${target.commentTable} (${target.commentTargetColumn}, user_id, text, parent_id)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [targetId, user.id, text, topLevelId],
        ),
      );
      await moveCounter(manager, target.table, target.commentsCountColumn, targetId, 1);
      afterCommit(() =>
        this.events.emit(target.events.commented, {
          targetId,
          ownerId,
          commentId: created.id,
          userId: user.id,
          parentId: topLevelId,
          parentAuthorId: parent?.userId ?? null,
        }),
      );
      return created.id;
    });
    const [row]: CommentRow[] = await this.dataSource.query(`${this.select(target)} WHERE c.id = $2`, [user.id, id]);
    return { ...this.present(row), replies: [] };
  }

  /** Likes a comment, or takes the like back. */
  async toggleLike(
    target: EngagementTarget,
    user: Express.User,
    commentId: string,
  ): Promise<{ isLiked: boolean; likesCount: number }> {
    const comment = await this.visibleComment(target, user, commentId);
    return this.transactions.run(async ({ manager, afterCommit }) => {
      const delta = await toggleLikeRow(
        manager,
        target.commentLikeTable,
        'comment_id',
        comment.id,
        user.id,
        target.commentNotFound,
      );
      const likesCount = await moveCounter(manager, target.commentTable, 'likes_count', comment.id, delta);
      if (delta !== 0)
        afterCommit(() =>
          this.events.emit(delta > 0 ? target.events.commentLiked : target.events.commentUnliked, {
            targetId: comment.targetId,
            commentId: comment.id,
            commentAuthorId: comment.userId,
            userId: user.id,
            likesCount,
          }),
        );
      return { isLiked: delta > 0, likesCount };
    });
  }

  /** Whether the viewer likes the comment (false for a guest). */
  async isLiked(target: EngagementTarget, viewer: Viewer, commentId: string): Promise<boolean> {
    const comment = await this.visibleComment(target, viewer, commentId);
    if (!viewer) return false;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${target.commentLikeTable} WHERE comment_id = $1 AND user_id = $2`,
      [comment.id, viewer.id],
    );
    return rows.length > 0;
  }

  /** A comment (with author, the viewer's like and its replies count) by `c`; $1 is the viewer's id or null. */
  private select(target: EngagementTarget): string {
    return `SELECT c.id, c.user_id, c.text, c.created_at AS "createdAt", c.likes_count, c.parent_id, ${authorColumns('u')},
        EXISTS (SELECT 1 FROM ${target.commentLikeTable} cl WHERE cl.comment_id = c.id AND cl.user_id = $1::uuid) AS is_liked,
        CASE WHEN c.parent_id IS NULL THEN (SELECT count(*)::int FROM ${target.commentTable} r WHERE r.parent_id = c.id) ELSE 0 END AS replies_count
      FROM ${target.commentTable} c JOIN users u ON u.id = c.user_id`;
  }

  private present(row: CommentRow): CommentDto {
    return {
      id: row.id,
      userId: row.user_id,
      user: toAuthor(row.user_id, row),
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      likesCount: row.likes_count,
      isLiked: row.is_liked,
      parentId: row.parent_id,
      repliesCount: row.replies_count,
      replies: [],
    };
  }

  /** A comment of that target; 404 for one of another target or none. */
  private async commentOf(
    manager: EntityManager,
    target: EngagementTarget,
    targetId: string,
    commentId: string,
  ): Promise<VisibleComment> {
    const rows: VisibleComment[] = await manager.query(
      `SELECT id, user_id AS "userId", parent_id AS "parentId", ${target.commentTargetColumn} AS "targetId"
       FROM ${target.commentTable} WHERE id = $1 AND ${target.commentTargetColumn} = $2`,
      [commentId, targetId],
    );
    if (!rows[0]) throw new AppException(target.commentNotFound);
    return rows[0];
  }

  /** A comment whose target the viewer may see; 404 otherwise. */
  private async visibleComment(target: EngagementTarget, viewer: Viewer, commentId: string): Promise<VisibleComment> {
    const rows: VisibleComment[] = await this.dataSource.query(
      `SELECT c.id, c.user_id AS "userId", c.parent_id AS "parentId", c.${target.commentTargetColumn} AS "targetId"
       FROM ${target.commentTable} c JOIN ${target.table} t ON t.id = c.${target.commentTargetColumn}
       WHERE c.id = $1 AND ${target.visibleTo('$2::uuid', 't')}`,
      [commentId, viewer?.id ?? null],
    );
    if (!rows[0]) throw new AppException(target.commentNotFound);
    return rows[0];
  }
}
