import { Logger } from '@nestjs/common';
import type { SessionData } from 'express-session';
import { Client, type Pool } from 'pg';
import type { EndedSessions } from './session-ended.signal';

/** How long a process trusts what it read of a session and its user when no change has been announced. */
export const SESSION_CACHE_MILLISECONDS = 5_000;
const MAXIMUM_ENTRIES = 20_000;
const RELISTEN_MILLISECONDS = 1_000;

interface Entry {
  // Kept as text: every request gets its own copy to change.
  session: string;
  user: Express.User | null;
  expiresAt: number;
}

export interface CachedSession {
  session: SessionData;
  user: Express.User | null;
}

/**
 * What this process last read of a session and its signed-in user, for a few seconds. It forgets a session when
 * it ends (the session-ended signal) and a user whenever their row changes, whoever changes it: a trigger on `users`
 * notifies every process at commit (`user_changed`). While that notice cannot be heard, nothing is cached.
 */
export class SessionUserCache {
  private readonly logger = new Logger('Sessions');
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  // Moves on every forgetting, so a read that began before it is not cached after it.
  private changes = 0;
  private listener: Client | null = null;
  private listening = false;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly endingsHeard: () => boolean,
  ) {
    this.listen();
  }

  get(sessionId: string): CachedSession | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.dropSession(sessionId);
      return null;
    }
    return { session: JSON.parse(entry.session) as SessionData, user: entry.user && copyOf(entry.user) };
  }

  /** Where the cache stands before a read: hand it to put() with what was read. */
  get version(): number {
    return this.changes;
  }

  put(sessionId: string, session: SessionData, user: Express.User | null, readAtVersion: number): void {
    if (!this.listening || !this.endingsHeard() || readAtVersion !== this.changes) return;
    if (this.entries.size >= MAXIMUM_ENTRIES) this.dropSession(this.entries.keys().next().value!);
    this.dropSession(sessionId);
    this.entries.set(sessionId, {
      session: JSON.stringify(session),
      user: user && copyOf(user),
      expiresAt: Date.now() + SESSION_CACHE_MILLISECONDS,
    });
    if (!user) return;
    const sessions = this.sessionsOfUser.get(user.id) ?? new Set<string>();
    sessions.add(sessionId);
    this.sessionsOfUser.set(user.id, sessions);
  }

  /** The session was saved by this process: later reads here see what was saved. */
  updateSession(sessionId: string, session: SessionData): void {
    const entry = this.entries.get(sessionId);
    if (entry) entry.session = JSON.stringify(session);
  }

  forget(ended: EndedSessions | 'missed'): void {
    if (ended === 'missed') this.clear();
    else if ('sessionId' in ended) this.dropSession(ended.sessionId);
    else this.dropUser(ended.userId);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clear();
    await this.listener?.end().catch(() => undefined);
  }

  private dropSession(sessionId: string): void {
    this.changes += 1;
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const userId = entry.user?.id;
    if (!userId) return;
    const sessions = this.sessionsOfUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(userId);
  }

  private dropUser(userId: string): void {
    this.changes += 1;
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsOfUser.delete(userId);
  }

  private clear(): void {
    this.changes += 1;
    this.entries.clear();
    this.sessionsOfUser.clear();
  }

  private listen(): void {
    if (this.closed) return;
    const listener = new Client(this.pool.options);
    this.listener = listener;
    const lost = () => {
      if (this.listener !== listener) return;
      this.listener = null;
      this.listening = false;
      this.clear();
      listener.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => this.listen(), RELISTEN_MILLISECONDS).unref();
    };
    listener.on('error', (error: Error) => {
      this.logger.warn(`user change notices lost (${error.message}); sessions are read uncached until they are back`);
      lost();
    });
    listener.on('end', lost);
    listener.on('notification', (notice) => notice.payload && this.dropUser(notice.payload));
    listener
      .connect()
      .then(() => listener.query('LISTEN user_changed'))
      .then(
        () => {
          if (this.listener === listener && !this.closed) this.listening = true;
          else void listener.end().catch(() => undefined);
        },
        () => lost(),
      );
  }
}

// Each request gets its own user object, so nothing a request does to it reaches another.
const copyOf = (user: Express.User): Express.User =>
  Object.assign(Object.create(Object.getPrototypeOf(user) as object) as Express.User, user);
