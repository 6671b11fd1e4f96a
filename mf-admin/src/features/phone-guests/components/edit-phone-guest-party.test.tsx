// The phone-guest edit dialog shows who is coming for a confirmed guest (name, child, meal, dietary needs)
// and lets the host change it, up to the people confirmed, sent with the dialog's save only when changed.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_CATEGORIES, type Invitado } from '@wedding/shared-contracts';
import { dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());
// a react-aria dialog with many fields under jsdom, on a shared machine
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
  party: [
    { name: 'Ana Pérez', child: false, meal: 'fish', dietary: ['gluten-free'], dietaryNote: 'Celiac' },
    { name: 'Sofía', child: true, meal: 'children', dietary: [] },
  ],
};
const PATH = '/api/admin/invitados/000000000000000000000001';

/** Opens Ana's dialog (as `guest`), recording what a save sends. */
async function openDialog(guest: Invitado = ana) {
  const sent: Record<string, unknown>[] = [];
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/invitados': { body: { data: [guest] } },
    [`PUT ${PATH}`]: ({ body }) => {
      sent.push(body as Record<string, unknown>);
      return { body: { message: 'Phone guest updated successfully', data: guest } };
    },
  });
  renderAt('/admin/phone-guests', <AdminRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Edit Ana Pérez' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Phone Guest' });
  return { dialog, sent };
}

const person = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const save = (dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

it("shows who is coming: each person's name, child, meal and dietary needs", async () => {
  const { dialog } = await openDialog();
  const section = within(dialog).getByRole('region', { name: "Who's coming" });
  expect(within(section).getByText('2 of 3 named')).toBeInTheDocument();
  const lead = person(dialog, 'Ana Pérez');
  expect(within(lead).getByLabelText('Name')).toHaveValue('Ana Pérez');
  expect(within(lead).getByText('The one invited (never a child)')).toBeInTheDocument();
  expect(within(lead).getByRole('button', { name: /Meal/ })).toHaveTextContent('Fish');
  expect(within(lead).getByRole('checkbox', { name: 'Gluten-free' })).toBeChecked();
  expect(within(lead).getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
  expect(within(lead).getByLabelText(/Dietary note/)).toHaveValue('Celiac');
  const child = person(dialog, 'Sofía');
  expect(within(child).getByRole('switch', { name: 'Child' })).toBeChecked();
  expect(within(child).getByRole('button', { name: /Meal/ })).toHaveTextContent("Children's menu");
});

it('sends no party when the host leaves it as it was', async () => {
  const { dialog, sent } = await openDialog();
  await save(dialog);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).not.toHaveProperty('party');
});

it('adds a person up to the people confirmed, removes one, and sends the party with the save', async () => {
  const { dialog, sent } = await openDialog();
  const add = within(dialog).getByRole('button', { name: 'Add a person' });
  await user.click(add);
  expect(add).toBeDisabled();
  const added = person(dialog, 'Person 3');
  await user.type(within(added).getByLabelText('Name'), 'Luis');
  await user.click(within(person(dialog, 'Luis')).getByRole('checkbox', { name: 'Vegan' }));
  await user.click(within(dialog).getByRole('button', { name: 'Remove Sofía' }));
  await user.clear(within(person(dialog, 'Ana Pérez')).getByLabelText(/Dietary note/));
  await save(dialog);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.party).toEqual([
    { name: 'Ana Pérez', child: false, meal: 'fish', dietary: ['gluten-free'] },
    { name: 'Luis', child: false, dietary: ['vegan'] },
  ]);
});

it('sends [] when the host removes everyone', async () => {
  const { dialog, sent } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Remove Sofía' }));
  await user.click(within(dialog).getByRole('button', { name: 'Remove Ana Pérez' }));
  await save(dialog);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.party).toEqual([]);
});

it('refuses a person without a name before sending, and says so', async () => {
  const { dialog, sent } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Add a person' }));
  await save(dialog);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the name of each person');
  expect(sent).toHaveLength(0);
});

it('shows no party for a guest who has not confirmed', async () => {
  const { dialog } = await openDialog({ ...ana, estadoConfirmacion: 'pendiente', personasConfirmadas: null });
  expect(within(dialog).queryByRole('region', { name: "Who's coming" })).not.toBeInTheDocument();
});

it("takes the children's menu away from a person who is no longer a child", async () => {
  const { dialog, sent } = await openDialog();
  const sofia = person(dialog, 'Sofía');
  await user.click(within(sofia).getByRole('switch', { name: 'Child' }));
  expect(within(sofia).getByRole('button', { name: /Meal/ })).toHaveTextContent('No meal chosen yet');
  await save(dialog);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.party).toEqual([
    { name: 'Ana Pérez', child: false, meal: 'fish', dietary: ['gluten-free'], dietaryNote: 'Celiac' },
    { name: 'Sofía', child: false, dietary: [] },
  ]);
});
