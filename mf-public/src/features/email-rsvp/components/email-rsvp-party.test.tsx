// Who is coming, by name, on the e-mail RSVP's done step: after a yes, one card per person, the first
// named as the answer, saved through PUT /api/rsvp/party and read back; nothing after a no. The service
// side: svc-public's rsvp-party.int.test.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RSVP_PARTY_MESSAGES, weddingFacts } from '@wedding/shared-contracts';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { mockFetch, reply, requestOf } from '../../../shared/testing/fetch-replies';
import { fixClockAt, IN_PERIOD } from '../../../shared/testing/fixed-clock';
import { en, es } from '../messages';
import { type Done, EmailRsvpDone } from './email-rsvp-done';
import { emailPartyHintId } from './email-rsvp-party';

jest.setTimeout(20_000);

let fetchMock: jest.Mock;

const yes: Done = {
  updated: false,
  name: 'Marta Díaz',
  email: 'marta@example.com',
  attending: true,
  guestCount: 3,
  before: null,
};

function renderDone(done: Done) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
      <MemoryRouter>
        <LanguageProvider>
          <EmailRsvpDone done={done} onChange={() => {}} />
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

describe("who's coming on the e-mail RSVP", () => {
  it('after a yes for 3: one card each, the first named as the answer; saves what is filled in and reads it back', async () => {
    const user = userEvent.setup({ delay: null });
    renderDone(yes);
    const section = within(screen.getByTestId('email-rsvp-party'));
    expect(section.getByRole('heading', { name: 'Cuéntanos quiénes vienen' })).toBeInTheDocument();
    // the answer's title keeps the focus, and the form is not inside the status line
    expect(screen.getByRole('heading', { name: '¡Confirmación recibida!' })).toHaveFocus();
    expect(within(screen.getByTestId('email-rsvp-done')).queryByTestId('email-rsvp-party')).toBeNull();
    await screen.findByTestId('party-form');
    expect(screen.getAllByRole('group', { name: /^Persona \d$/ })).toHaveLength(3);
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Marta Díaz');
    expect(person(1).queryByLabelText('Es un niño o una niña')).toBeNull();
    await user.selectOptions(person(1).getByLabelText('Plato'), 'Pescado');
    await user.type(person(2).getByLabelText('Nombre'), 'Nora');
    await user.click(person(2).getByLabelText('Es un niño o una niña'));
    await user.selectOptions(person(2).getByLabelText('Plato'), 'Menú infantil');
    const stored = [
      { name: 'Marta Díaz', child: false, meal: 'fish', dietary: [] },
      { name: 'Nora', child: true, meal: 'children', dietary: [] },
    ];
    reply(fetchMock, { status: 200, body: { message: 'We saved who is coming', data: { party: stored } } });
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    expect(requestOf(fetchMock, 0)).toEqual({
      url: '/api/rsvp/party',
      method: 'PUT',
      body: { email: 'marta@example.com', party: stored },
    });
    expect(screen.getByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 3: Marta Díaz (pescado), Nora (menú infantil), 1 persona aún sin nombre',
    );
  });

  it('in English, says the answer changed when the save is refused for an answer no longer a yes, and keeps what was typed', async () => {
    act(() => setLocale('en'));
    const user = userEvent.setup({ delay: null });
    renderDone({ ...yes, guestCount: 1 });
    expect(screen.getByTestId('email-rsvp-party')).toHaveTextContent(
      'Optional: names and what each person will eat help us with the tables and the menu.',
    );
    await screen.findByTestId('party-form');
    expect(person(1).getByLabelText('Name')).toHaveValue('Marta Díaz');
    reply(fetchMock, {
      status: 409,
      body: { error: 'Tell us you are coming before telling us who is coming' },
    });
    await user.click(screen.getByTestId('party-save'));
    // not a connection problem: the answer changed (a no since, or reset by the hosts), so it is sent again
    expect(
      await screen.findByText(
        'We couldn’t save it. Your answer changed since you sent it: please send it again, then tell us who is coming.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.queryByTestId('party-echo')).toBeNull();
    expect(person(1).getByLabelText('Name')).toHaveValue('Marta Díaz');
  });

  it('says the answer changed when it was discarded (404), and to try again when the answer is busy (409)', async () => {
    const user = userEvent.setup({ delay: null });
    renderDone({ ...yes, guestCount: 1 });
    await screen.findByTestId('party-form');
    reply(fetchMock, { status: 409, body: { error: RSVP_PARTY_MESSAGES.busy } });
    await user.click(screen.getByTestId('party-save'));
    expect(
      await screen.findByText('No pudimos guardarlo. Revisa tu conexión e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    reply(fetchMock, { status: 404, body: { error: RSVP_PARTY_MESSAGES.notFound } });
    await user.click(screen.getByTestId('party-save'));
    expect(
      await screen.findByText(
        'No pudimos guardarlo. Tu respuesta cambió desde que la enviaste: envíala de nuevo y vuelve a decirnos quiénes vienen.',
      ),
    ).toBeInTheDocument();
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Marta Díaz');
  });

  it('speaks of names and dietary needs, never of a meal, when the hosts ask for none', async () => {
    jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
    expect(emailPartyHintId()).toBe('emailRsvp.party.hintNoMeals');
    const id = emailPartyHintId();
    expect(es[id]).toContain('necesidades de alimentación');
    expect(en[id]).toContain('dietary needs');
    expect(es[id]).not.toMatch(/comer|plato|menú/);
    expect(en[id]).not.toMatch(/\b(eat|meal|menu)\b/);
    // how to change it later stays the e-mail's way
    expect(es[id]).toContain('envía de nuevo tu respuesta con este correo');
    expect(en[id]).toContain('send your reply again with this email address');
    renderDone(yes);
    expect(screen.getByTestId('email-rsvp-party')).toHaveTextContent(
      'Es opcional: los nombres de quienes vienen y sus necesidades de alimentación',
    );
    await screen.findByTestId('party-form');
    expect(person(1).queryByLabelText('Plato')).toBeNull();
  });

  it('names what each person will eat when the hosts ask for a meal', () => {
    const asked = { ...weddingFacts.meals, asked: true };
    expect(emailPartyHintId(asked)).toBe('emailRsvp.party.hint');
    expect(es[emailPartyHintId(asked)]).toContain('lo que comerá cada persona');
    expect(en[emailPartyHintId(asked)]).toContain('what each person will eat');
  });

  it('offers nothing after a no, and loads no form', async () => {
    renderDone({ ...yes, attending: false, guestCount: 0 });
    expect(screen.getByTestId('email-rsvp-done')).toHaveTextContent('Gracias por avisarnos, Marta Díaz.');
    expect(screen.queryByTestId('email-rsvp-party')).toBeNull();
    expect(screen.queryByTestId('party-loading')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
