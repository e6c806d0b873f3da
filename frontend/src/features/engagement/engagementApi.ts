import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  tvtApi,
  type CommentDto,
  type CommentLikeResultDto,
  type CommentsPageDto,
  type LikedByDto,
  type LikeResultDto,
  type UserSummaryDto,
} from '../../api/generated/tvtApi';
import { applyOptimisticPatches } from '../../api/optimistic';
import { pagedMerging } from '../../api/pagedMerging';

/**
 * Engagement (part 1 §4: likes, Liked by, comments, replies, comment likes) of every target, written once as the
 * server writes it once: posts and products differ only in their generated endpoints' names.
 */
export type EngagementTarget = 'post' | 'product';

/** Whose engagement routes a feed item (or a try-on post's page, which has no `type`) uses. */
export const engagementTargetOf = (item: { type?: 'try-on' | 'product' }): EngagementTarget =>
  item.type === 'product' ? 'product' : 'post';

/** Part 1 §9: likes and comments are cached 30 s. */
const engagementCacheSeconds = 30;

type CacheState = Parameters<typeof tvtApi.util.selectInvalidatedBy>[0];

interface Lifecycle<Answer> {
  dispatch: ThunkDispatch<CacheState, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Answer }>;
}

/** The counters a liked and commented target shows wherever it is cached. */
interface TargetCounters {
  likes: number;
  isLiked: boolean;
  commentsCount: number;
}

const taggedApi = tvtApi.enhanceEndpoints({ addTagTypes: ['Feed', 'Post', 'Product', 'Likers', 'Comments'] });

/** The tag every cached copy of a target provides with its id: feed pages and detail pages alike. */
const tagOfTarget = { post: 'Post', product: 'Product' } as const satisfies Record<EngagementTarget, string>;

/**
 * Every cached copy of one target, changed by `change`: the feed pages and, for a post, both post detail routes, for
 * a product, the product detail.
 */
function patchTarget(state: CacheState, target: EngagementTarget, id: string, change: (item: TargetCounters) => void) {
  return engagementApi.util
    .selectInvalidatedBy(state, [{ type: tagOfTarget[target], id }])
    .flatMap(({ endpointName, originalArgs }) => {
      if (endpointName === 'getFeed')
        return [
          engagementApi.util.updateQueryData('getFeed', originalArgs, (page) => {
            const item = page.posts.find(
              (candidate) => candidate.id === id && engagementTargetOf(candidate) === target,
            );
            if (item) change(item);
          }),
        ];
      if (target === 'post' && (endpointName === 'getPost' || endpointName === 'getTryOnPost'))
        return [engagementApi.util.updateQueryData(endpointName, originalArgs, (answer) => change(answer.post))];
      if (target === 'product' && endpointName === 'getProduct')
        return [engagementApi.util.updateQueryData('getProduct', originalArgs, (answer) => change(answer.product))];
      return [];
    });
}

/** A top-level comment or a reply of a comments page, by id. */
function findComment(comments: CommentDto[], id: string): CommentDto | undefined {
  for (const comment of comments) {
    if (comment.id === id) return comment;
    const reply = comment.replies.find((candidate) => candidate.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/** Every cached comments page, of any target, holding the comment (comment ids are unique). */
function patchComment(state: CacheState, id: string, change: (comment: CommentDto) => void) {
  return engagementApi.util.selectInvalidatedBy(state, ['Comments']).flatMap(({ endpointName, originalArgs }) =>
    endpointName === 'getPostComments' || endpointName === 'getProductComments'
      ? [
          engagementApi.util.updateQueryData(endpointName, originalArgs, (page) => {
            const comment = findComment(page.comments, id);
            if (comment) change(comment);
          }),
        ]
      : [],
  );
}

/** Flips a like and moves its count by one; part 1 §4: the count never goes below 0. */
export function toggleLike<Liked extends { isLiked: boolean }>(item: Liked, count: 'likes' | 'likesCount') {
  const record = item as unknown as Record<string, number>;
  item.isLiked = !item.isLiked;
  record[count] = Math.max(0, record[count] + (item.isLiked ? 1 : -1));
}

/** A target's like: toggled at once everywhere it is cached, rolled back if refused, then the server's answer. */
const likeOf = (target: EngagementTarget) => ({
  invalidatesTags: (_result: unknown, error: unknown, arg: { id: string }) =>
    error ? [] : [{ type: 'Likers' as const, id: arg.id }],
  async onQueryStarted({ id }: { id: string }, { dispatch, getState, queryFulfilled }: Lifecycle<LikeResultDto>) {
    const optimistic = patchTarget(getState() as CacheState, target, id, (item) => toggleLike(item, 'likes'));
    const answer = await applyOptimisticPatches(dispatch, optimistic, queryFulfilled).catch(() => null);
    // The server's state wins (another tab may have liked it meanwhile).
    if (answer)
      for (const patch of patchTarget(getState() as CacheState, target, id, (item) => {
        item.isLiked = answer.data.isLiked;
        item.likes = answer.data.likes;
      }))
        dispatch(patch);
  },
});

/**
 * A comment or a reply on a post or a product (part 1 §4): its comments and the feed are read again, and its comment
 * count moves by one at once wherever it is cached (the post and product pages are not read again).
 */
const addCommentOf = (target: EngagementTarget) => ({
  invalidatesTags: (_result: unknown, error: unknown, arg: { id: string }) =>
    error ? [] : [{ type: 'Comments' as const, id: arg.id }, 'Feed' as const],
  async onQueryStarted({ id }: { id: string }, { dispatch, getState, queryFulfilled }: Lifecycle<CommentDto>) {
    if (await queryFulfilled.then(() => true).catch(() => false))
      for (const patch of patchTarget(getState() as CacheState, target, id, (item) => void (item.commentsCount += 1)))
        dispatch(patch);
  },
});

/** A comment's like: toggled at once in every cached page, rolled back if refused, then the server's answer. */
const likeComment = {
  async onQueryStarted(
    { id }: { id: string },
    { dispatch, getState, queryFulfilled }: Lifecycle<CommentLikeResultDto>,
  ): Promise<void> {
    const optimistic = patchComment(getState() as CacheState, id, (comment) => toggleLike(comment, 'likesCount'));
    const answer = await applyOptimisticPatches(dispatch, optimistic, queryFulfilled).catch(() => null);
    if (answer)
      for (const patch of patchComment(getState() as CacheState, id, (comment) => {
        comment.isLiked = answer.data.isLiked;
        comment.likesCount = answer.data.likesCount;
      }))
        dispatch(patch);
  },
};

const likers = {
  ...pagedMerging<LikedByDto, UserSummaryDto>({ position: 'page', items: (page) => page.users }),
  keepUnusedDataFor: engagementCacheSeconds,
  providesTags: (_result: unknown, _error: unknown, arg: { id: string }) => [{ type: 'Likers' as const, id: arg.id }],
};

const comments = {
  ...pagedMerging<CommentsPageDto, CommentDto>({ position: 'cursor', items: (page) => page.comments }),
  keepUnusedDataFor: engagementCacheSeconds,
  providesTags: (_result: unknown, _error: unknown, arg: { id: string }) => [
    'Comments' as const,
    { type: 'Comments' as const, id: arg.id },
  ],
};

export const engagementApi = taggedApi.enhanceEndpoints({
  endpoints: {
    likePost: likeOf('post'),
    likeProduct: likeOf('product'),
    getPostLikers: likers,
    getProductLikers: likers,
    getPostComments: comments,
    getProductComments: comments,
    addPostComment: addCommentOf('post'),
    addProductComment: addCommentOf('product'),
    addPostCommentReply: addCommentOf('post'),
    addProductCommentReply: addCommentOf('product'),
    likePostComment: likeComment,
    likeProductComment: likeComment,
  },
});

/** The generated hooks of each target's engagement routes. */
export const engagementEndpoints = {
  post: {
    useLike: engagementApi.useLikePostMutation,
    useLikers: engagementApi.useGetPostLikersQuery,
    useComments: engagementApi.useGetPostCommentsQuery,
    useAddComment: engagementApi.useAddPostCommentMutation,
    useAddReply: engagementApi.useAddPostCommentReplyMutation,
    useLikeComment: engagementApi.useLikePostCommentMutation,
  },
  product: {
    useLike: engagementApi.useLikeProductMutation,
    useLikers: engagementApi.useGetProductLikersQuery,
    useComments: engagementApi.useGetProductCommentsQuery,
    useAddComment: engagementApi.useAddProductCommentMutation,
    useAddReply: engagementApi.useAddProductCommentReplyMutation,
    useLikeComment: engagementApi.useLikeProductCommentMutation,
  },
} satisfies Record<EngagementTarget, object>;
