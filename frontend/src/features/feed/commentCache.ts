import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { CommentDto, CommentLikeResultDto } from '../../api/generated/tvtApi';
import { applyOptimisticPatches, type CachePatch } from '../../api/optimistic';
import { toggleLike } from './feedApi';

// Comments pages of any target (posts, products) are cached alike: these helpers serve both.

/** A top-level comment or a reply of a comments page, by id. */
export function findComment(comments: CommentDto[], id: string): CommentDto | undefined {
  for (const comment of comments) {
    if (comment.id === id) return comment;
    const reply = comment.replies.find((candidate) => candidate.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/** One target's patches of every cached comments page holding the comment. */
type PatchComment<Patch> = (state: RootState, id: string, change: (comment: CommentDto) => void) => Patch[];

interface CommentLikeLifecycle {
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: CommentLikeResultDto }>;
}

/**
 * A comment like's `onQueryStarted` (part 1 §4): toggled at once in every cached page, rolled back if the request
 * fails, then set to the server's answer.
 */
export async function likeCommentInCaches<
  Patch extends CachePatch & ThunkAction<unknown, RootState, unknown, UnknownAction>,
>(patchComment: PatchComment<Patch>, id: string, lifecycle: CommentLikeLifecycle) {
  const { dispatch, getState, queryFulfilled } = lifecycle;
  const optimistic = patchComment(getState() as RootState, id, (comment) => toggleLike(comment, 'likesCount'));
  const answer = await applyOptimisticPatches(dispatch, optimistic, queryFulfilled).catch(() => null);
  if (answer)
    for (const patch of patchComment(getState() as RootState, id, (comment) => {
      comment.isLiked = answer.data.isLiked;
      comment.likesCount = answer.data.likesCount;
    }))
      dispatch(patch);
}
