/**
 * /admin/login (spec §2 "Admin login"). Already authenticated admins go straight to the dashboard, as
 * do admins after a successful login.
 *
 * The card is drawn while the session is being checked (and prerendered at build time: the gateway sends it
 * in the first HTML, mf-admin/src/app/prerender.tsx); its controls wait for the live
 * page (`useOnClient`), since typing into the static page would be lost and a press would send the
 * form to the address bar.
 */
import { type LoginBody, loginBodySchema } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { isAnswered, useOnClient } from '@wedding/shared-contracts/web';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { CenteredCardPage } from '../../../components/centered-card-page';
import { FormFooter, FormStack } from '../../../components/form-layout';
import { TextField } from '../../../components/text-field';
import { useAdminForm, useBoundField } from '../../../lib/admin-form';
import { useAdminSession } from '../../../lib/admin-session';
import { schemaResolver } from '../../../lib/form-resolver';
import { useT } from '../../../lib/i18n/use-t';

export function LoginPage() {
  const t = useT();
  const session = useAdminSession();
  const navigate = useNavigate();
  const form = useAdminForm<LoginBody>({
    defaultValues: { username: '', password: '' },
    resolver: schemaResolver(loginBodySchema),
  });
  const username = useBoundField(form, 'username');
  const password = useBoundField(form, 'password');
  const live = useOnClient();
  const submitting = form.formState.isSubmitting;

  if (session.isAuthenticated && !submitting) return <Navigate to="/admin/dashboard" replace />;
  const disabled = submitting || !live;

  const logIn = async (body: LoginBody) => {
    try {
      await session.login(body);
      toast({ title: t('Login successful'), description: t('Welcome to the admin dashboard') });
      navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      if (isAnswered(error)) {
        toast({
          title: t('Login failed'),
          description: t.known(error.serverMessage ?? 'Invalid credentials'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('Login failed'),
          description: t('An error occurred during login'),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <CenteredCardPage title={t('Admin Dashboard')} prompt={t('Please log in to continue')}>
      <FormStack noValidate onSubmit={form.submitWith(logIn)} aria-label={t('Log in')}>
        <TextField
          label={t('Username')}
          name="username"
          autoComplete="username"
          placeholder={t('Enter your username')}
          {...username}
          isDisabled={disabled}
        />
        <TextField
          label={t('Password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('Enter your password')}
          {...password}
          isDisabled={disabled}
        />
        <Button type="submit" variant="primary" isDisabled={disabled}>
          {submitting ? t('Logging in...') : t('Log in')}
        </Button>
      </FormStack>
      <FormFooter>
        <Link to="/">{t('Return to website')}</Link>
      </FormFooter>
    </CenteredCardPage>
  );
}
