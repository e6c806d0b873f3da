import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const maxRetries = 3;
const firstDelayMs = 1000;
const maxDelayMs = 30_000;

export type RequestType = 'query' | 'mutation';

/** Only failures that a later attempt could fix: no connection ("Failed to fetch") or a 5xx answer. */
export function isRetryableError(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR') return true;
  if (error.status === 'PARSING_ERROR') return error.originalStatus >= 500;
  return typeof error.status === 'number' && error.status >= 500 && error.status <= 599;
}

/** `attempt` counts failures so far (1 after the first failed request). */
export function shouldRetry(error: FetchBaseQueryError, attempt: number, requestType: RequestType): boolean {
  if (requestType === 'mutation') return false;
  if (attempt > maxRetries) return false;
  return isRetryableError(error);
}

export function retryDelay(attempt: number): number {
  return Math.min(firstDelayMs * 2 ** Math.max(attempt - 1, 0), maxDelayMs);
}
