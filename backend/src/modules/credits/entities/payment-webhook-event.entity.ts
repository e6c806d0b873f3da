import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Razorpay webhook deliveries already handled, by `x-razorpay-event-id`: a redelivery is answered and skipped. */
@Entity('payment_webhook_event')
export class PaymentWebhookEvent {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  event: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  gatewayOrderId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
