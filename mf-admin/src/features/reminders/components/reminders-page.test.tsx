import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reminder } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
// the route loads the page lazily: loaded with the file here, so no test waits for it
import './reminders-page';
import { type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';
import { isShown } from './reminders-page';

afterEach(() => dismissToast());

const user = userEvent.setup({ delay: null });
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const reminder = (n: number, overrides: Partial<Reminder> = {}): Reminder => ({
  kind: 'phone-guest',
  id: n.toString(16).padStart(24, '0'),
  name: `Guest ${n}`,
  phone: `+1809555000${n}`,
  group: null,
  language: 'es',
  whatsappUrl: `https://wa.me/1809555000${n}?text=Hola%20Guest%20${n}`,
  lastRemindedAt: null,
  ...overrides,
});

const ana = reminder(1, { name: 'Ana Peña' });
const john = reminder(2, { name: 'John Smith', language: 'en', kind: 'guest', lastRemindedAt: daysAgo(1) });
const old = reminder(3, {
  name: 'Óscar Viejo',
  phone: '809-555',
  whatsappUrl: null,
  lastRemindedAt: daysAgo(10),
});

const LIST = 'GET /api/admin/reminders';

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    [LIST]: { body: { data: [ana, john, old] } },
    ...routes,
  });
  return { api, ...renderAt('/admin/reminders', <AdminRoutes />) };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('strong')?.textContent);

describe('reminders page', () => {
  it('lists who has not answered, with a WhatsApp link each, the language and when they were last reminded', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Peña/ });
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Not answered yet' })).getByText('3'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Never reminded' })).getByText('1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Reminded this week' })).getByText('1'),
    ).toBeInTheDocument();
    expect(names()).toEqual(['Ana Peña', 'John Smith', 'Óscar Viejo']);

    const link = within(rowOf('Ana Peña')).getByRole('link', {
      name: 'Send reminder to Ana Peña on WhatsApp',
    });
    expect(link).toHaveAttribute('href', ana.whatsappUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(rowOf('Ana Peña')).toHaveTextContent('Phone guest');
    expect(rowOf('Ana Peña')).toHaveTextContent('+1 809 555 0001');
    expect(rowOf('Ana Peña')).toHaveTextContent('Español');
    expect(rowOf('Ana Peña')).toHaveTextContent('Never');
    expect(rowOf('John Smith')).toHaveTextContent('Invitation list');
    expect(rowOf('John Smith')).toHaveTextContent('English');
    // no link for a number WhatsApp cannot open
    expect(within(rowOf('Óscar Viejo')).queryByRole('link')).toBeNull();
    expect(rowOf('Óscar Viejo')).toHaveTextContent('Not a WhatsApp number: edit the guest');
  });

  it('marks a reminder sent when the host opens it, and shows the time', async () => {
    let listed = [ana, john, old];
    const { api } = setup({
      [LIST]: () => ({ body: { data: listed } }),
      'POST /api/admin/reminders/phone-guest/000000000000000000000001/sent': () => {
        const sent = { ...ana, lastRemindedAt: new Date().toISOString() };
        listed = [sent, john, old];
        return { body: { data: sent } };
      },
    });
    await screen.findByRole('row', { name: /Ana Peña/ });
    // jsdom does not open windows: the click is what counts
    const link = within(rowOf('Ana Peña')).getByRole('link', { name: /Send reminder/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() =>
      expect(
        api.mock.calls.some(
          ([url, init]) =>
            String(url) === '/api/admin/reminders/phone-guest/000000000000000000000001/sent' &&
            init?.method === 'POST',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(rowOf('Ana Peña')).not.toHaveTextContent('Never'));
  });

  it('says so when marking fails', async () => {
    setup({
      'POST /api/admin/reminders/phone-guest/000000000000000000000001/sent': {
        status: 404,
        body: { error: 'Guest not found' },
      },
    });
    await screen.findByRole('row', { name: /Ana Peña/ });
    const link = within(rowOf('Ana Peña')).getByRole('link', { name: /Send reminder/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Could not mark the reminder as sent',
        description: 'Guest not found',
      }),
    );
  });

  it('shows only those never reminded, or not reminded lately', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana Peña/ });
    const show = async (option: string) => {
      await user.click(screen.getByRole('button', { name: /Show$/ }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await show('Never reminded');
    expect(names()).toEqual(['Ana Peña']);
    await show('Not reminded in the last 7 days');
    expect(names()).toEqual(['Ana Peña', 'Óscar Viejo']);
    await show('Not reminded in the last 14 days');
    expect(names()).toEqual(['Ana Peña']);
    await show('Everyone who has not answered');
    expect(names()).toHaveLength(3);
  });

  it('says when there is nobody to remind', async () => {
    setup({ [LIST]: { body: { data: [] } } });
    expect(
      await screen.findByText('Every guest with a phone has answered. Nobody to remind.'),
    ).toBeInTheDocument();
  });

  it('shows the load failure with Retry', async () => {
    setup({ [LIST]: { status: 500, body: { error: 'Internal server error' } } });
    expect(
      await screen.findByText('Failed to load the guests to remind. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('isShown', () => {
  it('keeps a guest reminded exactly N days ago, and one never reminded, under "not in the last N days"', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const at = (iso: string | null) => reminder(1, { lastRemindedAt: iso });
    expect(isShown(at(null), '7', now)).toBe(true);
    expect(isShown(at('2026-11-19T12:00:00Z'), '7', now)).toBe(true);
    expect(isShown(at('2026-11-19T12:00:01Z'), '7', now)).toBe(false);
    expect(isShown(at('2026-11-01T00:00:00Z'), 'never', now)).toBe(false);
    expect(isShown(at('2026-11-26T11:00:00Z'), 'all', now)).toBe(true);
  });
});
