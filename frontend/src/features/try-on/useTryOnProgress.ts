import { useEffect, useRef, useState } from 'react';
import { useLiveEventsConnected } from '../live-events/liveEventsApi';
import { useGetTryOnStatusQuery } from './tryOnApi';

/** Part 2 §4 and §9: without the live stream, the first check is 20 s after opening, then every 10 s. */
export const firstPollDelayMilliseconds = 20_000;
export const pollIntervalMilliseconds = 10_000;
const failedChecksBeforeGivingUp = 3;
export const statusUnavailableMessage = 'Failed to generate image. Please try again.';

/**
 * The status of one try-on job. With the event stream open it is read once and then kept current by
 * pushed `tryOn.status` events; without it the spec's polling runs.
 */
export function useTryOnProgress(id: string) {
  const connected = useLiveEventsConnected();
  const [pollingDue, setPollingDue] = useState(false);
  const [started, setStarted] = useState(false);
  const [failedChecks, setFailedChecks] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setPollingDue(true), firstPollDelayMilliseconds);
    return () => clearTimeout(timer);
  }, []);

  // Once started, the status query stays on even if the stream drops before the first poll is due.
  if ((connected || pollingDue) && !started) setStarted(true);
  const query = useGetTryOnStatusQuery({ id }, { skip: !started });
  const status = query.data?.status;
  const finished = status === 'completed' || status === 'failed';
  const polling = !connected && pollingDue && !finished && failedChecks < failedChecksBeforeGivingUp;

  // RTK Query's pollingInterval would restart its timer on every pushed change; a plain interval does not.
  const { refetch } = query;
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void refetch(), pollIntervalMilliseconds);
    return () => clearInterval(timer);
  }, [polling, refetch]);

  // Events sent while the stream was down are lost: read the status again on every (re)connection.
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current && started && !query.isUninitialized) void refetch();
    wasConnected.current = connected;
  }, [connected, started, refetch, query.isUninitialized]);

  const { isFetching, isError, fulfilledTimeStamp } = query;
  useEffect(() => {
    if (isFetching || query.isUninitialized) return;
    // Counts finished checks, events of RTK Query's fetches: a repeated error leaves no render value to compare.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFailedChecks((count) => (isError || !status ? count + 1 : 0));
    // fulfilledTimeStamp marks each finished check, including ones with the same answer.
  }, [isFetching, isError, status, fulfilledTimeStamp, query.isUninitialized]);

  return {
    status: query.data,
    connected,
    unavailable: failedChecks >= failedChecksBeforeGivingUp,
  };
}
