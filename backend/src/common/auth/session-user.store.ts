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

  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
    super.set(sid, data, (error?: unknown) => {
      if (error) this.cache.forget({ sessionId: sid });
      else this.cache.updateSession(sid, data);
      callback?.(error);
    });
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
    return super.createSession(request, data);
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
