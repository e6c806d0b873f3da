import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { sendError } from '../errors/error-body';
import { SIGNED_FILES_PATH, StorageService } from './storage.service';
import type { OpenedObject } from './storage.types';

// Stored files are only ever images we re-encoded; nosniff and a closed CSP keep browsers from running anything.
function setFileHeaders(response: express.Response, cacheControl: string): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', "default-src 'none'");
  response.setHeader('Cache-Control', cacheControl);
}

/** Serves public objects at STORAGE_PUBLIC_URL and private ones behind the app's own signed links. */
export function mountStorageRoutes(app: NestExpressApplication, storage: StorageService, publicUrl: string): void {
  if (storage.driverName === 'local') {
    app.use(
      publicUrl,
      express.static(storage.localDirectory, {
        index: false,
        dotfiles: 'deny',
        setHeaders: (response) => setFileHeaders(response, 'public, max-age=31536000, immutable'),
      }),
    );
  } else {
    // With no CDN in front of the bucket, public objects stream through the app; only the public/ half is reachable here.
    app.use(
      publicUrl,
      fileHandler((request) => storage.open(keyOf(request), 'public'), 'public, max-age=31536000, immutable'),
    );
  }
  app.use(
    SIGNED_FILES_PATH,
    fileHandler(
      (request) =>
        storage.openSigned(keyOf(request), String(request.query.expires ?? ''), String(request.query.signature ?? '')),
      'private, no-store',
    ),
  );
}

/** The key a file URL names; a broken percent-encoding names no file (404 from the storage). */
function keyOf(request: express.Request): string {
  try {
    return decodeURIComponent(request.path.replace(/^\//, ''));
  } catch {
    return '';
  }
}

function fileHandler(
  open: (request: express.Request) => Promise<OpenedObject>,
  cacheControl: string,
): express.RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    open(request)
      .then((opened) => {
        setFileHeaders(response, cacheControl);
        response.setHeader('Content-Type', opened.contentType);
        if (opened.size) response.setHeader('Content-Length', String(opened.size));
        if (request.method === 'HEAD') {
          opened.body.destroy();
          return response.end();
        }
        opened.body.on('error', () => response.destroy());
        opened.body.pipe(response);
      })
      .catch((error: unknown) => sendError(error, request, response));
  };
}
