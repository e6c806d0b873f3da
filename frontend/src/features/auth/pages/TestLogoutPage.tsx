import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { FormCard } from '../../../components/common/FormCard';
import { errorToast, successToast } from '../../toast/toastSlice';
import { endSession } from '../session';
import { useCurrentUser } from '../useCurrentUser';
import { useLogout } from '../useLogout';
import { paths } from '../../../lib/paths';

/** Developer page: compares logout through the API layer with a bare fetch call. */
export default function TestLogoutPage() {
  const { user } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [sendingDirect, setSendingDirect] = useState(false);

  const logoutWithFetch = async () => {
    setSendingDirect(true);
    try {
      const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      endSession(dispatch);
      dispatch(successToast('Successfully logged out'));
      navigate(paths.login(), { replace: true });
    } catch {
      dispatch(errorToast('Logout failed', 'Unable to sign out. Please try again.'));
    } finally {
      setSendingDirect(false);
    }
  };

  return (
    <FormCard title="Test Logout" subtitle="Developer page for checking both ways of ending a session.">
      <Alert severity="info">Signed in as @{user?.username}</Alert>
      <Button variant="contained" onClick={logout} disabled={isLoggingOut || sendingDirect}>
        Logout via auth mutation
      </Button>
      <Button variant="outlined" onClick={logoutWithFetch} disabled={isLoggingOut || sendingDirect}>
        Logout via direct fetch
      </Button>
    </FormCard>
  );
}
