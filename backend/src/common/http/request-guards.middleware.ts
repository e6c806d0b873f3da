import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { errorBody } from '../errors/error-body';
import type { ErrorCode } from '../errors/error-codes';

/** Gives each request an id (kept from a trusted proxy's X-Request-Id) that logs and 500 bodies carry. */
export function requestId(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.header('x-request-id');
  request.id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  response.setHeader('X-Request-Id', request.id);
  next();
}

function refuse(response: Response, code: ErrorCode): void {
  const body = errorBody(code);
  response.status(body.statusCode).json(body);
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Answers only for our own host names. A page on another domain that rebinds its DNS to this machine
 * sends its own name as Host: refusing it keeps such pages from reading anything, the outbox included.
 */
export function hostCheck(allowedOrigins: string[]) {
  const allowedHosts = new Set(allowedOrigins.map((origin) => new URL(origin).host.toLowerCase()));
  return (request: Request, response: Response, next: NextFunction): void => {
    const host = (request.get('host') ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (allowedHosts.has(host) || loopbackNames.has(name)) return next();
    refuse(response, 'forbidden_host');
  };
}

/** Methods that change nothing: no body, no origin check, never a session started on them. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests sent by another site's page. Browsers send Origin (or at least Referer)
 * with them; a request that carries our session cookie but neither is refused too, since only a browser
 * holds the cookie and one that hides where the request came from cannot be told apart from a forgery.
 */
export function originCheck(allowedOrigins: string[], sessionCookieName: string) {
  const allowed = new Set(allowedOrigins);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.header('origin') ?? originOf(request.header('referer'));
    if (origin ? allowed.has(origin) : !hasCookie(request, sessionCookieName)) return next();
    refuse(response, 'forbidden_origin');
  };
}

/** Whether the request carries a cookie of that name (its value is not checked). */
export function hasCookie(request: Request, name: string): boolean {
  return (request.header('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/** Bodies of state-changing API requests are JSON, or multipart for uploads; anything else is refused before parsing. */
export function jsonBodiesOnly(request: Request, response: Response, next: NextFunction): void {
  const hasBody =
    Number(request.header('content-length') ?? 0) > 0 || request.header('transfer-encoding') !== undefined;
  if (!hasBody || request.is(['application/json', 'multipart/form-data'])) return next();
  refuse(response, 'unsupported_media_type');
}

const MAXIMUM_BODY_DEPTH = 32;

/** Deeply nested JSON parses fine but overflows the stack of the validators after it: refuse it first. */
export function bodyDepthLimit(request: Request, response: Response, next: NextFunction): void {
  const body: unknown = request.body;
  if (body === null || typeof body !== 'object') return next();
  const pending: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 1 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (depth > MAXIMUM_BODY_DEPTH) return refuse(response, 'body_too_deep');
    for (const child of Object.values(value as object)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth: depth + 1 });
    }
  }
  next();
}

/** Requests whose signature covers the body's exact bytes: the JSON parser keeps those bytes for them. */
export const RAW_BODY_PATHS = new Set(['/api/credits/webhook']);

/**
 * `express.json({ verify })` hook: keeps the raw bytes on `request.rawBody` for RAW_BODY_PATHS only, so a
 * signature is checked against what was sent rather than a re-serialised copy (key order, spacing, escapes).
 */
export function keepRawBody(request: IncomingMessage, _response: ServerResponse, body: Buffer): void {
  const expressRequest = request as Request;
  if (RAW_BODY_PATHS.has((expressRequest.originalUrl ?? '').split('?')[0])) expressRequest.rawBody = body;
}
