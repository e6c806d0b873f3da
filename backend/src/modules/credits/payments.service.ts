import { Injectable, Logger } from '@nestjs/common';
import { Transaction, TransactionRunner } from '../../common/database/transaction-runner';
import { AppException } from '../../common/errors/app.exception';
import { CreditPackagesService, priceInPaise } from './credit-packages.service';
import { CreditQueries } from './credits.queries';
import { CreditsService } from './credits.service';
import type { CreditOrderDto, TestPaymentDto, VerifiedPaymentDto, VerifyCreditPaymentDto } from './dto/payments.dto';
import { CreditOrder } from './entities/credit-order.entity';
import { PaymentGateway } from './payment-gateway';

/** The parts of a Razorpay webhook we read (payment.captured, order.paid). */
interface RazorpayWebhook {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

interface Settlement {
  order: CreditOrder;
  /** The balance after the grant, or null when this payment had been credited before. */
  balance: number | null;
}

const HANDLED_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Buying credits. Whichever arrives first (the browser's verify call or Razorpay's webhook, any number of
 * times, in any order) moves the order from `created` to `paid` in one conditional UPDATE and writes the
 * `earned` ledger entry in the same transaction; every later arrival finds it paid and grants nothing.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly queries: CreditQueries,
    private readonly packages: CreditPackagesService,
    private readonly credits: CreditsService,
    private readonly gateway: PaymentGateway,
    private readonly transactions: TransactionRunner,
  ) {}

  async createOrder(userId: string, choice: { packageId?: string; amount?: number }): Promise<CreditOrderDto> {
    if (!choice.packageId && choice.amount === undefined)
      throw new AppException('validation_error', 'Choose a credit package', {
        errors: { packageId: 'Choose a credit package' },
      });
    const creditPackage = await this.packages.choose(choice);
    const amount = priceInPaise(creditPackage);
    const gatewayOrderId = await this.gateway.createOrder(amount, `credits_${Date.now().toString(36)}`);
    await this.queries.insertOrder({
      userId,
      packageId: creditPackage.id,
      packageName: creditPackage.name,
      credits: creditPackage.credits,
      amount,
      currency: 'INR',
      mode: this.gateway.mode,
      gatewayOrderId,
    });
    return {
      id: gatewayOrderId,
      amount,
      currency: 'INR',
      key: this.gateway.key,
      mode: this.gateway.mode,
      packageId: creditPackage.id,
      credits: creditPackage.credits,
    };
  }

  /** The checkout's answer: valid only for an order this user made, signed with our key secret. */
  async verify(userId: string, payment: VerifyCreditPaymentDto): Promise<VerifiedPaymentDto> {
    const order = await this.queries.order({ gatewayOrderId: payment.razorpay_order_id, userId });
    if (
      !order ||
      !this.gateway.paymentSignatureValid(order.gatewayOrderId, payment.razorpay_payment_id, payment.razorpay_signature)
    )
      throw new AppException('payment_verification_failed');
    const settlement = await this.transactions.run((transaction) =>
      this.settle(transaction, order.gatewayOrderId, payment.razorpay_payment_id, 'verify'),
    );
    if (!settlement) throw new AppException('payment_verification_failed');
    return {
      credits: settlement.balance ?? (await this.credits.balanceOf(userId)),
      granted: settlement.order.credits,
      alreadyProcessed: settlement.balance === null,
    };
  }

  /** The test checkout's "Pay": signs a payment of the user's own test order, as Razorpay would. */
  async payTestOrder(userId: string, gatewayOrderId: string): Promise<TestPaymentDto> {
    if (!this.gateway.testCheckoutEnabled) throw new AppException('not_found');
    const order = await this.queries.order({ gatewayOrderId, userId, mode: 'test' });
    if (!order) throw new AppException('not_found');
    const { paymentId, signature } = this.gateway.signTestPayment(order.gatewayOrderId);
    return { razorpay_order_id: order.gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
  }

  /**
   * A Razorpay webhook. Anything signed but not for us (another event, an unknown order) is acknowledged and
   * ignored so Razorpay stops retrying; a failure while granting answers 500 and Razorpay delivers it again.
   */
  async receiveWebhook(rawBody: Buffer | undefined, signature: unknown, eventId: string | undefined): Promise<void> {
    if (!this.gateway.webhookSignatureValid(rawBody, signature)) throw new AppException('invalid_webhook_signature');
    const webhook = parseWebhook(rawBody);
    if (!webhook?.event || !HANDLED_EVENTS.has(webhook.event)) return;
    const payment = webhook.payload?.payment?.entity;
    const gatewayOrderId = webhook.payload?.order?.entity?.id ?? payment?.order_id;
    const paymentId = payment?.id;
    if (!gatewayOrderId || !paymentId) return;
    await this.transactions.run(async (transaction) => {
      if (eventId) {
        if (!(await this.queries.recordWebhookEvent(transaction.manager, eventId, webhook.event, gatewayOrderId)))
          return;
      }
      const order = await this.queries.order({ gatewayOrderId }, transaction.manager);
      if (!order) {
        this.logger.warn(`webhook ${webhook.event} for an order we did not make: ${gatewayOrderId}`);
        return;
      }
      const paid = webhook.payload?.order?.entity?.amount_paid ?? payment?.amount;
      if (paid !== order.amount) {
        this.logger.warn(`webhook for ${gatewayOrderId} paid ${paid} paise, the order asks ${order.amount}`);
        return;
      }
      await this.settle(transaction, gatewayOrderId, paymentId, 'webhook');
    });
  }

  /** The one place credits are granted for a payment: `created` → `paid` once, and its ledger entry with it. */
  private async settle(
    transaction: Transaction,
    gatewayOrderId: string,
    paymentId: string,
    via: 'verify' | 'webhook',
  ): Promise<Settlement | null> {
    const paid = await this.queries.markPaid(transaction.manager, gatewayOrderId, paymentId, via);
    const order = await this.queries.order({ gatewayOrderId }, transaction.manager);
    if (!order) return null;
    if (!paid) return { order, balance: null };
    const balance = await this.credits.apply(
      {
        userId: order.userId,
        amount: order.credits,
        type: 'earned',
        description: `Purchased ${order.packageName} (${order.credits} credits)`,
        metadata: { orderId: order.id, gatewayOrderId, paymentId, via },
      },
      transaction,
    );
    return { order, balance };
  }
}

function parseWebhook(rawBody: Buffer | undefined): RazorpayWebhook | null {
  try {
    return JSON.parse(rawBody?.toString('utf8') ?? '') as RazorpayWebhook;
  } catch {
    return null;
  }
}
