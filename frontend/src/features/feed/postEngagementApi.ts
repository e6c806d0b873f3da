import type { RootState } from '../../app/store';
import type { CommentDto, CommentsPageDto, LikedByDto, UserSummaryDto } from '../../api/generated/tvtApi';
import { pagedMerging } from '../../api/pagedMerging';
import { findComment, likeCommentInCaches } from './commentCache';
import { feedApi, patchPost } from './feedApi';

// Liked by, comments and comment likes of posts: loaded with the panels that use them, not with the feed.

/** Part 1 §9: likes and comments are cached 30 s. */
const engagementCacheSeconds = 30;

function patchComment(state: RootState, id: string, change: (comment: CommentDto) => void) {
  return feedApi.util
    .selectInvalidatedBy(state, ['PostComments'])
    .filter(({ endpointName }) => endpointName === 'getPostComments')
    .map(({ originalArgs }) =>
      postEngagementApi.util.updateQueryData('getPostComments', originalArgs, (page) => {
        const comment = findComment(page.comments, id);
        if (comment) change(comment);
      }),
    );
}

function addedComment(state: RootState, postId: string) {
  return patchPost(state, postId, (post) => {
    post.commentsCount += 1;
  });
}

export const postEngagementApi = feedApi.enhanceEndpoints({
  endpoints: {
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
      async onQueryStarted({ id }, lifecycle): Promise<void> {
        await likeCommentInCaches(patchComment, id, lifecycle);
      },
    },
  },
});

export const {
  useGetPostLikersQuery,
  useGetPostCommentsQuery,
  useAddPostCommentMutation,
  useAddPostCommentReplyMutation,
  useLikePostCommentMutation,
} = postEngagementApi;
