import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRsvp } from '@wedding/shared-contracts';
import { mockApi, renderAt } from '../lib/testing';
import { RsvpInboxButton } from './rsvp-inbox-button';

configure({ asyncUtilTimeout: 5000 });

const answer = (n: number, overrides: Partial<AdminRsvp> = {}): AdminRsvp => ({
  id: n.toString(16).padStart(24, '0'),
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  attending: true,
  guestCount: 1,
  message: null,
  dietaryRestrictions: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  unifiedGuestId: null,
  guestName: null,
  ...overrides,
});

function setup(data: AdminRsvp[]) {
  const api = mockApi({ 'GET /api/admin/rsvps': { body: { data } } });
  return { api, ...renderAt('/admin/dashboard', <RsvpInboxButton />) };
}

it('counts the answers that match no guest, in its name and a badge, and leads to the inbox', async () => {
  const { location } = setup([
    answer(1),
    answer(2),
    answer(3, { unifiedGuestId: '00000000000000000000aaaa', guestName: 'Lucía Gómez' }),
  ]);
  const button = await screen.findByRole('button', { name: 'RSVP Answers 2 unmatched' });
  await userEvent.setup({ delay: null }).click(button);
  await waitFor(() => expect(location.pathname).toBe('/admin/rsvps'));
});

it('shows no badge when every answer matches a guest', async () => {
  const { api } = setup([
    answer(1, { unifiedGuestId: '00000000000000000000aaaa', guestName: 'Lucía Gómez' }),
  ]);
  await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
  // the answer read and rendered: still no badge
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('button', { name: 'RSVP Answers' })).toHaveTextContent(/^RSVP Answers$/);
});
