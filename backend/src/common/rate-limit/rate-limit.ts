import { applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { authConfig } from '../../config/configuration';

export type RateLimitName = keyof ReturnType<typeof authConfig>['rateLimits'];

const oneMinute = 60_000;

/** Limits per client address and minute for sensitive endpoints; the numbers come from the environment. */
export function RateLimit(name: RateLimitName) {
  return applyDecorators(
    Throttle({ default: { ttl: oneMinute, limit: () => authConfig().rateLimits[name] } }),
    ApiTooManyRequestsResponse({ description: 'Rate limited (code too_many_requests)' }),
  );
}
