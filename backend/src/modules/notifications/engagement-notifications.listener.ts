import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../common/events/domain-events';
import { UsersService } from '../users/users.service';
import '../products/products.events';
import '../social/social.events';
import type {
  TargetCommentEvent,
  TargetCommentLikeEvent,
  TargetLikeEvent,
} from '../social/engagement/engagement-target';
import {
  POST_NOTIFICATIONS,
  PRODUCT_NOTIFICATIONS,
  type EngagementNotificationTarget,
  type TargetRow,
} from './engagement-notification-targets';
import { actorOf, excerpt, safely } from './notification-listening';
import { NotificationQueries } from './notifications.queries';
import { NotificationsService } from './notifications.service';

type CommentRow = TargetRow & { text: string };

/**
 * Likes, comments, replies and comment likes of every engagement target (posts and products) as
 * notifications: likes (grouped) and comments to the target's owner, replies and comment likes to the
 * comment's author. One set of handlers; the target decides the data and link. It only reads what texts and
 * links need and never writes the targets' tables.
 */
@Injectable()
export class EngagementNotificationsListener {
  private readonly logger = new Logger('EngagementNotificationsListener');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly queries: NotificationQueries,
  ) {}

  @OnEvent('post.liked', { promisify: true })
  postLiked(event: DomainEvents['post.liked']): Promise<void> {
    return this.liked(POST_NOTIFICATIONS, event);
  }

  @OnEvent('product.liked', { promisify: true })
  productLiked(event: DomainEvents['product.liked']): Promise<void> {
    return this.liked(PRODUCT_NOTIFICATIONS, event);
  }

  @OnEvent('post.unliked', { promisify: true })
  postUnliked(event: DomainEvents['post.unliked']): Promise<void> {
    return this.unliked(POST_NOTIFICATIONS, event);
  }

  @OnEvent('product.unliked', { promisify: true })
  productUnliked(event: DomainEvents['product.unliked']): Promise<void> {
    return this.unliked(PRODUCT_NOTIFICATIONS, event);
  }

  @OnEvent('post.commented', { promisify: true })
  postCommented(event: DomainEvents['post.commented']): Promise<void> {
    return this.commented(POST_NOTIFICATIONS, event);
  }

  @OnEvent('product.commented', { promisify: true })
  productCommented(event: DomainEvents['product.commented']): Promise<void> {
    return this.commented(PRODUCT_NOTIFICATIONS, event);
  }

  @OnEvent('post-comment.liked', { promisify: true })
  postCommentLiked(event: DomainEvents['post-comment.liked']): Promise<void> {
    return this.commentLiked(POST_NOTIFICATIONS, event);
  }

  @OnEvent('product-comment.liked', { promisify: true })
  productCommentLiked(event: DomainEvents['product-comment.liked']): Promise<void> {
    return this.commentLiked(PRODUCT_NOTIFICATIONS, event);
  }

  @OnEvent('post-comment.unliked', { promisify: true })
  postCommentUnliked(event: DomainEvents['post-comment.unliked']): Promise<void> {
    return this.commentUnliked(event);
  }

  @OnEvent('product-comment.unliked', { promisify: true })
  productCommentUnliked(event: DomainEvents['product-comment.unliked']): Promise<void> {
    return this.commentUnliked(event);
  }

  private async liked(target: EngagementNotificationTarget, event: TargetLikeEvent): Promise<void> {
    const { targetId, ownerId, userId } = event;
    await safely(this.logger, target.likeType, async () => {
      const [[actor], row] = await Promise.all([
        this.users.findManyByIds([userId]),
        this.read<TargetRow>(target.targetSql, targetId),
      ]);
      if (!actor || !row) return;
      await this.notifications.like({
        recipientId: ownerId,
        actor: actorOf(actor),
        type: target.likeType,
        targetId,
        data: target.fields(row),
      });
    });
  }

  private async unliked(target: EngagementNotificationTarget, event: TargetLikeEvent): Promise<void> {
    const { targetId, ownerId, userId } = event;
    await safely(this.logger, `${target.likeType} removal`, () =>
      this.notifications.unlike({ recipientId: ownerId, actorId: userId, type: target.likeType, targetId }),
    );
  }

  /** The target's owner hears of every comment; the author of the comment replied to hears of the reply. */
  private async commented(target: EngagementNotificationTarget, event: TargetCommentEvent): Promise<void> {
    const { ownerId, commentId, userId, parentAuthorId } = event;
    await safely(this.logger, 'comment', async () => {
      const [[actor], comment] = await Promise.all([
        this.users.findManyByIds([userId]),
        this.read<CommentRow>(target.commentSql, commentId),
      ]);
      if (!actor || !comment) return;
      const data = { ...target.fields(comment), commentId, commentText: excerpt(comment.text) };
      if (parentAuthorId)
        await this.notifications.notify({
          recipientId: parentAuthorId,
          actor: actorOf(actor),
          type: 'comment_reply',
          data,
        });
      if (ownerId !== parentAuthorId)
        await this.notifications.notify({ recipientId: ownerId, actor: actorOf(actor), type: 'comment', data });
    });
  }

  private async commentLiked(target: EngagementNotificationTarget, event: TargetCommentLikeEvent): Promise<void> {
    const { commentId, commentAuthorId, userId } = event;
    await safely(this.logger, 'like_comment', async () => {
      const [[actor], comment] = await Promise.all([
        this.users.findManyByIds([userId]),
        this.read<CommentRow>(target.commentSql, commentId),
      ]);
      if (!actor || !comment) return;
      await this.notifications.like({
        recipientId: commentAuthorId,
        actor: actorOf(actor),
        type: 'like_comment',
        targetId: commentId,
        data: { ...target.fields(comment), commentId, commentText: excerpt(comment.text) },
      });
    });
  }

  private async commentUnliked({ commentId, commentAuthorId, userId }: TargetCommentLikeEvent): Promise<void> {
    await safely(this.logger, 'like_comment removal', () =>
      this.notifications.unlike({
        recipientId: commentAuthorId,
        actorId: userId,
        type: 'like_comment',
        targetId: commentId,
      }),
    );
  }

  private read<Row>(sql: string, id: string): Promise<Row | null> {
    return this.queries.targetRow<Row>(sql, id);
  }
}
