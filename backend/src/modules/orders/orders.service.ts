import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccessService, type Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { CursorQueryDto, decodeCursor, keysetPage } from '../../common/pagination/pagination';
import type { Product } from '../products/entities/product.entity';
import { AddressesService } from './addresses.service';
import type { PlaceOrderDto } from './dto/order.dto';
import type { Order, OrderStatus } from './entities/order.entity';
import { OrderPicturesService } from './order-pictures.service';
import { OrderQueries } from './orders.queries';
import './orders.events';

export type OrderSide = 'buyer' | 'seller';

/**
 * Orders: placed by buyers, seen by their buyer and their seller only, moved through their statuses by the seller
 * only. Every order that is not cancelled holds one unit of its product's stock: placing takes it, cancelling
 * gives it back, and taking a cancelled order up again takes it again.
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly queries: OrderQueries,
    private readonly addresses: AddressesService,
    private readonly transactions: TransactionRunner,
    private readonly access: AccessService,
    private readonly events: DomainEventBus,
    private readonly pictures: OrderPicturesService,
  ) {}

  async place(buyerId: string, body: PlaceOrderDto): Promise<Order> {
    const product = await this.queries.product(body.productId);
    if (!product) throw new AppException('product_not_found');
    this.requireOrderable(product, buyerId, body);
    if (!(await this.addresses.ownAddress(buyerId, body.addressId))) throw new AppException('address_not_found');
    if (product.stock < 1) throw new AppException('out_of_stock');

    // The pictures are copied first (storage is not transactional) and removed again if no order is written.
    const orderId = randomUUID();
    const pictures = await this.pictures.copy(orderId, product);
    try {
      await this.transactions.run(async ({ manager, afterCommit }) => {
        const placed = await this.queries.place(manager, {
          orderId,
          productId: product.id,
          buyerId,
          size: body.size,
          color: body.color,
          addressId: body.addressId,
          tryOnId: body.tryOnId ?? null,
          productImage: pictures.productImage,
          productThumbnail: pictures.productThumbnail,
        });
        if (!placed) throw await this.whyNotPlaced(product.id, buyerId, body);
        afterCommit(() =>
          this.events.emit('order.placed', {
            orderId,
            buyerId,
            sellerId: product.userId,
            productId: product.id,
            productTitle: product.title,
          }),
        );
      });
    } catch (error) {
      await this.pictures.remove(orderId).catch(() => undefined);
      throw error;
    }
    return this.detailed(orderId);
  }

  /** The order for its buyer or its seller; anyone else gets the answer of an order that does not exist. */
  async detail(viewer: Viewer, id: string): Promise<Order> {
    const order = await this.queries.withDetails(id);
    if (!order || !this.isParty(viewer, order)) throw new AppException('order_not_found');
    return order;
  }

  /** The viewer's purchases (buyer) or sales (seller), newest first, in keyset pages. */
  async list(
    side: OrderSide,
    userId: string,
    query: CursorQueryDto,
  ): Promise<{ items: Order[]; nextCursor: string | null }> {
    const after = decodeCursor(query.cursor);
    return keysetPage(await this.queries.pageWithDetails(side, userId, after, query.limit + 1), query.limit);
  }

  /**
   * The seller sets any status. The same status again changes nothing and tells nobody; cancelling returns the
   * unit of stock once, and reopening a cancelled order takes one again (refused when none is left).
   */
  async updateStatus(
    viewer: { id: string },
    id: string,
    status: OrderStatus,
  ): Promise<{ order: Order; changed: boolean }> {
    const changed = await this.transactions.run(async ({ manager, afterCommit }) => {
      const current = await this.queries.lockForStatusChange(manager, id);
      if (!current || !this.isParty(viewer, { userId: current.user_id, trendStarUserId: current.trend_star_user_id }))
        throw new AppException('order_not_found');
      if (!current.trend_star_user_id || !this.access.isOwner(viewer, current.trend_star_user_id))
        throw new AppException('order_status_forbidden');
      if (current.order_status === status) return false;

      if (current.product_id && status === 'cancelled') await this.queries.giveBackStock(manager, current.product_id);
      if (current.product_id && current.order_status === 'cancelled') {
        if (!(await this.queries.takeStock(manager, current.product_id))) throw new AppException('out_of_stock');
      }
      await this.queries.setStatus(manager, id, status);
      afterCommit(() =>
        this.events.emit('order.statusChanged', {
          orderId: id,
          buyerId: current.user_id,
          sellerId: viewer.id,
          productTitle: current.title,
          previousStatus: current.order_status,
          status,
        }),
      );
      return true;
    });
    return { order: await this.detailed(id), changed };
  }

  private requireOrderable(product: Product, buyerId: string, body: PlaceOrderDto): void {
    if (product.userId === buyerId) throw new AppException('cannot_order_own_product');
    if (!product.isActive) throw new AppException('product_not_available');
    const errors: Record<string, string> = {};
    if (!product.sizes.includes(body.size)) errors.size = 'This size is not available for this product';
    if (!product.colors.includes(body.color)) errors.color = 'This color is not available for this product';
    if (Object.keys(errors).length > 0)
      throw new AppException('validation_error', Object.values(errors)[0], { errors });
  }

  /** The placing statement wrote nothing: the product changed since it was read. Say what stopped it. */
  private async whyNotPlaced(productId: string, buyerId: string, body: PlaceOrderDto): Promise<AppException> {
    const product = await this.queries.product(productId);
    if (!product) return new AppException('product_not_found');
    try {
      this.requireOrderable(product, buyerId, body);
    } catch (error) {
      return error as AppException;
    }
    if (!(await this.addresses.ownAddress(buyerId, body.addressId))) return new AppException('address_not_found');
    return new AppException('out_of_stock');
  }

  private isParty(viewer: Viewer, order: { userId: string | null; trendStarUserId: string | null }): boolean {
    return (
      (!!order.userId && this.access.isOwner(viewer, order.userId)) ||
      (!!order.trendStarUserId && this.access.isOwner(viewer, order.trendStarUserId))
    );
  }

  private async detailed(id: string): Promise<Order> {
    const order = await this.queries.withDetails(id);
    if (!order) throw new Error(`order ${id} not found`);
    return order;
  }
}
