import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';

const toNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(String(value).toLowerCase());

/** Every environment variable the server reads, with the defaults of the embedded (one laptop) mode. */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toNumber) @IsInt() @Min(1) @Max(65535)
  PORT = 3000;

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  APP_URL = 'http://localhost:3000';

  @IsString()
  ALLOWED_ORIGINS = 'http://localhost:5173';

  @IsString() @IsUrl({ require_tld: false, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54329/tvt';

  @IsString() @IsUrl({ require_tld: false, protocols: ['redis', 'rediss'] })
  REDIS_URL = 'redis://127.0.0.1:63799';

  @IsString()
  REDIS_KEY_PREFIX = 'tvt:';

  @IsString() @MinLength(16)
  SESSION_SECRET = 'tvt-development-session-secret';

  @Transform(toNumber) @IsInt() @Min(1)
  SESSION_MAX_AGE_DAYS = 30;

  @Transform(toBoolean) @IsBoolean()
  TRUST_PROXY = false;

  @IsOptional() @IsString() @IsUrl({ require_tld: false, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'TVT <no-reply@tvt.local>';

  @IsString()
  STORAGE_LOCAL_DIRECTORY = '.data/uploads';

  @IsString()
  STORAGE_PUBLIC_URL = '/uploads';

  @IsString() @MinLength(3)
  ADMIN_USERNAME = 'admin';

  @IsString()
  ADMIN_EMAIL = 'admin@tvt.local';

  @IsString() @MinLength(8)
  ADMIN_PASSWORD = 'Admin12345';

  @Transform(toNumber) @IsInt() @Min(1) @Max(20)
  PASSWORD_HASH_TIME_COST = 3;

  @Transform(toNumber) @IsInt() @Min(1)
  RATE_LIMIT_LOGIN = 10;

  @Transform(toNumber) @IsInt() @Min(1)
  RATE_LIMIT_REGISTER = 5;

  @Transform(toNumber) @IsInt() @Min(1)
  RATE_LIMIT_OTP = 10;

  @Transform(toNumber) @IsInt() @Min(1)
  RATE_LIMIT_PASSWORD_RESET = 5;

  @Transform(toNumber) @IsInt() @Min(1)
  RATE_LIMIT_UPLOAD = 20;

  @Transform(toNumber) @IsInt() @Min(1)
  RATE_LIMIT_TRYON = 10;

  @IsIn(['local', 'fashn', 'http'])
  TRYON_PROVIDER: 'local' | 'fashn' | 'http' = 'local';

  @Transform(toNumber) @IsInt() @Min(1) @Max(16)
  TRYON_WORKER_CONCURRENCY = 1;

  @Transform(toNumber) @IsInt() @Min(10)
  TRYON_TIMEOUT_SECONDS = 180;

  @Transform(toNumber) @IsInt() @Min(2) @Max(600)
  JOBS_LOCK_SECONDS = 30;

  @IsOptional() @IsString()
  FRONTEND_DIST?: string;
}

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
  const known = new Set([...Object.keys(new Environment()), 'SMTP_URL', 'FRONTEND_DIST']);
  const picked = Object.fromEntries(Object.entries(source).filter(([key, value]) => known.has(key) && value !== ''));
  const environment = plainToInstance(Environment, picked, { exposeDefaultValues: true });
  const problems = validateSync(environment, { skipMissingProperties: false });
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  ${problem.property}=${JSON.stringify(source[problem.property] ?? problem.value)}: ${Object.values(problem.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration, fix these environment variables:\n${lines.join('\n')}`);
  }
  const defaults = new Environment();
  if (environment.NODE_ENV === 'production') {
    const unsafe = (['SESSION_SECRET', 'ADMIN_PASSWORD'] as const).filter((key) => environment[key] === defaults[key]);
    if (unsafe.length > 0) throw new Error(`Invalid configuration, fix these environment variables:\n${unsafe.map((key) => `  ${key}: set a value of your own in production`).join('\n')}`);
  }
  return environment;
}
