// The user dialog's role choice explains each role in a line under its name (issue 36), in English and
// in Spanish; the role names read as they always have.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { setAdminLocale } from '../../../lib/i18n/admin-locale';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';
import './users-page';

afterEach(() => {
  dismissToast();
  act(() => setAdminLocale('en'));
});

function openCreateDialog(onPost: (body: unknown) => void) {
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/users/stats': { body: { total: 1, superAdmins: 1, active: 1, locked: 0 } },
    'GET /api/admin/users': { body: { users: [], total: 0, hasMore: false } },
    'POST /api/admin/users': ({ body }) => {
      onPost(body);
      return { status: 201, body: { message: 'Admin user created successfully', data: null } };
    },
  });
  renderAt('/admin/users', <AdminRoutes />);
}

describe('the role picker of the user dialog', () => {
  it('shows each role with a line saying what it may do, and sends the one chosen', async () => {
    let posted: unknown;
    openCreateDialog((body) => {
      posted = body;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Role' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Super Admin', 'Admin', 'Moderator']);
    expect(within(group).getByRole('radio', { name: 'Super Admin' })).toHaveAccessibleDescription(
      'Everything, including the admin users and their roles.',
    );
    expect(within(group).getByRole('radio', { name: 'Admin' })).toHaveAccessibleDescription(
      'What a moderator does, plus deleting, imports and backups; not the admin users.',
    );
    const moderator = within(group).getByRole('radio', { name: 'Moderator' });
    expect(moderator).toHaveAccessibleDescription(
      /^Reads and edits guests.*cannot delete, import or back up\.$/,
    );
    // the spec's default role, and the lines are on screen, not only for screen readers
    expect(moderator).toBeChecked();
    expect(group).toHaveTextContent('Everything, including the admin users and their roles.');

    await userEvent.click(within(group).getByText('What a moderator does', { exact: false }));
    expect(within(group).getByRole('radio', { name: 'Admin' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'helper');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(posted).toEqual({ username: 'helper', password: 'secret123', adminRole: 'admin' }),
    );
  });

  it('explains the roles in Spanish when the back office is in Spanish', async () => {
    act(() => setAdminLocale('es'));
    openCreateDialog(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Crear usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear usuario' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Rol' });
    expect(within(group).getByRole('radio', { name: 'Superadministrador' })).toHaveAccessibleDescription(
      'Todo, también los usuarios de administración y sus roles.',
    );
    expect(within(group).getByRole('radio', { name: 'Administrador' })).toHaveAccessibleDescription(
      'Lo mismo que un moderador, y además borrar, importar y hacer copias de seguridad; no los usuarios de administración.',
    );
    expect(within(group).getByRole('radio', { name: 'Moderador' })).toHaveAccessibleDescription(
      /^Consulta y edita invitados.*no puede borrar, importar ni hacer copias de seguridad\.$/,
    );
  });
});
