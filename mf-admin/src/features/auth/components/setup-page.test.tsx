import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { ADMIN, loggedIn, loggedOut, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => {
  dismissToast();
  jest.useRealTimers();
});

const fill = async (username: string, password: string, confirm: string, fakeTimers = false) => {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  await screen.findByRole('button', { name: 'Create Admin Account' });
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
};

describe('setup page', () => {
  it('validates with the spec messages', async () => {
    const api = mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'GET /api/admin/auth/setup/check': { body: { usersExist: false } },
    });
    renderAt('/admin/setup', <AdminRoutes />);
    await fill('ab', '12345', '123456');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to website' })).toHaveAttribute('href', '/');
    expect(
      api.mock.calls.some(([url, init]) => url === '/api/admin/auth/setup' && init?.method === 'POST'),
    ).toBe(false);
  });

  it('creates the admin, toasts, and goes to the dashboard after 1.5 s', async () => {
    jest.useFakeTimers();
    let setupBody: unknown;
    let created = false;
    mockApi({
      'GET /api/admin/auth/check': () => (created ? loggedIn() : loggedOut),
      'GET /api/admin/auth/setup/check': { body: { usersExist: false } },
      'POST /api/admin/auth/setup': ({ body }) => {
        setupBody = body;
        created = true;
        return { status: 201, body: { message: 'Admin account created successfully', user: ADMIN } };
      },
    });
    const { location } = renderAt('/admin/setup', <AdminRoutes />);
    await fill('root', 'secret123', 'secret123', true);
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Setup successful',
        description: 'Admin account created successfully. Redirecting to dashboard...',
      }),
    );
    expect(setupBody).toEqual({ username: 'root', password: 'secret123' });
    act(() => jest.advanceTimersByTime(1400));
    expect(location.pathname).toBe('/admin/setup');
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
  });

  it('toasts "Setup failed" with the server error, or the fallbacks', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'GET /api/admin/auth/setup/check': { body: { usersExist: false } },
      'POST /api/admin/auth/setup': { status: 409, body: { error: 'Setup has already been completed' } },
    });
    renderAt('/admin/setup', <AdminRoutes />);
    await fill('root', 'secret123', 'secret123');
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Setup failed',
        description: 'Setup has already been completed',
        variant: 'destructive',
      }),
    );
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 500,
      statusText: 'Internal Server Error',
      headers: { get: () => 'application/json' },
      text: async () => '{}',
    })) as unknown as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Create Admin Account' }));
    await waitFor(() => expect(currentToasts()[0]?.description).toBe('Failed to create admin account'));
    // no answer at all: the client's own words, not the server fallback
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Create Admin Account' }));
    await waitFor(() =>
      expect(currentToasts()[0]?.description).toBe('Network error: Unable to connect to server'),
    );
  });

  it('shows a password the server finds too common next to the password field', async () => {
    const message = 'This password is too common and easy to guess. Please choose a different one.';
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'GET /api/admin/auth/setup/check': { body: { usersExist: false } },
      'POST /api/admin/auth/setup': {
        status: 400,
        body: { error: message, details: [{ path: 'password', message }] },
      },
    });
    renderAt('/admin/setup', <AdminRoutes />);
    await fill('root', 'password1', 'password1');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(currentToasts()[0]).toMatchObject({ title: 'Setup failed', description: message });
    // typing a new password clears it
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('sends visitors on once an admin exists', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'GET /api/admin/auth/setup/check': { body: { usersExist: true } },
    });
    const { location } = renderAt('/admin/setup', <AdminRoutes />);
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
  });
});
