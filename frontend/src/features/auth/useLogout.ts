import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { resolveErrorMessage } from '../../lib/errorCatalogue';
import { errorToast, successToast } from '../toast/toastSlice';
import { useLogoutMutation } from './authApi';
import { paths } from '../../lib/paths';

/** Logs out through the API; the mutation clears every cached answer before we leave for login. */
export function useLogout() {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const logout = async () => {
    try {
      await logoutMutation().unwrap();
      dispatch(successToast('Logged out', "You've been successfully logged out."));
      navigate(paths.login(), { replace: true });
    } catch (error) {
      dispatch(errorToast('Logout failed', resolveErrorMessage(error)));
    }
  };

  return { logout, isLoggingOut: isLoading };
}
