import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { tvtApi } from '../../api/generated/tvtApi';
import { applyOptimisticPatches, type CachePatch } from '../../api/optimistic';

type CountField = 'followers' | 'following';
interface CountedUser {
  id: string;
  followers?: number;
  following?: number;
}

export const followsApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['User', 'CurrentUser', 'FollowStatus', 'Followers', 'Following', 'Feed'],
  endpoints: {
    getFollowStatus: { providesTags: (_result, _error, { id }) => [{ type: 'FollowStatus', id }] },
    getFollowers: { providesTags: (_result, _error, { id }) => [{ type: 'Followers', id }] },
    getFollowing: { providesTags: (_result, _error, { id }) => [{ type: 'Following', id }] },
    // Each card shows a followers count that a follow changes.
    getTrendstars: {
      providesTags: (result) =>
        result?.trendstars.map((trendstar) => ({ type: 'User' as const, id: trendstar.id })) ?? [],
    },
    followUser: {
      onQueryStarted: ({ id }, api) => followOptimistically(id, 1, api),
      invalidatesTags: (_result, _error, { id }) => relatedTags(id),
    },
    unfollowUser: {
      onQueryStarted: ({ id }, api) => followOptimistically(id, -1, api),
      invalidatesTags: (_result, _error, { id }) => relatedTags(id),
    },
  },
});

/** Refetched after a follow or unfollow, whether it succeeded (exact counts) or failed (undone state). */
function relatedTags(targetId: string) {
  return [
    { type: 'FollowStatus' as const, id: targetId },
    { type: 'User' as const, id: targetId },
    { type: 'Followers' as const, id: targetId },
    'Following' as const,
    'CurrentUser' as const,
    // Friends-only posts of the followed author enter (or leave) the feed.
    'Feed' as const,
  ];
}

function shiftCount(user: CountedUser | undefined, userId: string, field: CountField, delta: number) {
  if (user?.id === userId && typeof user[field] === 'number') user[field] = Math.max(0, user[field] + delta);
}

type CacheState = Parameters<typeof tvtApi.util.selectInvalidatedBy>[0];
type CacheTags = Parameters<typeof tvtApi.util.selectInvalidatedBy>[1];
interface QueryApi {
  dispatch: ThunkDispatch<CacheState, unknown, UnknownAction>;
  getState: () => CacheState;
  queryFulfilled: Promise<unknown>;
}

/**
 * Part 1 §4: the follow status flips and the target's followers and the viewer's following counts move by one in
 * every cached answer that shows them; all of it is undone if the request fails.
 */
async function followOptimistically(
  targetId: string,
  delta: 1 | -1,
  { dispatch, getState, queryFulfilled }: QueryApi,
): Promise<void> {
  const state = getState();
  const viewerId = tvtApi.endpoints.getMe.select()(state).data?.id;
  // The generated api object is the enhanced one; using it here keeps the types free of self-reference.
  const { util } = tvtApi;
  const patches: CachePatch[] = [
    util.updateQueryData('getFollowStatus', { id: targetId }, (draft) => {
      draft.isFollowing = delta > 0;
    }),
  ];
  const countPatches = (userId: string, field: CountField, tags: CacheTags) => {
    for (const { endpointName, originalArgs } of util.selectInvalidatedBy(state, tags)) {
      if (endpointName === 'getUserByUsername' || endpointName === 'getUserById' || endpointName === 'getMe')
        patches.push(
          util.updateQueryData(endpointName, originalArgs, (draft) => shiftCount(draft, userId, field, delta)),
        );
      if (endpointName === 'getTrendstars')
        patches.push(
          util.updateQueryData(endpointName, originalArgs, (draft) => {
            for (const trendstar of draft.trendstars) shiftCount(trendstar, userId, field, delta);
          }),
        );
      if (endpointName === 'getFollowers' || endpointName === 'getFollowing')
        patches.push(
          util.updateQueryData(endpointName, originalArgs, (draft) => {
            draft.total = Math.max(0, draft.total + delta);
          }),
        );
    }
  };
  countPatches(targetId, 'followers', [
    { type: 'User', id: targetId },
    { type: 'Followers', id: targetId },
  ] as unknown as CacheTags);
  if (viewerId)
    countPatches(viewerId, 'following', [
      { type: 'User', id: viewerId },
      'CurrentUser',
      { type: 'Following', id: viewerId },
    ] as unknown as CacheTags);
  // The rollback is the answer to a failure here; the button shows the toast.
  await applyOptimisticPatches(dispatch, patches, queryFulfilled).catch(() => undefined);
}

export const {
  useFollowUserMutation,
  useUnfollowUserMutation,
  useGetFollowStatusQuery,
  useGetFollowersQuery,
  useGetFollowingQuery,
  useGetTrendstarsQuery,
  useSearchUsersQuery,
} = followsApi;
