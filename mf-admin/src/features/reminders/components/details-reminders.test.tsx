// The second kind of reminder on /admin/reminders, "confirmed, details missing": chosen above the list, it
// lists the confirmed guests whose party lacks names or meals with a WhatsApp link each, and its own
// message is edited with a live preview linking to the guest's invitation page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_DETAILS_REMINDER_TEMPLATE,
  DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY,
  type DetailsReminder,
  REMINDER_MESSAGES,
  weddingFacts,
} from '@wedding/shared-contracts';
import { dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import './reminders-page';
import { type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';

jest.setTimeout(30_000);
afterEach(() => {
  jest.restoreAllMocks();
  dismissToast();
});

const user = userEvent.setup({ delay: null });

const ana: DetailsReminder = {
  kind: 'phone-guest',
  id: '0000000000000000000000a1',
  name: 'Ana Peña',
  phone: '+18095550101',
  group: 'Amigos Sofía',
  language: 'es',
  people: 3,
  named: 1,
  withoutMeal: 0,
  whatsappUrl: 'https://wa.me/18095550101?text=Hola%20Ana',
};
const john: DetailsReminder = {
  ...ana,
  kind: 'guest',
  id: '0000000000000000000000a2',
  name: 'John Smith',
  phone: '+14155550102',
  group: null,
  language: 'en',
  people: 2,
  named: 2,
  withoutMeal: 1,
  whatsappUrl: 'https://wa.me/14155550102?text=Hi%20John',
};

const TEMPLATE = 'GET /api/admin/reminders/details-missing/template';

function setup(routes: Record<string, FakeRoute> = {}, path = '/admin/reminders') {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/reminders': { body: { data: [], template: 'beforeDeadline' } },
    'GET /api/admin/reminders/details-missing': { body: { data: [ana, john] } },
    [TEMPLATE]: {
      body: {
        data: {
          template: DEFAULT_DETAILS_REMINDER_TEMPLATE,
          default: DEFAULT_DETAILS_REMINDER_TEMPLATE,
          updatedAt: null,
        },
      },
    },
    ...routes,
  });
  renderAt(path, <AdminRoutes />);
  return api;
}

async function chooseDetailsMissing() {
  await user.click(await screen.findByRole('button', { name: /Which reminders/ }));
  await user.click(await screen.findByRole('option', { name: 'Confirmed, details missing' }));
}

it('shows the first kind by default and fetches the second only when it is chosen', async () => {
  const api = setup();
  await screen.findByText('Every guest with a phone has answered. Nobody to remind.');
  const calls = () => api.mock.calls.map(([url]) => String(url));
  expect(calls().some((url) => url.includes('details-missing'))).toBe(false);
  await chooseDetailsMissing();
  await screen.findByRole('row', { name: /Ana Peña/ });
  expect(calls()).toContain('/api/admin/reminders/details-missing');
});

it('lists the confirmed guests missing details, what is missing and a WhatsApp link each', async () => {
  setup();
  await chooseDetailsMissing();
  const row = await screen.findByRole('row', { name: /Ana Peña/ });
  expect(within(row).getByText('1 of 3 named')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Send reminder to Ana Peña on WhatsApp' })).toHaveAttribute(
    'href',
    ana.whatsappUrl,
  );
  const johnRow = screen.getByRole('row', { name: /John Smith/ });
  expect(within(johnRow).getByText('2 of 2 named')).toBeInTheDocument();
  expect(within(johnRow).getByText('1 without a meal')).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Confirmed, details missing' })).getByText('2'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'People not named yet' })).getByText('2'),
  ).toBeInTheDocument();
});

it('opens on the second kind from the dashboard (?kind=details-missing)', async () => {
  setup({}, '/admin/reminders?kind=details-missing');
  expect(await screen.findByRole('row', { name: /John Smith/ })).toBeInTheDocument();
});

it('says so when nobody is missing details', async () => {
  setup({ 'GET /api/admin/reminders/details-missing': { body: { data: [] } } });
  await chooseDetailsMissing();
  expect(
    await screen.findByText(
      'Every confirmed guest with a phone has named everyone coming, each with a meal.',
    ),
  ).toBeInTheDocument();
});

it('edits its own message with a live preview linking to an invitation page, and saves both languages', async () => {
  let saved: unknown;
  setup({
    'PUT /api/admin/reminders/details-missing/template': ({ body }) => {
      saved = body;
      return {
        body: { data: { template: body, default: DEFAULT_DETAILS_REMINDER_TEMPLATE, updatedAt: null } },
      };
    },
  });
  await chooseDetailsMissing();
  await user.click(await screen.findByRole('button', { name: 'Edit message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reminder message' });
  const preview = await within(dialog).findByRole('figure', { name: 'Preview for Ana María Pérez Gómez' });
  expect(preview).toHaveTextContent(
    DEFAULT_DETAILS_REMINDER_TEMPLATE.es
      .replace('{name}', 'Ana')
      .replace('{link}', `${window.location.origin}/invitation/ANA-2025`),
  );
  const field = within(dialog).getByRole('textbox');
  await user.clear(field);
  await user.type(field, 'Hola {{name}, ¿quién viene?');
  expect(await within(dialog).findByText(REMINDER_MESSAGES.templateNeedsLink)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save messages' })).toBeDisabled();
  await user.type(field, ' {{link}');
  await user.click(within(dialog).getByRole('button', { name: 'Save messages' }));
  await waitFor(() =>
    expect(saved).toEqual({
      es: 'Hola {name}, ¿quién viene? {link}',
      en: DEFAULT_DETAILS_REMINDER_TEMPLATE.en,
    }),
  );
});

it('speaks of names, never of meals, when the hosts ask for no meal', async () => {
  jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
  const names = { template: DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY, updatedAt: null };
  setup({
    'GET /api/admin/reminders/details-missing': { body: { data: [ana] } },
    [TEMPLATE]: { body: { data: { ...names, default: DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY } } },
  });
  await user.click(await screen.findByRole('button', { name: /Which reminders/ }));
  await user.click(await screen.findByRole('option', { name: 'Confirmed, names missing' }));
  expect(
    await screen.findByText(/^Guests who confirmed but have not named everyone coming\. Send reminder/),
  ).toBeInTheDocument();
  expect(screen.queryByText(/meal/)).toBeNull();
  expect(
    within(screen.getByRole('group', { name: 'Confirmed, names missing' })).getByText('1'),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Confirmed guests missing names' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reminder message' });
  expect(
    within(dialog).getByText('The message each confirmed guest missing names receives, in their language.'),
  ).toBeInTheDocument();
  expect(
    await within(dialog).findByRole('figure', { name: 'Preview for Ana María Pérez Gómez' }),
  ).toHaveTextContent(
    DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY.es
      .replace('{name}', 'Ana')
      .replace('{link}', `${window.location.origin}/invitation/ANA-2025`),
  );
});

it('says everyone is named, without meals, when nobody is missing a name and the hosts ask for no meal', async () => {
  jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
  setup(
    { 'GET /api/admin/reminders/details-missing': { body: { data: [] } } },
    '/admin/reminders?kind=details-missing',
  );
  expect(
    await screen.findByText('Every confirmed guest with a phone has named everyone coming.'),
  ).toBeInTheDocument();
});
