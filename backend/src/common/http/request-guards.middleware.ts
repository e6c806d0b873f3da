import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ErrorCatalogue } from '../errors/error-codes';

/** Gives each request an id (kept from a trusted proxy's X-Request-Id) that logs and 500 bodies carry. */
export function requestId(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.header('x-request-id');
  request.id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  response.setHeader('X-Request-Id', request.id);
  next();
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page. Browsers always send Origin on such
 * requests; a request without one comes from a non-browser client, which cookies do not protect against anyway.
 */
export function originCheck(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request, response: Response, next: NextFunction): void => {
    const origin = request.header('origin');
    if (safeMethods.has(request.method) || !origin || allowed.has(origin)) return next();
    const selfOrigin = `${request.protocol}://${request.get('host')}`;
    if (origin === selfOrigin) return next();
    response.status(403).json({ statusCode: 403, code: 'forbidden_origin', message: ErrorCatalogue.forbidden_origin.message });
  };
}
