import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasCookie, SAFE_METHODS } from '../http/request-guards.middleware';

/**
 * The session's middleware (express-session, the lifetime check, passport, the session's user) as one handler,
 * skipped by a GET, HEAD or OPTIONS request that carries no session cookie. Such a request is a guest's, and no route
 * starts a session on it (sign-in, registration and verification are POSTs), yet express-session would make a
 * session id and its objects for it, hash them and drop them: 8 to 18% of a guest's request in the
 * request profile (docs/performance.md).
 */
export function sessionChain(cookieName: string, handlers: RequestHandler[]): RequestHandler {
  const runAll = (request: Request, response: Response, next: NextFunction): void => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error || index === handlers.length) return next(error);
      const handler = handlers[index];
      index += 1;
      // As express does for each middleware: what one throws goes on as an error, even from a store's callback.
      try {
        void handler(request, response, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method) && !hasCookie(request, cookieName)) return next();
    runAll(request, response, next);
  };
}
