import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '../components/state-panel';
import { LOGIN_PATH, useAdminSession } from '../lib/admin-session';
import { useT } from '../lib/i18n/use-t';

/** Protected routes (spec §2): a spinner while the session loads, /admin/login when not authenticated. */
export function ProtectedRoute() {
  const t = useT();
  const { isAuthenticated, isLoading } = useAdminSession();
  if (isLoading) return <LoadingState label={t('Checking your session...')} fullPage />;
  if (!isAuthenticated) return <Navigate to={LOGIN_PATH} replace />;
  return <Outlet />;
}
