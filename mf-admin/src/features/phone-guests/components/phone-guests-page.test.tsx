import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_CATEGORIES, type Invitado } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { ADMIN, type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

// a react-aria table and dialogs under jsdom, on a shared machine: more than jest's default 5 s per test
// and testing-library's default 1 s per wait
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

/** No delay between key strokes: the dialogs have several fields to fill. */
const user = userEvent.setup({ delay: null });

const at = '2025-06-01T12:00:00.000Z';
const guest = (id: number, overrides: Partial<Invitado> = {}): Invitado => ({
  id: id.toString(16).padStart(24, '0'),
  nombreCompleto: `Guest ${id}`,
  telefonoWhatsapp: `+1809555${String(id).padStart(4, '0')}`,
  categoria: GUEST_CATEGORIES[0],
  maxPersonasPermitidas: 2,
  acompanantesAsignados: 1,
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
  fechaConfirmacion: null,
  notas: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

const ana = guest(1, {
  nombreCompleto: 'Ana Pérez',
  categoria: 'Padres Novia',
  maxPersonasPermitidas: 4,
  estadoConfirmacion: 'confirmado',
  personasConfirmadas: 3,
  fechaConfirmacion: '2025-06-02T15:30:00.000Z',
  notas: 'Mesa 4',
});
const pedro = guest(2, {
  nombreCompleto: 'Pedro Gómez',
  telefonoWhatsapp: '+34612345678',
  estadoConfirmacion: 'rechazado',
  fechaConfirmacion: '2025-06-03T10:00:00.000Z',
});
const lucia = guest(3, { nombreCompleto: 'Lucía Díaz', categoria: GUEST_CATEGORIES[3] });

const PHONE_GUESTS = 'GET /api/admin/invitados';

function setup(routes: Record<string, FakeRoute> = {}, path = '/admin/phone-guests') {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    [PHONE_GUESTS]: { body: { data: [ana, pedro, lucia] } },
    ...routes,
  });
  const view = renderAt(path, <AdminRoutes />);
  return { api, ...view };
}

const callsTo = (api: jest.Mock, method: string, path: string) =>
  api.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url) === path);

const figure = (label: string) => within(screen.getByRole('group', { name: label }));

describe('phone guests page', () => {
  it('shows the five figures, the columns, each guest, and Reset only for confirmed guests', async () => {
    setup();
    const anaRow = await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(screen.getByRole('heading', { name: 'Phone Guests' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Guests', '3'],
      ['Confirmed', '1'],
      ['Declined', '1'],
      ['Pending', '1'],
      ['Total Attendees', '3'],
    ] as const) {
      expect(figure(label).getByText(value)).toBeInTheDocument();
    }
    // first the checkboxes' column ("Select all"); the sortable headers end with their sort mark (hidden
    // from screen readers)
    const [selectAll, ...headers] = screen.getAllByRole('columnheader');
    expect(within(selectAll!).getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    expect(headers.map((cell) => cell.getAttribute('aria-sort'))).toEqual([...Array(6).fill('none'), null]);
    expect(headers.map((cell) => cell.textContent?.replace(/[▲▼]$/, ''))).toEqual([
      'Name',
      'Phone',
      'Category',
      'Max People',
      'Status',
      'Confirmed People',
      'Actions',
    ]);
    expect(within(anaRow).getByText('+1 809 555 0001')).toBeInTheDocument();
    expect(within(anaRow).getByText('Padres Novia')).toBeInTheDocument();
    expect(within(anaRow).getByText('Confirmed')).toBeInTheDocument();
    expect(within(anaRow).getByText('3')).toBeInTheDocument();
    expect(within(anaRow).getByText(/Jun 2, 2025/)).toBeInTheDocument();
    expect(within(anaRow).getByText('Mesa 4')).toBeInTheDocument();
    const pedroRow = screen.getByRole('row', { name: /Pedro Gómez/ });
    expect(within(pedroRow).getByText('+34 612 34 56 78')).toBeInTheDocument();
    expect(within(pedroRow).getByText('Declined')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Lucía Díaz/ })).getByText('Pending')).toBeInTheDocument();

    for (const name of ['Ana Pérez', 'Pedro Gómez', 'Lucía Díaz']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Reset Ana Pérez' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Pedro Gómez' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Lucía Díaz' })).not.toBeInTheDocument();
  });

  it('searches by name, phone or category and says when nothing matches', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Pérez/ });
    const search = screen.getByRole('searchbox', { name: 'Search phone guests' });
    const names = () =>
      screen
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('strong')?.textContent)
        .filter(Boolean);

    await user.type(search, 'lucia');
    expect(names()).toEqual(['Lucía Díaz']);
    await user.clear(search);
    await user.type(search, '612 345');
    expect(names()).toEqual(['Pedro Gómez']);
    await user.clear(search);
    await user.type(search, 'padres');
    expect(names()).toEqual(['Ana Pérez']);
    await user.clear(search);
    await user.type(search, 'nadie');
    expect(screen.getByText('No phone guests found matching your search.')).toBeInTheDocument();
    // the figures are the whole list's
    expect(figure('Total Guests').getByText('3')).toBeInTheDocument();
  });

  it('says "No phone guests found." when the list is empty', async () => {
    setup({ [PHONE_GUESTS]: { body: { data: [] } } });
    expect(await screen.findByText('No phone guests found.')).toBeInTheDocument();
    expect(figure('Total Attendees').getByText('0')).toBeInTheDocument();
  });

  it('shows the load failure with Back to Dashboard', async () => {
    const { location } = setup({ [PHONE_GUESTS]: { status: 500, body: { error: 'boom' } } });
    expect(
      await screen.findByRole('heading', { name: /Failed to load phone guests\. Please try again\./ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Phone Guest' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
  });

  it('is reachable from the dashboard', async () => {
    const { location } = setup({}, '/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Phone Guests' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/phone-guests'));
    expect(await screen.findByRole('row', { name: /Ana Pérez/ })).toBeInTheDocument();
  });

  it('validates the add dialog, and the country selector switches the calling code', async () => {
    const { api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Phone Guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Phone Guest' });
    const phone = within(dialog).getByLabelText('WhatsApp Phone');
    expect(phone).toHaveValue('+1 ');
    expect(within(dialog).getByRole('button', { name: /Amigos Sofía/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Phone Guest' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();

    await user.type(phone, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Phone Guest' }));
    expect(within(dialog).getByText('Invalid phone number')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Dominican Republic/ }));
    await user.click(await screen.findByRole('option', { name: 'Spain (+34)' }));
    expect(phone).toHaveValue('+34 12');
    // typing another calling code selects its country
    await user.clear(phone);
    await user.type(phone, '+57 300');
    expect(within(dialog).getByRole('button', { name: /Colombia/ })).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/invitados')).toHaveLength(0);
  });

  it('adds a phone guest in E.164 and reports a number already on the list', async () => {
    const posted: unknown[] = [];
    let answer = 409;
    const { api } = setup({
      'POST /api/admin/invitados': ({ body }) => {
        posted.push(body);
        if (answer === 409) {
          answer = 201;
          return {
            status: 409,
            body: { error: 'This phone number is already on the phone guest list (Ana Pérez).' },
          };
        }
        return { status: 201, body: { message: 'Phone guest created successfully', data: guest(9) } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Phone Guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Phone Guest' });
    const phone = within(dialog).getByLabelText('WhatsApp Phone');
    await user.type(within(dialog).getByLabelText('Full Name'), 'María Núñez');
    await user.type(phone, '(809) 555-0001');
    await user.tab();
    expect(phone).toHaveValue('+1 809 555 0001');
    await user.click(within(dialog).getByRole('button', { name: /Amigos Sofía/ }));
    await user.click(await screen.findByRole('option', { name: 'Padres Novio' }));
    await user.click(within(dialog).getByRole('button', { name: /^1\b/ }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.type(within(dialog).getByLabelText('Notes (optional)'), 'Vegetariana');

    await user.click(within(dialog).getByRole('button', { name: 'Add Phone Guest' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to create phone guest',
        description: 'This phone number is already on the phone guest list (Ana Pérez).',
        variant: 'destructive',
      }),
    );
    expect(
      within(dialog).getByText('This phone number is already on the phone guest list (Ana Pérez).'),
    ).toBeInTheDocument();
    expect(posted[0]).toEqual({
      nombreCompleto: 'María Núñez',
      telefonoWhatsapp: '+18095550001',
      categoria: 'Padres Novio',
      maxPersonasPermitidas: 3,
      acompanantesAsignados: 0,
      notas: 'Vegetariana',
      // Spanish, the default, left for a guest with none: not sent (the guest's own answer may give one)
    });

    const listCalls = callsTo(api, 'GET', '/api/admin/invitados').length;
    await user.click(within(dialog).getByRole('button', { name: 'Add Phone Guest' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Phone guest created successfully' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the list is read again after the change
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/admin/invitados').length).toBeGreaterThan(listCalls),
    );
  });

  it('edits status, confirmed people (up to the guest maximum, or not set) and notes', async () => {
    const sent: unknown[] = [];
    setup({
      'PUT /api/admin/invitados/000000000000000000000003': ({ body }) => {
        sent.push(body);
        return { body: { message: 'Phone guest updated successfully', data: lucia } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Lucía Díaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Phone Guest' });
    expect(within(dialog).getByText('+1 809 555 0003')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Pending/ }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(within(dialog).getByRole('button', { name: /Not set/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Not set', '0', '1', '2']);
    await user.click(screen.getByRole('option', { name: '2' }));
    await user.type(within(dialog).getByLabelText('Notes'), 'Llega tarde');
    // the language of the guest's reminders (issue 16)
    await user.click(within(dialog).getByRole('button', { name: /Español Reminder language$/ }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Phone guest updated successfully' }),
    );
    expect(sent).toEqual([
      { estadoConfirmacion: 'confirmado', personasConfirmadas: 2, notas: 'Llega tarde', language: 'en' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends "not set" confirmed people as null and reports a failed update', async () => {
    const sent: unknown[] = [];
    setup({
      'PUT /api/admin/invitados/000000000000000000000001': ({ body }) => {
        sent.push(body);
        return { status: 400, body: { error: 'Confirmed people cannot exceed 4' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Phone Guest' });
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Mesa 4');
    await user.click(within(dialog).getByRole('button', { name: /^3/ }));
    await user.click(await screen.findByRole('option', { name: 'Not set' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to update phone guest',
        description: 'Confirmed people cannot exceed 4',
        variant: 'destructive',
      }),
    );
    expect(sent).toEqual([{ estadoConfirmacion: 'confirmado', personasConfirmadas: null, notas: 'Mesa 4' }]);
    expect(screen.getByRole('dialog', { name: 'Edit Phone Guest' })).toBeInTheDocument();
  });

  it('asks before resetting a confirmed guest, then resets through the reset call', async () => {
    const { api } = setup({
      'POST /api/admin/invitados/000000000000000000000001/reset': {
        body: {
          message: 'Phone guest reset to pending',
          data: { ...ana, estadoConfirmacion: 'pendiente', personasConfirmadas: null },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Ana Pérez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Confirmation?' });
    expect(dialog).toHaveTextContent('Ana Pérez goes back to Pending');
    expect(dialog).toHaveTextContent('Their notes are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Phone guest reset to pending' }),
    );
    expect(callsTo(api, 'POST', '/api/admin/invitados/000000000000000000000001/reset')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('reports a refused reset (the guest is no longer confirmed)', async () => {
    setup({
      'POST /api/admin/invitados/000000000000000000000001/reset': {
        status: 409,
        body: { error: 'Only confirmed guests can be reset' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Ana Pérez' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to update phone guest',
        description: 'Only confirmed guests can be reset',
        variant: 'destructive',
      }),
    );
  });
});

// Roles (issue 13, item 8; ADMIN_ROUTE_ACCESS): everything on this screen is a single-record read or
// edit, Reset included, so a moderator is offered all of it.
describe('phone guests page: what a moderator is offered', () => {
  it('adds, edits and resets like an admin', async () => {
    setup({
      'GET /api/admin/auth/check': loggedIn({ ...ADMIN, username: 'helper', adminRole: 'moderator' }),
    });
    const anaRow = await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(screen.getByRole('button', { name: 'Add Phone Guest' })).toBeInTheDocument();
    expect(within(anaRow).getByRole('button', { name: 'Edit Ana Pérez' })).toBeInTheDocument();
    expect(within(anaRow).getByRole('button', { name: 'Reset Ana Pérez' })).toBeInTheDocument();
  });
});

describe('phone guests as a spreadsheet', () => {
  it('imports a file for an admin: the results with each row skipped and each warning, and the list read again', async () => {
    const { api } = setup({
      'POST /api/admin/invitados/import': () => ({
        body: {
          results: {
            imported: 1,
            updated: 2,
            totalRows: 4,
            errors: ['Row 5: a phone guest needs a WhatsApp number (Phone)'],
            warnings: [
              'Row 2: "Ana Pérez" keeps their answer (Confirmed, 3 people); an import does not change a phone guest\'s answer (edit it in the list)',
            ],
          },
        },
      }),
    });
    await screen.findByRole('row', { name: /Ana Pérez/ });
    const listReads = callsTo(api, 'GET', PHONE_GUESTS.slice(4)).length;
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import phone guests' });
    const start = within(dialog).getByRole('button', { name: 'Import' });
    expect(start).toBeDisabled();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.xlsx,.xls,.ods,.csv');
    await user.upload(input, new File(['Name,Phone\nAna,809'], 'telefonos.csv'));
    await user.click(start);
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(results).toHaveTextContent('Each row updated the phone guest with its WhatsApp number');
    expect(results).toHaveTextContent('Row 5: a phone guest needs a WhatsApp number (Phone)');
    expect(results).toHaveTextContent('"Ana Pérez" keeps their answer');
    expect(currentToasts()[0]).toMatchObject({
      title: 'Import completed',
      description: 'Imported 1 new, updated 2, 1 error, 1 warning',
    });
    const [, init] = callsTo(api, 'POST', '/api/admin/invitados/import')[0]!;
    expect(((init as RequestInit).body as FormData).get('file')).toHaveProperty('name', 'telefonos.csv');
    await waitFor(() => expect(callsTo(api, 'GET', PHONE_GUESTS.slice(4)).length).toBeGreaterThan(listReads));
  });

  it('a refused file: "Import failed" with the server text, and the rows it refused', async () => {
    setup({
      'POST /api/admin/invitados/import': {
        status: 400,
        body: {
          error:
            'Nothing was imported: all 1 rows have problems. First: Row 2: a phone guest needs a WhatsApp number (Phone)',
          details: {
            results: {
              imported: 0,
              updated: 0,
              totalRows: 1,
              errors: ['Row 2: a phone guest needs a WhatsApp number (Phone)'],
              warnings: [],
            },
          },
        },
      },
    });
    await screen.findByRole('row', { name: /Ana Pérez/ });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import phone guests' });
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'a.csv'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(results).toHaveTextContent('Nothing was imported. Fix the rows below');
    expect(currentToasts()[0]).toMatchObject({ title: 'Import failed', variant: 'destructive' });
    expect(currentToasts()[0]?.description).toMatch(/^Nothing was imported/);
  });

  it('a moderator exports but has no Import', async () => {
    setup({ 'GET /api/admin/auth/check': loggedIn({ ...ADMIN, adminRole: 'moderator' }) });
    await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(screen.getByRole('button', { name: /^Export/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('exports as Excel: the file the service names is saved', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Pérez/ });
    const listFetch = global.fetch;
    const requested: string[] = [];
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/export')) return listFetch(input, init);
      requested.push(String(input));
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: new Headers({
          'content-disposition': 'attachment; filename="wedding_phone_guests_2025-06-01.xlsx"',
        }),
        blob: async () => new Blob(['PK']),
      } as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:1');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: /^Export/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CSV (.csv)Opens in Excel with accents intact',
      'Excel (.xlsx)Every field; importing it restores the list',
    ]);
    await user.click(items[1]!);
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Export successful',
        description: 'wedding_phone_guests_2025-06-01.xlsx downloaded',
      }),
    );
    expect(requested).toEqual(['/api/admin/invitados/export?format=xlsx']);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('phone guests at scale (issue 16 item 2)', () => {
  const names = () =>
    screen.getAllByRole('rowheader').map((cell) => cell.querySelector('strong')?.textContent);

  it('filters by status and by category, and sorts by a column', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(names()).toEqual(['Ana Pérez', 'Pedro Gómez', 'Lucía Díaz']);

    // a select's button is named by its value and its label ("All statuses Status")
    const choose = async (shown: string, label: string, option: string) => {
      await user.click(screen.getByRole('button', { name: `${shown} ${label}` }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('All statuses', 'Status', 'Pending');
    expect(names()).toEqual(['Lucía Díaz']);
    await choose('Pending', 'Status', 'All statuses');
    await choose('All categories', 'Category', 'Padres Novia');
    expect(names()).toEqual(['Ana Pérez']);
    await choose('Padres Novia', 'Category', 'All categories');
    expect(names()).toEqual(['Ana Pérez', 'Pedro Gómez', 'Lucía Díaz']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ana Pérez', 'Lucía Díaz', 'Pedro Gómez']);
    await user.click(screen.getByRole('button', { name: 'Status' }));
    // pending first, then confirmed, then declined
    expect(names()).toEqual(['Lucía Díaz', 'Ana Pérez', 'Pedro Gómez']);
  });

  it('an admin deletes a phone guest after confirming; a moderator has no Delete', async () => {
    let remaining = [ana, pedro, lucia];
    const { api } = setup({
      [PHONE_GUESTS]: () => ({ body: { data: remaining } }),
      [`DELETE /api/admin/invitados/${pedro.id}`]: () => {
        remaining = [ana, lucia];
        return { body: { message: 'Phone guest deleted successfully', data: pedro } };
      },
    });
    const row = await screen.findByRole('row', { name: /Pedro Gómez/ });
    await user.click(within(row).getByRole('button', { name: 'Delete Pedro Gómez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Phone Guest?' });
    expect(dialog).toHaveTextContent('Pedro Gómez and their answer history will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Pedro Gómez/ })).not.toBeInTheDocument());
    expect(currentToasts()[0]).toMatchObject({ title: 'Phone Guest Deleted' });
    expect(callsTo(api, 'DELETE', `/api/admin/invitados/${pedro.id}`)).toHaveLength(1);
  });

  it('a moderator sees no Delete', async () => {
    setup({ 'GET /api/admin/auth/check': loggedIn({ ...ADMIN, adminRole: 'moderator' }) });
    const row = await screen.findByRole('row', { name: /Pedro Gómez/ });
    expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('bulk actions (issue 16 item 2)', () => {
  it('resets the confirmed guests selected, after confirming (the others are not sent)', async () => {
    const { api } = setup({
      [`POST /api/admin/invitados/${ana.id}/reset`]: { body: { message: 'Phone guest reset to pending' } },
    });
    await screen.findByRole('row', { name: /Ana Pérez/ });
    expect(screen.getByRole('button', { name: 'Reset selected' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset selected (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Selected Guests?' });
    expect(dialog).toHaveTextContent('1 confirmed guest(s) go back to Pending');
    expect(dialog).toHaveTextContent('Ana Pérez');
    await user.click(within(dialog).getByRole('button', { name: 'Reset 1' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Phone Guests Reset',
        description: '1 phone guest(s) reset to pending.',
      }),
    );
    expect(callsTo(api, 'POST', `/api/admin/invitados/${ana.id}/reset`)).toHaveLength(1);
    expect(callsTo(api, 'POST', `/api/admin/invitados/${pedro.id}/reset`)).toHaveLength(0);
  });

  it('deletes the guests selected; one that fails is named, the others are deleted', async () => {
    const { api } = setup({
      [`DELETE /api/admin/invitados/${ana.id}`]: { body: { message: 'Phone guest deleted successfully' } },
      [`DELETE /api/admin/invitados/${lucia.id}`]: { status: 404, body: { error: 'Phone guest not found' } },
    });
    await screen.findByRole('row', { name: /Ana Pérez/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Pérez' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lucía Díaz' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Selected Guests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to delete phone guests',
        description: '1 phone guest(s) deleted. Not done (1): Lucía Díaz — Phone guest not found',
      }),
    );
    expect(callsTo(api, 'DELETE', `/api/admin/invitados/${ana.id}`)).toHaveLength(1);
  });
});
