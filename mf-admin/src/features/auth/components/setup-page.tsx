/**
 * /admin/setup (spec §2 "Admin setup"): creates the first admin (a super admin). After success a toast,
 * then the dashboard 1.5 s later (the new admin is already logged in). Once an admin exists, this screen
 * sends visitors to /admin, which routes them on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { SETUP_REDIRECT_DELAY_MS, type SetupForm, setupFormSchema } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { isAnswered } from '@wedding/shared-contracts/web';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { CenteredCardPage } from '../../../components/centered-card-page';
import { FormFooter, FormStack } from '../../../components/form-layout';
import { LoadingState } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useAdminSession } from '../../../lib/admin-session';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
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
  const [form, setForm] = useState<SetupForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'done'>('idle');

  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(() => {
      queryClient.setQueryData(adminKeys.setupCheck, { usersExist: true });
      navigate('/admin/dashboard', { replace: true });
    }, SETUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate, queryClient]);

  if (status === 'idle' && setup.isPending)
    return <LoadingState label={t('Loading admin area...')} fullPage />;
  if (status === 'idle' && setup.data?.usersExist) return <Navigate to="/admin" replace />;

  const change = (field: keyof SetupForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const parsed = setupFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      const { user } = await postSetup({ username: parsed.data.username, password: parsed.data.password });
      session.markAuthenticated(user);
      toast({
        title: t('Setup successful'),
        description: t('Admin account created successfully. Redirecting to dashboard...'),
      });
      setStatus('done');
    } catch (error) {
      toast({ title: t('Setup failed'), description: t.known(setupFailure(error)), variant: 'destructive' });
      // a field the server refused (a too-common password) shows its message next to that field too
      setErrors(serverFieldErrors(error));
      setStatus('idle');
    }
  };

  const busy = status !== 'idle';
  return (
    <CenteredCardPage
      title={t('Admin Setup')}
      prompt={t('Create the first administrator account to manage your wedding')}
    >
      <FormStack noValidate onSubmit={submit} aria-label={t('Create the first admin account')}>
        <TextField
          label={t('Username')}
          name="username"
          autoComplete="username"
          placeholder={t('Choose a username')}
          value={form.username}
          onChange={change('username')}
          errorMessage={errors.username}
          isDisabled={busy}
        />
        <TextField
          label={t('Password')}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder={t('At least 6 characters')}
          value={form.password}
          onChange={change('password')}
          errorMessage={errors.password}
          isDisabled={busy}
        />
        <TextField
          label={t('Confirm Password')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          placeholder={t('Repeat the password')}
          value={form.confirmPassword}
          onChange={change('confirmPassword')}
          errorMessage={errors.confirmPassword}
          isDisabled={busy}
        />
        <Button type="submit" variant="primary" isDisabled={busy}>
          {status === 'submitting' ? t('Creating account...') : t('Create Admin Account')}
        </Button>
      </FormStack>
      <FormFooter>
        <Link to="/">{t('Return to website')}</Link>
      </FormFooter>
    </CenteredCardPage>
  );
}
