import type { ThrottlerStorageRecord } from './redis-throttler.storage';

interface Counter {
  hits: number;
  windowEndsAt: number;
  blockedUntil: number;
}

const MAXIMUM_COUNTERS = 50_000;

/** The Redis counting rules (a fixed window, then blocked for blockDuration once over the limit) in this process alone. */
export class ProcessThrottlerStorage {
  private readonly counters = new Map<string, Counter>();

  increment(key: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || (counter.windowEndsAt <= now && counter.blockedUntil <= now)) {
      if (!counter && this.counters.size >= MAXIMUM_COUNTERS) this.forgetEnded(now);
      counter = { hits: 0, windowEndsAt: now + ttl, blockedUntil: 0 };
      this.counters.set(key, counter);
    }
    if (counter.windowEndsAt <= now) {
      counter.hits = 0;
      counter.windowEndsAt = now + ttl;
    }
    counter.hits += 1;
    if (counter.blockedUntil <= now && counter.hits > limit) counter.blockedUntil = now + blockDuration;
    const isBlocked = counter.blockedUntil > now;
    return {
      totalHits: counter.hits,
      timeToExpire: Math.ceil((counter.windowEndsAt - now) / 1000),
      isBlocked,
      timeToBlockExpire: isBlocked ? Math.ceil((counter.blockedUntil - now) / 1000) : 0,
    };
  }

  private forgetEnded(now: number): void {
    for (const [key, counter] of this.counters)
      if (counter.windowEndsAt <= now && counter.blockedUntil <= now) this.counters.delete(key);
    if (this.counters.size >= MAXIMUM_COUNTERS) this.counters.clear();
  }
}
