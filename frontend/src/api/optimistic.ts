import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What dispatching `api.util.updateQueryData(...)` returns: the change already made, and how to revert it. */
interface AppliedPatch {
  undo(): void;
}

type PatchThunk = (...args: never[]) => AppliedPatch;
type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Applies cache patches at once and reverts them all when the request fails (part 1 §4: optimistic likes and
 * follows). Resolves with the answer, or rejects with the request's error after the rollback.
 */
export async function applyOptimisticPatches<Result>(
  dispatch: AnyDispatch,
  patches: PatchThunk[],
  queryFulfilled: Promise<Result>,
): Promise<Result> {
  const applied = patches.map((patch) => (dispatch as unknown as (thunk: PatchThunk) => AppliedPatch)(patch));
  try {
    return await queryFulfilled;
  } catch (error) {
    for (const patch of applied) patch.undo();
    throw error;
  }
}
