import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Response } from 'express';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { redisConfig } from '../../config/configuration';
import { EndedSessions, SessionEndedSignal } from '../auth/session-ended.signal';
import { REDIS } from '../redis/redis.module';

export const HEARTBEAT_MILLISECONDS = 25_000;
/** Open streams a user may hold across every process; opening one more closes their oldest. */
export const MAXIMUM_STREAMS_PER_USER = 5;
const STREAM_LIST_SECONDS = 24 * 60 * 60;

interface Stream {
  id: string;
  sessionId: string;
  response: Response;
}

// What travels on a user's channel: an event for their tabs, or streams to close wherever they are held.
type ChannelMessage = { event: string; data: unknown } | { close: string[] };

/** Live events every client may receive; modules add theirs by declaration merging. */
export interface LiveEvents {
  'credits.balance': { credits: number };
}

export type LiveEventName = keyof LiveEvents;

/**
 * Server-sent events to signed-in tabs. Any process (API or worker) publishes to a user through Redis;
 * every API instance holding a stream of that user is subscribed to the user's channel and forwards it.
 * A stream ends with its session (the session-ended signal), and a user holds at most
 * MAXIMUM_STREAMS_PER_USER of them: Redis lists each user's streams, oldest first.
 */
@Injectable()
export class RealtimeService implements OnApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private readonly streams = new Map<string, Set<Stream>>();
  private subscriber: Redis | null = null;
  private listeningForEndedSessions = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(redisConfig.KEY) private readonly config: ConfigType<typeof redisConfig>,
    private readonly endedSessions: SessionEndedSignal,
  ) {}

  /** Never throws: a lost live event is repaired by the clients' polling. */
  async publish<Name extends LiveEventName>(userId: string, event: Name, data: LiveEvents[Name]): Promise<void> {
    try {
      await this.redis.publish(this.channelOf(userId), JSON.stringify({ event, data }));
    } catch (error) {
      this.logger.warn(`could not publish ${event}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Holds the response open as an event stream until the client goes away or its session ends. */
  async openStream(userId: string, sessionId: string, response: Response): Promise<void> {
    if (!this.listeningForEndedSessions) {
      this.listeningForEndedSessions = true;
      this.endedSessions.listen((ended) => ended !== 'missed' && this.endStreamsOf(ended));
    }
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-store, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    const stream: Stream = { id: randomUUID(), sessionId, response };
    const streams = this.streams.get(userId) ?? new Set<Stream>();
    this.streams.set(userId, streams);
    streams.add(stream);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MILLISECONDS);
    // The response closes both when the client goes away and when the server ends the stream.
    response.on('close', () => {
      clearInterval(heartbeat);
      streams.delete(stream);
      void this.redis.zrem(this.streamListOf(userId), stream.id).catch(() => undefined);
      if (streams.size > 0) return;
      this.streams.delete(userId);
      void this.subscriber?.unsubscribe(this.channelOf(userId)).catch(() => undefined);
    });
    if (streams.size === 1)
      await this.subscriberClient()
        .subscribe(this.channelOf(userId))
        .catch((error: Error) => this.logger.warn(`subscribe failed: ${error.message}`));
    if (response.writableEnded) return;
    response.write(`retry: 3000\n\nevent: ready\ndata: {}\n\n`);
    await this.closeOldestBeyondLimit(userId, stream.id);
  }

  /** Open streams in this process (for health and tests). */
  get openStreamCount(): number {
    let count = 0;
    for (const streams of this.streams.values()) count += streams.size;
    return count;
  }

  async onApplicationShutdown(): Promise<void> {
    for (const streams of this.streams.values()) for (const stream of streams) stream.response.end();
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
    const content = JSON.parse(message) as ChannelMessage;
    if ('close' in content) {
      for (const stream of this.streams.get(userId) ?? []) if (content.close.includes(stream.id)) stream.response.end();
      return;
    }
    const block = `event: ${content.event}\ndata: ${JSON.stringify(content.data)}\n\n`;
    for (const stream of this.streams.get(userId) ?? []) stream.response.write(block);
  }

  /** Lists the stream and closes, wherever they are held, the user's oldest beyond the limit. Fails open without Redis. */
  private async closeOldestBeyondLimit(userId: string, streamId: string): Promise<void> {
    const list = this.streamListOf(userId);
    try {
      const [[, count]] = (await this.redis
        .multi()
        .zcard(list)
        .zadd(list, Date.now(), streamId)
        .expire(list, STREAM_LIST_SECONDS)
        .exec()) as [[Error | null, number]];
      if (count + 1 <= MAXIMUM_STREAMS_PER_USER) return;
      const oldest = (await this.redis.zpopmin(list, count + 1 - MAXIMUM_STREAMS_PER_USER)).filter(
        (_member, index) => index % 2 === 0,
      );
      const close: ChannelMessage = { close: oldest };
      this.deliver(this.channelOf(userId), JSON.stringify(close));
      await this.redis.publish(this.channelOf(userId), JSON.stringify(close));
    } catch (error) {
      this.logger.warn(
        `could not count the streams of a user: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private endStreamsOf(ended: EndedSessions): void {
    const owners = 'userId' in ended ? [this.streams.get(ended.userId) ?? []] : this.streams.values();
    for (const streams of owners)
      for (const stream of streams)
        if (!('sessionId' in ended) || stream.sessionId === ended.sessionId) stream.response.end();
  }

  private streamListOf(userId: string): string {
    return `streams:${userId}`;
  }
}
