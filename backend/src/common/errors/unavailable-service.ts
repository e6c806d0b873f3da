export type UnavailableService = 'database' | 'redis';

// Connection-level failures: the service is down or restarting, not a bug in the request.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL: admin/crash shutdown, cannot connect now, too many connections.
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300']);
const redisMessages =
  /enableOfflineQueue|Connection is closed|MaxRetriesPerRequest|Stream isn't writeable|Redis connection|Command timed out/i;
const postgresMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection error|the database system is (starting up|shutting down)/i;

interface ErrorLike {
  name?: string;
  code?: string;
  message?: string;
  driverError?: unknown;
  command?: unknown;
}

/** Which backing service an error says is unreachable, or null when the error is something else. */
export function unavailableService(error: unknown): UnavailableService | null {
  if (!error || typeof error !== 'object') return null;
  const candidate = error as ErrorLike;
  // TypeORM wraps the driver's error.
  if (candidate.driverError)
    return (
      unavailableService(candidate.driverError) ?? (postgresMessages.test(candidate.message ?? '') ? 'database' : null)
    );
  const message = candidate.message ?? '';
  const isRedis =
    candidate.name === 'MaxRetriesPerRequestError' || candidate.command !== undefined || redisMessages.test(message);
  if (isRedis) return 'redis';
  if (
    postgresCodes.has(candidate.code ?? '') ||
    (candidate.code ?? '').startsWith('08') ||
    postgresMessages.test(message)
  )
    return 'database';
  // Redis command failures are caught above by their own messages; a bare socket error comes from the PostgreSQL pool.
  if (networkCodes.has(candidate.code ?? '')) return 'database';
  return null;
}
