import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { baseApi } from '../../api/baseApi';
import { tvtApi, type UserDto } from '../../api/generated/tvtApi';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Stores the signed-in user as the current-user query's answer, so no extra request is needed. */
export function rememberCurrentUser(dispatch: Dispatch, user: UserDto) {
  dispatch(tvtApi.util.upsertQueryData('getMe', undefined, user));
}

/** A new session: answers cached for the previous visitor (e.g. liked flags) no longer apply. */
export function startSession(dispatch: Dispatch, user: UserDto) {
  dispatch(baseApi.util.resetApiState());
  rememberCurrentUser(dispatch, user);
}

/** Logout and account deletion: forget every cached answer; the current user refetches as a guest. */
export function endSession(dispatch: Dispatch) {
  dispatch(baseApi.util.resetApiState());
}
