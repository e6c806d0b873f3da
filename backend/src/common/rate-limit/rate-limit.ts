import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { authConfig } from '../../config/configuration';

export type RateLimitName = Exclude<keyof ReturnType<typeof authConfig>['rateLimits'], 'default'>;

export const RATE_LIMITED_BY_ADDRESS = 'rateLimitedByAddress';

const oneMinute = 60_000;
let loaded: ReturnType<typeof authConfig> | undefined;
// Read once, at the first limited request (after the app validated its environment).
export const rateLimits = () => (loaded ??= authConfig()).rateLimits;

/** A tighter limit per client address and minute for a sensitive endpoint; the numbers come from the environment. */
export function RateLimit(name: RateLimitName) {
  return applyDecorators(
    SetMetadata(RATE_LIMITED_BY_ADDRESS, true),
    Throttle({ default: { ttl: oneMinute, limit: () => rateLimits()[name] } }),
    ApiTooManyRequestsResponse({ description: 'Rate limited (code too_many_requests)' }),
  );
}
