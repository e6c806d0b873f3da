import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, Response } from 'express';
import session, { SessionData } from 'express-session';
import type { Pool } from 'pg';
import type { DataSource, EntityMetadata } from 'typeorm';
import { hydrateEntity } from '../database/entity-rows';
import { preparedQuery } from '../database/prepared-statements';

const PgStore = connectPgSimple(session);

// Where get() leaves the signed-in user's row for createSession() to take off the session data.
const USER_ROW = Symbol('sessionUserRow');

type StoredSession = SessionData & { [USER_ROW]?: Record<string, unknown> | null };

export interface SessionUserStoreOptions {
  pool: Pool;
  dataSource: DataSource;
  /** The users entity: its table is joined and its rows hydrated as TypeORM would. */
  userEntity: EntityMetadata;
  pruneSessionIntervalSeconds: number;
}

/**
 * The PostgreSQL session store (table `session(sid, sess, expire)`, connect-pg-simple) that reads the session and
 * its signed-in user in one statement: every signed-in request pays one round trip instead of a session read and a
 * user read. The user is still read fresh on each request (role, credits and counters change).
 */
export class SessionUserStore extends PgStore {
  private readonly loadedUsers = new WeakMap<Request, Express.User | null>();
  private readonly statement: string;

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
  }

  override get(sid: string, callback: (error: unknown, session?: StoredSession | null) => void): void {
    preparedQuery<Record<string, unknown> & { sess: StoredSession; id: string | null }>(
      this.options.pool,
      this.statement,
      [sid],
    ).then(
      (rows) => {
        const row = rows[0];
        if (!row) return callback(null, null);
        const { sess, ...userRow } = row;
        callback(null, { ...sess, [USER_ROW]: userRow.id === null ? null : userRow });
      },
      (error: unknown) => callback(error),
    );
  }

  /** express-session builds req.session here; the user row leaves the data first so it is never saved back. */
  override createSession(request: Request, data: StoredSession): session.Session & Partial<SessionData> {
    const row = data[USER_ROW];
    delete data[USER_ROW];
    this.loadedUsers.set(request, row ? this.hydrate(row) : null);
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

  private hydrate(row: Record<string, unknown>): Express.User {
    return hydrateEntity<Express.User>(this.options.dataSource, this.options.userEntity, row);
  }
}
