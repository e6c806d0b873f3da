import { registerAs } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadEnvironment } from './environment';

/** The repository root: paths in the environment are relative to it. */
export const repositoryRoot = path.resolve(__dirname, '../../..');

export const appConfig = registerAs('app', () => {
  const environment = loadEnvironment();
  return {
    environment: environment.NODE_ENV,
    isProduction: environment.NODE_ENV === 'production',
    port: environment.PORT,
    host: environment.HOST,
    url: environment.APP_URL.replace(/\/$/, ''),
    allowedOrigins: [environment.APP_URL, ...environment.ALLOWED_ORIGINS.split(',')]
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    trustProxy: environment.TRUST_PROXY,
    frontendDirectory: path.resolve(repositoryRoot, environment.FRONTEND_DIST ?? 'frontend/dist'),
  };
});

export const databaseConfig = registerAs('database', () => ({ url: loadEnvironment().DATABASE_URL }));

export const redisConfig = registerAs('redis', () => {
  const environment = loadEnvironment();
  return { url: environment.REDIS_URL, keyPrefix: environment.REDIS_KEY_PREFIX };
});

export const authConfig = registerAs('auth', () => {
  const environment = loadEnvironment();
  return {
    sessionSecret: environment.SESSION_SECRET,
    // The __Host- prefix makes browsers refuse the cookie unless it is Secure, for /, and set by this exact host.
    sessionCookieName: environment.NODE_ENV === 'production' ? '__Host-tvt.sid' : 'tvt.sid',
    sessionMaxAgeMilliseconds: environment.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    sessionIdleMilliseconds: environment.SESSION_IDLE_TIMEOUT_MINUTES * 60 * 1000,
    passwordHashTimeCost: environment.PASSWORD_HASH_TIME_COST,
    unverifiedAccountDays: environment.UNVERIFIED_ACCOUNT_DAYS,
    admin: {
      username: environment.ADMIN_USERNAME,
      email: environment.ADMIN_EMAIL,
      password: environment.ADMIN_PASSWORD,
    },
    rateLimits: {
      default: environment.RATE_LIMIT_DEFAULT,
      login: environment.RATE_LIMIT_LOGIN,
      register: environment.RATE_LIMIT_REGISTER,
      otp: environment.RATE_LIMIT_OTP,
      passwordReset: environment.RATE_LIMIT_PASSWORD_RESET,
      upload: environment.RATE_LIMIT_UPLOAD,
      tryOn: environment.RATE_LIMIT_TRYON,
    },
  };
});

const loopbackNames = ['localhost', '127.0.0.1', '[::1]', '::1'];

function isLocalAddress(url: string): boolean {
  return loopbackNames.includes(new URL(url).hostname);
}

export const mailConfig = registerAs('mail', () => {
  const environment = loadEnvironment();
  return {
    smtpUrl: environment.SMTP_URL,
    from: environment.MAIL_FROM,
    supportEmail: environment.SUPPORT_EMAIL,
    // The outbox shows every code and reset link to anyone who asks: only for a development server on this machine.
    // Requests for other host names are refused (hostCheck), so with a loopback listener only this machine reaches it.
    useOutbox:
      !environment.SMTP_URL &&
      environment.NODE_ENV !== 'production' &&
      isLocalAddress(environment.APP_URL) &&
      loopbackNames.includes(environment.HOST),
  };
});

const processSigningSecret = randomBytes(32).toString('base64url');

export const storageConfig = registerAs('storage', () => {
  const environment = loadEnvironment();
  return {
    driver: environment.STORAGE_DRIVER,
    localDirectory: path.resolve(repositoryRoot, environment.STORAGE_LOCAL_DIRECTORY),
    privateDirectory: path.resolve(repositoryRoot, environment.STORAGE_PRIVATE_DIRECTORY),
    publicUrl: environment.STORAGE_PUBLIC_URL.replace(/\/$/, ''),
    signedUrlSeconds: environment.STORAGE_SIGNED_URL_SECONDS,
    // Signs the local driver's private-file links (S3 signs its own): never the session secret, so a leak of
    // either opens nothing of the other. No link outlives its process without a configured one.
    signingSecret: environment.STORAGE_SIGNING_SECRET ?? processSigningSecret,
    s3: {
      bucket: environment.S3_BUCKET ?? '',
      endpoint: environment.S3_ENDPOINT,
      region: environment.S3_REGION,
      credentials:
        environment.S3_ACCESS_KEY_ID && environment.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: environment.S3_ACCESS_KEY_ID, secretAccessKey: environment.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: environment.S3_FORCE_PATH_STYLE,
      publicUrl: environment.S3_PUBLIC_URL?.replace(/\/$/, ''),
    },
  };
});

export const jobsConfig = registerAs('jobs', () => {
  const environment = loadEnvironment();
  // A worker that stops renewing its lock this long is taken for dead and its job handed to another worker.
  return { lockMilliseconds: environment.JOBS_LOCK_SECONDS * 1000 };
});

export const tryOnConfig = registerAs('tryOn', () => {
  const environment = loadEnvironment();
  return {
    provider: environment.TRYON_PROVIDER,
    workerConcurrency: environment.TRYON_WORKER_CONCURRENCY,
    timeoutMilliseconds: environment.TRYON_TIMEOUT_SECONDS * 1000,
  };
});

export const tryOnProvidersConfig = registerAs('tryOnProviders', () => {
  const environment = loadEnvironment();
  return {
    requestTimeoutMilliseconds: environment.TRYON_REQUEST_TIMEOUT_MS,
    fashn: { baseUrl: environment.FASHN_BASE_URL.replace(/\/$/, ''), apiKey: environment.FASHN_API_KEY },
    http: { baseUrl: environment.TRYON_HTTP_URL?.replace(/\/$/, ''), apiKey: environment.TRYON_HTTP_API_KEY },
  };
});

/** The development secret of the local test checkout: it signs test payments so the one verification code runs. */
export const LOCAL_TEST_PAYMENT_SECRET = 'local-test-secret';

export const paymentsConfig = registerAs('payments', () => {
  const environment = loadEnvironment();
  const isProduction = environment.NODE_ENV === 'production';
  const keyId = environment.RAZORPAY_KEY_ID;
  return {
    mode: keyId ? ('razorpay' as const) : ('test' as const),
    keyId,
    // Without Razorpay keys the test checkout signs with this; production never signs its own payments.
    keySecret: environment.RAZORPAY_KEY_SECRET ?? (isProduction ? undefined : LOCAL_TEST_PAYMENT_SECRET),
    webhookSecret: environment.RAZORPAY_WEBHOOK_SECRET,
    testCheckoutEnabled: !keyId && !isProduction,
  };
});

export const allConfigurations = [
  appConfig,
  databaseConfig,
  redisConfig,
  authConfig,
  mailConfig,
  storageConfig,
  jobsConfig,
  tryOnConfig,
  tryOnProvidersConfig,
  paymentsConfig,
];
