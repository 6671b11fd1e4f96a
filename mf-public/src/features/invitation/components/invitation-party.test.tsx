// Who is coming, by name, on the invitation page: right after a yes, and for a guest who said yes before
// (the echo, then the form). The service side: svc-public's invitation-party.int.test.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVITATION_MESSAGES, weddingFacts } from '@wedding/shared-contracts';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { mockFetch, reply, requestOf } from '../../../shared/testing/fetch-replies';
import { fixClockAt, IN_PERIOD } from '../../../shared/testing/fixed-clock';
import InvitationPage from './invitation-page';

const ANSWERED = '2025-10-02T15:00:00.000Z';
const invitation = (answer: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    data: {
      invitationCode: 'ORTEGA-2025',
      name: 'Familia Ortega',
      maxPeopleAllowed: 4,
      invitationStatus: 'opened',
      saveTheDateResponse: 'pending',
      confirmationStatus: 'pendiente',
      confirmedPeople: null,
      message: null,
      dietaryRestrictions: null,
      answeredAt: null,
      ...answer,
    },
  },
});
const yes = (people: number, party?: unknown[]) =>
  invitation({
    invitationStatus: 'responded',
    saveTheDateResponse: 'yes',
    confirmationStatus: 'confirmado',
    confirmedPeople: people,
    answeredAt: ANSWERED,
    ...(party ? { party } : {}),
  });
const saved = (party: unknown[]) => ({
  status: 200,
  body: { message: 'We saved who is coming', data: { party } },
});

// several fields typed per test: a busy machine needs more than jest's 5 s
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

beforeEach(() => {
  fixClockAt(IN_PERIOD.replying);
  fetchMock = mockFetch();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => setLocale(DEFAULT_LOCALE));
});

describe("who's coming on the invitation page", () => {
  it('after a yes for 3: one row each, the first named after the invitation; saves what is filled in and reads it back', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, invitation());
    renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Asistiré' }));
    await user.click(screen.getByRole('button', { name: /^Una persona menos/ }));
    // nothing to name before the answer is saved
    expect(screen.queryByTestId('invitation-party')).toBeNull();
    reply(fetchMock, yes(3));
    await user.click(screen.getByTestId('save-the-date-update'));
    const section = within(await screen.findByTestId('invitation-party'));
    expect(section.getByRole('heading', { name: 'Cuéntanos quiénes vienen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¡Respuesta actualizada!' })).toHaveFocus();
    await screen.findByTestId('party-form');
    expect(screen.getAllByRole('group', { name: /^Persona \d$/ })).toHaveLength(3);
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Familia Ortega');
    expect(person(1).queryByLabelText('Es un niño o una niña')).toBeNull();
    await user.selectOptions(person(1).getByLabelText('Plato'), 'Pescado');
    await user.type(person(2).getByLabelText('Nombre'), 'Sofía');
    await user.click(person(2).getByLabelText('Es un niño o una niña'));
    await user.selectOptions(person(2).getByLabelText('Plato'), 'Menú infantil');
    const stored = [
      { name: 'Familia Ortega', child: false, meal: 'fish', dietary: [] },
      { name: 'Sofía', child: true, meal: 'children', dietary: [] },
    ];
    reply(fetchMock, saved(stored));
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    // the third person is left for later: only the two named are sent
    expect(requestOf(fetchMock, 2)).toEqual({
      url: '/api/invitations/ORTEGA-2025/party',
      method: 'PUT',
      body: { party: stored, language: 'es' },
    });
    expect(screen.getByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 3: Familia Ortega (pescado), Sofía (menú infantil), 1 persona aún sin nombre',
    );
    // "change my answer" brings the answer form back, with the party as saved read back beside it
    await user.click(screen.getByTestId('invitation-change'));
    expect(await screen.findByTestId('party-echo')).toHaveTextContent('Sofía (menú infantil)');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a guest who said yes before reads back who is coming and changes one meal without answering again', async () => {
    const user = userEvent.setup({ delay: null });
    const party = [
      { name: 'Ana', child: false, meal: 'fish', dietary: [] },
      { name: 'Luis', child: false, meal: 'meat', dietary: [] },
    ];
    reply(fetchMock, yes(2, party));
    renderPage();
    expect(await screen.findByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 2: Ana (pescado), Luis (carne)',
    );
    expect(screen.queryByTestId('party-form')).toBeNull();
    // about to say no: nobody to name; back to yes, the party is there again
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    expect(screen.queryByTestId('invitation-party')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Asistiré' }));
    await user.click(screen.getByTestId('party-edit'));
    expect(screen.getByRole('heading', { name: 'Cuéntanos quiénes vienen' })).toHaveFocus();
    await screen.findByTestId('party-form');
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Ana');
    expect(person(2).getByLabelText('Plato')).toHaveValue('meat');
    await user.selectOptions(person(2).getByLabelText('Plato'), 'Vegetariano');
    const changed = [party[0], { ...party[1], meal: 'vegetarian' }];
    reply(fetchMock, saved(changed));
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    expect(requestOf(fetchMock, 1)).toEqual({
      url: '/api/invitations/ORTEGA-2025/party',
      method: 'PUT',
      body: { party: changed, language: 'es' },
    });
    expect(screen.getByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 2: Ana (pescado), Luis (vegetariano)',
    );
    // the answer itself was not sent again
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers to name the people, in English, to a guest who said yes and named no one yet', async () => {
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, yes(2));
    renderPage();
    act(() => setLocale('en'));
    const edit = await screen.findByRole('button', { name: 'Complete or change who’s coming' });
    expect(screen.queryByTestId('party-echo')).toBeNull();
    await user.click(edit);
    expect(await screen.findByText(/finish it later from this invitation/)).toBeInTheDocument();
    await screen.findByTestId('party-form');
    expect(screen.getAllByRole('group', { name: /^Person \d$/ })).toHaveLength(2);
    // a refusal of the service's (too many now, say) is said, and what was typed stays
    reply(fetchMock, { status: 429, body: { error: 'Too many requests' } });
    await user.click(screen.getByTestId('party-save'));
    expect(
      await screen.findByText('There were many tries in a row. Wait a few minutes and try again.'),
    ).toBeInTheDocument();
    expect(person(1).getByLabelText('Name')).toHaveValue('Familia Ortega');
    // the answer is no longer a yes (the hosts reset it): not a connection problem
    reply(fetchMock, { status: 409, body: { error: INVITATION_MESSAGES.partyNotConfirmed } });
    await user.click(screen.getByTestId('party-save'));
    expect(
      await screen.findByText(/^We couldn’t save it. Your answer changed since you sent it/),
    ).toBeInTheDocument();
    expect(person(1).getByLabelText('Name')).toHaveValue('Familia Ortega');
  });

  it('speaks of names and dietary needs, not of meals, when the hosts ask for no dish, in both languages', async () => {
    jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
    const user = userEvent.setup({ delay: null });
    reply(fetchMock, yes(2));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Completar o cambiar quiénes vienen' }));
    expect(
      await screen.findByText(
        /^Es opcional: los nombres de quienes vienen y sus necesidades de alimentación/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/lo que comerá/)).toBeNull();
    await screen.findByTestId('party-form');
    expect(person(1).queryByLabelText('Plato')).toBeNull();
    expect(person(1).getByText('Necesidades de alimentación')).toBeInTheDocument();
    act(() => setLocale('en'));
    expect(
      await screen.findByText(/^Optional: the names of who is coming and any dietary needs/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/what each person will eat/)).toBeNull();
  });

  it.each([
    ['has not answered', invitation()],
    [
      'said no',
      invitation({
        saveTheDateResponse: 'no',
        confirmationStatus: 'rechazado',
        confirmedPeople: 0,
        answeredAt: ANSWERED,
      }),
    ],
  ])('asks nothing of a guest who %s', async (_what, given) => {
    reply(fetchMock, given);
    renderPage();
    await screen.findByTestId('invitation-answer-form');
    expect(screen.queryByTestId('invitation-party')).toBeNull();
    expect(screen.queryByTestId('party-edit')).toBeNull();
  });
});
