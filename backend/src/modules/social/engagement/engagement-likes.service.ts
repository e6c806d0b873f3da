import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../common/access/access.service';
import { preparedQuery } from '../../../common/database/prepared-statements';
import { TransactionRunner } from '../../../common/database/transaction-runner';
import { DomainEventBus } from '../../../common/events/domain-events';
import { pageWindow, PageQueryDto } from '../../../common/pagination/pagination';
import { authorColumns, AuthorRow, toAuthor } from '../author-row';
import type { EngagementTarget } from './engagement-target';
import { findVisibleTarget, moveCounter, toggleLikeRow } from './engagement-sql';
import '../social.events';

export interface LikeResult {
  isLiked: boolean;
  likes: number;
}

/** Likes of a target (a post, later a product): toggles with exact counters, Liked by lists, isLiked. */
@Injectable()
export class EngagementLikesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly events: DomainEventBus,
  ) {}

  /** Likes the target, or takes the like back when the user already likes it. */
  async toggle(target: EngagementTarget, user: Express.User, targetId: string): Promise<LikeResult> {
    const { ownerId } = await findVisibleTarget(this.dataSource.manager, target, user, targetId);
    return this.transactions.run(async ({ manager, afterCommit }) => {
      const delta = await toggleLikeRow(
        manager,
        target.likeTable,
        target.likeTargetColumn,
        targetId,
        user.id,
        target.notFound,
      );
      const likes = await moveCounter(manager, target.table, target.likesColumn, targetId, delta);
      if (delta !== 0)
        afterCommit(() =>
          this.events.emit(delta > 0 ? target.events.liked : target.events.unliked, {
            targetId,
            ownerId,
            userId: user.id,
            likes,
          }),
        );
      return { isLiked: delta > 0, likes };
    });
  }

  /** Who liked the target, newest like first. */
  async likedBy(
    target: EngagementTarget,
    viewer: Viewer,
    targetId: string,
    query: PageQueryDto,
  ): Promise<{ users: ReturnType<typeof toAuthor>[]; total: number; hasMore: boolean }> {
    const { likes } = await findVisibleTarget(this.dataSource.manager, target, viewer, targetId);
    const { skip, take } = pageWindow(query);
    const rows: Array<AuthorRow & { id: string }> = await this.dataSource.query(
      `SELECT u.id, ${authorColumns('u')} FROM ${target.likeTable} l JOIN users u ON u.id = l.user_id
       WHERE l.${target.likeTargetColumn} = $1 ORDER BY l.created_at DESC, l.user_id DESC OFFSET $2 LIMIT $3`,
      [targetId, skip, take + 1],
    );
    return {
      users: rows.slice(0, take).map((row) => toAuthor(row.id, row)),
      total: likes,
      hasMore: rows.length > take,
    };
  }

  /** Which of the targets the viewer likes (none for a guest). */
  async likedAmong(target: EngagementTarget, viewer: Viewer, targetIds: string[]): Promise<Set<string>> {
    if (!viewer || targetIds.length === 0) return new Set();
    const rows = await preparedQuery<{ id: string }>(
      this.dataSource,
      `SELECT ${target.likeTargetColumn} AS id FROM ${target.likeTable}
       WHERE ${target.likeTargetColumn} = ANY($1::uuid[]) AND user_id = $2`,
      [targetIds, viewer.id],
    );
    return new Set(rows.map((row) => row.id));
  }
}
