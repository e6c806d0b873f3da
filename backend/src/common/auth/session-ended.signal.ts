import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import Redis from 'ioredis';
import { redisConfig } from '../../config/configuration';
import { REDIS } from '../redis/redis.module';

/** One browser session ended (logout, expiry), or every session of a user (password change or reset, deletion). */
export type EndedSessions = { sessionId: string } | { userId: string };

/** `missed`: the signal's connection to Redis was lost, so endings announced meanwhile may never arrive. */
export type SessionEndedListener = (ended: EndedSessions | 'missed') => void;

/**
 * "These sessions ended", told to every API process through Redis pub/sub: each drops them from its session cache
 * and closes their live event streams. The announcing process hears it at once, the others within milliseconds.
 */
@Injectable()
export class SessionEndedSignal implements OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private readonly listeners = new Set<SessionEndedListener>();
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(redisConfig.KEY) private readonly config: ConfigType<typeof redisConfig>,
  ) {}

  /** Subscribes on the first listener, so processes without sessions (job workers) hold no subscriber. */
  listen(listener: SessionEndedListener): void {
    this.listeners.add(listener);
    this.subscribe();
  }

  /** Whether announcements of the other processes reach this one now. */
  get heard(): boolean {
    return this.subscriber?.status === 'ready';
  }

  /** Never throws: when Redis cannot take it, the other processes' caches forget the session within their lifetime. */
  async announce(ended: EndedSessions): Promise<void> {
    this.deliver(ended);
    await this.redis.publish(this.channel, JSON.stringify(ended)).catch((error: Error) => {
      this.logger.warn(`could not announce an ended session to the other processes: ${error.message}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private get channel(): string {
    return `${this.config.keyPrefix}sessions:ended`;
  }

  private subscribe(): void {
    if (this.subscriber) return;
    // Queues its SUBSCRIBE until connected and renews it after every reconnect, unlike the command client.
    const subscriber = this.redis.duplicate({
      lazyConnect: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (connectedBefore) this.deliver('missed');
      connectedBefore = true;
    });
    subscriber.on('close', () => connectedBefore && this.deliver('missed'));
    subscriber.on('error', (error: Error) => this.logger.warn(`session signal: ${error.message}`));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        this.deliver(JSON.parse(message) as EndedSessions);
      } catch {
        this.logger.warn('an unreadable session signal was ignored');
      }
    });
    subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(`subscribe: ${error.message}`));
    this.subscriber = subscriber;
  }

  private deliver(ended: EndedSessions | 'missed'): void {
    for (const listener of this.listeners) listener(ended);
  }
}
