import type { NextFunction, Request, RequestHandler, Response } from 'express';
import path from 'node:path';
import { errorBody } from '../errors/error-body';
import type { StorageService } from '../storage/storage.service';
import type { PrivateFiles } from './private-files';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

const run = (middleware: RequestHandler, request: Request, response: Response) =>
  new Promise<void>((resolve, reject) =>
    middleware(request, response, (error?: unknown) => (error ? reject(error) : resolve())),
  );

function notFound(response: Response): void {
  response.status(404).setHeader('Cache-Control', 'no-store');
  response.json(errorBody('not_found'));
}

/**
 * Mounted at the uploads URL before the public static files: a file some rule calls private is sent only to
 * whom the rule allows (the session is read, never written), never cached by shared caches; others get 404
 * as if it did not exist. Public files (avatars) fall through to the static handler.
 */
export function privateUploads(
  privateFiles: PrivateFiles,
  storage: StorageService,
  readSession: RequestHandler,
): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    void (async () => {
      let key: string;
      try {
        key = decodeURIComponent(request.path).replace(/^\/+/, '');
      } catch {
        return notFound(response);
      }
      // `a//b` or `a/./b` would reach the same file as a private key through the static handler.
      if (path.posix.normalize(key) !== key || key.includes('\\')) return notFound(response);
      if (!privateFiles.isPrivate(key)) return next();
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
      await run(readSession, request, response);
      const viewer = request.user ? { id: request.user.id, username: request.user.username } : null;
      if (!(await privateFiles.mayRead(viewer, key))) return notFound(response);
      let content: Buffer;
      try {
        content = await storage.get(key);
      } catch {
        return notFound(response);
      }
      response.setHeader('Content-Type', CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.setHeader('Content-Security-Policy', "default-src 'none'");
      // Readable by this viewer now; a later delete or a changed post must not be outlived by a cache.
      response.setHeader('Cache-Control', 'private, no-cache');
      response.setHeader('Vary', 'Cookie');
      response.status(200).end(request.method === 'HEAD' ? undefined : content);
    })().catch(next);
  };
}
