// The dashboard's meals card: people per dish of the menu, children, dietary needs, the confirmed guests
// missing names or meals, a person on both lists once; its empty state; in English and in Spanish.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Invitado, type PartyMember, weddingFacts } from '@wedding/shared-contracts';
import AdminRoutes from '../../../app/admin-routes';
import { setAdminLocale } from '../../../lib/i18n/admin-locale';
import { BUILT_AT, buildGuest } from '../../../lib/test-builders';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';

jest.setTimeout(30_000);

afterEach(() => {
  jest.restoreAllMocks();
  act(() => setAdminLocale('en'));
});

const person = (name: string, more: Partial<PartyMember> = {}): PartyMember => ({
  name,
  child: false,
  dietary: [],
  ...more,
});

const phoneGuest = (n: number, overrides: Partial<Invitado> = {}): Invitado => ({
  id: n.toString(16).padStart(24, '0'),
  nombreCompleto: `Invitado ${n}`,
  telefonoWhatsapp: `+1809555${String(n).padStart(4, '0')}`,
  categoria: 'Amigos Sofía',
  maxPersonasPermitidas: 4,
  acompanantesAsignados: 0,
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
  fechaConfirmacion: null,
  notas: null,
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
  ...overrides,
});

function seed() {
  // on both lists: the phone record holds the party, the twin's old copy is not counted again
  const gemma = buildGuest({
    name: 'Gemma',
    confirmationStatus: 'confirmado',
    confirmedPeople: 1,
    party: [person('Gemma', { meal: 'fish' })],
  });
  const ana = buildGuest({
    name: 'Ana',
    confirmationStatus: 'confirmado',
    confirmedPeople: 3,
    party: [person('Ana', { meal: 'meat', dietary: ['vegan'] }), person('Bruno')],
  });
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: [gemma, ana, buildGuest()] } },
    'GET /api/admin/invitados': {
      body: {
        data: [
          phoneGuest(901, {
            estadoConfirmacion: 'confirmado',
            personasConfirmadas: 1,
            alsoOn: { list: 'guests', id: gemma.id, name: 'Gemma' },
            party: [person('Gemma', { meal: 'fish', dietary: ['gluten-free'] })],
          }),
          phoneGuest(902, {
            estadoConfirmacion: 'confirmado',
            personasConfirmadas: 2,
            party: [
              person('Pablo', { meal: 'fish', dietary: ['gluten-free'] }),
              person('Lía', { child: true, meal: 'children' }),
            ],
          }),
        ],
      },
    },
  });
}

const value = (list: HTMLElement, label: string) =>
  within(list).getByText(label).nextElementSibling?.textContent;

it('counts the people per meal in the menu order, children, dietary needs and the parties missing details', async () => {
  seed();
  const { location } = renderAt('/admin/dashboard', <AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Meals and dietary needs' });
  expect(within(card).getByText('5 people named by the confirmed guests.')).toBeInTheDocument();
  const meals = within(card).getByLabelText('People per meal');
  expect(
    within(meals)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Meat', 'Fish', 'Vegetarian', "Children's menu", 'Named without a meal', 'Children among them']);
  expect(value(meals, 'Meat')).toBe('1');
  expect(value(meals, 'Fish')).toBe('2');
  expect(value(meals, 'Vegetarian')).toBe('0');
  expect(value(meals, "Children's menu")).toBe('1');
  expect(value(meals, 'Named without a meal')).toBe('1');
  expect(value(meals, 'Children among them')).toBe('1');
  const needs = within(card).getByLabelText('Dietary needs of the people named');
  expect(
    within(needs)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Vegan', 'Gluten-free']);
  expect(value(needs, 'Gluten-free')).toBe('2');
  // Ana confirmed 3 and named 2, Bruno has no meal: one party
  expect(within(card).getByText('1 confirmed guest is missing names or meals.')).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(within(card).getByRole('button', { name: 'Send Reminders' }));
  await waitFor(() => expect(location.pathname).toBe('/admin/reminders'));
});

it('says so when no one is named yet', async () => {
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: [buildGuest()] } },
    'GET /api/admin/invitados': { body: { data: [phoneGuest(903)] } },
  });
  renderAt('/admin/dashboard', <AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Meals and dietary needs' });
  expect(
    within(card).getByText('No one has been named yet: guests name who is coming after they confirm.'),
  ).toBeInTheDocument();
  expect(within(card).queryByRole('term')).toBeNull();
  expect(within(card).queryByText(/missing names or meals/)).toBeNull();
});

it('is in Spanish, dishes and needs too, when the admin reads Spanish', async () => {
  act(() => setAdminLocale('es'));
  seed();
  renderAt('/admin/dashboard', <AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Platos y necesidades alimentarias' });
  expect(within(card).getByText('5 personas nombradas por los invitados confirmados.')).toBeInTheDocument();
  expect(within(card).getByText('Pescado')).toBeInTheDocument();
  expect(within(card).getByText('Menú infantil')).toBeInTheDocument();
  expect(within(card).getByText('Sin gluten')).toBeInTheDocument();
  expect(within(card).getByText('A 1 invitado confirmado le faltan nombres o platos.')).toBeInTheDocument();
});

it('says nothing of meals when the hosts ask for none: children, dietary needs, the parties missing names', async () => {
  jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
  seed();
  renderAt('/admin/dashboard', <AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Guests and dietary needs' });
  expect(within(card).getByText('5 people named by the confirmed guests.')).toBeInTheDocument();
  const named = within(card).getByLabelText('Children among the people named');
  expect(
    within(named)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Children among them']);
  expect(value(named, 'Children among them')).toBe('1');
  expect(within(card).getByLabelText('Dietary needs of the people named')).toBeInTheDocument();
  expect(within(card).queryByText(/meal|Meat|Fish/)).toBeNull();
  // Ana confirmed 3 and named 2; Bruno without a meal lacks nothing now
  expect(within(card).getByText('1 confirmed guest is missing names.')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Send Reminders' })).toBeInTheDocument();
});

it('says so in Spanish too when the hosts ask for no meal, and when nobody lacks a name', async () => {
  jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
  act(() => setAdminLocale('es'));
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': {
      body: {
        data: [
          buildGuest({
            name: 'Eva',
            confirmationStatus: 'confirmado',
            confirmedPeople: 1,
            party: [person('Eva')],
          }),
        ],
      },
    },
    'GET /api/admin/invitados': { body: { data: [] } },
  });
  renderAt('/admin/dashboard', <AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Invitados y necesidades alimentarias' });
  expect(within(card).getByLabelText('Niños entre las personas nombradas')).toBeInTheDocument();
  expect(
    within(card).getByText('Todos los invitados confirmados dieron el nombre de cada persona.'),
  ).toBeInTheDocument();
  expect(within(card).queryByText(/plato/i)).toBeNull();
  expect(within(card).queryByRole('button', { name: /recordatorios/i })).toBeNull();
});
