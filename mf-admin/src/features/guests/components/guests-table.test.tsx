// The guest table shows a stored phone the one admin way (international format, as the phone guests
// table does); the edit dialog starts from that format and sends it for the service to normalise.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { buildGuest } from '../../../lib/test-builders';
import { atPhoneWidth, mockApi, newQueryClient } from '../../../lib/testing';
import { GuestFormDialog } from './guest-form-dialog';
import { GuestsTable } from './guests-table';

afterEach(() => dismissToast());

const guest = buildGuest;

const ANA = guest({ name: 'Ana Peña', email: 'ana@example.com', phone: '+18095552033' });
const LUIS = guest({ name: 'Luis Álvarez', phone: '+34612345678' });
const OLD = guest({ name: 'Old Entry', phone: '809-555' });
const EVA = guest({ name: 'Eva Núñez', email: 'eva@example.com' });

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

const contactLine = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(`^${name}`) })).getByText(
    (_, element) => element?.tagName === 'SMALL',
  );

describe('guests table: phone numbers', () => {
  it('shows a stored E.164 phone in international format, after the e-mail', () => {
    renderTable([ANA, LUIS]);
    expect(contactLine('Ana Peña')).toHaveTextContent(/^ana@example\.com · \+1 809 555 2033$/);
    expect(contactLine('Luis Álvarez')).toHaveTextContent(/^\+34 612 34 56 78$/);
    expect(screen.queryByText(/\+18095552033/)).not.toBeInTheDocument();
  });

  it('shows a phone that is not E.164 as stored, and no phone as nothing', () => {
    renderTable([OLD, EVA]);
    expect(contactLine('Old Entry')).toHaveTextContent(/^809-555$/);
    expect(contactLine('Eva Núñez')).toHaveTextContent(/^eva@example\.com$/);
  });
});

describe('edit guest dialog: phone', () => {
  it('starts from the international format and sends it (the service stores E.164)', async () => {
    let sent: Record<string, unknown> | undefined;
    mockApi({
      [`GET /api/admin/unified-guests/${ANA.id}`]: { body: { data: ANA } },
      [`PUT /api/admin/guests/${ANA.id}`]: ({ body }) => {
        sent = body as Record<string, unknown>;
        return { body: { message: 'Guest updated successfully', data: ANA } };
      },
    });
    render(
      <QueryClientProvider client={newQueryClient()}>
        <GuestFormDialog guest={ANA} isOpen onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('+1 809 555 2033');
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('+1 809 555 2033');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ description: 'Guest updated successfully' }),
    );
    expect(sent?.phone).toBe('+1 809 555 2033');
  });
});

describe('when a guest answered', () => {
  it('shows the date under the people of a guest who answered, and none for a pending guest', () => {
    const answered = guest({
      name: 'Rosa Díaz',
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      confirmationDate: '2026-03-14T18:30:00.000Z',
    });
    const pending = guest({ name: 'Pending Pat' });
    renderTable([answered, pending]);
    const row = screen.getByRole('row', { name: /Rosa Díaz/ });
    const when = within(row).getByTestId('guest-answered-at');
    expect(when).toHaveTextContent(/Mar 14, 2026/);
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Pending Pat/ })).queryByTestId('guest-answered-at'),
    ).toBeNull();
  });
});

describe('edit guest dialog: what the statuses mean (issue 16 item 7)', () => {
  it('says which status counts for the headcount and what the other two mean', async () => {
    mockApi({ [`GET /api/admin/unified-guests/${ANA.id}`]: { body: { data: ANA } } });
    render(
      <QueryClientProvider client={newQueryClient()}>
        <GuestFormDialog guest={ANA} isOpen onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    const help = within(dialog).getByText('What do the statuses mean?');
    expect(within(dialog).getByText(/Only a Confirmed guest counts in the headcount/)).not.toBeVisible();
    await userEvent.click(help);
    expect(within(dialog).getByText(/Only a Confirmed guest counts in the headcount/)).toBeVisible();
    expect(within(dialog).getByText(/Opened: the guest opened their invitation link/)).toBeVisible();
    expect(within(dialog).getByText(/It does not count in the headcount/)).toBeVisible();
  });
});

describe('on a phone (issue 16 item 4): the page of guests as cards', () => {
  atPhoneWidth();

  function renderCards(selected: Set<string>, changes: Set<string>[], handled: string[]) {
    const answered = guest({
      name: 'Rosa Díaz',
      category: 'Familia Sofía',
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      maxPeopleAllowed: 4,
      confirmationDate: '2026-03-14T18:30:00.000Z',
    });
    render(
      <GuestsTable
        guests={[answered, ANA]}
        loading={false}
        selected={selected}
        onSelectionChange={(next) => changes.push(next)}
        emptyState="No guests found"
        onEdit={(row) => handled.push(`edit ${row.name}`)}
        onDelete={(row) => handled.push(`delete ${row.name}`)}
        onCopyCode={(row) => {
          handled.push(`copy ${row.invitationCode}`);
        }}
        onShowInvitation={(row) => handled.push(`link ${row.name}`)}
        sort={null}
        onSortChange={() => {}}
      />,
    );
    return answered;
  }

  it('shows each guest as a card: name, status, group, code, figures and the actions; no table', async () => {
    const handled: string[] = [];
    const answered = renderCards(new Set(), [], handled);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const rosa = cards[0]!;
    const fields = within(rosa)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(fields).toEqual([
      'Status: Confirmed',
      'Group: Familia Sofía',
      `Invitation Code: ${answered.invitationCode}Copy`,
      'Max People: 4',
      expect.stringMatching(/^Confirmed: 3Mar 14, 2026/),
    ]);
    await userEvent.click(within(rosa).getByRole('button', { name: 'Edit Rosa Díaz' }));
    await userEvent.click(within(rosa).getByRole('button', { name: 'Invitation link of Rosa Díaz' }));
    await userEvent.click(within(rosa).getByRole('button', { name: 'Delete Rosa Díaz' }));
    await userEvent.click(
      within(rosa).getByRole('button', { name: `Copy invitation code ${answered.invitationCode}` }),
    );
    expect(handled).toEqual([
      'edit Rosa Díaz',
      'link Rosa Díaz',
      'delete Rosa Díaz',
      `copy ${answered.invitationCode}`,
    ]);
  });

  it("ticks a card's box and 'Select all' for this page's guests only", async () => {
    const changes: Set<string>[] = [];
    // a guest of another page is selected: the page hands back only its own
    const answered = renderCards(new Set(['on-another-page']), changes, []);
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${ANA.name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(changes.map((set) => [...set].sort())).toEqual([[ANA.id], [answered.id, ANA.id].sort()]);
  });
});
