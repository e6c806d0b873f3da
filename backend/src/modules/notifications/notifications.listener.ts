import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../common/events/domain-events';
import { UsersService } from '../users/users.service';
import '../orders/orders.events';
import '../products/products.events';
import '../social/social.events';
import '../users/users.events';
import { postUrl, productUrl } from './engagement-notification-targets';
import { actorOf, safely } from './notification-listening';
import { NotificationsService } from './notifications.service';

/**
 * Turns other modules' domain events into notifications: follows, new posts and products, TrendStar reviews and
 * orders (likes and comments are EngagementNotificationsListener's). It reads the users the texts need through
 * UsersService and never writes other modules' tables; a failure is logged, never thrown back into the emitter.
 */
@Injectable()
export class NotificationsListener {
  private readonly logger = new Logger('NotificationsListener');

  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  @OnEvent('user.followed', { promisify: true })
  async followed({ followerId, followingId }: DomainEvents['user.followed']): Promise<void> {
    await safely(this.logger, 'follow', async () => {
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
    await safely(this.logger, 'new_post', async () => {
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

  /** Followers hear of a product once it is on sale; an inactive one is not shown to them. */
  @OnEvent('product.created', { promisify: true })
  async productCreated({ productId, userId, title, isActive }: DomainEvents['product.created']): Promise<void> {
    if (!isActive) return;
    await safely(this.logger, 'new_product', async () => {
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

  @OnEvent('trendstarApplication.reviewed', { promisify: true })
  async applicationReviewed({
    userId,
    status,
    reviewNote,
  }: DomainEvents['trendstarApplication.reviewed']): Promise<void> {
    await safely(this.logger, 'system', async () => {
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
    await safely(this.logger, 'product_purchase', async () => {
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
    await safely(this.logger, 'order_status', async () => {
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
}
