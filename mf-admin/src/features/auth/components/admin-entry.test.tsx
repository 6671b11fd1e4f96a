import { screen, waitFor } from '@testing-library/react';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { loggedIn, loggedOut, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

describe('/admin', () => {
  it('shows "Loading admin area..." and goes to the setup when no admin exists', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'GET /api/admin/auth/setup/check': { body: { usersExist: false } },
    });
    const { location } = renderAt('/admin', <AdminRoutes />);
    expect(screen.getByText('Loading admin area...')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/setup'));
    expect(await screen.findByRole('button', { name: 'Create Admin Account' })).toBeInTheDocument();
  });

  it('goes to the dashboard when authenticated', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedIn(),
      'GET /api/admin/auth/setup/check': { body: { usersExist: true } },
    });
    const { location } = renderAt('/admin', <AdminRoutes />);
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
  });

  it('goes to the login otherwise', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'GET /api/admin/auth/setup/check': { body: { usersExist: true } },
    });
    const { location } = renderAt('/admin', <AdminRoutes />);
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
  });

  it('treats a failed setup check as "setup not needed", with a toast', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'GET /api/admin/auth/setup/check': { status: 500, body: {} },
    });
    const { location } = renderAt('/admin', <AdminRoutes />);
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(currentToasts()[0]).toMatchObject({
      title: 'Could not check the admin setup status',
      variant: 'destructive',
    });
  });

  it('sends anonymous visitors of protected routes to the login, after a spinner', async () => {
    mockApi({ 'GET /api/admin/auth/check': loggedOut });
    const { location } = renderAt('/admin/users', <AdminRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
  });

  it('shows the not-found page inside the admin area for unknown paths', async () => {
    mockApi({ 'GET /api/admin/auth/check': loggedIn() });
    renderAt('/admin/nothing-here', <AdminRoutes />);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
