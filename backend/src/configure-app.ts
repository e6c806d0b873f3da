import type { INestApplication } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import passport from 'passport';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { PrivateFiles } from './common/access/private-files';
import { privateUploads } from './common/access/private-uploads.middleware';
import { createValidationPipe } from './common/errors/validation';
import { originCheck, requestId } from './common/http/request-guards.middleware';
import { StorageService } from './common/storage/storage.service';
import { appConfig, authConfig, storageConfig } from './config/configuration';
import { SESSION_COOKIE_NAME } from './modules/auth/session';

export function buildOpenApiDocument(app: INestApplication) {
  const config = new DocumentBuilder()
    .setTitle('TVT API')
    .setDescription('Trend Virtual Try-on. Errors are `{ statusCode, code, message }`; sign in with POST /api/auth/login, the session cookie does the rest.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME)
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

/** Everything around the Nest modules, shared by the server and the end-to-end tests. */
export function configureApp(app: NestExpressApplication): void {
  const appSettings = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  const authSettings = app.get<ConfigType<typeof authConfig>>(authConfig.KEY);
  const storageSettings = app.get<ConfigType<typeof storageConfig>>(storageConfig.KEY);
  const pool = (app.get(DataSource).driver as unknown as { master: Pool }).master;

  app.set('trust proxy', appSettings.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  app.use(requestId);
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"], 'upgrade-insecure-requests': appSettings.isProduction ? [] : null } },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(originCheck(appSettings.allowedOrigins));
  const PgStore = connectPgSimple(session);
  const store = new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  const sessionOptions = (rolling: boolean): session.SessionOptions => ({
    name: SESSION_COOKIE_NAME,
    store,
    secret: authSettings.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling,
    cookie: { httpOnly: true, sameSite: 'lax', secure: appSettings.isProduction, maxAge: authSettings.sessionMaxAgeMilliseconds },
  });
  // Sessions only on the API: static files must never carry a Set-Cookie next to their public cache headers.
  app.use('/api', session(sessionOptions(true)));
  app.use('/api', passport.initialize());
  app.use('/api', passport.session());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { swaggerOptions: { withCredentials: true, persistAuthorization: true } });

  // Private files (try-ons, person photos) go through their access rule; the session is only read there.
  app.use(storageSettings.publicUrl, privateUploads(app.get(PrivateFiles), app.get(StorageService), [session(sessionOptions(false)), passport.initialize(), passport.session()]));
  // Uploaded files are only ever images we re-encoded; nosniff and a closed CSP keep browsers from running anything.
  app.use(
    storageSettings.publicUrl,
    express.static(storageSettings.localDirectory, {
      index: false,
      dotfiles: 'deny',
      setHeaders: (response) => {
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.setHeader('Content-Security-Policy', "default-src 'none'");
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  if (existsSync(path.join(appSettings.frontendDirectory, 'index.html'))) serveFrontend(app, appSettings.frontendDirectory);
}

/** The built single-page app: hashed assets cached for a year, every other non-API path answers index.html. */
function serveFrontend(app: NestExpressApplication, directory: string): void {
  app.use('/assets', express.static(path.join(directory, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(directory, { index: false, maxAge: '1h' }));
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api/') || request.path.startsWith('/uploads/')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(path.join(directory, 'index.html'));
  });
}
