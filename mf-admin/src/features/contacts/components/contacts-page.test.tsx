import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { ADMIN, atPhoneWidth, type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

// a react-aria table and dialogs under jsdom, on a shared machine: more than jest's default 5 s per test
// and testing-library's default 1 s per wait
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const user = userEvent.setup({ delay: null });

const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
const contact = (id: number, overrides: Partial<Contact> = {}): Contact => ({
  id: id.toString(16).padStart(24, '0'),
  name: `Person ${id}`,
  email: `person${id}@example.com`,
  subject: 'rsvp_question',
  message: `Message ${id}`,
  status: 'new',
  notes: null,
  createdAt: daysAgo(id),
  updatedAt: daysAgo(id),
  ...overrides,
});

const ana = contact(1, {
  name: 'Ana Pérez',
  email: 'ana@correo.do',
  subject: 'gifts',
  message: '¿Hay lista?',
});
const jose = contact(2, {
  name: 'José Núñez',
  subject: 'dress_code',
  status: 'in_progress',
  notes: 'Le escribí',
});
const luz = contact(3, { name: 'Luz Marte', subject: 'transportation', status: 'resolved' });
const old = contact(30, { name: 'Old Friend', subject: 'Una pregunta', status: 'archived' });
const blank = contact(40, { name: 'No Status', status: '' as never });

const CONTACTS = 'GET /api/admin/contacts';

function setup(routes: Record<string, FakeRoute> = {}, path = '/admin/contacts') {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    [CONTACTS]: { body: { data: [ana, jose, luz, old, blank] } },
    ...routes,
  });
  const view = renderAt(path, <AdminRoutes />);
  return { api, ...view };
}

const deletes = (api: jest.Mock) =>
  api.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
const figure = (label: string) => within(screen.getByRole('group', { name: label }));
const checkboxOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('checkbox');

describe('contacts page', () => {
  it('shows the cards, the columns, the readable subjects and the status badges', async () => {
    setup();
    const anaRow = await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(figure('Total Contacts').getByText('5')).toBeInTheDocument();
    expect(figure('Recent Inquiries').getByText('3')).toBeInTheDocument();
    expect(figure('Recent Inquiries').getByText('Last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Count' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Name',
      'Subject',
      'Message',
      'Status',
      'Received',
      'Actions',
    ]);
    expect(within(anaRow).getByText('ana@correo.do')).toBeInTheDocument();
    expect(within(anaRow).getByText('Gifts')).toBeInTheDocument();
    expect(within(anaRow).getByText('¿Hay lista?')).toBeInTheDocument();
    const badge = (name: string, label: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) }))
        .getByText(label)
        .getAttribute('data-variant');
    expect(badge('Ana Pérez', 'New')).toBe('destructive');
    expect(badge('José Núñez', 'In Progress')).toBe('secondary');
    expect(badge('Luz Marte', 'Resolved')).toBe('default');
    expect(badge('Old Friend', 'Archived')).toBe('outline');
    expect(badge('No Status', 'New')).toBe('destructive');
    expect(
      within(screen.getByRole('row', { name: /Old Friend/ })).getByText('Una pregunta'),
    ).toBeInTheDocument();
  });

  it('searches by name, e-mail or subject', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Pérez/ });
    const search = screen.getByRole('searchbox', { name: 'Search contacts' });
    const rows = () => screen.getAllByRole('row').length - 1;
    await user.type(search, 'jose');
    expect(rows()).toBe(1);
    expect(screen.getByRole('row', { name: /José Núñez/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'correo.do');
    expect(screen.getByRole('row', { name: /Ana Pérez/ })).toBeInTheDocument();
    expect(rows()).toBe(1);
    await user.clear(search);
    await user.type(search, 'transport');
    expect(screen.getByRole('row', { name: /Luz Marte/ })).toBeInTheDocument();
    expect(rows()).toBe(1);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No contacts found matching your search.')).toBeInTheDocument();
  });

  it('sorts from the column headers: ascending, descending, then newest first again', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Pérez/ });
    const names = () =>
      screen.getAllByRole('rowheader').map((cell) => cell.querySelector('strong')?.textContent);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(names()).toEqual(['Ana Pérez', 'José Núñez', 'Luz Marte', 'Old Friend', 'No Status']);
    expect(header('Message')).not.toHaveAttribute('aria-sort');

    await user.click(header('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ana Pérez', 'José Núñez', 'Luz Marte', 'No Status', 'Old Friend']);
    await user.click(header('Name'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Old Friend', 'No Status', 'Luz Marte', 'José Núñez', 'Ana Pérez']);

    // by the status as it reads (an empty one is New), equal ones keep their order
    await user.click(header('Status'));
    expect(names()).toEqual(['Old Friend', 'José Núñez', 'Ana Pérez', 'No Status', 'Luz Marte']);
    // oldest first, then newest first, then the list's own order (newest first)
    await user.click(header('Received'));
    expect(names()).toEqual(['No Status', 'Old Friend', 'Luz Marte', 'José Núñez', 'Ana Pérez']);
    await user.click(header('Received'));
    await user.click(header('Received'));
    expect(header('Received')).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Ana Pérez', 'José Núñez', 'Luz Marte', 'Old Friend', 'No Status']);
  });

  it('shows the load failure with Back to Dashboard', async () => {
    const { location } = setup({
      [CONTACTS]: { status: 503, body: { error: 'The database is unavailable' } },
    });
    expect(
      await screen.findByRole('heading', { name: /Failed to load contacts\. Please try again\./ }),
    ).toBeInTheDocument();
    expect(screen.getByText('503: The database is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
  });

  it('edits the status and notes, showing the whole message', async () => {
    const sent: unknown[] = [];
    setup({
      'PATCH /api/admin/contacts/000000000000000000000002': ({ body }) => {
        sent.push(body);
        return { body: { message: 'Contact updated successfully', data: { ...jose, status: 'resolved' } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit José Núñez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    expect(within(dialog).getByText('Message 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'person2@example.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:person2@example\.com\?subject=Re%3A%20Dress%20code$/),
    );
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Le escribí');
    await user.click(within(dialog).getByRole('button', { name: /In Progress/ }));
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    await user.type(within(dialog).getByLabelText('Notes'), ' y respondió');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Contact Updated' }));
    expect(sent).toEqual([{ status: 'resolved', notes: 'Le escribí y respondió' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an empty status as new, and reports a failed update', async () => {
    const sent: unknown[] = [];
    setup({
      'PATCH /api/admin/contacts/000000000000000000000028': ({ body }) => {
        sent.push(body);
        return { status: 500, body: { error: 'boom' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit No Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to update contact',
        description: 'boom',
        variant: 'destructive',
      }),
    );
    expect(sent).toEqual([{ status: 'new', notes: '' }]);
  });

  it('asks before deleting one contact, then deletes it', async () => {
    const { api } = setup({
      'DELETE /api/admin/contacts/000000000000000000000001': {
        body: { message: 'Contact deleted successfully' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Pérez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Contact?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Contact Deleted' }));
    expect(deletes(api)).toEqual(['/api/admin/contacts/000000000000000000000001']);
  });

  it('reports a failed single delete', async () => {
    setup({
      'DELETE /api/admin/contacts/000000000000000000000001': {
        status: 404,
        body: { error: 'Contact not found' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Pérez' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to delete contact',
        description: 'Contact not found',
        variant: 'destructive',
      }),
    );
  });

  it('selects rows one by one or all at once; bulk delete needs a selection', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Pérez/ });
    const bulk = screen.getByRole('button', { name: 'Delete Selected' });
    expect(bulk).toBeDisabled();
    expect(screen.getByText('None selected')).toBeInTheDocument();

    await user.click(checkboxOf('Ana Pérez'));
    await user.click(checkboxOf('Luz Marte'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(bulk).toBeEnabled();

    const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
    await user.click(selectAll);
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    await user.click(selectAll);
    expect(screen.getByText('None selected')).toBeInTheDocument();

    // select all takes the rows the search shows
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
  });

  it('bulk deletes with one DELETE per contact in parallel and reports the count', async () => {
    const { api } = setup({
      'DELETE /api/admin/contacts/000000000000000000000001': {
        body: { message: 'Contact deleted successfully' },
      },
      'DELETE /api/admin/contacts/000000000000000000000002': {
        body: { message: 'Contact deleted successfully' },
      },
      'DELETE /api/admin/contacts/000000000000000000000003': {
        body: { message: 'Contact deleted successfully' },
      },
    });
    await screen.findByRole('row', { name: /Ana Pérez/ });
    for (const name of ['Ana Pérez', 'José Núñez', 'Luz Marte']) await user.click(checkboxOf(name));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Multiple Contacts?' });
    expect(dialog).toHaveTextContent('3 contact(s) will be deleted. This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: '3 contact(s) deleted successfully.' }),
    );
    expect(deletes(api).sort()).toEqual([
      '/api/admin/contacts/000000000000000000000001',
      '/api/admin/contacts/000000000000000000000002',
      '/api/admin/contacts/000000000000000000000003',
    ]);
    await waitFor(() => expect(screen.getByText('None selected')).toBeInTheDocument());
  });

  it('sends the bulk deletes in parallel (all before any answer) and says which ones failed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const slow =
      (answer: { status?: number; body: unknown }): FakeRoute =>
      async () => {
        started += 1;
        await gate;
        return answer;
      };
    setup({
      'DELETE /api/admin/contacts/000000000000000000000001': slow({ body: { message: 'ok' } }),
      'DELETE /api/admin/contacts/000000000000000000000002': slow({
        status: 404,
        body: { error: 'Contact not found' },
      }),
    });
    await screen.findByRole('row', { name: /Ana Pérez/ });
    await user.click(checkboxOf('Ana Pérez'));
    await user.click(checkboxOf('José Núñez'));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete 2' }),
    );
    await waitFor(() => expect(started).toBe(2));
    release();
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to delete contacts',
        description: expect.stringContaining('1 contact(s) deleted successfully.'),
        variant: 'destructive',
      }),
    );
    expect(currentToasts()[0]?.description).toContain('José Núñez');
    expect(currentToasts()[0]?.description).toContain('Contact not found');
    // the one that could not be deleted stays selected
    await waitFor(() => expect(screen.getByText('1 selected')).toBeInTheDocument());
  });

  it('Refresh Count reads the list again', async () => {
    const { api } = setup();
    await screen.findByRole('row', { name: /Ana Pérez/ });
    const before = api.mock.calls.filter(([url]) => String(url) === '/api/admin/contacts').length;
    await user.click(screen.getByRole('button', { name: 'Refresh Count' }));
    await waitFor(() =>
      expect(api.mock.calls.filter(([url]) => String(url) === '/api/admin/contacts').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('is reachable from the dashboard', async () => {
    const { location } = setup({}, '/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Contacts' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/contacts'));
    expect(await screen.findByRole('row', { name: /Ana Pérez/ })).toBeInTheDocument();
  });
});

// Roles on destructive operations (issue 13, item 8; ADMIN_ROUTE_ACCESS): deleting contacts, one or
// many, is for admins and super admins. The selection serves only the bulk delete, so a moderator gets
// neither: no checkboxes, no Delete Selected, no Delete per row; reading and editing stay.
describe('contacts page: what each role is offered', () => {
  const as = (adminRole: 'moderator' | 'admin') =>
    setup({ 'GET /api/admin/auth/check': loggedIn({ ...ADMIN, username: adminRole, adminRole }) });

  it('a moderator gets no checkboxes, no bulk delete and no single delete; Edit stays', async () => {
    as('moderator');
    const anaRow = await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Selected contacts' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(within(anaRow).getByRole('button', { name: 'Edit Ana Pérez' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Subject',
      'Message',
      'Status',
      'Received',
      'Actions',
    ]);
  });

  it('an admin gets the checkboxes, Delete Selected and Delete per row', async () => {
    as('admin');
    await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toBeInTheDocument();
    expect(checkboxOf('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Ana Pérez' })).toBeInTheDocument();
  });
});

describe('contacts page on a phone (issue 16 item 4)', () => {
  atPhoneWidth();

  it('shows the messages as cards, sorts them from "Sort by", and selects them for bulk delete', async () => {
    setup();
    await screen.findByText('Ana Pérez');
    const list = screen.getByRole('list', { name: 'Contacts' });
    expect(screen.queryByRole('grid')).toBeNull();
    const names = () =>
      within(screen.getByRole('list', { name: 'Contacts' }))
        .getAllByRole('listitem')
        .map((card) => card.querySelector('strong')?.textContent);
    expect(names()).toEqual(['Ana Pérez', 'José Núñez', 'Luz Marte', 'Old Friend', 'No Status']);
    const jose = within(list).getAllByRole('listitem')[1]!;
    expect(
      within(jose)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
        .slice(0, 3),
    ).toEqual(['Status: In Progress', 'Subject: Dress code', 'Message: Message 2']);
    expect(within(jose).getByRole('button', { name: 'Edit José Núñez' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Sort by$/ }));
    await user.click(await screen.findByRole('option', { name: 'Name ▲' }));
    expect(names()).toEqual(['Ana Pérez', 'José Núñez', 'Luz Marte', 'No Status', 'Old Friend']);

    await user.click(screen.getByRole('checkbox', { name: 'Select Luz Marte' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeEnabled();
  });
});
