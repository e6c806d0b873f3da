import { applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { authConfig } from '../../config/configuration';

export type RateLimitName = keyof ReturnType<typeof authConfig>['rateLimits'];

const oneMinute = 60_000;
let loaded: ReturnType<typeof authConfig> | undefined;
// Read once, at the first limited request (after the app validated its environment).
const limits = () => (loaded ??= authConfig());

/** Limits per client address and minute for sensitive endpoints; the numbers come from the environment. */
export function RateLimit(name: RateLimitName) {
  return applyDecorators(
    Throttle({ default: { ttl: oneMinute, limit: () => limits().rateLimits[name] } }),
    ApiTooManyRequestsResponse({ description: 'Rate limited (code too_many_requests)' }),
  );
}
