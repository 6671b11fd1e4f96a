import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
// the route loads the page lazily: loaded with the file here, so no test waits for it
import './users-page';
import { ADMIN, type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

const at = '2025-06-01T12:00:00.000Z';
const user = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: id.toString(16).padStart(24, '0'),
  username: `user${id}`,
  phoneNumber: null,
  adminRole: 'moderator',
  isActive: true,
  lastLoginAt: null,
  failedLoginAttempts: 0,
  lockedUntil: null,
  lastFailedLoginAt: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

const self = user(1, { id: ADMIN.id, username: 'root', adminRole: 'super_admin', lastLoginAt: at });
const stats = { body: { total: 3, superAdmins: 1, active: 2, locked: 1 } };

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/users/stats': stats,
    'GET /api/admin/users': {
      body: {
        users: [
          self,
          user(2, { username: 'maria', adminRole: 'admin', phoneNumber: '+18095551234' }),
          user(3, {
            username: 'pedro',
            isActive: false,
            lockedUntil: '2999-01-01T00:00:00.000Z',
            failedLoginAttempts: 5,
          }),
        ],
        total: 3,
        hasMore: false,
      },
    },
    ...routes,
  });
  const view = renderAt('/admin/users', <AdminRoutes />);
  return { api, ...view };
}

const listCalls = (api: jest.Mock) =>
  api.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/users?'));

describe('admin users page', () => {
  it('shows the back button, the stats cards, the filters, the columns and the rows', async () => {
    setup();
    expect(await screen.findByRole('row', { name: /maria/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back to Dashboard/ })).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Users', '3'],
      ['Super Admins', '1'],
      ['Active Users', '2'],
      ['Locked Users', '1'],
    ] as const) {
      expect(within(screen.getByRole('group', { name: label })).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('searchbox', { name: 'Search by username' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /All Roles/ })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Username',
      'Role',
      'Status',
      'Last Login',
      'Failed Attempts',
      'Created',
      'Actions',
    ]);
    const pedro = screen.getByRole('row', { name: /pedro/ });
    expect(within(pedro).getByText('Inactive')).toBeInTheDocument();
    expect(within(pedro).getByText('Locked')).toBeInTheDocument();
    expect(within(pedro).getByText('Never')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /maria/ })).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // nobody deactivates themselves
    expect(screen.getByRole('button', { name: 'Deactivate root' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Deactivate pedro' })).not.toBeInTheDocument();
  });

  it('pages with Previous/Next and goes back to page 1 when the search or the role changes', async () => {
    const { api } = setup({
      'GET /api/admin/users': ({ url }) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return {
          body: { users: [user(10 + page, { username: `page${page}` })], total: 45, hasMore: page < 3 },
        };
      },
    });
    await screen.findByRole('row', { name: /page1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('row', { name: /page2/ });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3');
    await screen.findByRole('row', { name: /page3/ });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'ma');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(api).at(-1)).toBe('/api/admin/users?page=1&limit=20&search=ma'));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    await userEvent.click(screen.getByRole('button', { name: /All Roles/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe('/api/admin/users?page=1&limit=20&search=ma&role=moderator'),
    );
  });

  it('sorts from the column headers on the server (the list is paged), back to page 1', async () => {
    const { api } = setup({
      'GET /api/admin/users': ({ url }) => {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return {
          body: { users: [user(10 + page, { username: `page${page}` })], total: 45, hasMore: page < 3 },
        };
      },
    });
    await screen.findByRole('row', { name: /page1/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const sortBy = (name: string) => userEvent.click(within(header(name)).getByRole('button'));
    expect(header('Actions')).not.toHaveAttribute('aria-sort');

    await sortBy('Last Login');
    expect(header('Last Login')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe('/api/admin/users?page=1&limit=20&sort=lastLogin&order=asc'),
    );
    await sortBy('Last Login');
    expect(header('Last Login')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe('/api/admin/users?page=1&limit=20&sort=lastLogin&order=desc'),
    );
    // the next page keeps the order
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe('/api/admin/users?page=2&limit=20&sort=lastLogin&order=desc'),
    );
    // a third press: the list's own order (oldest first), page 1 as first loaded
    await sortBy('Last Login');
    expect(header('Last Login')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await screen.findByRole('row', { name: /page1/ });
    expect(listCalls(api).filter((url) => !url.includes('sort='))).toEqual([
      '/api/admin/users?page=1&limit=20',
      '/api/admin/users?page=2&limit=20',
    ]);
  });

  it('shows "No admin users found" when nothing matches', async () => {
    setup({ 'GET /api/admin/users': { body: { users: [], total: 0, hasMore: false } } });
    expect(await screen.findByText('No admin users found')).toBeInTheDocument();
  });

  it('shows Access Denied with Back to Dashboard on 403', async () => {
    setup({ 'GET /api/admin/users': { status: 403, body: { error: 'Super admin access required' } } });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Only Super Admins can access user management')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Access Denied - Only Super Admins can access user management',
    );
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create User' })).not.toBeInTheDocument();
  });

  it('shows "Failed to load admin users" with the message and Retry on other failures', async () => {
    let calls = 0;
    setup({
      'GET /api/admin/users': () =>
        calls++ === 0
          ? { status: 500, body: { error: 'boom' } }
          : { body: { users: [user(5, { username: 'back' })], total: 1, hasMore: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load admin users' })).toBeInTheDocument();
    expect(screen.getByText('HTTP 500: Internal Server Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /back/ })).toBeInTheDocument();
  });

  it('on 401 toasts Authentication Required and logs out to /admin/login', async () => {
    const { location } = setup({
      'GET /api/admin/users': { status: 401, body: { error: 'Authentication required' } },
      'POST /api/admin/auth/logout': { body: { message: 'Logged out' } },
    });
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
    expect(currentToasts()[0]).toMatchObject({ title: 'Authentication Required', variant: 'destructive' });
  });

  it('asks before deactivating, with the spec text, then deactivates', async () => {
    const { api } = setup({
      'DELETE /api/admin/users/000000000000000000000002': {
        body: { message: 'Admin user deactivated successfully', data: user(2, { isActive: false }) },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate maria' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to deactivate maria ? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Admin user deactivated successfully' }),
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('creates a user through the dialog, validating first, and shows the server error on a conflict', async () => {
    let posted: unknown;
    let taken = true;
    setup({
      'POST /api/admin/users': ({ body }) => {
        posted = body;
        if (taken) {
          taken = false;
          return { status: 409, body: { error: 'A user with this username already exists' } };
        }
        return { status: 201, body: { message: 'Admin user created successfully', data: user(9) } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Username'), 'helper');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'A user with this username already exists',
        variant: 'destructive',
      }),
    );
    expect(posted).toEqual({ username: 'helper', password: 'secret123', adminRole: 'moderator' });
    await act(async () => within(dialog).getByRole('button', { name: 'Create User' }).click());
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Admin user created successfully' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a password the server finds too common next to the password field', async () => {
    const message = 'This password is too common and easy to guess. Please choose a different one.';
    const refusal = { status: 400, body: { error: message, details: [{ path: 'password', message }] } };
    setup({
      'POST /api/admin/users': refusal,
      'PUT /api/admin/users/000000000000000000000002': refusal,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const create = await screen.findByRole('dialog', { name: 'Create User' });
    await userEvent.type(within(create).getByLabelText('Username'), 'helper');
    await userEvent.type(within(create).getByLabelText('Password'), 'password1');
    await userEvent.click(within(create).getByRole('button', { name: 'Create User' }));
    const password = within(create).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(create).getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: 'Edit maria' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit User' });
    await userEvent.type(within(edit).getByLabelText('New Password'), 'qwerty123');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    const newPassword = within(edit).getByLabelText('New Password');
    await waitFor(() => expect(newPassword).toHaveAttribute('aria-invalid', 'true'));
    expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('edits a user: a blank password is not sent', async () => {
    let sent: unknown;
    setup({
      'PUT /api/admin/users/000000000000000000000002': ({ body }) => {
        sent = body;
        return { body: { message: 'Admin user updated successfully', data: user(2) } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('maria');
    // the stored E.164 as the list shows it; sent back as is, the service normalises it
    expect(within(dialog).getByLabelText('Phone Number (optional)')).toHaveValue('+1 809 555 1234');
    expect(within(dialog).getByText('Leave blank to keep the current password')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Admin user updated successfully' }),
    );
    expect(sent).toEqual({
      username: 'maria',
      phoneNumber: '+1 809 555 1234',
      adminRole: 'admin',
      isActive: false,
    });
  });
});
