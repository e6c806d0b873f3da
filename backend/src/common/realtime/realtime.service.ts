import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import Redis from 'ioredis';
import { redisConfig } from '../../config/configuration';
import { REDIS } from '../redis/redis.module';

export const HEARTBEAT_MILLISECONDS = 25_000;

/** Live events every client may receive; modules add theirs by declaration merging. */
export interface LiveEvents {
  'credits.balance': { credits: number };
}

export type LiveEventName = keyof LiveEvents;

/**
 * Server-sent events to signed-in tabs. Any process (API or worker) publishes to a user through Redis;
 * every API instance holding a stream of that user is subscribed to the user's channel and forwards it.
 */
@Injectable()
export class RealtimeService implements OnApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private readonly streams = new Map<string, Set<Response>>();
  private subscriber: Redis | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(redisConfig.KEY) private readonly config: ConfigType<typeof redisConfig>,
  ) {}

  /** Never throws: a lost live event is repaired by the clients' polling. */
  async publish<Name extends LiveEventName>(userId: string, event: Name, data: LiveEvents[Name]): Promise<void> {
    try {
      await this.redis.publish(this.channelOf(userId), JSON.stringify({ event, data }));
    } catch (error) {
      this.logger.warn(`could not publish ${event}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Holds the response open as an event stream until the client goes away. */
  async openStream(userId: string, request: Request, response: Response): Promise<void> {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-store, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    const streams = this.streams.get(userId) ?? new Set<Response>();
    this.streams.set(userId, streams);
    streams.add(response);
    if (streams.size === 1)
      await this.subscriberClient()
        .subscribe(this.channelOf(userId))
        .catch((error: Error) => this.logger.warn(`subscribe failed: ${error.message}`));
    response.write(`retry: 3000\n\nevent: ready\ndata: {}\n\n`);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MILLISECONDS);
    request.on('close', () => {
      clearInterval(heartbeat);
      streams.delete(response);
      if (streams.size > 0) return;
      this.streams.delete(userId);
      void this.subscriber?.unsubscribe(this.channelOf(userId)).catch(() => undefined);
    });
  }

  /** Open streams in this process (for health and tests). */
  get openStreamCount(): number {
    let count = 0;
    for (const streams of this.streams.values()) count += streams.size;
    return count;
  }

  async onApplicationShutdown(): Promise<void> {
    for (const streams of this.streams.values()) for (const response of streams) response.end();
    this.streams.clear();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  private channelOf(userId: string): string {
    return `${this.config.keyPrefix}events:${userId}`;
  }

  private subscriberClient(): Redis {
    if (this.subscriber) return this.subscriber;
    // Unlike the command client, a subscriber queues its SUBSCRIBE until connected and renews it after every reconnect.
    const subscriber = this.redis.duplicate({
      lazyConnect: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
    subscriber.on('error', (error: Error) => this.logger.warn(`subscriber: ${error.message}`));
    this.subscriber = subscriber;
    return subscriber;
  }

  private deliver(channel: string, message: string): void {
    const userId = channel.slice(channel.lastIndexOf(':') + 1);
    const { event, data } = JSON.parse(message) as { event: string; data: unknown };
    const block = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const response of this.streams.get(userId) ?? []) response.write(block);
  }
}
