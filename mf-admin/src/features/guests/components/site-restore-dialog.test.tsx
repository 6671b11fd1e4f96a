// Restoring a whole-site backup from the guest screen's export menu (issue 36 item 3): offered to admins and
// super admins only; the restore waits for a file and "I understand"; the file goes as multipart to POST
// /api/admin/site-backup/restore; a success names the documents restored and reloads the lists; a refusal
// (400, 409, 413) shows the server's reason in the admin's language.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_ACCESS_MESSAGES,
  ADMIN_QUERY_KEYS,
  API_PATHS,
  SITE_BACKUP_MESSAGES,
  type SiteRestoreResponse,
  UPLOAD_FIELD_NAME,
} from '@wedding/shared-contracts';
import { AdminProviders } from '../../../app/admin-providers';
import { setAdminLocale } from '../../../lib/i18n/admin-locale';
import { ADMIN, type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';
import { useExport } from './guest-menus';
import { GuestsToolbar } from './guests-toolbar';

const user = userEvent.setup({ delay: null });
const RESTORE = `POST ${API_PATHS.admin.siteRestore}`;

afterEach(() => act(() => setAdminLocale('en')));

function Toolbar() {
  const exporter = useExport(0);
  return (
    <GuestsToolbar
      loading={false}
      total={0}
      matching={undefined}
      onClearFilters={() => {}}
      exporter={exporter}
      selected={[]}
      onBulkAction={() => {}}
      mayDelete
    />
  );
}

function setup({ role = 'admin', restore }: { role?: string; restore?: FakeRoute } = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn({ ...ADMIN, adminRole: role }),
    ...(restore ? { [RESTORE]: restore } : {}),
  });
  const rendered = renderAt(
    '/admin/guests',
    <AdminProviders>
      <Toolbar />
    </AdminProviders>,
  );
  return { api, ...rendered };
}

async function menuItems() {
  await user.click(await screen.findByRole('button', { name: /^(Export|Exportar)/ }));
  return screen.findAllByRole('menuitem');
}

/** Opens the dialog from the export menu, chooses a backup file; returns the dialog and the file. */
async function openDialog(entry = /^Restore a whole-site backup/) {
  await menuItems();
  await user.click(screen.getByRole('menuitem', { name: entry }));
  const dialog = await screen.findByRole('alertdialog');
  const file = new File(['{"format":"wedding-site-backup"}'], 'wedding_site_backup_2026-11-28.json', {
    type: 'application/json',
  });
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
  return { dialog, file };
}

const confirmIn = (dialog: HTMLElement, name = /^Restore the backup$/) =>
  within(dialog).getByRole('button', { name });
const understand = (dialog: HTMLElement, name = /I understand/) =>
  user.click(within(dialog).getByRole('checkbox', { name }));

const RESTORED: SiteRestoreResponse = {
  message: SITE_BACKUP_MESSAGES.restored,
  restored: {
    unified_guests: 155,
    invitados: 302,
    guests: 0,
    rsvps: 19,
    guest_status_changes: 64,
    contacts: 7,
    reminder_templates: 1,
  },
};

describe('the whole-site restore entry', () => {
  it('is offered to admins and super admins, next to the backup', async () => {
    for (const role of ['admin', 'super_admin']) {
      const { unmount } = setup({ role });
      const names = (await menuItems()).map((item) => item.textContent ?? '');
      expect(names.at(-2)).toMatch(/^Whole-site backup \(\.json\)/);
      expect(names.at(-1)).toMatch(/^Restore a whole-site backup…Replaces both guest lists/);
      unmount();
    }
  });

  it('is hidden from moderators', async () => {
    setup({ role: 'moderator' });
    const names = (await menuItems()).map((item) => item.textContent ?? '');
    expect(names).toHaveLength(3);
    expect(names.join()).not.toMatch(/Restore|Whole-site/);
  });
});

describe('the restore dialog', () => {
  it('warns what is replaced, and restores only once a file is chosen and "I understand" ticked', async () => {
    setup({ restore: { body: RESTORED } });
    await menuItems();
    await user.click(screen.getByRole('menuitem', { name: /^Restore a whole-site backup/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore a whole-site backup' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      "Restoring replaces both guest lists, the RSVP inbox, the status history, the contact messages and the reminder messages with the file's contents: whatever was added or changed since the backup is lost. Admin accounts are kept.",
    );
    expect(confirmIn(dialog)).toBeDisabled();
    await understand(dialog);
    expect(confirmIn(dialog)).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['{}'], 'backup.json', { type: 'application/json' }),
    );
    expect(within(dialog).getByText('backup.json')).toBeInTheDocument();
    expect(confirmIn(dialog)).toBeDisabled();
    await understand(dialog);
    expect(confirmIn(dialog)).toBeEnabled();
  });

  it('sends the file as multipart, names what was restored and reloads both guest lists', async () => {
    let answer: (value: { body: SiteRestoreResponse }) => void = () => {};
    const { api, queryClient } = setup({
      restore: () => new Promise((resolve) => (answer = resolve)),
    });
    queryClient.setQueryData(ADMIN_QUERY_KEYS.unifiedGuests, { data: [] });
    queryClient.setQueryData(ADMIN_QUERY_KEYS.invitados, { data: [] });
    const { dialog, file } = await openDialog();
    await understand(dialog);
    await user.click(confirmIn(dialog));

    expect(await within(dialog).findByText('Restoring the backup… Keep this page open.')).toBeInTheDocument();
    expect(confirmIn(dialog, /^Restoring/)).toBeDisabled();
    const posts = api.mock.calls.filter(([, options]) => options?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual([API_PATHS.admin.siteRestore]);
    const body = posts[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get(UPLOAD_FIELD_NAME) as File;
    expect(sent.name).toBe(file.name);
    // jsdom's File has no text(): the same name, size and type are the chosen file
    expect(sent).toBeInstanceOf(File);
    expect([sent.size, sent.type]).toEqual([file.size, file.type]);
    expect(queryClient.getQueryState(ADMIN_QUERY_KEYS.unifiedGuests)?.isInvalidated).toBe(false);

    act(() => answer({ body: RESTORED }));
    expect(await within(dialog).findByText('The whole site was restored from the backup')).toHaveAttribute(
      'role',
      'status',
    );
    const counts = within(dialog).getByLabelText('Documents restored');
    expect(counts).toHaveTextContent('Guests on the invitation list155');
    expect(counts).toHaveTextContent('Guests on the phone list302');
    expect(counts).toHaveTextContent('Answers in the RSVP inbox19');
    expect(counts).toHaveTextContent('Status changes64');
    expect(counts).toHaveTextContent('Contact messages7');
    expect(counts).toHaveTextContent('Edited reminder messages1');
    expect(queryClient.getQueryState(ADMIN_QUERY_KEYS.unifiedGuests)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ADMIN_QUERY_KEYS.invitados)?.isInvalidated).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  const damaged = `${SITE_BACKUP_MESSAGES.invalid} (rsvps, document 4: unknown field "x")`;

  it('shows a refused file’s reason, naming the damaged document, and the file can be changed', async () => {
    const { queryClient } = setup({ restore: { status: 400, body: { error: damaged } } });
    queryClient.setQueryData(ADMIN_QUERY_KEYS.unifiedGuests, { data: [] });
    const { dialog } = await openDialog();
    await understand(dialog);
    await user.click(confirmIn(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(damaged);
    expect(queryClient.getQueryState(ADMIN_QUERY_KEYS.unifiedGuests)?.isInvalidated).toBe(false);
    expect(confirmIn(dialog)).toBeEnabled();
  });

  it('shows a refused file’s reason in Spanish when the back office is in Spanish', async () => {
    act(() => setAdminLocale('es'));
    setup({ restore: { status: 400, body: { error: SITE_BACKUP_MESSAGES.notABackup } } });
    const { dialog } = await openDialog(/^Restaurar una copia de seguridad completa/);
    expect(within(dialog).getByRole('note')).toHaveTextContent(/^Restaurar reemplaza las dos listas/);
    await understand(dialog, /Entiendo/);
    await user.click(confirmIn(dialog, /^Restaurar la copia$/));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este archivo no es una copia de seguridad completa de este sitio (el archivo .json de Exportar ▸ Copia de seguridad completa). No se restauró nada.',
    );
  });

  it('translates a damaged document’s message, keeping its technical details', async () => {
    act(() => setAdminLocale('es'));
    setup({ restore: { status: 400, body: { error: damaged } } });
    const { dialog } = await openDialog(/^Restaurar una copia de seguridad completa/);
    await understand(dialog, /Entiendo/);
    await user.click(confirmIn(dialog, /^Restaurar la copia$/));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El archivo de copia está dañado o se modificó a mano. No se restauró nada. (rsvps, document 4: unknown field "x")',
    );
  });

  it('says so while a guest import or replace runs (409), in either language', async () => {
    setup({ restore: { status: 409, body: { error: SITE_BACKUP_MESSAGES.busy } } });
    const { dialog } = await openDialog();
    await understand(dialog);
    await user.click(confirmIn(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SITE_BACKUP_MESSAGES.busy);
    act(() => setAdminLocale('es'));
    await user.click(confirmIn(dialog, /^Restaurar la copia$/));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Ahora mismo se está importando o reemplazando la lista de invitados. Espera a que termine y vuelve a intentarlo.',
      ),
    );
  });

  it('says a file too large for the server (413) restored nothing; a 403 in the admin’s words', async () => {
    setup({ restore: { status: 413, body: { error: 'The file is larger than 5 MB.' } } });
    const { dialog } = await openDialog();
    await understand(dialog);
    await user.click(confirmIn(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The backup file is larger than the server accepts. Nothing was restored.',
    );
    mockApi({
      'GET /api/admin/auth/check': loggedIn({ ...ADMIN, adminRole: 'admin' }),
      [RESTORE]: { status: 403, body: { error: ADMIN_ACCESS_MESSAGES.admin } },
    });
    await user.click(confirmIn(dialog));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Admin access required'));
  });
});
