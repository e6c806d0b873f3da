import { registerAs } from '@nestjs/config';
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
    url: environment.APP_URL.replace(/\/$/, ''),
    allowedOrigins: [environment.APP_URL, ...environment.ALLOWED_ORIGINS.split(',')].map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean),
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
    sessionMaxAgeMilliseconds: environment.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    passwordHashTimeCost: environment.PASSWORD_HASH_TIME_COST,
    admin: { username: environment.ADMIN_USERNAME, email: environment.ADMIN_EMAIL, password: environment.ADMIN_PASSWORD },
    rateLimits: {
      login: environment.RATE_LIMIT_LOGIN,
      register: environment.RATE_LIMIT_REGISTER,
      otp: environment.RATE_LIMIT_OTP,
      passwordReset: environment.RATE_LIMIT_PASSWORD_RESET,
      upload: environment.RATE_LIMIT_UPLOAD,
      tryOn: environment.RATE_LIMIT_TRYON,
    },
  };
});

function isLocalAddress(url: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
}

export const mailConfig = registerAs('mail', () => {
  const environment = loadEnvironment();
  return {
    smtpUrl: environment.SMTP_URL,
    from: environment.MAIL_FROM,
    // The outbox shows every code and reset link to anyone who asks: only for a development server on this machine.
    useOutbox: !environment.SMTP_URL && environment.NODE_ENV !== 'production' && isLocalAddress(environment.APP_URL),
  };
});

export const storageConfig = registerAs('storage', () => {
  const environment = loadEnvironment();
  return {
    localDirectory: path.resolve(repositoryRoot, environment.STORAGE_LOCAL_DIRECTORY),
    publicUrl: environment.STORAGE_PUBLIC_URL.replace(/\/$/, ''),
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

export const allConfigurations = [appConfig, databaseConfig, redisConfig, authConfig, mailConfig, storageConfig, jobsConfig, tryOnConfig];
