import { tvtApi, type UserDto } from '../../api/generated/tvtApi';

type Dispatch = (action: unknown) => unknown;

/**
 * Writes a new balance into every cache that shows it: the header (getMe) and /credits (getCredits).
 * Used by the payment verification answer and by the live `credits.balance` event.
 */
export function showCreditBalance(dispatch: Dispatch, credits: number) {
  dispatch(tvtApi.util.updateQueryData('getCredits', undefined, (draft) => ({ ...draft, credits })));
  dispatch(
    tvtApi.util.updateQueryData('getMe', undefined, (draft: UserDto | null) => {
      // A guest's answer is null (see baseApi): no balance to show.
      if (draft) draft.credits = credits;
    }),
  );
}
