import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, Response } from 'express';
import session, { SessionData } from 'express-session';
import type { Pool } from 'pg';
import type { DataSource, EntityMetadata } from 'typeorm';
import { hydrateEntity } from '../database/entity-rows';
import { preparedQuery } from '../database/prepared-statements';
import { SessionEndedSignal } from './session-ended.signal';
import { SessionUserCache } from './session-user-cache';

const PgStore = connectPgSimple(session);

const UPDATE_STORED_SESSION = 'UPDATE session SET sess = $1, expire = $2 WHERE sid = $3 RETURNING sid';
const ONE_DAY_MILLISECONDS = 86_400_000;

/** When the row expires: the cookie's expiry, as connect-pg-simple writes it. */
const expiryOf = (data: SessionData): Date =>
  data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + ONE_DAY_MILLISECONDS);

// Where get() leaves the signed-in user for createSession() to take off the session data.
const SESSION_USER = Symbol('sessionUser');

type StoredSession = SessionData & { [SESSION_USER]?: Express.User | null };

export interface SessionUserStoreOptions {
  pool: Pool;
  dataSource: DataSource;
  /** The users entity: its table is joined and its rows hydrated as TypeORM would. */
  userEntity: EntityMetadata;
  pruneSessionIntervalSeconds: number;
  endedSessions: SessionEndedSignal;
}

/**
 * The PostgreSQL session store (table `session(sid, sess, expire)`, connect-pg-simple) that reads the session and
 * its signed-in user in one statement, and keeps what it read for a few seconds (`SessionUserCache`): a signed-in
 * request costs no round trip while its session and user are unchanged. An ended session or a changed user is
 * forgotten by every process at once.
 */
export class SessionUserStore extends PgStore {
  private readonly loadedUsers = new WeakMap<Request, Express.User | null>();
  // Sessions read from the table (not begun by this request): saving one updates its row and never writes it anew.
  private readonly storedSessions = new WeakSet<object>();
  private readonly statement: string;
  private readonly cache: SessionUserCache;

  constructor(private readonly options: SessionUserStoreOptions) {
    super({
      pool: options.pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: options.pruneSessionIntervalSeconds,
      disableTouch: true,
    });
    const users = options.userEntity.tablePath;
    this.statement = `SELECT s.sess, u.* FROM session s
      LEFT JOIN ${users} u ON u.id = (s.sess #>> '{passport,user}')::uuid
      WHERE s.sid = $1 AND s.expire >= now()`;
    this.cache = new SessionUserCache(options.pool, () => options.endedSessions.heard);
    options.endedSessions.listen((ended) => this.cache.forget(ended));
  }

  override get(sid: string, callback: (error: unknown, session?: StoredSession | null) => void): void {
    const cached = this.cache.get(sid);
    if (cached) return callback(null, { ...cached.session, [SESSION_USER]: cached.user });
    const version = this.cache.version;
    preparedQuery<Record<string, unknown> & { sess: StoredSession; id: string | null }>(
      this.options.pool,
      this.statement,
      [sid],
    ).then(
      (rows) => {
        const row = rows[0];
        if (!row) return callback(null, null);
        const { sess, ...userRow } = row;
        const user = userRow.id === null ? null : this.hydrate(userRow);
        this.cache.put(sid, sess, user, version);
        callback(null, { ...sess, [SESSION_USER]: user });
      },
      (error: unknown) => callback(error),
    );
  }

  /**
   * A new session (sign-in, regeneration) is inserted. A stored one is only updated: a request that began before its
   * session ended (a live stream closed by the logout, a write of lastSeenAt) must not bring the ended session back.
   */
  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
    const saved = (error?: unknown) => {
      if (error) this.cache.forget({ sessionId: sid });
      else this.cache.updateSession(sid, data);
      callback?.(error);
    };
    if (!this.storedSessions.has(data)) return super.set(sid, data, saved);
    preparedQuery<{ sid: string }>(this.options.pool, UPDATE_STORED_SESSION, [
      JSON.stringify(data),
      expiryOf(data),
      sid,
    ]).then(
      (rows) => {
        if (rows.length > 0) return saved();
        // The session ended while this request ran: it stays ended, and the request goes on as it was.
        this.cache.forget({ sessionId: sid });
        callback?.();
      },
      (error: unknown) => saved(error),
    );
  }

  /** Logout, regeneration and expiry end the session on every process, its live streams included. */
  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    super.destroy(sid, (error?: unknown) => {
      void this.options.endedSessions.announce({ sessionId: sid });
      callback?.(error);
    });
  }

  /** express-session builds req.session here; the user leaves the data first so it is never saved back. */
  override createSession(request: Request, data: StoredSession): session.Session & Partial<SessionData> {
    const user = data[SESSION_USER];
    delete data[SESSION_USER];
    this.loadedUsers.set(request, user ?? null);
    const created = super.createSession(request, data);
    this.storedSessions.add(created);
    return created;
  }

  /**
   * Takes passport.session()'s place: the session's user becomes request.user. A session whose user no longer
   * exists continues as a guest's, as passport does when its deserializer finds nobody.
   */
  readonly attachUser = (request: Request, _response: Response, next: NextFunction): void => {
    const userId = request.session?.passport?.user;
    if (!userId) return next();
    const user = this.loadedUsers.get(request);
    if (user && user.id === userId) request.user = user;
    else delete request.session.passport!.user;
    next();
  };

  override close(): void {
    void this.cache.close();
    super.close();
  }

  private hydrate(row: Record<string, unknown>): Express.User {
    return hydrateEntity<Express.User>(this.options.dataSource, this.options.userEntity, row);
  }
}
