import type { RootState } from '../../app/store';
import {
  tvtApi,
  type CommentDto,
  type CommentsPageDto,
  type FeedPageDto,
  type FeedPostDto,
  type LikedByDto,
  type UserSummaryDto,
} from '../../api/generated/tvtApi';
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

const taggedApi = tvtApi.enhanceEndpoints({ addTagTypes: ['Feed', 'Post', 'PostLikers', 'PostComments'] });

/** Part 1 §9: likes and comments are cached 30 s. */
const engagementCacheSeconds = 30;

/** Every cached copy of one post, changed by `change` (the feed pages and both post detail routes). */
function patchPost(state: RootState, id: string, change: (post: PostCounters) => void) {
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
    return [];
  });
}

function findComment(comments: CommentDto[], id: string): CommentDto | undefined {
  for (const comment of comments) {
    if (comment.id === id) return comment;
    const reply = comment.replies.find((candidate) => candidate.id === id);
    if (reply) return reply;
  }
  return undefined;
}

function patchComment(state: RootState, id: string, change: (comment: CommentDto) => void) {
  return feedApi.util
    .selectInvalidatedBy(state, ['PostComments'])
    .filter(({ endpointName }) => endpointName === 'getPostComments')
    .map(({ originalArgs }) =>
      feedApi.util.updateQueryData('getPostComments', originalArgs, (page) => {
        const comment = findComment(page.comments, id);
        if (comment) change(comment);
      }),
    );
}

function toggleLike<Liked extends { isLiked: boolean }>(item: Liked, count: 'likes' | 'likesCount') {
  const record = item as unknown as Record<string, number>;
  item.isLiked = !item.isLiked;
  // Part 1 §4: the count never goes below 0.
  record[count] = Math.max(0, record[count] + (item.isLiked ? 1 : -1));
}

function addedComment(state: RootState, postId: string) {
  return patchPost(state, postId, (post) => {
    post.commentsCount += 1;
  });
}

export const feedApi = taggedApi.enhanceEndpoints({
  endpoints: {
    getFeed: {
      ...pagedMerging<FeedPageDto, FeedPostDto>({ position: 'cursor', items: (page) => page.posts }),
      providesTags: (result) => ['Feed', ...(result?.posts ?? []).map((post) => ({ type: 'Post' as const, id: post.id }))],
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
    getPostLikers: {
      ...pagedMerging<LikedByDto, UserSummaryDto>({ position: 'page', items: (page) => page.users }),
      keepUnusedDataFor: engagementCacheSeconds,
      providesTags: (_result, _error, arg) => [{ type: 'PostLikers', id: arg.id }],
    },
    getPostComments: {
      ...pagedMerging<CommentsPageDto, CommentDto>({ position: 'cursor', items: (page) => page.comments }),
      keepUnusedDataFor: engagementCacheSeconds,
      providesTags: (_result, _error, arg) => [{ type: 'PostComments', id: arg.id }],
    },
    addPostComment: {
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'PostComments', id: arg.id }, 'Feed']),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false))
          for (const patch of addedComment(getState() as RootState, id)) dispatch(patch);
      },
    },
    addPostCommentReply: {
      invalidatesTags: (_result, error, arg) => (error ? [] : [{ type: 'PostComments', id: arg.id }, 'Feed']),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false))
          for (const patch of addedComment(getState() as RootState, id)) dispatch(patch);
      },
    },
    likePostComment: {
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const optimistic = patchComment(getState() as RootState, id, (comment) => toggleLike(comment, 'likesCount'));
        const answer = await applyOptimisticPatches(dispatch, optimistic, queryFulfilled).catch(() => null);
        if (answer)
          for (const patch of patchComment(getState() as RootState, id, (comment) => {
            comment.isLiked = answer.data.isLiked;
            comment.likesCount = answer.data.likesCount;
          }))
            dispatch(patch);
      },
    },
  },
});

export const {
  useGetFeedQuery,
  useGetPostQuery,
  useLikePostMutation,
  useGetPostLikersQuery,
  useGetPostCommentsQuery,
  useAddPostCommentMutation,
  useAddPostCommentReplyMutation,
  useLikePostCommentMutation,
} = feedApi;
