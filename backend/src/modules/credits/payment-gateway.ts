import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { AppException } from '../../common/errors/app.exception';
import { paymentsConfig } from '../../config/configuration';
import type { PaymentMode } from './entities/credit-order.entity';

/** The key id checkout would show in test mode: no Razorpay account behind it. */
export const TEST_MODE_KEY = 'rzp_test_local';

export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a hex signature; a wrong length or a non-text value is simply false. */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(received.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay when keys are set; otherwise the local test gateway whose payments the test checkout signs. */
@Injectable()
export class PaymentGateway {
  private readonly logger = new Logger(PaymentGateway.name);
  private readonly razorpay: Razorpay | null;

  constructor(@Inject(paymentsConfig.KEY) private readonly config: ConfigType<typeof paymentsConfig>) {
    this.razorpay =
      config.keyId && config.keySecret ? new Razorpay({ key_id: config.keyId, key_secret: config.keySecret }) : null;
  }

  get mode(): PaymentMode {
    return this.config.mode;
  }

  get key(): string {
    return this.config.keyId ?? TEST_MODE_KEY;
  }

  get testCheckoutEnabled(): boolean {
    return this.config.testCheckoutEnabled;
  }

  /** Creates the gateway order; the price is ours, in paise. */
  async createOrder(amount: number, receipt: string): Promise<string> {
    if (!this.razorpay) {
      // Production without keys has no gateway: the test checkout is for development only.
      if (!this.config.testCheckoutEnabled) throw new AppException('payment_gateway_unavailable');
      return `order_test_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
    }
    try {
      const order = await this.razorpay.orders.create({ amount, currency: 'INR', receipt });
      return order.id;
    } catch (error) {
      this.logger.error(`Razorpay order failed: ${describe(error)}`);
      throw new AppException('payment_gateway_unavailable');
    }
  }

  /** Razorpay's checkout signature: HMAC_SHA256(order_id|payment_id, key secret). */
  paymentSignatureValid(gatewayOrderId: string, paymentId: string, signature: unknown): boolean {
    if (!this.config.keySecret) return false;
    return signatureMatches(hmacHex(this.config.keySecret, `${gatewayOrderId}|${paymentId}`), signature);
  }

  /** Signs a test payment exactly as Razorpay would sign a real one. */
  signTestPayment(gatewayOrderId: string): { paymentId: string; signature: string } {
    if (!this.config.testCheckoutEnabled || !this.config.keySecret) throw new AppException('not_found');
    const paymentId = `pay_test_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
    return { paymentId, signature: hmacHex(this.config.keySecret, `${gatewayOrderId}|${paymentId}`) };
  }

  /** The webhook signature covers the exact bytes Razorpay sent, never a re-serialised body. */
  webhookSignatureValid(rawBody: Buffer | undefined, signature: unknown): boolean {
    if (!this.config.webhookSecret || !rawBody) return false;
    return signatureMatches(hmacHex(this.config.webhookSecret, rawBody), signature);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'error' in error)
    return JSON.stringify((error as { error: unknown }).error);
  return String(error);
}
