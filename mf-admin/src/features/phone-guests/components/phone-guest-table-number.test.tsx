// The table number on the phone list (`mesa`, the guest field registry, lib/guest-fields.tsx): its column
// after the spec's once a guest has one, sorted from its header, in Spanish; the add dialog sends it as a
// number, the edit dialog sends a blank one as null (clearing it).
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_CATEGORIES, type GuestFieldId, type Invitado } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { TableSort } from '../../../components/data-table';
import { SHARED_MESSAGES_ES } from '../../../lib/i18n/messages-es-shared';
import { type FakeRoute, mockApi, newQueryClient } from '../../../lib/testing';
import { PHONE_GUESTS_MESSAGES_ES } from '../messages-es';
import { AddPhoneGuestDialog } from './add-phone-guest-dialog';
import { EditPhoneGuestDialog, editBody } from './edit-phone-guest-dialog';
import { PhoneGuestsTable } from './phone-guests-table';

afterEach(() => dismissToast());
// react-aria dialogs under jsdom, on a shared machine
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null });

const at = '2025-06-01T12:00:00.000Z';
const guest = (id: number, overrides: Partial<Invitado> = {}): Invitado => ({
  id: id.toString(16).padStart(24, '0'),
  nombreCompleto: `Guest ${id}`,
  telefonoWhatsapp: `+1809555${String(id).padStart(4, '0')}`,
  categoria: GUEST_CATEGORIES[0],
  maxPersonasPermitidas: 2,
  acompanantesAsignados: 0,
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
  fechaConfirmacion: null,
  notas: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});
const ana = guest(1, { nombreCompleto: 'Ana Pérez', mesa: 12 });
const pedro = guest(2, { nombreCompleto: 'Pedro Gómez' });
const lucia = guest(3, { nombreCompleto: 'Lucía Díaz', mesa: 3 });

function Table({ guests, fields }: { guests: Invitado[]; fields?: GuestFieldId[] }) {
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <PhoneGuestsTable
      guests={guests}
      emptyState="No phone guests found."
      onEdit={() => {}}
      onReset={() => {}}
      sort={sort}
      onSortChange={setSort}
      fields={fields}
    />
  );
}

const headers = () =>
  screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼]$/, ''));
const rowNames = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.querySelector('strong')?.textContent);

describe('the phone guest table’s Table column', () => {
  it('comes after the others once a guest has a table; sorts by it, a guest without one last', async () => {
    render(<Table guests={[ana, pedro, lucia]} />);
    expect(headers()).toEqual([
      'Name',
      'Phone',
      'Category',
      'Max People',
      'Status',
      'Confirmed People',
      'Table',
      'Actions',
    ]);
    const luciaRow = screen.getByRole('row', { name: /Lucía Díaz/ });
    expect(within(luciaRow).getByRole('cell', { name: '3' })).toHaveAttribute('data-align', 'end');
    const sortByTable = () =>
      user.click(within(screen.getByRole('columnheader', { name: /^Table/ })).getByRole('button'));
    await sortByTable();
    expect(rowNames()).toEqual(['Lucía Díaz', 'Ana Pérez', 'Pedro Gómez']);
    await sortByTable();
    expect(rowNames()).toEqual(['Ana Pérez', 'Lucía Díaz', 'Pedro Gómez']);
  });

  it('is left out while no guest of the list has a table', () => {
    render(<Table guests={[pedro]} />);
    expect(headers()).not.toContain('Table');
  });

  it('shows when a guest of the whole list has one, though none shown has', () => {
    render(<Table guests={[pedro]} fields={['table']} />);
    expect(headers()).toContain('Table');
  });

  it('reads Mesa in Spanish', () => {
    render(
      <IntlProvider
        locale="es"
        defaultLocale="en-US"
        messages={{ ...SHARED_MESSAGES_ES, ...PHONE_GUESTS_MESSAGES_ES }}
        onError={() => {}}
      >
        <Table guests={[ana]} />
      </IntlProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /^Mesa/ })).toBeInTheDocument();
  });
});

function renderDialog(dialog: ReactNode, routes: Record<string, FakeRoute>) {
  mockApi(routes);
  render(<QueryClientProvider client={newQueryClient()}>{dialog}</QueryClientProvider>);
}

describe('the phone guest dialogs’ Table', () => {
  it('adds a guest with its table as a number', async () => {
    const posted: Record<string, unknown>[] = [];
    renderDialog(<AddPhoneGuestDialog isOpen onOpenChange={() => {}} />, {
      'POST /api/admin/invitados': ({ body }) => {
        posted.push(body as Record<string, unknown>);
        return { status: 201, body: { message: 'Phone guest created successfully', data: ana } };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Phone Guest' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ana Pérez');
    await user.type(within(dialog).getByLabelText('WhatsApp Phone'), '(809) 555-0001');
    const table = within(dialog).getByRole('textbox', { name: 'Table' });
    expect(table).toHaveAttribute('inputmode', 'numeric');
    await user.type(table, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add Phone Guest' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ nombreCompleto: 'Ana Pérez', mesa: 12 });
  });

  it('sends a blank table of an edited guest as null, which clears it', async () => {
    const sent: unknown[] = [];
    renderDialog(<EditPhoneGuestDialog guest={ana} isOpen onOpenChange={() => {}} />, {
      [`PUT /api/admin/invitados/${ana.id}`]: ({ body }) => {
        sent.push(body);
        return { body: { message: 'Phone guest updated successfully', data: { ...ana, mesa: null } } };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Phone Guest' });
    const table = within(dialog).getByRole('textbox', { name: 'Table' });
    expect(table).toHaveValue('12');
    await user.clear(table);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Phone guest updated successfully' }),
    );
    expect(sent).toEqual([
      { estadoConfirmacion: 'pendiente', personasConfirmadas: null, notas: '', mesa: null },
    ]);
  });

  it('refuses a table out of range with the registry’s message, and sends nothing', async () => {
    const api = mockApi({});
    render(
      <QueryClientProvider client={newQueryClient()}>
        <EditPhoneGuestDialog guest={pedro} isOpen onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Phone Guest' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Table' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Table must be a whole number from 1 to 200')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('editBody and the table', () => {
  const checked = {
    estadoConfirmacion: 'pendiente' as const,
    personasConfirmadas: null,
    notas: '',
    // a language the host chose is always sent
    language: 'en' as const,
  };
  it('sends the table the checked body holds (a number, or null to clear it), and none it does not', () => {
    expect(editBody(ana, { ...checked, mesa: 7 })).toEqual({ ...checked, mesa: 7 });
    expect(editBody(ana, { ...checked, mesa: null })).toEqual({ ...checked, mesa: null });
    expect(editBody(ana, checked)).not.toHaveProperty('mesa');
  });
});
