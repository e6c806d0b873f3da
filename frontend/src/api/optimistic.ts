import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/** What `api.util.updateQueryData(...)` dispatches to: applying it returns a way back. */
export type CachePatch = (dispatch: Dispatch, getState: () => any, extra: any) => { undo: () => void };

/**
 * The optimistic update of the Redux essentials guide, written once: every patch is applied at once, and all of
 * them are undone (last first) if the request fails. Resolves true when the request succeeded.
 * Use it from an endpoint's `onQueryStarted(arg, { dispatch, queryFulfilled })`.
 */
export async function applyOptimistically(
  dispatch: Dispatch,
  patches: CachePatch[],
  queryFulfilled: Promise<unknown>,
): Promise<boolean> {
  const applied = patches.map((patch) => dispatch(patch));
  try {
    await queryFulfilled;
    return true;
  } catch {
    for (const patch of applied.reverse()) patch.undo();
    return false;
  }
}
