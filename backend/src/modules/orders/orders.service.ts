import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccessService, type Viewer } from '../../common/access/access.service';
import { TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { DomainEventBus } from '../../common/events/domain-events';
import { CursorQueryDto, decodeCursor, keysetPage } from '../../common/pagination/pagination';
import { Product } from '../products/entities/product.entity';
import { AddressesService } from './addresses.service';
import type { PlaceOrderDto } from './dto/order.dto';
import { Order, type OrderStatus } from './entities/order.entity';
import { OrderPicturesService } from './order-pictures.service';
import './orders.events';

/** The JSON copy of saved address `alias` an order keeps (ShippingAddress); the backfill migration uses the same. */
const SHIPPING_ADDRESS_OF = (alias: string) =>
  `jsonb_build_object('fullName', ${alias}.full_name, 'mobile', ${alias}.mobile, 'email', ${alias}.email,
    'address1', ${alias}.address1, 'address2', ${alias}.address2, 'district', ${alias}.district,
    'city', ${alias}.city, 'state', ${alias}.state, 'pincode', ${alias}.pincode)`;

/**
 * One statement takes a unit of stock and writes the order with the product's own prices, so two buyers of the
 * last unit cannot both succeed (the second UPDATE waits for the first and then finds no stock) and the client
 * never names a price. Every rule is re-checked here, against the row as it is at that instant.
 */
const PLACE_ORDER = `
  WITH taken AS (
    UPDATE product SET stock = stock - 1
    WHERE id = $1 AND is_active AND stock > 0 AND user_id <> $2 AND $3 = ANY(sizes) AND $4 = ANY(colors)
      AND EXISTS (SELECT 1 FROM user_address WHERE id = $5 AND user_id = $2)
    RETURNING id, user_id, title, actual_price, discount_price
  )
  INSERT INTO user_product (id, user_id, trend_star_user_id, product_id, actual_price, discount_price, size, color,
    address_id, shipping_address, order_status, try_on_id, product_title, product_image, product_thumbnail,
    seller_name, seller_username)
  SELECT $7, $2, taken.user_id, taken.id, actual_price, discount_price, $3, $4, a.id, ${SHIPPING_ADDRESS_OF('a')},
    'pending', $6, taken.title, $8, $9, coalesce(nullif(seller.display_name, ''), seller.username), seller.username
  FROM taken JOIN user_address a ON a.id = $5 AND a.user_id = $2 JOIN users seller ON seller.id = taken.user_id
  RETURNING id`;

interface LockedOrder {
  user_id: string | null;
  trend_star_user_id: string | null;
  product_id: string | null;
  order_status: OrderStatus;
  title: string | null;
}

export type OrderSide = 'buyer' | 'seller';

/**
 * Orders: placed by buyers, seen by their buyer and their seller only, moved through their statuses by the seller
 * only. Every order that is not cancelled holds one unit of its product's stock: placing takes it, cancelling
 * gives it back, and taking a cancelled order up again takes it again.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly addresses: AddressesService,
    private readonly transactions: TransactionRunner,
    private readonly access: AccessService,
    private readonly events: DomainEventBus,
    private readonly pictures: OrderPicturesService,
  ) {}

  async place(buyerId: string, body: PlaceOrderDto): Promise<Order> {
    const product = await this.products.findOneBy({ id: body.productId });
    if (!product) throw new AppException('product_not_found');
    this.requireOrderable(product, buyerId, body);
    if (!(await this.addresses.ownAddress(buyerId, body.addressId))) throw new AppException('address_not_found');
    if (product.stock < 1) throw new AppException('out_of_stock');

    // The pictures are copied first (storage is not transactional) and removed again if no order is written.
    const orderId = randomUUID();
    const pictures = await this.pictures.copy(orderId, product);
    try {
      await this.transactions.run(async ({ manager, afterCommit }) => {
        const rows: Array<{ id: string }> = await manager.query(PLACE_ORDER, [
          product.id,
          buyerId,
          body.size,
          body.color,
          body.addressId,
          body.tryOnId ?? null,
          orderId,
          pictures.productImage,
          pictures.productThumbnail,
        ]);
        if (rows.length === 0) throw await this.whyNotPlaced(product.id, buyerId, body);
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
    const order = await this.withDetails().where('o.id = :id', { id }).getOne();
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
    const builder = this.withDetails()
      .where(side === 'buyer' ? 'o.user_id = :userId' : 'o.trend_star_user_id = :userId', { userId })
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(query.limit + 1);
    if (after)
      builder.andWhere('(o.created_at, o.id) < (:createdAt, :afterId)', {
        createdAt: after.createdAt,
        afterId: after.id,
      });
    return keysetPage(await builder.getMany(), query.limit);
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
      const [current]: LockedOrder[] = await manager.query(
        `SELECT o.user_id, o.trend_star_user_id, o.product_id, o.order_status, coalesce(o.product_title, p.title) AS title
         FROM user_product o LEFT JOIN product p ON p.id = o.product_id WHERE o.id = $1 FOR UPDATE OF o`,
        [id],
      );
      if (!current || !this.isParty(viewer, { userId: current.user_id, trendStarUserId: current.trend_star_user_id }))
        throw new AppException('order_not_found');
      if (!current.trend_star_user_id || !this.access.isOwner(viewer, current.trend_star_user_id))
        throw new AppException('order_status_forbidden');
      if (current.order_status === status) return false;

      if (current.product_id && status === 'cancelled')
        await manager.query('UPDATE product SET stock = stock + 1 WHERE id = $1', [current.product_id]);
      if (current.product_id && current.order_status === 'cancelled') {
        const [, taken]: [unknown, number] = await manager.query(
          'UPDATE product SET stock = stock - 1 WHERE id = $1 AND stock > 0',
          [current.product_id],
        );
        if (taken === 0) throw new AppException('out_of_stock');
      }
      await manager.query('UPDATE user_product SET order_status = $2, updated_at = now() WHERE id = $1', [id, status]);
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
    const product = await this.products.findOneBy({ id: productId });
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
    return this.withDetails().where('o.id = :id', { id }).getOneOrFail();
  }

  private withDetails() {
    return this.orders
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.product', 'product')
      .leftJoinAndSelect('o.buyer', 'buyer')
      .leftJoinAndSelect('o.seller', 'seller');
  }
}
