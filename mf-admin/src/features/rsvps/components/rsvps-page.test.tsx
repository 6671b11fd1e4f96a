import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRsvp } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
import { ADMIN, type FakeRoute, loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => dismissToast());

// a table and dialogs under jsdom, on a shared machine: more than jest's default 5 s per test
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5000 });

const user = userEvent.setup({ delay: null });

const rsvp = (n: number, overrides: Partial<AdminRsvp> = {}): AdminRsvp => ({
  id: n.toString(16).padStart(24, '0'),
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  attending: true,
  guestCount: 2,
  message: null,
  dietaryRestrictions: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T12:30:00.000Z',
  unifiedGuestId: null,
  guestName: null,
  ...overrides,
});

const lucia = rsvp(1, {
  name: 'Lucía',
  email: 'lucia@example.com',
  guestCount: 3,
  message: '¡Qué ilusión!',
  dietaryRestrictions: 'Sin gluten',
  unifiedGuestId: '00000000000000000000aaaa',
  guestName: 'Lucía Gómez',
});
const stranger = rsvp(2, { name: 'Alguien Desconocido', guestCount: 4, dietaryRestrictions: 'Vegano' });
const pedro = rsvp(3, { name: 'Pedro', attending: false, guestCount: 0, guestName: 'Tío Pedro' });

const RSVPS = 'GET /api/admin/rsvps';

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    [RSVPS]: { body: { data: [stranger, pedro, lucia] } },
    ...routes,
  });
  return { api, ...renderAt('/admin/rsvps', <AdminRoutes />) };
}

const figure = (label: string) => within(screen.getByRole('group', { name: label }));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const deletes = (api: jest.Mock) =>
  api.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

describe('RSVP answers page', () => {
  it('lists every answer with its guest or "No match", the notes and the figures', async () => {
    setup();
    await screen.findByRole('row', { name: /Lucía/ });
    expect(screen.getByRole('heading', { name: 'RSVP Answers' })).toBeInTheDocument();
    expect(figure('Answers').getByText('3')).toBeInTheDocument();
    expect(figure('Match no guest').getByText('1')).toBeInTheDocument();
    // 3 (Lucía) + 4 (the stranger); Pedro does not come
    expect(figure('People attending').getByText('7')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Answer',
      'Guest',
      'Message and dietary notes',
      'Last answered',
      'Actions',
    ]);
    const luciaRow = within(rowOf('Lucía'));
    expect(luciaRow.getByText('Lucía Gómez')).toBeInTheDocument();
    expect(luciaRow.getByText('Attending, 3 people')).toBeInTheDocument();
    expect(luciaRow.getByText('“¡Qué ilusión!”')).toBeInTheDocument();
    expect(luciaRow.getByText('Dietary: Sin gluten')).toBeInTheDocument();
    expect(within(rowOf('Alguien Desconocido')).getByText('No match')).toBeInTheDocument();
    expect(within(rowOf('Pedro')).getByText('Not attending')).toBeInTheDocument();
    expect(within(rowOf('Pedro')).getByText('Tío Pedro')).toBeInTheDocument();
  });

  it('shows only the answers that match no guest when asked', async () => {
    setup();
    await screen.findByRole('row', { name: /Lucía/ });
    await user.click(screen.getByRole('switch', { name: 'Only answers that match no guest' }));
    expect(screen.getByRole('row', { name: /Alguien Desconocido/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Lucía/ })).toBeNull();
    expect(screen.queryByRole('row', { name: /Pedro/ })).toBeNull();
  });

  it('says so when every answer matches a guest, and when there is none', async () => {
    setup({ [RSVPS]: { body: { data: [lucia] } } });
    await screen.findByRole('row', { name: /Lucía/ });
    await user.click(screen.getByRole('switch', { name: 'Only answers that match no guest' }));
    expect(await screen.findByText('Every answer matches a guest.')).toBeInTheDocument();
  });

  it('says so when nobody has answered yet', async () => {
    setup({ [RSVPS]: { body: { data: [] } } });
    expect(await screen.findByText('No answers yet.')).toBeInTheDocument();
  });

  it('asks before deleting an answer, says the guest keeps it, then deletes it', async () => {
    const { api } = setup({
      [`DELETE /api/admin/rsvps/${lucia.id}`]: { body: { message: 'RSVP deleted successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the answer of Lucía' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Answer?' });
    expect(dialog).toHaveTextContent('Lucía Gómez keeps the answer on the guest list.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Answer Deleted' }));
    expect(deletes(api)).toEqual([`/api/admin/rsvps/${lucia.id}`]);
  });

  it('reports a failed delete', async () => {
    setup({ [`DELETE /api/admin/rsvps/${stranger.id}`]: { status: 404, body: { error: 'RSVP not found' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete the answer of Alguien Desconocido' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Failed to delete the answer',
        description: 'RSVP not found',
        variant: 'destructive',
      }),
    );
  });

  it('shows the load failure with Back to Dashboard and Try Again', async () => {
    const { location } = setup({ [RSVPS]: { status: 503, body: { error: 'The database is unavailable' } } });
    expect(
      await screen.findByRole('heading', { name: /Failed to load RSVP answers\. Please try again\./ }),
    ).toBeInTheDocument();
    expect(screen.getByText('503: The database is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard'));
  });

  it('offers a moderator Match but no Delete (discarding is for admins)', async () => {
    setup({ 'GET /api/admin/auth/check': loggedIn({ ...ADMIN, username: 'mod', adminRole: 'moderator' }) });
    await screen.findByRole('row', { name: /Lucía/ });
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Match to guest: the answer of Alguien Desconocido' }),
    ).toBeInTheDocument();
  });
});

describe('RSVP answers page: match to a guest', () => {
  const guest = (n: number, name: string, maxPeopleAllowed: number) => ({
    id: n.toString(16).padStart(24, 'b'),
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    phone: null,
    invitationCode: `CODE-${n}`,
    category: 'Familia Mateo',
    maxPeopleAllowed,
    expectedAttendees: maxPeopleAllowed,
    confirmationStatus: 'pendiente',
    confirmedPeople: null,
  });
  const carmen = guest(1, 'Carmen Rosa', 4);
  const small = guest(2, 'Carla Pequeña', 2);
  const other = guest(3, 'Mario Luz', 5);

  function matching(answer: FakeRoute) {
    const sent: unknown[] = [];
    const view = setup({
      'GET /api/admin/unified-guests': { body: { data: [carmen, small, other] } },
      [`POST /api/admin/rsvps/${stranger.id}/match`]: ({ body }) => {
        sent.push(body);
        return typeof answer === 'function' ? answer({ url: '', method: 'POST', body }) : answer;
      },
    });
    return { ...view, sent };
  }

  it('finds the guest, leaves out guests with too few places, and matches the answer', async () => {
    const { sent } = matching({
      body: {
        message: 'RSVP matched to the guest',
        data: { ...stranger, unifiedGuestId: carmen.id, guestName: 'Carmen Rosa' },
      },
    });
    await screen.findByRole('row', { name: /Lucía/ });
    // only the unmatched answer can be matched
    expect(screen.queryByRole('button', { name: 'Match to guest: the answer of Lucía' })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Match to guest: the answer of Alguien Desconocido' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Match to a Guest' });
    expect(dialog).toHaveTextContent(
      'Alguien Desconocido (person2@example.com) answered: Attending, 4 people.',
    );
    const search = within(dialog).getByRole('searchbox', { name: 'Search guests' });
    await user.clear(search);
    await user.type(search, 'car');
    const options = within(dialog).getByRole('listbox', { name: 'Guests' });
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Carmen Rosa'), expect.stringContaining('Carla Pequeña')]);
    // two places for an answer of four: said, and still a choice (the match raises the maximum)
    expect(within(options).getByRole('option', { name: /Carla Pequeña/ })).toHaveTextContent(
      'too few places for this answer',
    );
    const match = within(dialog).getByRole('button', { name: 'Match' });
    expect(match).toBeDisabled();
    await user.click(within(options).getByRole('option', { name: /Carmen Rosa/ }));
    await user.click(match);
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Answer Matched' }));
    expect(currentToasts()[0]?.description).toBe(
      'The answer of Alguien Desconocido now counts for Carmen Rosa.',
    );
    expect(sent).toEqual([{ unifiedGuestId: carmen.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Match to a Guest' })).toBeNull());
  });

  it('raises the maximum of a guest with too few places and matches, in one step (issue 36)', async () => {
    const { sent } = matching({
      body: {
        message: 'RSVP matched to the guest',
        data: { ...stranger, unifiedGuestId: small.id, guestName: 'Carla Pequeña' },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Match to guest: the answer of Alguien Desconocido' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Match to a Guest' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search guests' });
    await user.clear(search);
    await user.type(search, 'carla');
    await user.click(await within(dialog).findByRole('option', { name: /Carla Pequeña/ }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Carla Pequeña may bring 2; matching raises the maximum to 4.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Raise to 4 and match' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Answer Matched' }));
    expect(sent).toEqual([{ unifiedGuestId: small.id, raiseMaximum: true }]);
  });

  it('shows why the service refused, and stays open', async () => {
    matching({
      status: 409,
      body: { error: 'This guest already has an answer: delete or keep that one instead' },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Match to guest: the answer of Alguien Desconocido' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Match to a Guest' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search guests' });
    await user.clear(search);
    await user.click(await within(dialog).findByRole('option', { name: /Mario Luz/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Match' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This guest already has an answer: delete or keep that one instead',
    );
    expect(screen.getByRole('dialog', { name: 'Match to a Guest' })).toBeInTheDocument();
  });

  it('says so when no guest fits the search', async () => {
    matching({ status: 500, body: {} });
    await user.click(
      await screen.findByRole('button', { name: 'Match to guest: the answer of Alguien Desconocido' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Match to a Guest' });
    // the search starts with the answer's name, which is on no guest
    expect(await within(dialog).findByText('No guests found matching your search.')).toBeInTheDocument();
  });
});

describe('RSVP answers page: add as a new guest', () => {
  const NEW_ID = 'c'.repeat(24);

  function adding(create: FakeRoute) {
    const sent: { path: string; body: unknown }[] = [];
    const record =
      (path: string, answer: FakeRoute): FakeRoute =>
      ({ body, url, method }) => {
        sent.push({ path, body });
        return typeof answer === 'function' ? answer({ url, method, body }) : answer;
      };
    setup({
      'POST /api/admin/guests': record('guests', create),
      [`POST /api/admin/rsvps/${stranger.id}/match`]: record('match', {
        body: { message: 'RSVP matched to the guest', data: { ...stranger, unifiedGuestId: NEW_ID } },
      }),
    });
    return sent;
  }

  const open = async () => {
    await user.click(await screen.findByRole('button', { name: 'Add as new guest: Alguien Desconocido' }));
    return screen.findByRole('dialog', { name: 'Add as New Guest' });
  };

  it("adds the person with the answer's name, e-mail and people, then matches the answer to them", async () => {
    const sent = adding({
      status: 201,
      body: { message: 'Guest created successfully', data: { id: NEW_ID } },
    });
    const dialog = await open();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Alguien Desconocido');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('person2@example.com');
    expect(within(dialog).getByLabelText('Max People')).toHaveValue('4');
    // a group is needed, and room for the four the answer brings
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    expect(within(dialog).getByText('Category must be one of the six guest categories')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Group$/ }));
    await user.click(await screen.findByRole('option', { name: 'Padres Novio' }));
    await user.clear(within(dialog).getByLabelText('Max People'));
    await user.type(within(dialog).getByLabelText('Max People'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    expect(within(dialog).getByText('The answer brings 4 people')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Max People'));
    await user.type(within(dialog).getByLabelText('Max People'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Guest Added' }));
    expect(sent).toEqual([
      {
        path: 'guests',
        body: {
          name: 'Alguien Desconocido',
          email: 'person2@example.com',
          category: 'Padres Novio',
          maxPeopleAllowed: 5,
        },
      },
      { path: 'match', body: { unifiedGuestId: NEW_ID } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add as New Guest' })).toBeNull());
  });

  it('says what failed when the guest could not be added, and matches nothing', async () => {
    const sent = adding({ status: 409, body: { error: 'A guest with this invitation code already exists' } });
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: /Group$/ }));
    await user.click(await screen.findByRole('option', { name: 'Padres Novia' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The guest could not be added: A guest with this invitation code already exists',
    );
    expect(sent.map((call) => call.path)).toEqual(['guests']);
  });
});
