import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { unavailableService } from '../errors/unavailable-service';
import { ProcessThrottlerStorage } from './process-throttler.storage';

export interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

// Counts hits in a fixed window and blocks for blockDuration once over the limit, atomically in Redis,
// so every API process shares the same counters.
const script = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl <= 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blockTtl = tonumber(ARGV[3])
end
return { hits, ttl, blockTtl }
`;

const RETRY_REDIS_MILLISECONDS = 5_000;

type CountingRedis = Redis & {
  rateLimitHit(hits: string, blocked: string, ttl: number, limit: number, blockDuration: number): Promise<number[]>;
};

/**
 * While Redis is unreachable or hung, each process counts on its own (the same rules, per process) and says so in
 * the log, so routes that need nothing else from Redis keep answering.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: CountingRedis;
  private readonly fallback = new ProcessThrottlerStorage();
  private countingAlone = false;
  // After a failure Redis is asked again only this much later: a hung Redis costs one request a timeout, not each.
  private askRedisAfter = 0;

  // A defined command runs by its SHA (EVALSHA), so each request sends the key names, not the whole script.
  constructor(redis: Redis) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 2, lua: script });
    this.redis = redis as CountingRedis;
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `rate:${throttlerName}:${key}`;
    if (Date.now() < this.askRedisAfter) return this.fallback.increment(base, ttl, limit, blockDuration || ttl);
    let counts: number[];
    try {
      counts = await this.redis.rateLimitHit(base, `${base}:blocked`, ttl, limit, blockDuration || ttl);
    } catch (error) {
      if (unavailableService(error) !== 'redis') throw error;
      if (!this.countingAlone)
        this.logger.warn(
          `Redis does not answer (${(error as Error).message}): rate limits count per process until it does`,
        );
      this.countingAlone = true;
      this.askRedisAfter = Date.now() + RETRY_REDIS_MILLISECONDS;
      return this.fallback.increment(base, ttl, limit, blockDuration || ttl);
    }
    if (this.countingAlone) this.logger.log('Redis answers again: rate limits count across processes');
    this.countingAlone = false;
    const [totalHits, timeToExpire, blockTtl] = counts;
    const isBlocked = blockTtl > 0;
    return {
      totalHits,
      timeToExpire: Math.ceil(Math.max(timeToExpire, 0) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil(blockTtl / 1000) : 0,
    };
  }
}
