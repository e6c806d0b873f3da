import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useCurrentUser } from '../auth/useCurrentUser';
import { usersApi } from '../users/usersApi';
import { useGetTrendstarApplicationQuery } from './trendStarApplicationApi';

/** An admin reviews in their own time: a pending application is asked about again every 30 s. */
export const pendingApplicationPollMilliseconds = 30_000;

export type ApplicationStage = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * The signed-in user's latest application (asked again on window focus, and every 30 s while
 * pending). When the server says approved while the cached user is still a Trender, the user is
 * fetched again once: the verified star and the TrendStar features appear without signing out.
 */
export function useTrendStarApplication() {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const isTrendStarUser = user?.role === 'trendstar';
  const [polling, setPolling] = useState(false);
  const query = useGetTrendstarApplicationQuery(undefined, {
    skip: !user,
    refetchOnFocus: true,
    pollingInterval: polling ? pendingApplicationPollMilliseconds : 0,
  });
  const application = query.data?.application ?? null;
  const approved = query.data?.role === 'trendstar' || application?.status === 'approved';
  const stage: ApplicationStage = approved || isTrendStarUser ? 'approved' : (application?.status ?? 'none');
  const refreshedFor = useRef<string | null>(null);

  // The poll interval is an input of the query that gives the stage: kept in state, updated while rendering.
  if (polling !== (stage === 'pending')) setPolling(stage === 'pending');

  useEffect(() => {
    const key = application?.id ?? 'role';
    if (!approved || isTrendStarUser || refreshedFor.current === key) return;
    refreshedFor.current = key;
    dispatch(usersApi.util.invalidateTags(['CurrentUser']));
  }, [approved, isTrendStarUser, application?.id, dispatch]);

  return { ...query, application, stage };
}
