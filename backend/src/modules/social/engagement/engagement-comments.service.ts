import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../../common/access/access.service';
import { TransactionRunner } from '../../../common/database/transaction-runner';
import { AppException } from '../../../common/errors/app.exception';
import { DomainEventBus } from '../../../common/events/domain-events';
import { CursorQueryDto, decodeCursor, keysetPage } from '../../../common/pagination/pagination';
import { toAuthor } from '../author-row';
import type { CommentDto } from '../dto/engagement.dto';
import type { EngagementTarget } from './engagement-target';
import { CommentRow, EngagementQueries, VisibleComment } from './engagement.queries';
import { findVisibleTarget } from './visible-target';
import '../social.events';

/** Replies shipped with each top-level comment; the replies route pages through the rest. */
export const REPLIES_PREVIEW = 50;

/** Comments of a target (a post, later a product) with one level of replies, and likes of those comments. */
@Injectable()
export class EngagementCommentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: EngagementQueries,
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
    await findVisibleTarget(this.queries, target, viewer, targetId);
    const after = decodeCursor(query.cursor);
    const rows = await this.queries.commentsPage(target, viewer?.id ?? null, { targetId }, after, query.limit + 1);
    const { items, nextCursor } = keysetPage(rows, query.limit);
    const replies: CommentRow[] = items.length
      ? await this.queries.firstReplies(
          target,
          viewer?.id ?? null,
          items.map((item) => item.id),
          REPLIES_PREVIEW,
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
    await findVisibleTarget(this.queries, target, viewer, targetId);
    const parent = await this.commentOf(this.dataSource.manager, target, targetId, commentId);
    const after = decodeCursor(query.cursor);
    const rows = await this.queries.commentsPage(
      target,
      viewer?.id ?? null,
      { parentId: parent.parentId ?? parent.id },
      after,
      query.limit + 1,
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
    const { ownerId } = await findVisibleTarget(this.queries, target, user, targetId);
    const id = await this.transactions.run(async ({ manager, afterCommit }) => {
      const parent = parentId ? await this.commentOf(manager, target, targetId, parentId) : null;
      const topLevelId = parent ? (parent.parentId ?? parent.id) : null;
      const createdId = await this.queries.insertComment(manager, target, targetId, user.id, text, topLevelId);
      await this.queries.moveCounter(manager, target.table, target.commentsCountColumn, targetId, 1);
      afterCommit(() =>
        this.events.emit(target.events.commented, {
          targetId,
          ownerId,
          commentId: createdId,
          userId: user.id,
          parentId: topLevelId,
          parentAuthorId: parent?.userId ?? null,
        }),
      );
      return createdId;
    });
    const row = await this.queries.comment(target, user.id, id);
    return { ...this.present(row!), replies: [] };
  }

  /** Likes a comment, or takes the like back. */
  async toggleLike(
    target: EngagementTarget,
    user: Express.User,
    commentId: string,
  ): Promise<{ isLiked: boolean; likesCount: number }> {
    const comment = await this.visibleComment(target, user, commentId);
    return this.transactions.run(async ({ manager, afterCommit }) => {
      const delta = await this.queries.toggleLikeRow(
        manager,
        target.commentLikeTable,
        'comment_id',
        comment.id,
        user.id,
        target.commentNotFound,
      );
      const likesCount = await this.queries.moveCounter(manager, target.commentTable, 'likes_count', comment.id, delta);
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
    return this.queries.commentLiked(target, viewer.id, comment.id);
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
    const comment = await this.queries.commentOf(manager, target, targetId, commentId);
    if (!comment) throw new AppException(target.commentNotFound);
    return comment;
  }

  /** A comment whose target the viewer may see; 404 otherwise. */
  private async visibleComment(target: EngagementTarget, viewer: Viewer, commentId: string): Promise<VisibleComment> {
    const comment = await this.queries.visibleComment(target, viewer?.id ?? null, commentId);
    if (!comment) throw new AppException(target.commentNotFound);
    return comment;
  }
}
