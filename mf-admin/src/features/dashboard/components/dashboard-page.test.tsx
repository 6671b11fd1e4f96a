import '../../../lib/test-polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_QUERY_KEYS, type UnifiedGuest } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';
import { DASHBOARD_LINKS } from './dashboard-page';
import { reloadPage } from './reload-page';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

afterEach(() => {
  dismissToast();
  jest.useRealTimers();
});

const at = '2025-06-01T12:00:00.000Z';
let next = 1;
const guest = (overrides: Partial<UnifiedGuest> = {}): UnifiedGuest => ({
  id: (next++).toString(16).padStart(24, '0'),
  name: `Guest ${next}`,
  email: null,
  phone: null,
  invitationCode: `CODE${next}`,
  qrCode: null,
  category: 'Amigos Sofía',
  maxPeopleAllowed: 1,
  expectedAttendees: 1,
  invitationStatus: 'pending',
  saveTheDateResponse: 'pending',
  confirmationStatus: 'pendiente',
  confirmedPeople: null,
  confirmationDate: null,
  notes: null,
  adminModified: 0,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

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

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: GUESTS } },
    ...routes,
  });
  return { api, ...renderAt('/admin/dashboard', <AdminRoutes />) };
}

const figure = (name: string) => screen.getByRole('group', { name });

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

  it('shows the cards and the analytics with the spec formulas', async () => {
    setup();
    const list = await screen.findByRole('region', { name: 'Guest List' });
    expect(within(list).getByText('Total Guests').nextSibling).toHaveTextContent('4');
    expect(within(list).getByText('Expected Attendees').nextSibling).toHaveTextContent('11');
    const confirmations = screen.getByRole('region', { name: 'Guest Confirmations' });
    expect(within(confirmations).getByText('Confirmed Guests').nextSibling).toHaveTextContent('2');
    expect(within(confirmations).getByText('Confirmed People').nextSibling).toHaveTextContent('5');

    expect(screen.getByRole('heading', { name: 'Guest Confirmation Analytics' })).toBeInTheDocument();
    expect(figure('Confirmed')).toHaveTextContent('2');
    expect(figure('Declined')).toHaveTextContent('1');
    expect(figure('Pending')).toHaveTextContent('1');
    // (2 + 1) / 4 = 75 %
    expect(figure('Pending')).toHaveTextContent('Response rate: 75%');
    expect(figure('Total Capacity')).toHaveTextContent('11');
    expect(figure('Attending')).toHaveTextContent('5');
    expect(figure('Remaining Capacity')).toHaveTextContent('6');
    expect(
      screen.getByRole('img', {
        name: 'Guest responses: Confirmed 2 (50%), Declined 1 (25%), Pending 1 (25%)',
      }),
    ).toBeInTheDocument();

    const action = screen.getByRole('region', { name: 'Action Needed' });
    expect(action).toHaveTextContent('1 guest has not answered yet.');
    expect(within(action).getByRole('button', { name: 'View All Guests' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Confirmaciones por Teléfono' });
    expect(summary).toHaveAttribute('lang', 'es');
    const row = (name: string) => within(summary).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Total de invitados')).toHaveTextContent('4');
    expect(row('Invitados confirmados')).toHaveTextContent('2');
    expect(row('Invitados que rechazaron')).toHaveTextContent('1');
    expect(row('Invitados pendientes')).toHaveTextContent('1');
    expect(row('Total de personas confirmadas')).toHaveTextContent('5');
    expect(row('Porcentaje de confirmados')).toHaveTextContent('50%');
    expect(row('Amigos Sofía')).toHaveTextContent('1 / 3');
    expect(row('Padres Novia')).toHaveTextContent('1 / 1');
  });

  it('shows zeros, not errors, with no guests', async () => {
    setup({ 'GET /api/admin/unified-guests': { body: { data: [] } } });
    await screen.findByRole('heading', { name: 'Guest Confirmation Analytics' });
    expect(figure('Pending')).toHaveTextContent('Response rate: 0%');
    expect(figure('Remaining Capacity')).toHaveTextContent('0');
    expect(screen.getByRole('img', { name: 'Guest responses: No guests yet.' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Action Needed' })).toHaveTextContent(
      'Every guest has answered.',
    );
  });

  it('highlights a figure that changes for 500 ms', async () => {
    const { queryClient } = setup();
    await screen.findByRole('heading', { name: 'Guest Confirmation Analytics' });
    const declined = () => within(figure('Declined')).getByText('1', { exact: false });
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
    const lit = within(figure('Declined')).getByText('2');
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
});
