import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { redisConfig } from '../../config/configuration';

export const REDIS = Symbol('REDIS');

/** A command Redis has not answered by then fails: a hung Redis (stopped, not gone) must not hang requests. */
export const REDIS_COMMAND_TIMEOUT_MILLISECONDS = 1_000;

const logger = new Logger('Redis');

/**
 * Commands fail at once while Redis is unreachable (no offline queue) and after a second when it hangs, so requests
 * answer 503 instead of waiting; the client keeps reconnecting in the background and everything works again when Redis is back.
 */
async function connect(config: ConfigType<typeof redisConfig>): Promise<Redis> {
  const redis = new Redis(config.url, {
    keyPrefix: config.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MILLISECONDS,
    // Commands issued in the same tick (rate-limit counts of concurrent requests) leave in one write.
    enableAutoPipelining: true,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported)
      logger.warn(`Redis unreachable (${error.message}); requests that need it answer 503 until it is back`);
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) logger.log('Redis is back');
    reported = false;
  });
  // A server started while Redis is down still starts; it reconnects on its own.
  await redis.connect().catch(() => undefined);
  return redis;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [redisConfig.KEY], useFactory: connect }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
