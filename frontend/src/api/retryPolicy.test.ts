import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { retryDelay, shouldRetry } from './retryPolicy';

const networkFailure: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const serverError: FetchBaseQueryError = { status: 500, data: { code: 'server_error' } };
const unavailable: FetchBaseQueryError = { status: 503, data: null };
const proxyHtmlError: FetchBaseQueryError = {
  status: 'PARSING_ERROR',
  originalStatus: 502,
  data: '<html>',
  error: 'bad json',
};

describe('retry policy', () => {
  it.each([
    ['a network failure', networkFailure],
    ['a 500', serverError],
    ['a 503', unavailable],
    ['a 502 page that is not JSON', proxyHtmlError],
  ])('retries a query after %s', (_name, error) => {
    expect(shouldRetry(error, 1, 'query')).toBe(true);
  });

  it.each([
    ['401 not authenticated', { status: 401, data: { code: 'not_authenticated' } }],
    ['400 validation error', { status: 400, data: { code: 'validation_error' } }],
    ['404 not found', { status: 404, data: { code: 'user_not_found' } }],
    ['429 rate limited', { status: 429, data: { code: 'too_many_requests' } }],
  ] as [string, FetchBaseQueryError][])('never retries %s', (_name, error) => {
    expect(shouldRetry(error, 1, 'query')).toBe(false);
  });

  it('retries at most 3 times', () => {
    expect(shouldRetry(networkFailure, 3, 'query')).toBe(true);
    expect(shouldRetry(networkFailure, 4, 'query')).toBe(false);
  });

  it('never retries a mutation, even after a network failure', () => {
    expect(shouldRetry(networkFailure, 1, 'mutation')).toBe(false);
    expect(shouldRetry(serverError, 1, 'mutation')).toBe(false);
  });

  it('waits 1 s, then doubles, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
