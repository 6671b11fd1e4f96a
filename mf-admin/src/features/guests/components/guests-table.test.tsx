// The guest table shows a stored phone the one admin way (international format, as the phone guests
// table does); the edit dialog starts from that format and sends it for the service to normalise.
import '../../../lib/test-polyfills';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { buildGuest } from '../../../lib/test-builders';
import { mockApi, newQueryClient } from '../../../lib/testing';
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
