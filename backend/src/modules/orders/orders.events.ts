import type { OrderStatus } from './entities/order.entity';

declare module '../../common/events/domain-events' {
  interface DomainEvents {
    /** buyerId ordered productId from sellerId (after the order and its stock unit committed). */
    'order.placed': { orderId: string; buyerId: string; sellerId: string; productId: string; productTitle: string };
    /** The seller moved an order to a different status (never emitted when the status was already that). */
    'order.statusChanged': {
      orderId: string;
      buyerId: string | null;
      sellerId: string;
      productTitle: string | null;
      previousStatus: OrderStatus;
      status: OrderStatus;
    };
  }
}

export {};
