/**
 * /admin/setup (spec §2 "Admin setup"): creates the first admin (a super admin). After success a toast,
 * then the dashboard 1.5 s later (the new admin is already logged in). Once an admin exists, this screen
 * sends visitors to /admin, which routes them on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { SETUP_REDIRECT_DELAY_MS, type SetupForm, setupFormSchema } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { isAnswered } from '@wedding/shared-contracts/web';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { CenteredCardPage } from '../../../components/centered-card-page';
import { FormFooter, FormStack } from '../../../components/form-layout';
import { LoadingState } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useAdminForm, useBoundField } from '../../../lib/admin-form';
import { useAdminSession } from '../../../lib/admin-session';
import { showServerFieldErrors } from '../../../lib/field-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { msg, useT } from '../../../lib/i18n/use-t';
import { adminKeys } from '../../../lib/query-keys';
import { postSetup } from '../api/setup-api';
import { useSetupCheck } from '../api/use-setup-check';

const EMPTY: SetupForm = { username: '', password: '', confirmPassword: '' };

function setupFailure(error: unknown): string {
  if (isAnswered(error)) return error.serverMessage ?? msg('Failed to create admin account');
  return error instanceof Error && error.message ? error.message : msg('An unknown error occurred');
}

export function SetupPage() {
  const t = useT();
  const setup = useSetupCheck();
  const session = useAdminSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useAdminForm<SetupForm>({ defaultValues: EMPTY, resolver: schemaResolver(setupFormSchema) });
  const username = useBoundField(form, 'username');
  const password = useBoundField(form, 'password');
  const confirmPassword = useBoundField(form, 'confirmPassword');
  const [done, setDone] = useState(false);
  const idle = !form.formState.isSubmitting && !done;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      queryClient.setQueryData(adminKeys.setupCheck, { usersExist: true });
      navigate('/admin/dashboard', { replace: true });
    }, SETUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, queryClient]);

  if (idle && setup.isPending) return <LoadingState label={t('Loading admin area...')} fullPage />;
  if (idle && setup.data?.usersExist) return <Navigate to="/admin" replace />;

  const createAdmin = async (values: SetupForm) => {
    try {
      const { user } = await postSetup({ username: values.username, password: values.password });
      session.markAuthenticated(user);
      toast({
        title: t('Setup successful'),
        description: t('Admin account created successfully. Redirecting to dashboard...'),
      });
      setDone(true);
    } catch (error) {
      toast({ title: t('Setup failed'), description: t.known(setupFailure(error)), variant: 'destructive' });
      // a field the server refused (a too-common password) shows its message next to that field too
      showServerFieldErrors(form.setError, error);
    }
  };

  const busy = !idle;
  return (
    <CenteredCardPage
      title={t('Admin Setup')}
      prompt={t('Create the first administrator account to manage your wedding')}
    >
      <FormStack
        noValidate
        onSubmit={form.submitWith(createAdmin)}
        aria-label={t('Create the first admin account')}
      >
        <TextField
          label={t('Username')}
          name="username"
          autoComplete="username"
          placeholder={t('Choose a username')}
          {...username}
          isDisabled={busy}
        />
        <TextField
          label={t('Password')}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('At least 6 characters')}
          {...password}
          isDisabled={busy}
        />
        <TextField
          label={t('Confirm Password')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          placeholder={t('Repeat the password')}
          {...confirmPassword}
          isDisabled={busy}
        />
        <Button type="submit" variant="primary" isDisabled={busy}>
          {form.formState.isSubmitting ? t('Creating account...') : t('Create Admin Account')}
        </Button>
      </FormStack>
      <FormFooter>
        <Link to="/">{t('Return to website')}</Link>
      </FormFooter>
    </CenteredCardPage>
  );
}
