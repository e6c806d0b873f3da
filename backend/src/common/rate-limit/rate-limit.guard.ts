import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { RATE_LIMITED_BY_ADDRESS } from './rate-limit';

/**
 * The general limit counts per signed-in user, so people sharing one address (carrier-grade NAT on
 * mobile networks) do not share one budget; guests, and the endpoints marked @RateLimit() (sign-in,
 * codes, resets, uploads), count per client address.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>, context?: ExecutionContext): Promise<string> {
    const { user, ip } = request as unknown as Request;
    const byAddress =
      context &&
      this.reflector.getAllAndOverride<boolean>(RATE_LIMITED_BY_ADDRESS, [context.getHandler(), context.getClass()]);
    return user && !byAddress ? `user:${user.id}` : `address:${ip}`;
  }
}
