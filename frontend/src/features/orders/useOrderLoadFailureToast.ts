import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorToast } from '../toast/toastSlice';

/** Part 2 §8: a failed order load says so once, besides the screen's own text. */
export function useOrderLoadFailureToast(failed: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (failed) dispatch(errorToast('Error', 'Failed to load order details'));
  }, [failed, dispatch]);
}
