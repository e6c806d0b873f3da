import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DomainEvents } from '../../common/events/domain-events';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import '../products/products.events';
import type { NotificationActor } from './notification-kinds';
import { NotificationsService } from './notifications.service';

const actorOf = (user: User): NotificationActor => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  avatar: user.avatarVariants?.small ?? user.avatar,
});

const productUrl = (productId: string) => `/product/${productId}`;
const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/**
 * Products' domain events as notifications, as NotificationsListener does for posts: new products to the
 * seller's followers, likes (grouped) and comments to the seller, replies and comment likes to the comment's
 * author. It reads only what texts and links need and never writes the products' tables.
 */
@Injectable()
export class ProductNotificationsListener {
  private readonly logger = new Logger('ProductNotificationsListener');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Followers hear of a product once it is on sale; an inactive one is not shown to them. */
  @OnEvent('product.created', { promisify: true })
  async productCreated({ productId, userId, title, isActive }: DomainEvents['product.created']): Promise<void> {
    if (!isActive) return;
    await this.safely('new_product', async () => {
      const [seller] = await this.users.findManyByIds([userId]);
      if (!seller) return;
      await this.notifications.fanOutToFollowers('new_product', actorOf(seller), {
        productId,
        productTitle: title,
        ownerUsername: seller.username,
        actionUrl: productUrl(productId),
      });
    });
  }

  @OnEvent('product.liked', { promisify: true })
  async productLiked({ targetId, ownerId, userId }: DomainEvents['product.liked']): Promise<void> {
    await this.safely('like_product', async () => {
      const [people, product] = await Promise.all([
        this.users.findManyByIds([userId, ownerId]),
        this.productOf(targetId),
      ]);
      const actor = people.find((user) => user.id === userId);
      const owner = people.find((user) => user.id === ownerId);
      if (!actor || !owner || !product) return;
      await this.notifications.like({
        recipientId: ownerId,
        actor: actorOf(actor),
        type: 'like_product',
        targetId,
        data: {
          productId: targetId,
          productTitle: product.title,
          ownerUsername: owner.username,
          actionUrl: productUrl(targetId),
        },
      });
    });
  }

  @OnEvent('product.unliked', { promisify: true })
  async productUnliked({ targetId, ownerId, userId }: DomainEvents['product.unliked']): Promise<void> {
    await this.safely('like_product removal', () =>
      this.notifications.unlike({ recipientId: ownerId, actorId: userId, type: 'like_product', targetId }),
    );
  }

  /** The seller hears of every comment; the author of the comment replied to hears of the reply. */
  @OnEvent('product.commented', { promisify: true })
  async productCommented(event: DomainEvents['product.commented']): Promise<void> {
    await this.safely('comment', async () => {
      const { targetId, ownerId, commentId, userId, parentAuthorId } = event;
      const [people, comment] = await Promise.all([
        this.users.findManyByIds([userId, ownerId]),
        this.commentOnProduct(commentId),
      ]);
      const actor = people.find((user) => user.id === userId);
      const owner = people.find((user) => user.id === ownerId);
      if (!actor || !owner || !comment) return;
      const data = {
        productId: targetId,
        commentId,
        productTitle: comment.productTitle,
        ownerUsername: owner.username,
        commentText: excerpt(comment.text),
        actionUrl: productUrl(targetId),
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

  @OnEvent('product-comment.liked', { promisify: true })
  async commentLiked({
    targetId,
    commentId,
    commentAuthorId,
    userId,
  }: DomainEvents['product-comment.liked']): Promise<void> {
    await this.safely('like_comment', async () => {
      const [[actor], comment] = await Promise.all([
        this.users.findManyByIds([userId]),
        this.commentOnProduct(commentId),
      ]);
      if (!actor || !comment) return;
      await this.notifications.like({
        recipientId: commentAuthorId,
        actor: actorOf(actor),
        type: 'like_comment',
        targetId: commentId,
        data: {
          productId: targetId,
          commentId,
          productTitle: comment.productTitle,
          commentText: excerpt(comment.text),
          actionUrl: productUrl(targetId),
        },
      });
    });
  }

  @OnEvent('product-comment.unliked', { promisify: true })
  async commentUnliked({ commentId, commentAuthorId, userId }: DomainEvents['product-comment.unliked']): Promise<void> {
    await this.safely('like_comment removal', () =>
      this.notifications.unlike({
        recipientId: commentAuthorId,
        actorId: userId,
        type: 'like_comment',
        targetId: commentId,
      }),
    );
  }

  private async productOf(productId: string): Promise<{ title: string } | null> {
    const rows: Array<{ title: string }> = await this.dataSource.query(`SELECT title FROM product WHERE id = $1`, [
      productId,
    ]);
    return rows[0] ?? null;
  }

  /** One read: the comment's text and its product's title. */
  private async commentOnProduct(commentId: string): Promise<{ text: string; productTitle: string } | null> {
    const rows: Array<{ text: string; title: string }> = await this.dataSource.query(
      `SELECT c.text, p.title FROM product_comment c JOIN product p ON p.id = c.product_id WHERE c.id = $1`,
      [commentId],
    );
    return rows[0] ? { text: rows[0].text, productTitle: rows[0].title } : null;
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
