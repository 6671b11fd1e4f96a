// Issue 36: the dashboard says how many people are on both lists, and counts each of them once.
import { screen, within } from '@testing-library/react';
import type { Invitado } from '@wedding/shared-contracts';
import AdminRoutes from '../../../app/admin-routes';
import { BUILT_AT, buildGuest } from '../../../lib/test-builders';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';

jest.setTimeout(30_000);

const ana = buildGuest({ name: 'Ana' });
const luis = buildGuest({ name: 'Luis' });
const phoneGuest = (n: number, overrides: Partial<Invitado> = {}): Invitado => ({
  id: n.toString(16).padStart(24, '0'),
  nombreCompleto: `Invitado ${n}`,
  telefonoWhatsapp: `+1809555${String(n).padStart(4, '0')}`,
  categoria: 'Amigos Sofía',
  maxPersonasPermitidas: 1,
  acompanantesAsignados: 0,
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
  fechaConfirmacion: null,
  notas: null,
  createdAt: BUILT_AT,
  updatedAt: BUILT_AT,
  ...overrides,
});

it('shows the people on both lists and counts them once in Total Guests', async () => {
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: [ana, luis, buildGuest()] } },
    'GET /api/admin/invitados': {
      body: {
        data: [
          phoneGuest(901, { alsoOn: { list: 'guests', id: ana.id, name: 'Ana' } }),
          phoneGuest(902, { alsoOn: { list: 'guests', id: luis.id, name: 'Luis' } }),
          phoneGuest(903),
        ],
      },
    },
  });
  renderAt('/admin/dashboard', <AdminRoutes />);
  const card = await screen.findByRole('region', { name: 'Guest List' });
  expect(
    await within(card).findByText('2 people are on both lists (the same WhatsApp number), counted once.'),
  ).toBeInTheDocument();
  const total = within(card).getByText('Total Guests').nextElementSibling;
  expect(total?.textContent).toBe('4');
});
