import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What dispatching `api.util.updateQueryData(...)` returns: the change already made, and how to revert it. */
interface AppliedPatch {
  undo(): void;
}

/** A thunk made by `api.util.updateQueryData(...)`, not yet dispatched. */
export type CachePatch = (...args: never[]) => AppliedPatch;
type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The optimistic update of the Redux essentials guide, written once (part 1 §4: likes, comment likes, follows):
 * every patch is applied at once, and all of them are undone, last first, when the request fails. Resolves with
 * the answer, or rejects with the request's error after the rollback. Call it from an endpoint's
 * `onQueryStarted(arg, { dispatch, queryFulfilled })`.
 */
export async function applyOptimisticPatches<Result>(
  dispatch: AnyDispatch,
  patches: CachePatch[],
  queryFulfilled: Promise<Result>,
): Promise<Result> {
  const applied = patches.map((patch) => (dispatch as unknown as (thunk: CachePatch) => AppliedPatch)(patch));
  try {
    return await queryFulfilled;
  } catch (error) {
    for (const patch of applied.reverse()) patch.undo();
    throw error;
  }
}
