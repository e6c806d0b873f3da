import { Injectable } from '@nestjs/common';
import type { Viewer } from '../../../common/access/access.service';
import { TransactionRunner } from '../../../common/database/transaction-runner';
import { DomainEventBus } from '../../../common/events/domain-events';
import { pageWindow, PageQueryDto } from '../../../common/pagination/pagination';
import { toAuthor } from '../author-row';
import type { EngagementTarget } from './engagement-target';
import { EngagementQueries } from './engagement.queries';
import { findVisibleTarget } from './visible-target';
import '../social.events';

export interface LikeResult {
  isLiked: boolean;
  likes: number;
}

/** Likes of a target (a post, later a product): toggles with exact counters, Liked by lists, isLiked. */
@Injectable()
export class EngagementLikesService {
  constructor(
    private readonly queries: EngagementQueries,
    private readonly transactions: TransactionRunner,
    private readonly events: DomainEventBus,
  ) {}

  /** Likes the target, or takes the like back when the user already likes it. */
  async toggle(target: EngagementTarget, user: Express.User, targetId: string): Promise<LikeResult> {
    const { ownerId } = await findVisibleTarget(this.queries, target, user, targetId);
    return this.transactions.run(async ({ manager, afterCommit }) => {
      const delta = await this.queries.toggleLikeRow(
        manager,
        target.likeTable,
        target.likeTargetColumn,
        targetId,
        user.id,
        target.notFound,
      );
      const likes = await this.queries.moveCounter(manager, target.table, target.likesColumn, targetId, delta);
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
    const { likes } = await findVisibleTarget(this.queries, target, viewer, targetId);
    const { skip, take } = pageWindow(query);
    const rows = await this.queries.likers(target, targetId, skip, take);
    return {
      users: rows.slice(0, take).map((row) => toAuthor(row.id, row)),
      total: likes,
      hasMore: rows.length > take,
    };
  }

  /** Which of the targets the viewer likes (none for a guest). */
  async likedAmong(target: EngagementTarget, viewer: Viewer, targetIds: string[]): Promise<Set<string>> {
    if (!viewer || targetIds.length === 0) return new Set();
    return new Set(await this.queries.likedAmong(target, viewer.id, targetIds));
  }
}
