import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type { Request, Response } from 'express';
import { DataSource, EntityManager } from 'typeorm';
import { authConfig } from '../../config/configuration';
import { SessionEndedSignal } from './session-ended.signal';

/** Browser sessions: kept in PostgreSQL by connect-pg-simple, begun and ended only here. */
@Injectable()
export class SessionStoreService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    private readonly endedSessions: SessionEndedSignal,
  ) {}

  /** Passport regenerates the session id on sign-in, so a session fixed before it is worthless. */
  async signIn(request: Request, user: Express.User): Promise<void> {
    await new Promise<void>((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
    request.session.issuedAt = Date.now();
    request.session.lastSeenAt = Date.now();
  }

  /** Ends this browser's session (its row may already be gone) and clears its cookie. */
  async endBrowserSession(request: Request, response: Response): Promise<void> {
    await new Promise<void>((resolve) => request.session.destroy(() => resolve()));
    response.clearCookie(this.auth.sessionCookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.auth.sessionCookieName.startsWith('__Host-'),
    });
  }

  /** Ends every session of the user on every process: their requests and live streams stop at once. */
  async destroyAllSessionsOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const result = await manager.query(`DELETE FROM session WHERE (sess->'passport'->>'user') = $1`, [userId]);
    // Inside a transaction the user's row changes too, and that notice (at commit) empties the caches again.
    await this.endedSessions.announce({ userId });
    return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
  }
}
