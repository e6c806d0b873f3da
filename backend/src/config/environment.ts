import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value).toLowerCase());

/** Every environment variable the server reads, with the defaults of the embedded (one laptop) mode. */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @MinLength(1)
  HOST = '127.0.0.1';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  APP_URL = 'http://localhost:3000';

  @IsString()
  ALLOWED_ORIGINS = 'http://localhost:5173';

  @IsString()
  @IsUrl({ require_tld: false, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54329/tvt';

  @IsString()
  @IsUrl({ require_tld: false, protocols: ['redis', 'rediss'] })
  REDIS_URL = 'redis://127.0.0.1:63799';

  @IsString()
  REDIS_KEY_PREFIX = 'tvt:';

  @IsString()
  @MinLength(16)
  SESSION_SECRET = 'tvt-development-session-secret';

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  SESSION_MAX_AGE_DAYS = 30;

  /** An account whose e-mail is still unverified this many days after registering is deleted (name and e-mail free again). */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  UNVERIFIED_ACCOUNT_DAYS = 7;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  SESSION_IDLE_TIMEOUT_MINUTES = 7 * 24 * 60;

  @Transform(toBoolean)
  @IsBoolean()
  TRUST_PROXY = false;

  @IsOptional()
  @IsString()
  @IsUrl({ require_tld: false, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'TVT <no-reply@tvt.local>';

  /** Shown on the order pages: payment is arranged by a representative, so buyers need someone to write to. */
  @IsEmail({ require_tld: false })
  SUPPORT_EMAIL = 'support@tvt.local';

  @IsString()
  STORAGE_LOCAL_DIRECTORY = '.data/uploads';

  @IsString()
  STORAGE_PUBLIC_URL = '/uploads';

  @IsString()
  STORAGE_PRIVATE_DIRECTORY = '.data/private-uploads';

  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @IsOptional()
  @IsString()
  @MinLength(3)
  S3_BUCKET?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  S3_PUBLIC_URL?: string;

  @Transform(toNumber)
  @IsInt()
  @Min(10)
  @Max(60 * 60)
  STORAGE_SIGNED_URL_SECONDS = 300;

  /** Signs the app's own links to private files; unset, each process draws a random one at start. */
  @IsOptional()
  @IsString()
  @MinLength(32)
  STORAGE_SIGNING_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(8)
  FASHN_API_KEY?: string;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  FASHN_BASE_URL = 'https://api.fashn.ai';

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  TRYON_HTTP_URL?: string;

  @IsOptional()
  @IsString()
  TRYON_HTTP_API_KEY?: string;

  @Transform(toNumber)
  @IsInt()
  @Min(1000)
  @Max(120_000)
  TRYON_REQUEST_TIMEOUT_MS = 30_000;

  @IsString()
  @MinLength(3)
  ADMIN_USERNAME = 'admin';

  @IsString()
  ADMIN_EMAIL = 'admin@tvt.local';

  @IsString()
  @MinLength(8)
  ADMIN_PASSWORD = 'Admin12345';

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(20)
  PASSWORD_HASH_TIME_COST = 3;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT_DEFAULT = 600;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT_LOGIN = 10;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT_REGISTER = 5;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT_OTP = 10;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PASSWORD_RESET = 5;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT_UPLOAD = 20;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  RATE_LIMIT_TRYON = 10;

  @IsIn(['local', 'fashn', 'http'])
  TRYON_PROVIDER: 'local' | 'fashn' | 'http' = 'local';

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(16)
  TRYON_WORKER_CONCURRENCY = 1;

  @Transform(toNumber)
  @IsInt()
  @Min(10)
  TRYON_TIMEOUT_SECONDS = 180;

  @Transform(toNumber)
  @IsInt()
  @Min(2)
  @Max(600)
  JOBS_LOCK_SECONDS = 30;

  @IsOptional()
  @IsString()
  FRONTEND_DIST?: string;

  @IsOptional()
  @IsString()
  @MinLength(8)
  RAZORPAY_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MinLength(8)
  RAZORPAY_KEY_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(8)
  RAZORPAY_WEBHOOK_SECRET?: string;
}

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
  const optional = [
    'SMTP_URL',
    'FRONTEND_DIST',
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
    'FASHN_API_KEY',
    'TRYON_HTTP_URL',
    'TRYON_HTTP_API_KEY',
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
  ];
  const known = new Set([...Object.keys(new Environment()), ...optional]);
  const picked = Object.fromEntries(Object.entries(source).filter(([key, value]) => known.has(key) && value !== ''));
  const environment = plainToInstance(Environment, picked, { exposeDefaultValues: true });
  const problems = validateSync(environment, { skipMissingProperties: false });
  if (problems.length > 0) {
    const lines = problems.map(
      (problem) =>
        `  ${problem.property}=${JSON.stringify(source[problem.property] ?? problem.value)}: ${Object.values(problem.constraints ?? {}).join('; ')}`,
    );
    throw new Error(`Invalid configuration, fix these environment variables:\n${lines.join('\n')}`);
  }
  if (environment.STORAGE_DRIVER === 's3') {
    const missing: string[] = [];
    if (!environment.S3_BUCKET) missing.push('  S3_BUCKET: required with STORAGE_DRIVER=s3');
    // Neither key means the AWS default credential chain (instance role, AWS_* variables).
    if (Boolean(environment.S3_ACCESS_KEY_ID) !== Boolean(environment.S3_SECRET_ACCESS_KEY))
      missing.push('  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither');
    if (missing.length > 0)
      throw new Error(`Invalid configuration, fix these environment variables:\n${missing.join('\n')}`);
  }
  // Real orders signed with the development secret would never verify.
  if (environment.RAZORPAY_KEY_ID && !environment.RAZORPAY_KEY_SECRET)
    throw new Error(
      'Invalid configuration, fix these environment variables:\n  RAZORPAY_KEY_SECRET: required with RAZORPAY_KEY_ID',
    );
  if (environment.NODE_ENV === 'production') {
    const unsafe = productionProblems(environment);
    if (unsafe.length > 0)
      throw new Error(
        `Invalid configuration, fix these environment variables:\n${unsafe.map((line) => `  ${line}`).join('\n')}`,
      );
  }
  return environment;
}

/** A secret someone typed (a word, a default, a repeated pattern) rather than generated, e.g. `openssl rand -base64 48`. */
export function looksGenerated(secret: string): boolean {
  return secret.length >= 32 && new Set(secret).size >= 16;
}

function productionProblems(environment: Environment): string[] {
  const defaults = new Environment();
  const problems: string[] = [];
  if (environment.SESSION_SECRET === defaults.SESSION_SECRET || !looksGenerated(environment.SESSION_SECRET)) {
    problems.push(
      'SESSION_SECRET: use a long random value in production (at least 32 characters, e.g. `openssl rand -base64 48`)',
    );
  }
  if (environment.ADMIN_PASSWORD === defaults.ADMIN_PASSWORD)
    problems.push('ADMIN_PASSWORD: set a value of your own in production');
  return problems;
}

/** For the processes' entry points: a bad environment ends the process with the readable list, not a stack trace. */
export function loadEnvironmentOrExit(): void {
  try {
    loadEnvironment();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
