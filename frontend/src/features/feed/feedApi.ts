import type { RootState } from '../../app/store';
import { tvtApi, type FeedPageDto, type FeedPostDto } from '../../api/generated/tvtApi';
import { applyOptimisticPatches } from '../../api/optimistic';
import { pagedMerging } from '../../api/pagedMerging';

export type FeedPost = FeedPostDto;

/** The counters a post shows wherever it is cached (feed pages, post detail). */
interface PostCounters {
  id: string;
  likes: number;
  isLiked: boolean;
  commentsCount: number;
}

const taggedApi = tvtApi.enhanceEndpoints({
  addTagTypes: ['Feed', 'Post', 'PostLikers', 'PostComments', 'ProductLikers'],
});

/**
 * Every cached copy of one post or product, changed by `change` (the feed pages, both post detail routes and the
 * product detail, which all provide the `Post` tag of that id).
 */
export function patchPost(state: RootState, id: string, change: (post: PostCounters) => void) {
  return feedApi.util.selectInvalidatedBy(state, [{ type: 'Post', id }]).flatMap(({ endpointName, originalArgs }) => {
    if (endpointName === 'getFeed')
      return [
        feedApi.util.updateQueryData('getFeed', originalArgs, (page) => {
          const post = page.posts.find((candidate) => candidate.id === id);
          if (post) change(post);
        }),
      ];
    if (endpointName === 'getPost' || endpointName === 'getTryOnPost')
      return [feedApi.util.updateQueryData(endpointName, originalArgs, (answer) => change(answer.post))];
    if (endpointName === 'getProduct')
      return [feedApi.util.updateQueryData('getProduct', originalArgs, (answer) => change(answer.product))];
    return [];
  });
}

export function toggleLike<Liked extends { isLiked: boolean }>(item: Liked, count: 'likes' | 'likesCount') {
  const record = item as unknown as Record<string, number>;
  item.isLiked = !item.isLiked;
  // Part 1 §4: the count never goes below 0.
  record[count] = Math.max(0, record[count] + (item.isLiked ? 1 : -1));
}

export const feedApi = taggedApi.enhanceEndpoints({
  endpoints: {
    getFeed: {
      ...pagedMerging<FeedPageDto, FeedPostDto>({ position: 'cursor', items: (page) => page.posts }),
      providesTags: (result) => [
        'Feed',
        ...(result?.posts ?? []).map((post) => ({ type: 'Post' as const, id: post.id })),
      ],
    },
    getPost: {
      keepUnusedDataFor: 300,
      providesTags: (result) => (result ? [{ type: 'Post', id: result.post.id }] : []),
    },
    likePost: {
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'PostLikers', id: arg.id }]),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const optimistic = patchPost(getState() as RootState, id, (post) => toggleLike(post, 'likes'));
        const answer = await applyOptimisticPatches(dispatch, optimistic, queryFulfilled).catch(() => null);
        // The server's state wins (another tab may have liked it meanwhile).
        if (answer)
          for (const patch of patchPost(getState() as RootState, id, (post) => {
            post.isLiked = answer.data.isLiked;
            post.likes = answer.data.likes;
          }))
            dispatch(patch);
      },
    },
    // Products in the feed and on their page: the same toggle on the product's route.
    likeProduct: {
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'ProductLikers', id: arg.id }]),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const optimistic = patchPost(getState() as RootState, id, (post) => toggleLike(post, 'likes'));
        const answer = await applyOptimisticPatches(dispatch, optimistic, queryFulfilled).catch(() => null);
        // The server's state wins (another tab may have liked it meanwhile).
        if (answer)
          for (const patch of patchPost(getState() as RootState, id, (post) => {
            post.isLiked = answer.data.isLiked;
            post.likes = answer.data.likes;
          }))
            dispatch(patch);
      },
    },
  },
});

export const { useGetFeedQuery, useGetPostQuery, useLikePostMutation, useLikeProductMutation } = feedApi;
