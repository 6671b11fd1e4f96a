/**
 * /admin (spec §2 "Admin entry"): shows 'Loading admin area...', checks the setup status, then goes to
 * /admin/setup if no admin exists, else /admin/dashboard if authenticated, else /admin/login. If the
 * setup check fails, a toast says so and setup is treated as not needed.
 */
import { toast } from '@wedding/shared-contracts/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '../../../components/state-panel';
import { useAdminSession } from '../../../lib/admin-session';
import { useT } from '../../../lib/i18n/use-t';
import { useSetupCheck } from '../api/use-setup-check';

export function AdminEntry() {
  const t = useT();
  const setup = useSetupCheck();
  const session = useAdminSession();

  useEffect(() => {
    if (setup.isError) {
      toast({ title: t('Could not check the admin setup status'), variant: 'destructive' });
    }
  }, [setup.isError, t]);

  if (setup.isPending) return <LoadingState label={t('Loading admin area...')} fullPage />;
  if (setup.data?.usersExist === false) return <Navigate to="/admin/setup" replace />;
  if (session.isLoading) return <LoadingState label={t('Loading admin area...')} fullPage />;
  return <Navigate to={session.isAuthenticated ? '/admin/dashboard' : '/admin/login'} replace />;
}
