import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { errorToast } from '../toast/toastSlice';
import { useCurrentUser } from './useCurrentUser';

/**
 * Part 1 §4: a guest who tries a protected action (like, comment, follow...) sees Authentication required and
 * goes to the login with a redirect back here. Returns whether the action may go on.
 */
export function useRequireSignIn(): () => boolean {
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (user) return true;
    dispatch(errorToast('Authentication required', 'Please log in to continue.'));
    navigate(paths.login(location.pathname + location.search));
    return false;
  }, [user, dispatch, navigate, location.pathname, location.search]);
}
