import { act, render, screen, waitFor } from '@testing-library/react';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { useEffect } from 'react';
import { AdminProviders } from '../app/admin-providers';
import AdminRoutes from '../app/admin-routes';
import { useAdminSession } from './admin-session';
import { adminRequest } from './api-client';
import { loggedIn, loggedOut, mockApi, renderAt } from './testing';

afterEach(() => dismissToast());

function SessionProbe() {
  const { isAuthenticated, isLoading, admin } = useAdminSession();
  return <p>{isLoading ? 'loading' : isAuthenticated ? `in as ${admin?.username}` : 'out'}</p>;
}

/** Calls a protected endpoint once the session is authenticated. */
function CallsUsers() {
  const { isAuthenticated } = useAdminSession();
  useEffect(() => {
    if (isAuthenticated) adminRequest('/api/admin/users').catch(() => {});
  }, [isAuthenticated]);
  return <SessionProbe />;
}

const probe = (
  <AdminProviders>
    <SessionProbe />
  </AdminProviders>
);

describe('admin session', () => {
  it('throws when used outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SessionProbe />)).toThrow(
      'useAdminSession must be used within an AdminSessionProvider',
    );
    spy.mockRestore();
  });

  it('starts loading, then is authenticated when the check answers 200', async () => {
    mockApi({ 'GET /api/admin/auth/check': loggedIn() });
    renderAt('/admin/x', probe);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('in as root');
  });

  it('is unauthenticated when the check answers 401, without any toast', async () => {
    mockApi({ 'GET /api/admin/auth/check': loggedOut });
    renderAt('/admin/x', probe);
    await screen.findByText('out');
    expect(currentToasts()).toEqual([]);
  });

  it('is unauthenticated when the check fails (network error)', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderAt('/admin/x', probe);
    await screen.findByText('out');
  });

  it('on a 401 from any other call: toast "Authentication Required", logout, /admin/login', async () => {
    const api = mockApi({
      'GET /api/admin/auth/check': loggedIn(),
      'POST /api/admin/auth/logout': { body: { message: 'Logged out' } },
      'GET /api/admin/users': loggedOut,
    });
    const { location } = renderAt(
      '/admin/dashboard',
      <AdminProviders>
        <CallsUsers />
      </AdminProviders>,
    );
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(currentToasts()[0]).toMatchObject({
      title: 'Authentication Required',
      description: 'Please log in again to continue',
      variant: 'destructive',
    });
    expect(
      api.mock.calls.some(([url, init]) => url === '/api/admin/auth/logout' && init?.method === 'POST'),
    ).toBe(true);
    await screen.findByText('out');
  });

  it('logout ends the session even when the call fails, shows "Logged out" and goes to /admin/login', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedIn(),
      'POST /api/admin/auth/logout': { status: 500, body: { error: 'boom' } },
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderAt('/admin/dashboard', <AdminRoutes />);
    const button = await screen.findByRole('button', { name: 'Logout' });
    await act(async () => button.click());
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(currentToasts()[0]).toMatchObject({
      title: 'Logged out',
      description: "You've been successfully logged out",
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
