// Issue 36 item 2: the phone-guest edit dialog corrects the name, the WhatsApp number, the category and the
// maximum (sent by PATCH, only what changed; an edit of the answer alone stays the spec's PUT), checks
// them as the add dialog does, refuses a maximum below the people confirmed, shows the server's 409 by the
// number; a guest whose number is on the invitation list too is marked on its row and named in the toast.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_CATEGORIES, INVITADO_MESSAGES, type Invitado } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';
import { editBody } from './edit-phone-guest-dialog';

afterEach(() => dismissToast());
// a react-aria dialog with eight fields under jsdom, on a shared machine
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });
const user = userEvent.setup({ delay: null });

const at = '2025-06-01T12:00:00.000Z';
const ana: Invitado = {
  id: '000000000000000000000001',
  nombreCompleto: 'Ana Pérez',
  telefonoWhatsapp: '+18095550001',
  categoria: GUEST_CATEGORIES[0],
  maxPersonasPermitidas: 4,
  acompanantesAsignados: 0,
  estadoConfirmacion: 'confirmado',
  personasConfirmadas: 3,
  fechaConfirmacion: at,
  notas: null,
  createdAt: at,
  updatedAt: at,
};
const luis: Invitado = {
  ...ana,
  id: '000000000000000000000002',
  nombreCompleto: 'Luis Mora',
  telefonoWhatsapp: '+18095550002',
  estadoConfirmacion: 'pendiente',
  personasConfirmadas: null,
  fechaConfirmacion: null,
  alsoOn: { list: 'guests', id: '0000000000000000000000aa', name: 'Luis Mora Gil' },
};
const ANA_PATH = '/api/admin/invitados/000000000000000000000001';

function setup(routes: Record<string, FakeRoute> = {}) {
  return mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/invitados': { body: { data: [ana, luis] } },
    ...routes,
  });
}

async function openAnasDialog() {
  renderAt('/admin/phone-guests', <AdminRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Edit Ana Pérez' }));
  return screen.findByRole('dialog', { name: 'Edit Phone Guest' });
}

async function choose(dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

it('corrects the name, number, category and maximum by PATCH, sending only what changed', async () => {
  const sent: { method: string; body: unknown }[] = [];
  setup({
    [`PATCH ${ANA_PATH}`]: ({ method, body }) => {
      sent.push({ method, body });
      return {
        body: {
          message: 'Phone guest updated successfully',
          data: { ...ana, alsoOn: { list: 'guests', id: '0000000000000000000000bb', name: 'Ana P. Ruiz' } },
        },
      };
    },
  });
  const dialog = await openAnasDialog();
  const name = within(dialog).getByLabelText('Full Name');
  expect(name).toHaveValue('Ana Pérez');
  const phone = within(dialog).getByLabelText('WhatsApp Phone');
  expect(phone).toHaveValue('+1 809 555 0001');
  await user.clear(name);
  await user.paste('Ana Pérez Ruiz');
  await user.clear(phone);
  await user.paste('+34 612 345 678');
  await choose(dialog, /Category$/, GUEST_CATEGORIES[2]);
  await choose(dialog, /Max People$/, '6');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'PATCH',
    body: {
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
      notas: '',
      // Spanish, the default, left for a guest with none: not sent (the guest's own answer may give one)
      nombreCompleto: 'Ana Pérez Ruiz',
      telefonoWhatsapp: '+34612345678',
      categoria: GUEST_CATEGORIES[2],
      maxPersonasPermitidas: 6,
    },
  });
  await waitFor(() =>
    expect(currentToasts()[0]).toMatchObject({
      title: 'Success',
      description:
        'Phone guest updated successfully This WhatsApp number is also on the invitation list (Ana P. Ruiz): counted as one person, and an answer on either list closes both.',
    }),
  );
});

it('refuses a maximum below the people confirmed, and sends nothing', async () => {
  const api = setup();
  const dialog = await openAnasDialog();
  await choose(dialog, /Max People$/, '2');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText(INVITADO_MESSAGES.maxBelowConfirmed)).toBeInTheDocument();
  expect(
    api.mock.calls.filter(([, init]) => init?.method === 'PATCH' || init?.method === 'PUT'),
  ).toHaveLength(0);
});

it('checks the number as the add dialog does', async () => {
  const api = setup();
  const dialog = await openAnasDialog();
  const phone = within(dialog).getByLabelText('WhatsApp Phone');
  await user.clear(phone);
  await user.type(phone, '+1 809 55');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText(INVITADO_MESSAGES.phoneInvalid)).toBeInTheDocument();
  expect(api.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
});

it("shows the server's 409 next to the number and keeps the dialog open", async () => {
  const taken = 'This phone number is already on the phone guest list (Luis Mora).';
  setup({ [`PATCH ${ANA_PATH}`]: { status: 409, body: { error: taken } } });
  const dialog = await openAnasDialog();
  const phone = within(dialog).getByLabelText('WhatsApp Phone');
  await user.clear(phone);
  await user.type(phone, '+1 809 555 0002');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() =>
    expect(currentToasts()[0]).toMatchObject({ title: 'Failed to update phone guest', description: taken }),
  );
  expect(within(dialog).getByText(taken)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Phone Guest' })).toBeInTheDocument();
});

it('marks the row of a guest whose number is on the invitation list too', async () => {
  setup();
  renderAt('/admin/phone-guests', <AdminRoutes />);
  const luisRow = await screen.findByRole('row', { name: /Luis Mora/ });
  expect(
    within(luisRow).getByRole('img', {
      name: 'Same WhatsApp number as Luis Mora Gil on the invitation list',
    }),
  ).toHaveTextContent('Also on invitation list');
  const anaRow = screen.getByRole('row', { name: /Ana Pérez/ });
  expect(within(anaRow).queryByText('Also on invitation list')).not.toBeInTheDocument();
});

describe('editBody', () => {
  const checked = {
    estadoConfirmacion: 'confirmado' as const,
    personasConfirmadas: 3,
    notas: '',
    // a language the host chose is always sent
    language: 'en' as const,
  };
  it('leaves out the name, number, category and maximum when they did not change (the spec’s PUT)', () => {
    expect(
      editBody(ana, {
        ...checked,
        nombreCompleto: 'Ana Pérez',
        telefonoWhatsapp: '+18095550001',
        categoria: GUEST_CATEGORIES[0],
        maxPersonasPermitidas: 4,
      }),
    ).toEqual(checked);
  });

  it('a guest stored without a maximum has 10: choosing 10 changes nothing', () => {
    const { maxPersonasPermitidas: _none, ...stored } = ana;
    expect(editBody(stored, { ...checked, maxPersonasPermitidas: 10 })).toEqual(checked);
    expect(editBody(stored, { ...checked, maxPersonasPermitidas: 9 })).toEqual({
      ...checked,
      maxPersonasPermitidas: 9,
    });
  });
});
