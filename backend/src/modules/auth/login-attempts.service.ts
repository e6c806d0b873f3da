import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppException } from '../../common/errors/app.exception';
import { REDIS } from '../../common/redis/redis.module';

/** Failures an account may have before each further one costs a wait. */
export const LOGIN_FREE_FAILURES = 5;
const FIRST_WAIT_MILLISECONDS = 15_000;
// The wait doubles with each further failure but never passes this, so nobody can lock an owner out for long.
export const LOGIN_MAXIMUM_WAIT_MILLISECONDS = 5 * 60_000;
const FAILURE_MEMORY_MILLISECONDS = 15 * 60_000;

// Counts a failure and, past the free ones, sets the wait; atomically, so parallel guesses all count.
const recordFailureScript = `
local failures = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local free = tonumber(ARGV[2])
if failures >= free then
  local wait = math.min(tonumber(ARGV[3]) * 2 ^ (failures - free), tonumber(ARGV[4]))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(wait))
end
return failures
`;

/**
 * A brake per account on password guessing, beside the per-address rate limit: after 5 failures each
 * further try must wait 15 s, 30 s, 1 min, … at most 5 min. A right password clears it.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async refuseWhileWaiting(account: string): Promise<void> {
    const left = await this.redis.pttl(this.waitKey(account));
    if (left <= 0) return;
    const seconds = Math.ceil(left / 1000);
    throw new AppException(
      'login_locked',
      `Too many failed sign-in attempts. Please wait ${seconds} seconds and try again.`,
      { retryAfter: seconds },
    );
  }

  async recordFailure(account: string): Promise<void> {
    await this.redis.eval(
      recordFailureScript,
      2,
      this.failuresKey(account),
      this.waitKey(account),
      FAILURE_MEMORY_MILLISECONDS,
      LOGIN_FREE_FAILURES,
      FIRST_WAIT_MILLISECONDS,
      LOGIN_MAXIMUM_WAIT_MILLISECONDS,
    );
  }

  async clear(account: string): Promise<void> {
    await this.redis.del(this.failuresKey(account), this.waitKey(account));
  }

  private failuresKey(account: string): string {
    return `login:failures:${account}`;
  }

  private waitKey(account: string): string {
    return `login:wait:${account}`;
  }
}
