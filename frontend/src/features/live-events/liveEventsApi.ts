import { tvtApi, type TryOnStatusDto } from '../../api/generated/tvtApi';
import { showCreditBalance } from '../credits/creditBalance';
import { applyNotificationEvent, notificationEventNames } from '../notifications/notificationEvents';
import { refreshOrdersOnNotification } from '../orders/orderLiveUpdates';
import { trendStarApplicationApi } from '../trendstar-application/trendStarApplicationApi';

export interface LiveEventsState {
  /** True while the server's event stream is open; screens poll only when it is not. */
  connected: boolean;
}

export type TryOnStatusEvent = Pick<
  TryOnStatusDto,
  'id' | 'status' | 'stage' | 'queuePosition' | 'estimatedSeconds' | 'output' | 'error'
>;

const firstRetryDelayMilliseconds = 1000;
const longestRetryDelayMilliseconds = 30_000;

type Dispatch = (action: unknown) => unknown;

function applyEvent(dispatch: Dispatch, name: string, data: unknown) {
  if (name === 'tryOn.status') {
    const event = data as TryOnStatusEvent;
    dispatch(
      tvtApi.util.updateQueryData('getTryOnStatus', { id: event.id }, (draft) => {
        Object.assign(draft, {
          status: event.status,
          stage: event.stage,
          queuePosition: event.queuePosition,
          estimatedSeconds: event.estimatedSeconds ?? null,
          output: event.output ?? draft.output,
          error: event.error,
        });
      }),
    );
  } else if (name === 'credits.balance') {
    showCreditBalance(dispatch, (data as { credits: number }).credits);
  } else if (name === 'account.updated') {
    // An admin approved (or rejected) the TrendStar application: the star and TrendStar menus appear without signing out.
    dispatch(trendStarApplicationApi.util.invalidateTags(['CurrentUser', 'TrendStarApplication']));
  } else if (notificationEventNames.includes(name)) {
    applyNotificationEvent(dispatch, name, data);
    refreshOrdersOnNotification(dispatch, name, data);
  }
}

const eventNames = ['tryOn.status', 'credits.balance', 'account.updated', ...notificationEventNames];

/**
 * The one server-sent-events stream of a signed-in tab, opened by the generated `streamEvents`
 * endpoint. Its events are written straight into the caches of the queries they concern, so screens
 * just read their usual queries; its own cache entry only says whether the stream is connected.
 */
export const liveEventsApi = tvtApi.enhanceEndpoints({
  endpoints: {
    streamEvents: {
      // An EventSource, not a fetch: the generated `query` is removed so that `queryFn` runs.
      query: undefined,
      queryFn: () => ({ data: { connected: false } satisfies LiveEventsState }),
      keepUnusedDataFor: 5,
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await cacheDataLoaded;
        if (typeof EventSource === 'undefined') return;
        let source: EventSource | null = null;
        let retryTimer: ReturnType<typeof setTimeout> | undefined;
        let retryDelay = firstRetryDelayMilliseconds;
        let removed = false;

        const setConnected = (connected: boolean) => updateCachedData(() => ({ connected }) satisfies LiveEventsState);

        const connect = () => {
          source = new EventSource('/api/events', { withCredentials: true });
          source.addEventListener('ready', () => {
            retryDelay = firstRetryDelayMilliseconds;
            setConnected(true);
          });
          for (const name of eventNames) {
            source.addEventListener(name, (event) => {
              try {
                applyEvent(dispatch, name, JSON.parse((event as MessageEvent<string>).data));
              } catch {
                // A malformed event is skipped; the next status or poll brings the truth.
              }
            });
          }
          source.onerror = () => {
            setConnected(false);
            // The browser retries by itself unless the server refused the stream (CLOSED).
            if (source?.readyState !== EventSource.CLOSED || removed) return;
            retryTimer = setTimeout(connect, retryDelay);
            retryDelay = Math.min(retryDelay * 2, longestRetryDelayMilliseconds);
          };
        };

        connect();
        await cacheEntryRemoved;
        removed = true;
        clearTimeout(retryTimer);
        (source as EventSource | null)?.close();
      },
    },
  },
});

/** Subscribes to the stream (unless skipped) and tells whether it is connected. */
export function useLiveEventsConnected(options: { skip?: boolean } = {}): boolean {
  const { data } = liveEventsApi.useStreamEventsQuery(undefined, options);
  return (data as LiveEventsState | undefined)?.connected ?? false;
}
