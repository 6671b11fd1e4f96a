// What a guest wrote in its e-mail RSVP (issue 14, item 3): a marker on its row of the guest table (seen,
// and named for screen readers), the words read-only in the edit dialog, and the caterer summary in the
// export dropdown.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { BUILT_AT, buildGuest } from '../../../lib/test-builders';
import { mockApi, newQueryClient } from '../../../lib/testing';
import { GuestFormDialog } from './guest-form-dialog';
import { ExportMenu, useExport } from './guest-menus';
import { GuestsTable } from './guests-table';

afterEach(() => dismissToast());

const guest = (overrides: Partial<UnifiedGuest> = {}): UnifiedGuest =>
  buildGuest({
    maxPeopleAllowed: 2,
    expectedAttendees: 2,
    invitationStatus: 'responded',
    saveTheDateResponse: 'yes',
    confirmationStatus: 'confirmado',
    confirmedPeople: 2,
    confirmationDate: BUILT_AT,
    ...overrides,
  });

const BOTH = guest({
  name: 'Ana Peña',
  rsvpMessage: '¡Felicidades!\nNos vemos en Santo Domingo.',
  dietaryRestrictions: 'Vegetariana',
});
const MESSAGE_ONLY = guest({ name: 'Eva Núñez', rsvpMessage: 'Lo siento, no podremos ir' });
const DIET_ONLY = guest({ name: 'Luis Álvarez', dietaryRestrictions: 'Celíaco' });
const NEITHER = guest({ name: 'Mar Ortega' });

function renderTable(guests: UnifiedGuest[]) {
  render(
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
      onSortChange={() => {}}
    />,
  );
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });

describe('guest table: the RSVP note markers', () => {
  it('marks a message and a dietary note, visibly and with a name for screen readers', () => {
    renderTable([BOTH, MESSAGE_ONLY, DIET_ONLY, NEITHER]);

    const both = rowOf('Ana Peña');
    const message = within(both).getByRole('img', { name: 'Has a message' });
    const diet = within(both).getByRole('img', { name: 'Dietary note' });
    expect(message).toBeVisible();
    expect(message).toHaveTextContent('Message');
    expect(diet).toBeVisible();
    expect(diet).toHaveTextContent('Dietary');
    // the row's name says it too, as a screen reader announces the row
    expect(both).toHaveAccessibleName(/Ana Peña.*Has a message.*Dietary note/);

    expect(within(rowOf('Eva Núñez')).getByRole('img', { name: 'Has a message' })).toBeInTheDocument();
    expect(within(rowOf('Eva Núñez')).queryByRole('img', { name: 'Dietary note' })).not.toBeInTheDocument();
    expect(within(rowOf('Luis Álvarez')).getByRole('img', { name: 'Dietary note' })).toBeInTheDocument();
    expect(
      within(rowOf('Luis Álvarez')).queryByRole('img', { name: 'Has a message' }),
    ).not.toBeInTheDocument();
    expect(within(rowOf('Mar Ortega')).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Has a message' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Dietary note' })).toHaveLength(2);
    // the words themselves are for the dialog, not the table
    expect(screen.queryByText(/Vegetariana|Celíaco|Felicidades/)).not.toBeInTheDocument();
  });
});

function renderDialog(listed: UnifiedGuest, fresh: UnifiedGuest) {
  const api = mockApi({ [`GET /api/admin/unified-guests/${listed.id}`]: { body: { data: fresh } } });
  render(
    <QueryClientProvider client={newQueryClient()}>
      <GuestFormDialog guest={listed} isOpen onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  return api;
}

/** The text shown under a read-only heading of the dialog (a term of its description list). */
const shownUnder = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('edit guest dialog: the RSVP notes', () => {
  it("shows the guest's message and dietary restrictions read-only", async () => {
    renderDialog(BOTH, BOTH);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(shownUnder(dialog, "Guest's message")).toHaveTextContent(
      '¡Felicidades! Nos vemos en Santo Domingo.',
    );
    expect(shownUnder(dialog, "Guest's message")?.tagName).toBe('DD');
    expect(shownUnder(dialog, 'Dietary restrictions')).toHaveTextContent(/^Vegetariana$/);
    // shown, not a field: nothing to type in, and nothing of it is sent with the edit
    expect(within(dialog).queryByLabelText("Guest's message")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Dietary restrictions')).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).not.toContain('rsvpMessage');
  });

  it('shows what the fresh copy holds (an answer that came after the list was read)', async () => {
    renderDialog(NEITHER, { ...NEITHER, dietaryRestrictions: 'Sin lactosa' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    expect(within(dialog).queryByText('Dietary restrictions')).not.toBeInTheDocument();
    await waitFor(() => expect(shownUnder(dialog, 'Dietary restrictions')).toHaveTextContent('Sin lactosa'));
    expect(within(dialog).queryByText("Guest's message")).not.toBeInTheDocument();
  });

  it('shows neither for a guest whose RSVP holds no text', async () => {
    renderDialog(NEITHER, NEITHER);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).queryByText("Guest's message")).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Dietary restrictions')).not.toBeInTheDocument();
  });

  it('shows nothing of the kind when adding a guest', async () => {
    mockApi({});
    render(
      <QueryClientProvider client={newQueryClient()}>
        <GuestFormDialog isOpen onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add New Guest' });
    expect(within(dialog).queryByText("Guest's message")).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Dietary restrictions')).not.toBeInTheDocument();
  });
});

function ExportHarness() {
  const { run, busy } = useExport(3);
  return <ExportMenu onExport={(format) => void run(format)} busy={busy} />;
}

describe('export dropdown: the caterer summary', () => {
  it('offers "Caterer summary" and downloads ?format=caterer', async () => {
    const requested: string[] = [];
    global.fetch = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: new Headers({
          'content-disposition': 'attachment; filename="wedding_caterer_summary_2025-06-01.xlsx"',
        }),
        blob: async () => new Blob(['PK']),
      } as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:1');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow the download link
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ExportHarness />);
    await userEvent.click(screen.getByRole('button', { name: /^Export/ }));
    const item = await screen.findByRole('menuitem', { name: /^Caterer summary/ });
    // it holds the notes hosts wrote on guests (issue 36 item 4), which may hold contact details: it says so
    expect(item).toHaveTextContent(
      /the notes hosts wrote on guests, which may hold anything \(contact details too\)/,
    );
    await userEvent.click(item);
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Export successful',
        description: 'wedding_caterer_summary_2025-06-01.xlsx downloaded',
      }),
    );
    expect(requested).toEqual(['/api/admin/guests/export?format=caterer']);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
