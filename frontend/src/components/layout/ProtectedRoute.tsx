import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../app/currentUser';
import { paths } from '../../lib/paths';
import { PageSpinner } from '../common/PageSpinner';

/** Child routes need a signed-in user; guests go to login and come back afterwards. */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}
