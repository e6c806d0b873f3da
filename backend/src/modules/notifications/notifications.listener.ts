import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DomainEvents } from '../../common/events/domain-events';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import '../orders/orders.events';
import '../social/social.events';
import '../users/users.events';
import type { NotificationActor } from './notification-kinds';
import { NotificationsService } from './notifications.service';

const actorOf = (user: User): NotificationActor => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  avatar: user.avatarVariants?.small ?? user.avatar,
});

const postUrl = (postUsername: string, postId: string) => `/view-post-try-on/${postUsername}/${postId}`;
const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/**
 * Turns other modules' domain events into notifications. It only reads what the texts and links need (users
 * through UsersService, a post's author or a comment's text in one SQL read) and never writes their tables.
 * A failure is logged, never thrown back into the emitter: the action that caused it has already happened.
 */
@Injectable()
export class NotificationsListener {
  private readonly logger = new Logger('NotificationsListener');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @OnEvent('user.followed', { promisify: true })
  async followed({ followerId, followingId }: DomainEvents['user.followed']): Promise<void> {
    await this.safely('follow', async () => {
      const [follower] = await this.users.findManyByIds([followerId]);
      if (!follower) return;
      await this.notifications.notify({
        recipientId: followingId,
        actor: actorOf(follower),
        type: 'follow',
        data: { actionUrl: `/u/${follower.username}` },
      });
    });
  }

  @OnEvent('post.created', { promisify: true })
  async postCreated({ postId, userId }: DomainEvents['post.created']): Promise<void> {
    await this.safely('new_post', async () => {
      const [author] = await this.users.findManyByIds([userId]);
      if (!author) return;
      await this.notifications.fanOutToFollowers('new_post', actorOf(author), {
        postId,
        postUsername: author.username,
        ownerUsername: author.username,
        actionUrl: postUrl(author.username, postId),
      });
    });
  }

  @OnEvent('post.liked', { promisify: true })
  async postLiked({ targetId, ownerId, userId }: DomainEvents['post.liked']): Promise<void> {
    await this.safely('like_post', async () => {
      const people = await this.users.findManyByIds([userId, ownerId]);
      const actor = people.find((user) => user.id === userId);
      const owner = people.find((user) => user.id === ownerId);
      if (!actor || !owner) return;
      await this.notifications.like({
        recipientId: ownerId,
        actor: actorOf(actor),
        type: 'like_post',
        targetId,
        data: {
          postId: targetId,
          ownerUsername: owner.username,
          postUsername: owner.username,
          actionUrl: postUrl(owner.username, targetId),
        },
      });
    });
  }

  @OnEvent('post.unliked', { promisify: true })
  async postUnliked({ targetId, ownerId, userId }: DomainEvents['post.unliked']): Promise<void> {
    await this.safely('like_post removal', () =>
      this.notifications.unlike({ recipientId: ownerId, actorId: userId, type: 'like_post', targetId }),
    );
  }

  /** The post's author hears of every comment; the author of the comment replied to hears of the reply. */
  @OnEvent('post.commented', { promisify: true })
  async postCommented(event: DomainEvents['post.commented']): Promise<void> {
    await this.safely('comment', async () => {
      const { targetId, ownerId, commentId, userId, parentAuthorId } = event;
      const [people, comment] = await Promise.all([
        this.users.findManyByIds([userId, ownerId]),
        this.commentOnPost(commentId),
      ]);
      const actor = people.find((user) => user.id === userId);
      const owner = people.find((user) => user.id === ownerId);
      if (!actor || !owner || !comment) return;
      const data = {
        postId: targetId,
        commentId,
        ownerUsername: owner.username,
        postUsername: owner.username,
        commentText: excerpt(comment.text),
        actionUrl: postUrl(owner.username, targetId),
      };
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

  @OnEvent('post-comment.liked', { promisify: true })
  async commentLiked({
    targetId,
    commentId,
    commentAuthorId,
    userId,
  }: DomainEvents['post-comment.liked']): Promise<void> {
    await this.safely('like_comment', async () => {
      const [[actor], comment] = await Promise.all([this.users.findManyByIds([userId]), this.commentOnPost(commentId)]);
      if (!actor || !comment) return;
      await this.notifications.like({
        recipientId: commentAuthorId,
        actor: actorOf(actor),
        type: 'like_comment',
        targetId: commentId,
        data: {
          postId: targetId,
          commentId,
          postUsername: comment.postUsername,
          ownerUsername: comment.postUsername,
          commentText: excerpt(comment.text),
          actionUrl: postUrl(comment.postUsername, targetId),
        },
      });
    });
  }

  @OnEvent('post-comment.unliked', { promisify: true })
  async commentUnliked({ commentId, commentAuthorId, userId }: DomainEvents['post-comment.unliked']): Promise<void> {
    await this.safely('like_comment removal', () =>
      this.notifications.unlike({
        recipientId: commentAuthorId,
        actorId: userId,
        type: 'like_comment',
        targetId: commentId,
      }),
    );
  }

  @OnEvent('trendstarApplication.reviewed', { promisify: true })
  async applicationReviewed({
    userId,
    status,
    reviewNote,
  }: DomainEvents['trendstarApplication.reviewed']): Promise<void> {
    await this.safely('system', async () => {
      const approved = status === 'approved';
      const message = approved
        ? 'Your TrendStar application was approved. You can now sell your products on TVT.'
        : 'Your TrendStar application was not approved this time. You may apply again.';
      await this.notifications.notify({
        recipientId: userId,
        actor: null,
        type: 'system',
        alreadyEmailed: true,
        data: {
          type: approved ? 'trendstar_approved' : 'trendstar_rejected',
          title: approved ? 'You are now a TrendStar' : 'TrendStar application not approved',
          message: reviewNote ? `${message} Note from the reviewer: ${reviewNote}` : message,
          actionUrl: approved ? '/profile' : '/apply-trendstar',
        },
      });
    });
  }

  /** The seller hears of every order of their product (and is e-mailed, as product_purchase is). */
  @OnEvent('order.placed', { promisify: true })
  async orderPlaced({
    orderId,
    buyerId,
    sellerId,
    productId,
    productTitle,
  }: DomainEvents['order.placed']): Promise<void> {
    await this.safely('product_purchase', async () => {
      const [buyer] = await this.users.findManyByIds([buyerId]);
      if (!buyer) return;
      await this.notifications.notify({
        recipientId: sellerId,
        actor: actorOf(buyer),
        type: 'product_purchase',
        data: {
          orderId,
          productId,
          productTitle,
          buyerName: buyer.displayName || buyer.username,
          actionUrl: `/trendstar-sales/${orderId}`,
        },
      });
    });
  }

  /** The buyer hears of each new status of their order, as a system message. */
  @OnEvent('order.statusChanged', { promisify: true })
  async orderStatusChanged({
    orderId,
    buyerId,
    productTitle,
    status,
  }: DomainEvents['order.statusChanged']): Promise<void> {
    if (!buyerId) return;
    await this.safely('order_status', async () => {
      const product = productTitle ?? 'your product';
      await this.notifications.notify({
        recipientId: buyerId,
        actor: null,
        type: 'system',
        data: {
          type: 'order_status',
          orderId,
          status,
          productTitle: productTitle ?? undefined,
          title: `Order ${status}: ${product}`,
          message: `Your order of ${product} is now ${status}.`,
          actionUrl: `/order-complete/${orderId}`,
        },
      });
    });
  }

  /** One read: the comment's text and the username of the post's author (for links). */
  private async commentOnPost(commentId: string): Promise<{ text: string; postUsername: string } | null> {
    const rows: Array<{ text: string; post_username: string }> = await this.dataSource.query(
      `SELECT c.text, u.username AS post_username FROM comment c JOIN post p ON p.id = c.post_id JOIN users u ON u.id = p.user_id WHERE c.id = $1`,
      [commentId],
    );
    return rows[0] ? { text: rows[0].text, postUsername: rows[0].post_username } : null;
  }

  private async safely(kind: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(
        `could not create a ${kind} notification: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
