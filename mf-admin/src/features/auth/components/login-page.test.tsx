import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { setAdminLocale } from '../../../lib/i18n/admin-locale';
import { loggedIn, loggedOut, loginOk, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

const form = async () => {
  await screen.findByRole('heading', { name: 'Admin Dashboard' });
  return {
    username: screen.getByPlaceholderText('Enter your username'),
    password: screen.getByPlaceholderText('Enter your password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
};

describe('login page', () => {
  it('shows the title, prompt, fields and Return to website', async () => {
    mockApi({ 'GET /api/admin/auth/check': loggedOut });
    renderAt('/admin/login', <AdminRoutes />);
    const { username, password } = await form();
    expect(screen.getByText('Please log in to continue')).toBeInTheDocument();
    expect(username).toHaveAccessibleName('Username');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Return to website' })).toHaveAttribute('href', '/');
  });

  it('requires both fields', async () => {
    const api = mockApi({ 'GET /api/admin/auth/check': loggedOut });
    renderAt('/admin/login', <AdminRoutes />);
    const { submit } = await form();
    await userEvent.click(submit);
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1); // only the session check
  });

  it('shows "Logging in..." with the inputs disabled while busy, then goes to the dashboard', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'POST /api/admin/auth/login': async () => {
        await gate;
        return loginOk();
      },
    });
    const { location } = renderAt('/admin/login', <AdminRoutes />);
    const { username, password, submit } = await form();
    await userEvent.type(username, 'root');
    await userEvent.type(password, 'secret123');
    await userEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(username).toBeDisabled();
    expect(password).toBeDisabled();
    release();
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
    expect(currentToasts()[0]).toMatchObject({
      title: 'Login successful',
      description: 'Welcome to the admin dashboard',
    });
    expect(await screen.findByText('Welcome, root')).toBeInTheDocument();
  });

  it('toasts "Login failed" with the server message on a refusal', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'POST /api/admin/auth/login': { status: 401, body: { error: 'Invalid credentials' } },
    });
    const { location } = renderAt('/admin/login', <AdminRoutes />);
    const { username, password, submit } = await form();
    await userEvent.type(username, 'root');
    await userEvent.type(password, 'nope');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Login failed',
        description: 'Invalid credentials',
        variant: 'destructive',
      }),
    );
    expect(location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('falls back to "Invalid credentials", and says "An error occurred during login" when the call fails', async () => {
    mockApi({
      'GET /api/admin/auth/check': loggedOut,
      'POST /api/admin/auth/login': { status: 401, body: {} },
    });
    renderAt('/admin/login', <AdminRoutes />);
    const { username, password, submit } = await form();
    await userEvent.type(username, 'root');
    await userEvent.type(password, 'nope');
    await userEvent.click(submit);
    await waitFor(() => expect(currentToasts()[0]?.description).toBe('Invalid credentials'));

    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Login failed',
        description: 'An error occurred during login',
      }),
    );
  });

  it('sends an authenticated admin straight to the dashboard', async () => {
    mockApi({ 'GET /api/admin/auth/check': loggedIn() });
    const { location } = renderAt('/admin/login', <AdminRoutes />);
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Wedding Admin Dashboard' })).toBeInTheDocument();
  });
});

describe('Spanish first thing on a Spanish phone (issue 36)', () => {
  const languages = jest.spyOn(navigator, 'languages', 'get');
  afterEach(() => {
    act(() => setAdminLocale('en'));
    localStorage.clear();
    languages.mockReset();
  });
  afterAll(() => languages.mockRestore());

  it('offers Spanish above the card, in Spanish; taking it turns the login Spanish and is remembered', async () => {
    languages.mockReturnValue(['es-DO', 'es', 'en']);
    mockApi({ 'GET /api/admin/auth/check': loggedOut });
    renderAt('/admin/login', <AdminRoutes />);
    // the spec's English texts stay until Spanish is taken
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    const offer = await screen.findByRole('region', { name: 'Idioma del panel' });
    expect(offer).toHaveTextContent('¿Prefiere usar el panel en español?');
    await userEvent.click(within(offer).getByRole('button', { name: 'Usar español' }));
    expect(await screen.findByRole('heading', { name: 'Panel de administración' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Idioma del panel' })).toBeNull();
    expect(localStorage.getItem('wedding-admin-language')).toBe('es');
  });

  it('keeps English when asked, and does not offer again', async () => {
    languages.mockReturnValue(['es-ES']);
    mockApi({ 'GET /api/admin/auth/check': loggedOut });
    renderAt('/admin/login', <AdminRoutes />);
    const offer = await screen.findByRole('region', { name: 'Idioma del panel' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Keep English' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Idioma del panel' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('wedding-admin-language')).toBe('en');
  });

  it('offers nothing to an English browser', async () => {
    languages.mockReturnValue(['en-US', 'es']);
    mockApi({ 'GET /api/admin/auth/check': loggedOut });
    renderAt('/admin/login', <AdminRoutes />);
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(screen.queryByRole('region', { name: 'Idioma del panel' })).toBeNull();
  });
});
