// A guest who named their party on the invitation page and answers yes again with fewer people says who is
// still coming (the phone page's question, shared/party/party-drop.tsx): the people chosen are stored right
// after the answer, not just the first ones the service keeps.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { jsonResponse, mockFetch, type Reply, reply, requestOf } from '../../../shared/testing/fetch-replies';
import { fixClockAt, IN_PERIOD } from '../../../shared/testing/fixed-clock';
import InvitationPage from './invitation-page';

const ANA = { name: 'Ana', child: false, meal: 'fish', dietary: [] };
const LUIS = { name: 'Luis', child: false, meal: 'meat', dietary: [] };
const SOFIA = { name: 'Sofía', child: true, meal: 'children', dietary: [] };

/** The invitation of a guest who said yes for `people` and named `party`. */
const confirmed = (people: number, party: unknown[]): Reply => ({
  status: 200,
  body: {
    data: {
      invitationCode: 'ORTEGA-2025',
      name: 'Familia Ortega',
      maxPeopleAllowed: 4,
      invitationStatus: 'responded',
      saveTheDateResponse: 'yes',
      confirmationStatus: 'confirmado',
      confirmedPeople: people,
      message: null,
      dietaryRestrictions: null,
      answeredAt: '2025-10-02T15:00:00.000Z',
      party,
    },
  },
});
const partySaved = (party: unknown[]): Reply => ({
  status: 200,
  body: { message: 'We saved who is coming', data: { party } },
});

// several fields used per test: a busy machine needs more than jest's 5 s
jest.setTimeout(20_000);

let fetchMock: jest.Mock;

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
      <MemoryRouter initialEntries={['/invitation/ORTEGA-2025']}>
        <LanguageProvider>
          <Routes>
            <Route path="/invitation/:code" element={<InvitationPage />} />
          </Routes>
        </LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const person = (n: number) => within(screen.getByTestId(`party-person-${n}`));
type User = ReturnType<typeof userEvent.setup>;
/** One press of "one person fewer". */
const fewer = async (user: User) => user.click(screen.getByRole('button', { name: /^Una persona menos/ }));

beforeEach(() => {
  fixClockAt(IN_PERIOD.replying);
  fetchMock = mockFetch();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => setLocale(DEFAULT_LOCALE));
});

describe('who is still coming, when the invitation page answers yes with fewer people', () => {
  it('shows the names with the first ones ticked, and stores the people chosen right after the answer, in order', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, confirmed(3, [ANA, LUIS, SOFIA]));
    renderPage();
    await screen.findByTestId('invitation-answer-form');
    // the count as given: nothing to ask
    expect(screen.queryByTestId('party-drop')).toBeNull();
    await fewer(user);
    const drop = within(await screen.findByTestId('party-drop'));
    expect(drop.getByLabelText('Ana')).toBeChecked();
    expect(drop.getByLabelText('Luis')).toBeChecked();
    expect(drop.getByLabelText('Sofía')).not.toBeChecked();
    // three ticked for two: refused, nothing sent
    await user.click(drop.getByLabelText('Sofía'));
    await user.click(screen.getByTestId('save-the-date-update'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Marca entre 1 y 2 personas.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(drop.getByLabelText('Ana'));
    expect(screen.queryByRole('alert')).toBeNull();
    // the party's save held back: the page stays busy until it is done, not just the answer
    reply(fetchMock, confirmed(2, [ANA, LUIS]));
    let release = () => {};
    fetchMock.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse(partySaved([LUIS, SOFIA])));
        }),
    );
    await user.click(screen.getByTestId('save-the-date-update'));
    const update = await screen.findByRole('button', { name: 'Actualizando...' });
    expect(update).toBeDisabled();
    // the question stays as the guest answered it, not ticked again
    expect(drop.getByLabelText('Luis')).toBeDisabled();
    expect(drop.getByLabelText('Sofía')).toBeChecked();
    expect(drop.getByLabelText('Ana')).not.toBeChecked();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId('invitation-thanks')).toBeNull();
    expect(requestOf(fetchMock, 1)).toMatchObject({
      url: '/api/invitations/ORTEGA-2025/save-the-date',
      method: 'PUT',
      body: { response: 'yes', guestCount: 2 },
    });
    expect(requestOf(fetchMock, 2)).toEqual({
      url: '/api/invitations/ORTEGA-2025/party',
      method: 'PUT',
      body: { party: [LUIS, SOFIA], language: 'es' },
    });
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: '¡Respuesta actualizada!' })).toHaveFocus();
    await screen.findByTestId('party-form');
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Luis');
    expect(person(2).getByLabelText('Nombre')).toHaveValue('Sofía');
    expect(screen.getByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 2: Luis (carne), Sofía (menú infantil)',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeping the first ones sends the answer alone (the service keeps them)', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, confirmed(3, [ANA, LUIS, SOFIA]));
    renderPage();
    await screen.findByTestId('invitation-answer-form');
    await fewer(user);
    await screen.findByTestId('party-drop');
    reply(fetchMock, confirmed(2, [ANA, LUIS]));
    await user.click(screen.getByTestId('save-the-date-update'));
    await screen.findByTestId('party-form');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Ana');
    expect(person(2).getByLabelText('Nombre')).toHaveValue('Luis');
  });

  it('never keeps a child as the first person, and sends nothing then', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, confirmed(2, [ANA, SOFIA]));
    renderPage();
    await screen.findByTestId('invitation-answer-form');
    await fewer(user);
    const drop = within(await screen.findByTestId('party-drop'));
    await user.click(drop.getByLabelText('Ana'));
    await user.click(drop.getByLabelText('Sofía'));
    await user.click(screen.getByTestId('save-the-date-update'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La primera persona marcada no puede ser un niño: marca también a un adulto.',
    );
    expect(screen.getByTestId('party-drop')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the party cannot be saved the answer stands, the guest is told, and the form saves the choice again', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, confirmed(3, [ANA, LUIS, SOFIA]));
    renderPage();
    await screen.findByTestId('invitation-answer-form');
    await fewer(user);
    const drop = within(await screen.findByTestId('party-drop'));
    await user.click(drop.getByLabelText('Ana'));
    await user.click(drop.getByLabelText('Sofía'));
    reply(fetchMock, confirmed(2, [ANA, LUIS]));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByTestId('save-the-date-update'));
    expect(await screen.findByRole('heading', { name: '¡Respuesta actualizada!' })).toBeInTheDocument();
    expect(screen.getByTestId('party-drop-unsaved')).toHaveTextContent(
      'No pudimos guardarlo. Revisa tu conexión e inténtalo de nuevo.',
    );
    // the form starts from the people chosen; what is stored (the first ones) is what it reads back
    await screen.findByTestId('party-form');
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Luis');
    expect(person(2).getByLabelText('Nombre')).toHaveValue('Sofía');
    expect(screen.getByTestId('party-echo')).toHaveTextContent('Confirmaste 2: Ana (pescado), Luis (carne)');
    reply(fetchMock, partySaved([LUIS, SOFIA]));
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    // stored after all: the failure is no longer said
    expect(screen.queryByTestId('party-drop-unsaved')).toBeNull();
    expect(requestOf(fetchMock, 3)).toEqual({
      url: '/api/invitations/ORTEGA-2025/party',
      method: 'PUT',
      body: { party: [LUIS, SOFIA], language: 'es' },
    });
    expect(screen.getByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 2: Luis (carne), Sofía (menú infantil)',
    );
  });

  it('asks in English, by keyboard, as a group named by its question', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, confirmed(2, [ANA, LUIS]));
    renderPage();
    act(() => setLocale('en'));
    await screen.findByTestId('invitation-answer-form');
    await user.click(screen.getByRole('button', { name: /^One person fewer/ }));
    const group = await screen.findByRole('group', {
      name: 'You named more people. Who is coming? Tick 1 person.',
    });
    const ana = within(group).getByRole('checkbox', { name: 'Ana' });
    const luis = within(group).getByRole('checkbox', { name: 'Luis' });
    act(() => ana.focus());
    await user.keyboard(' ');
    await user.tab();
    expect(luis).toHaveFocus();
    await user.keyboard(' ');
    expect(ana).not.toBeChecked();
    expect(luis).toBeChecked();
    reply(fetchMock, confirmed(1, [ANA]), partySaved([LUIS]));
    await user.click(screen.getByTestId('save-the-date-update'));
    expect(await screen.findByRole('heading', { name: 'Response Updated!' })).toBeInTheDocument();
    expect(requestOf(fetchMock, 2).body).toEqual({ party: [LUIS], language: 'en' });
  });

  it('asks nothing of a guest who says no, or who goes back up to the count named', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, confirmed(2, [ANA, LUIS]));
    renderPage();
    await screen.findByTestId('invitation-answer-form');
    await fewer(user);
    await screen.findByTestId('party-drop');
    await user.click(screen.getByRole('button', { name: /^Una persona más/ }));
    expect(screen.queryByTestId('party-drop')).toBeNull();
    await fewer(user);
    await screen.findByTestId('party-drop');
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    expect(screen.queryByTestId('party-drop')).toBeNull();
    reply(fetchMock, {
      status: 200,
      body: {
        data: {
          ...(confirmed(0, []).body as { data: object }).data,
          saveTheDateResponse: 'no',
          confirmationStatus: 'rechazado',
        },
      },
    });
    await user.click(screen.getByTestId('save-the-date-update'));
    await screen.findByTestId('invitation-thanks');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
