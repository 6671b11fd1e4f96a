// Issue 36 on the reminders screen: search by name, filters by list and group, the notice once the reply
// deadline has passed, and the reminder messages (edited by admins with a live preview, read by moderators).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_MESSAGES,
  type Reminder,
  type ReminderTemplatesBody,
} from '@wedding/shared-contracts';
import { dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import './reminders-page';
import { ADMIN, type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

const user = userEvent.setup({ delay: null });

const reminder = (n: number, overrides: Partial<Reminder>): Reminder => ({
  kind: 'guest',
  id: n.toString(16).padStart(24, '0'),
  name: `Guest ${n}`,
  phone: `+1809555000${n}`,
  group: null,
  language: 'es',
  whatsappUrl: `https://wa.me/1809555000${n}?text=Hola`,
  lastRemindedAt: null,
  ...overrides,
});

const LIST = [
  reminder(1, { name: 'Ana María Peña', kind: 'phone-guest', group: 'Amigos Sofía' }),
  reminder(2, { name: 'Luis Álvarez', group: 'Familia Mateo' }),
  reminder(3, { name: 'Lucía Mar', kind: 'phone-guest' }),
];
const TEMPLATES = {
  templates: DEFAULT_REMINDER_TEMPLATES,
  defaults: DEFAULT_REMINDER_TEMPLATES,
  updatedAt: null,
};

function setup(options: { role?: string; template?: string; routes?: Record<string, FakeRoute> } = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn({ ...ADMIN, adminRole: options.role ?? 'admin' }),
    'GET /api/admin/reminders': { body: { data: LIST, template: options.template ?? 'beforeDeadline' } },
    'GET /api/admin/reminders/templates': { body: { data: TEMPLATES } },
    ...options.routes,
  });
  return { api, ...renderAt('/admin/reminders', <AdminRoutes />) };
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('strong')?.textContent);
const choose = async (field: RegExp, option: string) => {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('searching and filtering the reminders', () => {
  it('finds by name without accents, and filters by list and group', async () => {
    setup();
    await screen.findByRole('row', { name: /Ana María Peña/ });
    expect(screen.getByRole('row', { name: /Luis Álvarez/ })).toHaveTextContent('Familia Mateo');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'alvarez');
    expect(names()).toEqual(['Luis Álvarez']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'xyz');
    expect(screen.getByText('No guest matches the search or filters.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));

    await choose(/List$/, 'Phone guest list');
    expect(names()).toEqual(['Ana María Peña', 'Lucía Mar']);
    await choose(/Group$/, 'Without a group');
    expect(names()).toEqual(['Lucía Mar']);
    await choose(/List$/, 'Both lists');
    await choose(/Group$/, 'Familia Mateo');
    expect(names()).toEqual(['Luis Álvarez']);
  });
});

describe('the reply deadline', () => {
  it('says when it has passed, and not before', async () => {
    const { unmount } = setup({ template: 'afterDeadline' });
    await screen.findByRole('row', { name: /Ana María Peña/ });
    expect(screen.getByRole('status')).toHaveTextContent(
      /The reply deadline \(.*2025\) has passed: reminders now say the list is closing/,
    );
    unmount();
    setup({ template: 'beforeDeadline' });
    await screen.findByRole('row', { name: /Ana María Peña/ });
    expect(screen.queryByText(/has passed/)).toBeNull();
  });
});

describe('the reminder messages', () => {
  it('lets an admin edit them with a live preview, refuses a message without the link, restores the default and saves', async () => {
    let saved: ReminderTemplatesBody | undefined;
    const { api } = setup({
      routes: {
        'PUT /api/admin/reminders/templates': ({ body }) => {
          saved = body as ReminderTemplatesBody;
          return { body: { data: { ...TEMPLATES, templates: saved, updatedAt: new Date().toISOString() } } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder messages' });
    const after = await within(dialog).findByRole('textbox', { name: /After the reply deadline · Español/ });
    expect(
      within(dialog).getAllByRole('figure', { name: 'Preview for Ana María Pérez Gómez' })[1],
    ).toHaveTextContent(/^Preview for Ana María Pérez GómezHola, Ana: .*Estamos cerrando la lista.*\/rsvp$/);

    await user.clear(after);
    await user.type(after, 'Hola {{name}, sin enlace');
    expect(within(dialog).getByText(REMINDER_MESSAGES.templateNeedsLink)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save messages' })).toBeDisabled();

    await user.type(after, ': {{link}');
    const previews = within(dialog).getAllByRole('figure', { name: 'Preview for Ana María Pérez Gómez' });
    expect(previews[1]).toHaveTextContent(/Hola Ana, sin enlace: http:\/\/localhost(:\d+)?\/rsvp$/);

    await choose(/Language$/, 'English');
    const english = within(dialog).getByRole('textbox', { name: /Until the reply deadline · English/ });
    await user.type(english, ' Thanks!');
    expect(
      within(dialog).getAllByRole('figure', { name: 'Preview for John Michael Smith' })[0],
    ).toHaveTextContent(/Hi John, .*Thanks!$/);
    await user.click(within(dialog).getAllByRole('button', { name: 'Restore default' })[0]!);
    expect(english).toHaveValue(DEFAULT_REMINDER_TEMPLATES.beforeDeadline.en);

    await user.click(within(dialog).getByRole('button', { name: 'Save messages' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      ...DEFAULT_REMINDER_TEMPLATES,
      afterDeadline: { ...DEFAULT_REMINDER_TEMPLATES.afterDeadline, es: 'Hola {name}, sin enlace: {link}' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the list is read again: its links are written from the new messages
    expect(api.mock.calls.filter(([url]) => String(url) === '/api/admin/reminders').length).toBeGreaterThan(
      1,
    );
  });

  it('shows a moderator the messages and their previews, without editing', async () => {
    setup({ role: 'moderator' });
    expect(screen.queryByRole('button', { name: 'Edit messages' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'View messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder messages' });
    await within(dialog).findAllByRole('figure', { name: 'Preview for Ana María Pérez Gómez' });
    expect(
      within(dialog).getByText('Only admins can change the messages.', { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save messages' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Restore default' })).toBeNull();
  });
});
