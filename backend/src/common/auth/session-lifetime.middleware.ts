import type { NextFunction, Request, Response } from 'express';

export interface SessionLifetime {
  idleMilliseconds: number;
  absoluteMilliseconds: number;
}

// How stale lastSeenAt may get before it is written again: each write is a database update and a new cookie.
const LAST_SEEN_RESOLUTION_MILLISECONDS = 60_000;

/**
 * Ends a signed-in session that has been idle too long or is older than the absolute lifetime, whatever
 * its cookie says; the request then continues as a guest's. Runs between express-session and passport.
 */
export function sessionLifetime({ idleMilliseconds, absoluteMilliseconds }: SessionLifetime) {
  return (request: Request, _response: Response, next: NextFunction): void => {
    const session = request.session;
    if (!session?.passport?.user) return next();
    const now = Date.now();
    const issuedAt = session.issuedAt ?? now;
    const lastSeenAt = session.lastSeenAt ?? now;
    if (now - issuedAt > absoluteMilliseconds || now - lastSeenAt > idleMilliseconds) {
      session.regenerate((error) => next(error));
      return;
    }
    session.issuedAt = issuedAt;
    if (session.lastSeenAt === undefined || now - lastSeenAt > LAST_SEEN_RESOLUTION_MILLISECONDS)
      session.lastSeenAt = now;
    next();
  };
}
