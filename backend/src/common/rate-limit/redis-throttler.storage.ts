import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';

interface ThrottlerStorageRecord {
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

type CountingRedis = Redis & {
  rateLimitHit(hits: string, blocked: string, ttl: number, limit: number, blockDuration: number): Promise<number[]>;
};

export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly redis: CountingRedis;

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
    const [totalHits, timeToExpire, blockTtl] = await this.redis.rateLimitHit(
      base,
      `${base}:blocked`,
      ttl,
      limit,
      blockDuration || ttl,
    );
    const isBlocked = blockTtl > 0;
    return {
      totalHits,
      timeToExpire: Math.ceil(Math.max(timeToExpire, 0) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil(blockTtl / 1000) : 0,
    };
  }
}
