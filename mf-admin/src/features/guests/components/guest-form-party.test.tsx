// The guest edit dialog shows who is coming for a confirmed guest, in the admin's language, and sends the
// host's changes with the save; a guest the host declines keeps no party to edit (the service clears it).
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { setAdminLocale } from '../../../lib/i18n/admin-locale';
import { buildGuest } from '../../../lib/test-builders';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => {
  dismissToast();
  act(() => setAdminLocale('en'));
});
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 15_000 });
const user = userEvent.setup({ delay: null });

const marta = buildGuest({
  name: 'Marta Ruiz',
  maxPeopleAllowed: 3,
  confirmationStatus: 'confirmado',
  confirmedPeople: 2,
  party: [{ name: 'Marta Ruiz', child: false, meal: 'meat', dietary: ['nut-allergy'] }],
});

/** Opens Marta's dialog, recording what a save sends. */
async function openDialog(guest: UnifiedGuest = marta, title = 'Edit Guest') {
  const sent: Record<string, unknown>[] = [];
  mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: [guest] } },
    [`GET /api/admin/unified-guests/${guest.id}`]: { body: { data: guest } },
    [`PUT /api/admin/guests/${guest.id}`]: ({ body }) => {
      sent.push(body as Record<string, unknown>);
      return { body: { message: 'Guest updated successfully', data: guest } };
    },
  });
  renderAt('/admin/guests', <AdminRoutes />);
  const edit = title === 'Edit Guest' ? 'Edit Marta Ruiz' : 'Editar a Marta Ruiz';
  await user.click(await screen.findByRole('button', { name: edit }));
  return { dialog: await screen.findByRole('dialog', { name: title }), sent };
}

it('names a second person with a meal and sends the party with the save', async () => {
  const { dialog, sent } = await openDialog();
  const section = within(dialog).getByRole('region', { name: "Who's coming" });
  expect(within(section).getByText('1 of 2 named')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Add a person' }));
  const added = within(section).getByRole('group', { name: 'Person 2' });
  await user.type(within(added).getByLabelText('Name'), 'Pablo');
  const pablo = within(section).getByRole('group', { name: 'Pablo' });
  await user.click(within(pablo).getByRole('switch', { name: 'Child' }));
  await user.click(within(pablo).getByRole('button', { name: /Meal/ }));
  await user.click(await screen.findByRole('option', { name: "Children's menu" }));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.party).toEqual([
    { name: 'Marta Ruiz', child: false, meal: 'meat', dietary: ['nut-allergy'] },
    { name: 'Pablo', child: true, meal: 'children', dietary: [] },
  ]);
});

it('shows the party in Spanish for a Spanish-speaking admin', async () => {
  act(() => setAdminLocale('es'));
  const { dialog } = await openDialog(marta, 'Editar invitado');
  const section = within(dialog).getByRole('region', { name: 'Quiénes vienen' });
  const lead = within(section).getByRole('group', { name: 'Marta Ruiz' });
  expect(within(lead).getByRole('button', { name: /Plato/ })).toHaveTextContent('Carne');
  expect(within(lead).getByRole('checkbox', { name: 'Alergia a los frutos secos' })).toBeChecked();
  expect(within(section).getByRole('button', { name: 'Añadir una persona' })).toBeEnabled();
});

it('hides the party once the host declines the guest, and sends none', async () => {
  const { dialog, sent } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: /Confirmation Status$/ }));
  await user.click(await screen.findByRole('option', { name: 'Declined' }));
  expect(within(dialog).queryByRole('region', { name: "Who's coming" })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ confirmationStatus: 'rechazado' });
  expect(sent[0]).not.toHaveProperty('party');
});
