import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_QUERY_KEYS,
  DASHBOARD_REFETCH_INTERVAL_MS,
  DASHBOARD_STALE_TIME_MS,
  type Invitado,
  mayUse,
} from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { BUILT_AT, buildGuest } from '../../../lib/test-builders';
import { type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';
import { DASHBOARD_LINKS, dashboardLinksFor } from './dashboard-page';
import { reloadPage } from './reload-page';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

afterEach(() => {
  dismissToast();
  jest.useRealTimers();
});

const at = BUILT_AT;
const guest = buildGuest;

const GUESTS = [
  guest({ confirmationStatus: 'confirmado', maxPeopleAllowed: 4, expectedAttendees: 4, confirmedPeople: 3 }),
  guest({
    confirmationStatus: 'confirmado',
    maxPeopleAllowed: 2,
    expectedAttendees: 2,
    confirmedPeople: 2,
    category: 'Padres Novia',
  }),
  guest({ confirmationStatus: 'rechazado', maxPeopleAllowed: 3, expectedAttendees: 3 }),
  guest({ maxPeopleAllowed: 2, expectedAttendees: 2 }),
];

let next = 1;
const phoneGuest = (overrides: Partial<Invitado> = {}): Invitado => ({
  id: (next++).toString(16).padStart(24, '0'),
  nombreCompleto: `Invitado ${next}`,
  telefonoWhatsapp: `+1809555${String(next).padStart(4, '0')}`,
  categoria: 'Amigos Sofía',
  maxPersonasPermitidas: 1,
  acompanantesAsignados: 0,
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
  fechaConfirmacion: null,
  notas: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

/** Two confirmed (2 + 2 people), one declined, two pending; maximums 3 + 2 + 1 + 4 + 2 = 12. */
const PHONE_GUESTS = [
  phoneGuest({
    estadoConfirmacion: 'confirmado',
    maxPersonasPermitidas: 3,
    personasConfirmadas: 2,
    fechaConfirmacion: at,
  }),
  phoneGuest({
    estadoConfirmacion: 'confirmado',
    maxPersonasPermitidas: 2,
    personasConfirmadas: 2,
    fechaConfirmacion: at,
    categoria: 'Familia Mateo',
  }),
  phoneGuest({ estadoConfirmacion: 'rechazado', categoria: 'Amigos Mateo', fechaConfirmacion: at }),
  phoneGuest({ maxPersonasPermitidas: 4, acompanantesAsignados: 2, categoria: 'Familia Sofía' }),
  phoneGuest({ maxPersonasPermitidas: 2 }),
];

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: GUESTS } },
    'GET /api/admin/invitados': { body: { data: PHONE_GUESTS } },
    ...routes,
  });
  return { api, ...renderAt('/admin/dashboard', <AdminRoutes />) };
}

const figure = (name: string) => screen.getByRole('group', { name });

/** A figure of the Guest List or Guest Confirmations card: its value and each list's share under it. */
function cardFigure(card: HTMLElement, label: string) {
  const value = within(card).getByText(label).nextElementSibling as HTMLElement;
  const [invitationList, phoneGuests] = Array.from(
    value.nextElementSibling?.children ?? [],
    (line) => line.textContent,
  );
  return { value: value.textContent, invitationList, phoneGuests };
}

const calls = (api: jest.Mock, path: string) => api.mock.calls.filter(([url]) => String(url) === path).length;

describe('dashboard', () => {
  it('shows the title, subtitle and the navigation buttons in order', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Wedding Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your wedding guests, RSVPs, and planning details')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    // one list, in order, ending with Logout; the spec's buttons are all there
    expect(labels).toEqual([...DASHBOARD_LINKS.map((link) => link.label), 'RSVP Answers', 'Logout']);
    expect(labels).toEqual(expect.arrayContaining(['All Guests', 'Contacts', 'Admin Users', 'Logout']));
    expect(labels.indexOf('All Guests')).toBeLessThan(labels.indexOf('Contacts'));
    expect(labels.indexOf('Contacts')).toBeLessThan(labels.indexOf('Admin Users'));
  });

  it.each([
    ['moderator', ['All Guests', 'Phone Guests', 'Contacts', 'RSVP Answers', 'Logout']],
    ['admin', ['All Guests', 'Phone Guests', 'Contacts', 'RSVP Answers', 'Logout']],
    ['super_admin', ['All Guests', 'Phone Guests', 'Contacts', 'Admin Users', 'RSVP Answers', 'Logout']],
  ])('offers the %s role only the screens it may open (issue 36)', async (adminRole, expected) => {
    setup({
      'GET /api/admin/auth/check': loggedIn({ id: '507f1f77bcf86cd799439012', username: 'sofia', adminRole }),
    });
    expect(await screen.findByText(/signed in as/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(expected),
    );
  });

  it('never offers a screen whose call the role would be refused', () => {
    for (const role of ['moderator', 'admin', 'super_admin'] as const) {
      for (const link of dashboardLinksFor(role)) expect(mayUse(role, link.route)).toBe(true);
    }
    expect(dashboardLinksFor('moderator').map((link) => link.to)).not.toContain('/admin/users');
    expect(dashboardLinksFor(null)).toEqual([]);
  });

  it('shows the cards and the analytics with the spec formulas over everyone invited, both lists', async () => {
    setup();
    // invitation list: 4 guests (2 confirmed with 3 + 2 people, 1 declined, 1 pending), maximums 11;
    // phone guests: 5 (2 confirmed with 2 + 2 people, 1 declined, 2 pending), maximums 12
    const list = await screen.findByRole('region', { name: 'Guest List' });
    expect(cardFigure(list, 'Total Guests')).toEqual({
      value: '9',
      invitationList: 'Invitation list: 4',
      phoneGuests: 'Phone guests: 5',
    });
    // a phone guest's expected attendees are its maximum, as on the invitation list
    expect(cardFigure(list, 'Expected Attendees')).toEqual({
      value: '23',
      invitationList: 'Invitation list: 11',
      phoneGuests: 'Phone guests: 12',
    });
    const confirmations = screen.getByRole('region', { name: 'Guest Confirmations' });
    expect(cardFigure(confirmations, 'Confirmed Guests')).toEqual({
      value: '4',
      invitationList: 'Invitation list: 2',
      phoneGuests: 'Phone guests: 2',
    });
    expect(cardFigure(confirmations, 'Confirmed People')).toEqual({
      value: '9',
      invitationList: 'Invitation list: 5',
      phoneGuests: 'Phone guests: 4',
    });

    expect(screen.getByRole('heading', { name: 'Guest Confirmation Analytics' })).toBeInTheDocument();
    expect(figure('Confirmed')).toHaveTextContent(/^Confirmed4$/);
    expect(figure('Declined')).toHaveTextContent(/^Declined2$/);
    // (4 + 2) / 9 = 66.7 % → 67
    expect(figure('Pending')).toHaveTextContent(/^Pending3Response rate: 67%$/);
    expect(figure('Total Capacity')).toHaveTextContent(/^Total Capacity23$/);
    expect(figure('Attending')).toHaveTextContent(/^Attending9$/);
    expect(figure('Remaining Capacity')).toHaveTextContent(/^Remaining Capacity14$/);
    expect(
      screen.getByRole('img', {
        name: 'Guest responses: Confirmed 4 (44%), Declined 2 (22%), Pending 3 (33%)',
      }),
    ).toBeInTheDocument();

    const action = screen.getByRole('region', { name: 'Action Needed' });
    expect(action).toHaveTextContent('3 guests have not answered yet. Invitation list: 1, phone guests: 2.');
    expect(within(action).getByRole('button', { name: 'View All Guests' })).toBeInTheDocument();
    expect(within(action).getByRole('button', { name: 'View Phone Guests' })).toBeInTheDocument();
    // the guests who have not answered, with a WhatsApp reminder each (issue 16)
    await userEvent.click(within(action).getByRole('button', { name: 'Send Reminders' }));
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  });

  it('the Confirmaciones por Teléfono panel counts the phone guests', async () => {
    setup();
    const summary = await screen.findByRole('region', { name: 'Confirmaciones por Teléfono' });
    expect(summary).toHaveAttribute('lang', 'es');
    const row = (name: string) => within(summary).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Total de invitados')).toHaveTextContent(/^Total de invitados5$/);
    expect(row('Invitados confirmados')).toHaveTextContent(/^Invitados confirmados2$/);
    expect(row('Invitados que rechazaron')).toHaveTextContent(/^Invitados que rechazaron1$/);
    expect(row('Invitados pendientes')).toHaveTextContent(/^Invitados pendientes2$/);
    expect(row('Total de personas confirmadas')).toHaveTextContent(/^Total de personas confirmadas4$/);
    // 2 of 5
    expect(row('Porcentaje de confirmados')).toHaveTextContent(/^Porcentaje de confirmados40%$/);
    expect(row('Amigos Sofía')).toHaveTextContent(/^Amigos Sofía1 \/ 2$/);
    expect(row('Familia Mateo')).toHaveTextContent(/^Familia Mateo1 \/ 1$/);
    expect(row('Amigos Mateo')).toHaveTextContent(/^Amigos Mateo0 \/ 1$/);
    expect(row('Familia Sofía')).toHaveTextContent(/^Familia Sofía0 \/ 1$/);
    // the invitation list's parents of the bride are not phone guests
    expect(row('Padres Novia')).toHaveTextContent(/^Padres Novia0 \/ 0$/);
  });

  it('a phone guest confirming N people raises the confirmed figures by N when the list is read again', async () => {
    let answered = false;
    const { queryClient } = setup({
      'GET /api/admin/invitados': () => ({
        body: {
          data: PHONE_GUESTS.map((guest, index) =>
            // the pending guest with a maximum of 4 confirms 3 people on /rsvp
            answered && index === 3
              ? { ...guest, estadoConfirmacion: 'confirmado', personasConfirmadas: 3, fechaConfirmacion: at }
              : guest,
          ),
        },
      }),
    });
    const confirmations = await screen.findByRole('region', { name: 'Guest Confirmations' });
    expect(cardFigure(confirmations, 'Confirmed People').value).toBe('9');
    answered = true;
    // what the public phone RSVP does after an answer given in this browser
    await act(() => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.invitados }));
    await waitFor(() =>
      expect(cardFigure(confirmations, 'Confirmed People')).toEqual({
        value: '12',
        invitationList: 'Invitation list: 5',
        phoneGuests: 'Phone guests: 7',
      }),
    );
    expect(cardFigure(confirmations, 'Confirmed Guests').value).toBe('5');
    expect(figure('Attending')).toHaveTextContent(/^Attending12$/);
    expect(figure('Pending')).toHaveTextContent(/^Pending2Response rate: 78%$/);
    const summary = screen.getByRole('region', { name: 'Confirmaciones por Teléfono' });
    expect(within(summary).getByRole('row', { name: /^Total de personas confirmadas/ })).toHaveTextContent(
      /7$/,
    );
  });

  it('shares the phone guests list with the phone guests screen (one cached copy)', async () => {
    const { api, queryClient } = setup();
    await screen.findByRole('heading', { name: 'Guest Confirmation Analytics' });
    expect(queryClient.getQueryData(ADMIN_QUERY_KEYS.invitados)).toEqual({ data: PHONE_GUESTS });
    await userEvent.click(screen.getByRole('button', { name: 'Phone Guests' }));
    await screen.findByRole('heading', { name: 'Phone Guests' });
    // the screen shows the dashboard's copy at once (and reads the list again, as it does on every visit)
    expect(
      screen.getByRole('row', { name: new RegExp(PHONE_GUESTS[0]?.nombreCompleto ?? '-') }),
    ).toBeVisible();
    await waitFor(() => expect(calls(api, '/api/admin/invitados')).toBe(2));
  });

  it('reads both lists again every 5 minutes while the page is open; each is fresh for 2', async () => {
    jest.useFakeTimers();
    const { api, queryClient } = setup();
    await act(() => jest.advanceTimersByTimeAsync(0));
    await screen.findByRole('heading', { name: 'Guest Confirmation Analytics' });
    const keys = [ADMIN_QUERY_KEYS.unifiedGuests, ADMIN_QUERY_KEYS.invitados];
    const both = () => [calls(api, '/api/admin/unified-guests'), calls(api, '/api/admin/invitados')];
    const stale = () =>
      keys.map((queryKey) => queryClient.getQueryCache().find({ queryKey, exact: true })?.isStale());
    // times from when the lists came (the page mounted then, give or take the test's polling)
    const loaded = queryClient.getQueryState(ADMIN_QUERY_KEYS.invitados)?.dataUpdatedAt ?? Number.NaN;
    const until = (at: number) => act(() => jest.advanceTimersByTimeAsync(at - Date.now()));
    expect(both()).toEqual([1, 1]);
    await until(loaded + DASHBOARD_STALE_TIME_MS - 1000);
    expect(stale()).toEqual([false, false]);
    await until(loaded + DASHBOARD_STALE_TIME_MS + 1000);
    expect(stale()).toEqual([true, true]);
    await until(loaded + DASHBOARD_REFETCH_INTERVAL_MS - 1000);
    expect(both()).toEqual([1, 1]);
    await until(loaded + DASHBOARD_REFETCH_INTERVAL_MS + 1000);
    expect(both()).toEqual([2, 2]);
  });

  it('waits for both lists before showing figures', async () => {
    const { api, queryClient } = setup({ 'GET /api/admin/invitados': () => new Promise(() => {}) });
    expect(await screen.findByRole('group', { name: 'Total Guests' })).toHaveTextContent('—');
    expect(screen.getByLabelText('Loading guest statistics')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(queryClient.getQueryData(ADMIN_QUERY_KEYS.unifiedGuests)).toEqual({ data: GUESTS }),
    );
    expect(calls(api, '/api/admin/invitados')).toBe(1);
    expect(screen.getByLabelText('Loading guest statistics')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest Confirmation Analytics' })).not.toBeInTheDocument();
  });

  it('shows zeros, not errors, with no guests', async () => {
    setup({
      'GET /api/admin/unified-guests': { body: { data: [] } },
      'GET /api/admin/invitados': { body: { data: [] } },
    });
    await screen.findByRole('heading', { name: 'Guest Confirmation Analytics' });
    expect(figure('Pending')).toHaveTextContent('Response rate: 0%');
    expect(figure('Remaining Capacity')).toHaveTextContent('0');
    expect(screen.getByRole('img', { name: 'Guest responses: No guests yet.' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Action Needed' })).toHaveTextContent(
      'Every guest has answered.',
    );
    // nobody to remind
    expect(screen.queryByRole('button', { name: 'Send Reminders' })).toBeNull();
  });

  it('highlights a figure that changes for 500 ms', async () => {
    const { queryClient } = setup();
    await screen.findByRole('heading', { name: 'Guest Confirmation Analytics' });
    const declined = () => within(figure('Declined')).getByText('2', { exact: false });
    expect(declined()).not.toHaveAttribute('data-highlighted');
    jest.useFakeTimers();
    act(() => {
      queryClient.setQueryData(ADMIN_QUERY_KEYS.unifiedGuests, {
        data: [...GUESTS, guest({ confirmationStatus: 'rechazado' })],
      });
    });
    // react-query notifies on a zero-delay timer
    act(() => {
      jest.advanceTimersByTime(0);
    });
    const lit = within(figure('Declined')).getByText('3');
    expect(lit).toHaveAttribute('data-highlighted', 'true');
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(lit).toHaveAttribute('data-highlighted', 'true');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(lit).not.toHaveAttribute('data-highlighted');
  });

  it('on 401 shows Authentication Required with Go to Login and Retry, toasts, then logs out', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { location } = setup({
      'GET /api/admin/unified-guests': { status: 401, body: { error: 'Authentication required' } },
      'POST /api/admin/auth/logout': async () => {
        await gate;
        return { body: { message: 'Logged out' } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(currentToasts()[0]).toMatchObject({ title: 'Authentication Required', variant: 'destructive' });
    release();
    await waitFor(() => expect(location.pathname).toBe('/admin/login'));
  });

  it('shows "Failed to load dashboard data" with the message and a Retry that reloads', async () => {
    setup({ 'GET /api/admin/unified-guests': { status: 500, body: { error: 'Database down' } } });
    expect(await screen.findByRole('heading', { name: 'Failed to load dashboard data' })).toBeInTheDocument();
    expect(screen.getByText('500: Database down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('shows the same error state when the phone guests fail to load', async () => {
    setup({ 'GET /api/admin/invitados': { status: 500, body: { error: 'Phone list down' } } });
    expect(await screen.findByRole('heading', { name: 'Failed to load dashboard data' })).toBeInTheDocument();
    expect(screen.getByText('500: Phone list down')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest Confirmation Analytics' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('on a 401 of the phone guests shows Authentication Required; Retry reads the list again', async () => {
    let status = 401;
    const { api } = setup({
      'GET /api/admin/invitados': () =>
        status === 401
          ? { status, body: { error: 'Authentication required' } }
          : { body: { data: PHONE_GUESTS } },
      // stay on the page: the logout after a 401 is not what this test is about
      'POST /api/admin/auth/logout': () => new Promise(() => {}),
    });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Guest Confirmation Analytics' });
    expect(calls(api, '/api/admin/invitados')).toBe(2);
    // the invitation list had loaded: only the failed list is read again
    expect(calls(api, '/api/admin/unified-guests')).toBe(1);
  });
});
