// The table number on the invitation list (the guest field registry, lib/guest-fields.tsx): its column after
// the spec's once a guest has one, sorted with the whole list, on a phone's cards, in Spanish; the form sends
// it as a number, a blank one on an edit clears it, and a refused one is said under the field.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_FIELDS, type GuestFieldId, type UnifiedGuest } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { sortRows, type TableSort } from '../../../components/data-table';
import { SHARED_MESSAGES_ES } from '../../../lib/i18n/messages-es-shared';
import { buildGuest } from '../../../lib/test-builders';
import { atPhoneWidth, type FakeRoute, mockApi, newQueryClient } from '../../../lib/testing';
import { GUESTS_MESSAGES_ES } from '../messages-es';
import { GuestFormDialog } from './guest-form-dialog';
import { GUEST_SORTS, GuestsTable } from './guests-table';

afterEach(() => dismissToast());

const TABLE_MESSAGE = GUEST_FIELDS[0].message;
const ROSA = buildGuest({ name: 'Rosa Díaz', category: 'Padres Novio', tableNumber: 12 });
const ANA = buildGuest({ name: 'Ana Peña', category: 'Padres Novio' });
const LUIS = buildGuest({ name: 'Luis Álvarez', category: 'Padres Novio', tableNumber: 3 });

function renderTable(
  guests: UnifiedGuest[],
  options: { fields?: GuestFieldId[]; onSortChange?(sort: TableSort | null): void } = {},
) {
  return render(
    <GuestsTable
      guests={guests}
      loading={false}
      selected={new Set()}
      onSelectionChange={() => {}}
      emptyState="No guests found"
      onEdit={() => {}}
      onCopyCode={() => {}}
      onShowInvitation={() => {}}
      sort={null}
      onSortChange={options.onSortChange ?? (() => {})}
      fields={options.fields}
    />,
  );
}

/** The column headers after the checkboxes' one, without their sort mark. */
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.textContent?.replace(/[▲▼]$/, ''));

describe('the guest table’s Table column', () => {
  it('comes after the others, the number right-aligned, an empty cell for a guest without one', () => {
    renderTable([ROSA, ANA]);
    expect(headers()).toEqual([
      'Guest',
      'Group',
      'Invitation Code',
      'Max People',
      'Status',
      'Confirmed',
      'Table',
      'Actions',
    ]);
    const index = screen
      .getAllByRole('columnheader')
      .findIndex((cell) => /^Table/.test(cell.textContent ?? ''));
    const rosa = screen.getByRole('row', { name: /Rosa Díaz/ }).children[index];
    expect(rosa).toHaveTextContent(/^12$/);
    expect(rosa).toHaveAttribute('data-align', 'end');
    expect(screen.getByRole('row', { name: /Ana Peña/ }).children[index]).toBeEmptyDOMElement();
  });

  it('is left out while no guest of the list has a table; shown when one of the whole list has', () => {
    const { unmount } = renderTable([ANA]);
    expect(headers()).not.toContain('Table');
    unmount();
    renderTable([ANA], { fields: ['table'] });
    expect(headers()).toContain('Table');
  });

  it('sorts the whole list by the number, a guest without one last either way', async () => {
    const order = (direction: TableSort['direction']) =>
      sortRows([ANA, ROSA, LUIS], GUEST_SORTS, { column: 'table', direction }).map((guest) => guest.name);
    expect(order('ascending')).toEqual(['Luis Álvarez', 'Rosa Díaz', 'Ana Peña']);
    expect(order('descending')).toEqual(['Rosa Díaz', 'Luis Álvarez', 'Ana Peña']);
    const sorts: (TableSort | null)[] = [];
    renderTable([ROSA, ANA], { onSortChange: (sort) => sorts.push(sort) });
    const header = screen.getByRole('columnheader', { name: /^Table/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(sorts).toEqual([{ column: 'table', direction: 'ascending' }]);
  });

  it('reads Mesa in Spanish', () => {
    render(
      <IntlProvider
        locale="es"
        defaultLocale="en-US"
        messages={{ ...SHARED_MESSAGES_ES, ...GUESTS_MESSAGES_ES }}
        onError={() => {}}
      >
        <GuestsTable
          guests={[ROSA]}
          loading={false}
          selected={new Set()}
          onSelectionChange={() => {}}
          emptyState="—"
          onEdit={() => {}}
          onCopyCode={() => {}}
          onShowInvitation={() => {}}
          sort={null}
          onSortChange={() => {}}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /^Mesa/ })).toBeInTheDocument();
  });
});

describe('on a phone: the Table on the cards', () => {
  atPhoneWidth();

  it('shows the number last before the actions, and sorts by it', async () => {
    renderTable([ROSA, ANA]);
    const [rosa, ana] = within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('listitem');
    const terms = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms(rosa!).at(-1)).toBe('Table: 12');
    expect(terms(ana!).at(-1)).toBe('Table: ');
    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    expect(await screen.findByRole('option', { name: 'Table ▲' })).toBeInTheDocument();
  });
});

function renderDialog(dialog: ReactNode, routes: Record<string, FakeRoute>) {
  mockApi(routes);
  render(<QueryClientProvider client={newQueryClient()}>{dialog}</QueryClientProvider>);
}

describe('the guest form’s Table', () => {
  it('sends a new guest’s table as a number, and refuses one out of range', async () => {
    const sent: Record<string, unknown>[] = [];
    renderDialog(<GuestFormDialog isOpen onOpenChange={() => {}} />, {
      'POST /api/admin/guests': ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return { status: 201, body: { message: 'Guest created successfully', data: ROSA } };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Guest' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Rosa Díaz');
    await userEvent.click(within(dialog).getByRole('button', { name: /Group$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Padres Novio' }));
    const table = within(dialog).getByRole('textbox', { name: 'Table' });
    expect(table).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(table, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    expect(await within(dialog).findByText(TABLE_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(table);
    await userEvent.type(table, ' 12 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.tableNumber).toBe(12);
  });

  it('sends a blank table of an edited guest as null, which clears it', async () => {
    let sent: Record<string, unknown> | undefined;
    renderDialog(<GuestFormDialog guest={ROSA} isOpen onOpenChange={() => {}} />, {
      [`GET /api/admin/unified-guests/${ROSA.id}`]: { body: { data: ROSA } },
      [`PUT /api/admin/guests/${ROSA.id}`]: ({ body }) => {
        sent = body as Record<string, unknown>;
        return { body: { message: 'Guest updated successfully', data: { ...ROSA, tableNumber: null } } };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    const table = within(dialog).getByRole('textbox', { name: 'Table' });
    expect(table).toHaveValue('12');
    await userEvent.clear(table);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Guest updated successfully' }),
    );
    expect(sent).toHaveProperty('tableNumber', null);
  });

  it('leaves the table out of an edit when the guest has none and it stays blank', async () => {
    let sent: Record<string, unknown> | undefined;
    renderDialog(<GuestFormDialog guest={ANA} isOpen onOpenChange={() => {}} />, {
      [`GET /api/admin/unified-guests/${ANA.id}`]: { body: { data: ANA } },
      [`PUT /api/admin/guests/${ANA.id}`]: ({ body }) => {
        sent = body as Record<string, unknown>;
        return { body: { message: 'Guest updated successfully', data: ANA } };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).not.toHaveProperty('tableNumber');
  });

  it('says the service’s 400 for the table under the field', async () => {
    renderDialog(<GuestFormDialog guest={ROSA} isOpen onOpenChange={() => {}} />, {
      [`GET /api/admin/unified-guests/${ROSA.id}`]: { body: { data: ROSA } },
      [`PUT /api/admin/guests/${ROSA.id}`]: {
        status: 400,
        body: { error: TABLE_MESSAGE, details: [{ path: 'tableNumber', message: TABLE_MESSAGE }] },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Table' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByText(TABLE_MESSAGE)).toBeInTheDocument();
    expect(currentToasts()[0]).toMatchObject({ description: TABLE_MESSAGE, variant: 'destructive' });
  });
});
