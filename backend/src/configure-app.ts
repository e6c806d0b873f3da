import type { INestApplication } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { PrivateFiles } from './common/access/private-files';
import { privateUploads } from './common/access/private-uploads.middleware';
import { sessionChain } from './common/auth/session-chain';
import { sessionLifetime } from './common/auth/session-lifetime.middleware';
import { SessionEndedSignal } from './common/auth/session-ended.signal';
import { SessionUserStore } from './common/auth/session-user.store';
import { poolOf } from './common/database/prepared-statements';
import { sendError } from './common/errors/error-body';
import { createValidationPipe, WellFormedTextPipe } from './common/errors/validation';
import {
  bodyDepthLimit,
  hostCheck,
  jsonBodiesOnly,
  keepRawBody,
  originCheck,
  requestId,
} from './common/http/request-guards.middleware';
import { mountStorageRoutes } from './common/storage/storage-routes';
import { SIGNED_FILES_PATH, StorageService } from './common/storage/storage.service';
import { appConfig, authConfig, paymentsConfig, storageConfig } from './config/configuration';
import { User } from './modules/users/entities/user.entity';

/** Nest's own body parsers stay off (`bodyParser: false`): configureApp installs the JSON-only one. */
export const applicationOptions = { bodyParser: false } as const;

// JSON bodies above this answer 413; uploads are multipart and have their own limit.
const MAXIMUM_JSON_BODY = '100kb';

export function buildOpenApiDocument(app: INestApplication) {
  const config = new DocumentBuilder()
    .setTitle('TVT API')
    .setDescription(
      'Trend Virtual Try-on. Errors are `{ statusCode, code, message }`; sign in with POST /api/auth/login, the session cookie does the rest.',
    )
    .setVersion('1.0')
    // The development name; production uses `__Host-tvt.sid`.
    .addCookieAuth('tvt.sid')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

/** Everything around the Nest modules, shared by the server and the end-to-end tests. */
export function configureApp(app: NestExpressApplication): void {
  const appSettings = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  const authSettings = app.get<ConfigType<typeof authConfig>>(authConfig.KEY);
  const storageSettings = app.get<ConfigType<typeof storageConfig>>(storageConfig.KEY);
  const storage = app.get(StorageService);
  const dataSource = app.get(DataSource);
  const pool = poolOf(dataSource);

  app.set('trust proxy', appSettings.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  app.use(requestId);
  // Razorpay's checkout.js runs in the page and opens its own frame; without keys nothing outside is allowed.
  const razorpay = app.get<ConfigType<typeof paymentsConfig>>(paymentsConfig.KEY).mode === 'razorpay';
  const checkoutScript = razorpay ? ['https://checkout.razorpay.com'] : [];
  const checkoutFrames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': [
            "'self'",
            'data:',
            'blob:',
            ...storage.imageOrigins(),
            ...(razorpay ? ['https://*.razorpay.com'] : []),
          ],
          'script-src': ["'self'", ...checkoutScript],
          'frame-src': ["'self'", ...checkoutFrames],
          'connect-src': ["'self'", ...checkoutFrames, ...(razorpay ? ['https://lumberjack.razorpay.com'] : [])],
          'upgrade-insecure-requests': appSettings.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(hostCheck(appSettings.allowedOrigins));
  app.use(originCheck(appSettings.allowedOrigins, authSettings.sessionCookieName));
  app.use('/api', jsonBodiesOnly, express.json({ limit: MAXIMUM_JSON_BODY, verify: keepRawBody }), bodyDepthLimit);
  const sessionStore = new SessionUserStore({
    pool,
    dataSource,
    userEntity: dataSource.getMetadata(User),
    pruneSessionIntervalSeconds: 15 * 60,
    endedSessions: app.get(SessionEndedSignal),
  });
  // Its pruning timer would otherwise outlive the database pool when the app closes.
  app.getHttpServer().on('close', () => void sessionStore.close());
  const readSession = sessionChain(authSettings.sessionCookieName, [
    session({
      name: authSettings.sessionCookieName,
      // No write per request: sessionLifetime saves the session (and renews the cookie) at most once a minute.
      store: sessionStore,
      secret: authSettings.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: appSettings.isProduction,
        path: '/',
        maxAge: authSettings.sessionIdleMilliseconds,
      },
    }),
    sessionLifetime({
      idleMilliseconds: authSettings.sessionIdleMilliseconds,
      absoluteMilliseconds: authSettings.sessionMaxAgeMilliseconds,
    }),
    passport.initialize(),
    sessionStore.attachUser,
  ]);
  // Sessions only on the API: static files must never carry a Set-Cookie next to their public cache headers.
  app.use('/api', readSession);
  // Errors raised by the middleware above (bad JSON, an unreachable session store) leave in the same format.
  app.use((error: unknown, request: express.Request, response: express.Response, next: express.NextFunction) =>
    error ? sendError(error, request, response) : next(),
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new WellFormedTextPipe(), createValidationPipe());
  app.enableShutdownHooks();

  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), {
    swaggerOptions: { withCredentials: true, persistAuthorization: true },
  });

  // Private files (try-ons, person photos) go through their access rule; the session is only read there.
  app.use(storageSettings.publicUrl, privateUploads(app.get(PrivateFiles), storage, readSession));
  mountStorageRoutes(app, storage, storageSettings.publicUrl);
  if (existsSync(path.join(appSettings.frontendDirectory, 'index.html')))
    serveFrontend(app, appSettings.frontendDirectory, storageSettings.publicUrl);
}

/** The built single-page app: hashed assets cached for a year, every other non-API path answers index.html. */
function serveFrontend(app: NestExpressApplication, directory: string, uploadsPath: string): void {
  const appPath = (request: express.Request) =>
    !request.path.startsWith('/api/') &&
    !request.path.startsWith(`${uploadsPath}/`) &&
    !request.path.startsWith(`${SIGNED_FILES_PATH}/`);
  app.use('/assets', express.static(path.join(directory, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // Only the app's own paths look for a file: an API request would otherwise pay a file-system lookup every time.
  const files = express.static(directory, { index: false, maxAge: '1h' });
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) =>
    appPath(request) ? files(request, response, next) : next(),
  );
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    // A missing hashed asset (an old build's) is a 404, not the page: a script tag must not receive HTML.
    if (request.method !== 'GET' || !appPath(request) || request.path.startsWith('/assets/')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(path.join(directory, 'index.html'));
  });
}
