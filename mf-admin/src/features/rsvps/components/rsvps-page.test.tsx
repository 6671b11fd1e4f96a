import '../../../lib/test-polyfills';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRsvp } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { ADMIN, type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

// a table and dialogs under jsdom, on a shared machine: more than jest's default 5 s per test
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const user = userEvent.setup({ delay: null });

const rsvp = (n: number, overrides: Partial<AdminRsvp> = {}): AdminRsvp => ({
  id: n.toString(16).padStart(24, '0'),
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  attending: true,
  guestCount: 2,
  message: null,
  dietaryRestrictions: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T12:30:00.000Z',
  unifiedGuestId: null,
  guestName: null,
  ...overrides,
});

const lucia = rsvp(1, {
  name: 'Lucía',
  email: 'lucia@example.com',
  guestCount: 3,
  message: '¡Qué ilusión!',
  dietaryRestrictions: 'Sin gluten',
  unifiedGuestId: '00000000000000000000aaaa',
  guestName: 'Lucía Gómez',
});
const stranger = rsvp(2, { name: 'Alguien Desconocido', guestCount: 4, dietaryRestrictions: 'Vegano' });
const pedro = rsvp(3, { name: 'Pedro', attending: false, guestCount: 0, guestName: 'Tío Pedro' });

const RSVPS = 'GET /api/admin/rsvps';

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    [RSVPS]: { body: { data: [stranger, pedro, lucia] } },
    ...routes,
  });
  return { api, ...renderAt('/admin/rsvps', <AdminRoutes />) };
}

const figure = (label: string) => within(screen.getByRole('group', { name: label }));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const deletes = (api: jest.Mock) =>
  api.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

describe('RSVP answers page', () => {
  it('lists every answer with its guest or "No match", the notes and the figures', async () => {
    setup();
    await screen.findByRole('row', { name: /Lucía/ });
    expect(screen.getByRole('heading', { name: 'RSVP Answers' })).toBeInTheDocument();
    expect(figure('Answers').getByText('3')).toBeInTheDocument();
    expect(figure('Match no guest').getByText('1')).toBeInTheDocument();
    // 3 (Lucía) + 4 (the stranger); Pedro does not come
    expect(figure('People attending').getByText('7')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Answer',
      'Guest',
      'Message and dietary notes',
      'Last answered',
      'Actions',
    ]);
    const luciaRow = within(rowOf('Lucía'));
    expect(luciaRow.getByText('Lucía Gómez')).toBeInTheDocument();
    expect(luciaRow.getByText('Attending, 3 people')).toBeInTheDocument();
    expect(luciaRow.getByText('“¡Qué ilusión!”')).toBeInTheDocument();
    expect(luciaRow.getByText('Dietary: Sin gluten')).toBeInTheDocument();
    expect(within(rowOf('Alguien Desconocido')).getByText('No match')).toBeInTheDocument();
    expect(within(rowOf('Pedro')).getByText('Not attending')).toBeInTheDocument();
    expect(within(rowOf('Pedro')).getByText('Tío Pedro')).toBeInTheDocument();
  });

  it('shows only the answers that match no guest when asked', async () => {
    setup();
    await screen.findByRole('row', { name: /Lucía/ });
    await user.click(screen.getByRole('switch', { name: 'Only answers that match no guest' }));
    expect(screen.getByRole('row', { name: /Alguien Desconocido/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Lucía/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /Pedro/ })).toBeNull();
  });

  it('says so when every answer matches a guest, and when there is none', async () => {
    setup({ [RSVPS]: { body: { data: [lucia] } } });
    await screen.findByRole('row', { name: /Lucía/ });
    await user.click(screen.getByRole('switch', { name: 'Only answers that match no guest' }));
    expect(await screen.findByText('Every answer matches a guest.')).toBeInTheDocument();
  });

  it('says so when nobody has answered yet', async () => {
    setup({ [RSVPS]: { body: { data: [] } } });
    expect(await screen.findByText('No answers yet.')).toBeInTheDocument();
  });

  it('asks before deleting an answer, says the guest keeps it, then deletes it', async () => {
    const { api } = setup({
      [`DELETE /api/admin/rsvps/${lucia.id}`]: { body: { message: 'RSVP deleted successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the answer of Lucía' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Answer?' });
    expect(dialog).toHaveTextContent('Lucía Gómez keeps the answer on the guest list.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Answer Deleted' }));
    expect(deletes(api)).toEqual([`/api/admin/rsvps/${lucia.id}`]);
  });

  it('reports a failed delete', async () => {
    setup({ [`DELETE /api/admin/rsvps/${stranger.id}`]: { status: 404, body: { error: 'RSVP not found' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete the answer of Alguien Desconocido' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to delete the answer',
        description: 'RSVP not found',
        variant: 'destructive',
      }),
    );
  });

  it('shows the load failure with Back to Dashboard and Try Again', async () => {
    const { location } = setup({ [RSVPS]: { status: 503, body: { error: 'The database is unavailable' } } });
    expect(
      await screen.findByRole('heading', { name: /Failed to load RSVP answers\. Please try again\./ }),
    ).toBeInTheDocument();
    expect(screen.getByText('503: The database is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
  });

  it('offers a moderator no Delete (discarding is for admins)', async () => {
    setup({ 'GET /api/admin/auth/check': loggedIn({ ...ADMIN, username: 'mod', adminRole: 'moderator' }) });
    await screen.findByRole('row', { name: /Lucía/ });
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).not.toContain('Actions');
  });
});
