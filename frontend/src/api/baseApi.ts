import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { retryDelay, shouldRetry } from './retryPolicy';

/** A signed-in user's request answered 401: the session ended elsewhere (the toast slice tells the user). */
export const sessionEnded = createAction('api/sessionEnded');

/**
 * Name of the generated GET /api/users/me endpoint. Its 401 means "guest": it raises no toast and is stored as a
 * successful answer `null`, so each screen that mounts later reads the cached guest instead of asking again (RTK
 * Query asks again for a failed query on every new subscription).
 */
export const currentUserEndpointName = 'getMe';

// The generated paths already carry the server's /api prefix, so every request goes to /api/... as is.
const fetchQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include' });

function wait(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

const retryingQuery = retry(fetchQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    shouldRetry(error as FetchBaseQueryError, attempt, baseQueryApi.type),
  backoff: (attempt, _maxRetries, signal) => wait(retryDelay(attempt), signal),
});

interface ApiSliceState {
  queries: Record<string, { endpointName?: string; data?: unknown } | undefined>;
}

function hasSignedInUser(state: unknown): boolean {
  const apiState = (state as Record<string, ApiSliceState | undefined>)[baseApi.reducerPath];
  return Object.values(apiState?.queries ?? {}).some(
    (entry) => entry?.endpointName === currentUserEndpointName && Boolean(entry.data),
  );
}

const sessionAwareQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await retryingQuery(args, api, extraOptions);
  // A 401 while a user is cached means the session ended: drop every cached answer. A guest's 401s
  // change nothing, which also keeps the refetches that follow a reset from looping.
  if (result.error?.status === 401 && hasSignedInUser(api.getState())) {
    api.dispatch(baseApi.util.resetApiState());
    if (api.endpoint !== currentUserEndpointName) {
      api.dispatch(sessionEnded());
    }
  }
  if (result.error?.status === 401 && api.endpoint === currentUserEndpointName)
    return { data: null, meta: result.meta };
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareQuery,
  tagTypes: ['CurrentUser', 'User'],
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});
