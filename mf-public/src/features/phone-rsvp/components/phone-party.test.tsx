// Who is coming, by name, on the phone RSVP page: after a confirmation, and for a guest who confirmed before
// and looks the number up again (the echo, then the party step). The service side: svc-public's
// phone-party.int.test.ts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_MESSAGES, weddingFacts } from '@wedding/shared-contracts';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { mockFetch, reply, requestOf } from '../../../shared/testing/fetch-replies';
import PhoneRsvpPage from './phone-rsvp-page';

let fetchMock: jest.Mock;

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
      <MemoryRouter>
        <LanguageProvider>
          <PhoneRsvpPage />
        </LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function lookUp(user: User, found: Record<string, unknown>) {
  reply(fetchMock, { status: 200, body: { data: found } });
  const input = screen.getByTestId('phone-input');
  await user.clear(input);
  await user.type(input, '809 555 1234');
  await user.click(screen.getByTestId('phone-search'));
  await screen.findByTestId('phone-confirm-step');
}

const person = (n: number) => within(screen.getByTestId(`party-person-${n}`));
const LUIS = { nombreCompleto: 'Luis Gómez', estadoConfirmacion: 'pendiente', maxPersonasPermitidas: 3 };
const confirmedReply = (people: number) => ({
  status: 200,
  body: {
    data: {
      nombreCompleto: 'Luis Gómez',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: people,
      isSpecialGuest: false,
    },
  },
});

beforeEach(() => {
  fetchMock = mockFetch();
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => setLocale(DEFAULT_LOCALE));
});

describe("who's coming on the phone RSVP page", () => {
  it('after confirming 3: one row each, the first named after the invitation; saves what is filled in and reads it back', async () => {
    const user = userEvent.setup();
    renderPage();
    await lookUp(user, LUIS);
    reply(fetchMock, confirmedReply(3));
    await user.click(screen.getByTestId('phone-confirm'));
    const section = await screen.findByTestId('phone-party');
    expect(within(section).getByRole('heading', { name: 'Cuéntanos quiénes vienen' })).toBeInTheDocument();
    await screen.findByTestId('party-form');
    expect(screen.getAllByRole('group', { name: /^Persona \d$/ })).toHaveLength(3);
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Luis Gómez');
    // the one invited is never a child; the others can be
    expect(person(1).queryByLabelText('Es un niño o una niña')).toBeNull();
    await user.selectOptions(person(1).getByLabelText('Plato'), 'Pescado');
    await user.type(person(2).getByLabelText('Nombre'), 'Sofía');
    // a children's menu is offered to a child only
    expect(person(2).queryByRole('option', { name: 'Menú infantil' })).toBeNull();
    await user.click(person(2).getByLabelText('Es un niño o una niña'));
    await user.selectOptions(person(2).getByLabelText('Plato'), 'Menú infantil');
    await user.click(person(2).getByText('Necesidades de alimentación'));
    await user.click(person(2).getByLabelText('Alergia a los frutos secos'));
    const stored = [
      { name: 'Luis Gómez', child: false, meal: 'fish', dietary: [] },
      { name: 'Sofía', child: true, meal: 'children', dietary: ['nut-allergy'] },
    ];
    reply(fetchMock, { status: 200, body: { message: 'Guardamos quiénes vienen', data: { party: stored } } });
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    // the third person is left for later: only the two named are sent
    expect(requestOf(fetchMock, 2)).toEqual({
      url: '/api/phone/party',
      method: 'PUT',
      body: { telefono: '+18095551234', party: stored, language: 'es' },
    });
    expect(screen.getByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 3: Luis Gómez (pescado), Sofía (menú infantil), 1 persona aún sin nombre',
    );
  });

  it('asks for names and dietary needs, no dish, and says nothing of meals when the hosts ask for none', async () => {
    jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
    const user = userEvent.setup();
    renderPage();
    await lookUp(user, LUIS);
    reply(fetchMock, confirmedReply(2));
    await user.click(screen.getByTestId('phone-confirm'));
    const section = within(await screen.findByTestId('phone-party'));
    expect(section.getByText(/^Es opcional: los nombres de quienes vienen/)).toHaveTextContent(
      'buscando tu número',
    );
    expect(section.queryByText(/lo que comerá/)).toBeNull();
    await screen.findByTestId('party-form');
    expect(person(1).queryByLabelText('Plato')).toBeNull();
    const stored = [{ name: 'Luis Gómez', child: false, dietary: [] }];
    reply(fetchMock, { status: 200, body: { message: 'Guardamos quiénes vienen', data: { party: stored } } });
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    expect(requestOf(fetchMock, 2).body).toEqual({ telefono: '+18095551234', party: stored, language: 'es' });
  });

  it('refuses a person without a name, in the guest’s language, sending nothing, with the focus on the field', async () => {
    const user = userEvent.setup();
    renderPage();
    act(() => setLocale('en'));
    await lookUp(user, LUIS);
    reply(fetchMock, confirmedReply(2));
    await user.click(screen.getByTestId('phone-confirm'));
    await screen.findByTestId('party-form');
    await user.selectOptions(person(2).getByLabelText('Meal'), 'Meat');
    await user.click(screen.getByTestId('party-save'));
    const name = person(2).getByLabelText('Name');
    expect(await screen.findByText('Enter the name of each person')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the name of each person');
    expect(screen.getByRole('status')).toHaveTextContent('Check the marked details.');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(name).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a guest who confirmed before reads back who is coming and changes one meal without answering again', async () => {
    const user = userEvent.setup();
    renderPage();
    const party = [
      { name: 'Ana', child: false, meal: 'fish', dietary: [] },
      { name: 'Luis', child: false, meal: 'meat', dietary: [] },
    ];
    await lookUp(user, { ...LUIS, estadoConfirmacion: 'confirmado', personasConfirmadas: 2, party });
    expect(await screen.findByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 2: Ana (pescado), Luis (carne)',
    );
    await user.click(screen.getByTestId('party-edit'));
    expect(await screen.findByRole('heading', { name: '¿Quiénes vienen?' })).toHaveFocus();
    expect(screen.getByTestId('phone-step')).toHaveTextContent('Paso 3 de 3');
    await screen.findByTestId('party-form');
    expect(person(2).getByLabelText('Plato')).toHaveValue('meat');
    await user.selectOptions(person(2).getByLabelText('Plato'), 'Vegetariano');
    const changed = [party[0], { ...party[1], meal: 'vegetarian' }];
    reply(fetchMock, {
      status: 200,
      body: { message: 'Guardamos quiénes vienen', data: { party: changed } },
    });
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText('Guardado.')).toBeInTheDocument();
    expect(requestOf(fetchMock, 1)).toMatchObject({ method: 'PUT', body: { party: changed } });
    // back on the confirm step, the echo is the party as saved; the answer was not sent again
    await user.click(screen.getByTestId('phone-back'));
    expect(await screen.findByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 2: Ana (pescado), Luis (vegetariano)',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the party could not be saved, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage();
    await lookUp(user, LUIS);
    reply(fetchMock, confirmedReply(1));
    await user.click(screen.getByTestId('phone-confirm'));
    await screen.findByTestId('party-form');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByTestId('party-save'));
    expect(
      await screen.findByText('No pudimos guardarlo. Revisa tu conexión e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Luis Gómez');
    reply(fetchMock, { status: 429, body: { error: 'Demasiadas solicitudes' } });
    await user.click(screen.getByTestId('party-save'));
    expect(
      await screen.findByText('Hubo muchos intentos seguidos. Espera unos minutos e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    // the guest is no longer confirmed (the hosts reset the answer): not a connection problem
    reply(fetchMock, { status: 409, body: { error: PHONE_MESSAGES.partyNotConfirmed } });
    await user.click(screen.getByTestId('party-save'));
    expect(await screen.findByText(/^No pudimos guardarlo. Tu respuesta cambió/)).toBeInTheDocument();
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Luis Gómez');
  });

  it('lowering the count asks who is still coming, and stores the people chosen, not just the first ones', async () => {
    const user = userEvent.setup();
    renderPage();
    const party = [
      { name: 'Ana', child: false, meal: 'fish', dietary: [] },
      { name: 'Luis', child: false, meal: 'meat', dietary: [] },
      { name: 'Sofía', child: true, meal: 'children', dietary: [] },
    ];
    await lookUp(user, { ...LUIS, estadoConfirmacion: 'confirmado', personasConfirmadas: 3, party });
    // the count as given: nothing to ask
    expect(screen.queryByTestId('party-drop')).toBeNull();
    await user.click(screen.getByTestId('people-select'));
    await user.click(await screen.findByRole('option', { name: '2 personas' }));
    const drop = within(screen.getByTestId('party-drop'));
    expect(drop.getByLabelText('Ana')).toBeChecked();
    expect(drop.getByLabelText('Luis')).toBeChecked();
    expect(drop.getByLabelText('Sofía')).not.toBeChecked();
    // three ticked for two: refused, nothing sent
    await user.click(drop.getByLabelText('Sofía'));
    await user.click(screen.getByTestId('phone-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Marca entre 1 y 2 personas.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(drop.getByLabelText('Ana'));
    reply(fetchMock, confirmedReply(2), {
      status: 200,
      body: { message: 'Guardamos quiénes vienen', data: { party: [party[1], party[2]] } },
    });
    await user.click(screen.getByTestId('phone-confirm'));
    await screen.findByTestId('party-form');
    expect(requestOf(fetchMock, 1)).toMatchObject({ method: 'POST', body: { confirmedPeople: 2 } });
    expect(requestOf(fetchMock, 2)).toEqual({
      url: '/api/phone/party',
      method: 'PUT',
      body: { telefono: '+18095551234', party: [party[1], party[2]], language: 'es' },
    });
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Luis');
    expect(person(2).getByLabelText('Nombre')).toHaveValue('Sofía');
    expect(screen.getByTestId('party-echo')).toHaveTextContent(
      'Confirmaste 2: Luis (carne), Sofía (menú infantil)',
    );
  });

  it('lowering the count and keeping the first ones sends the confirmation alone', async () => {
    const user = userEvent.setup();
    renderPage();
    const party = [
      { name: 'Ana', child: false, dietary: [] },
      { name: 'Luis', child: false, dietary: [] },
    ];
    await lookUp(user, { ...LUIS, estadoConfirmacion: 'confirmado', personasConfirmadas: 2, party });
    await user.click(screen.getByTestId('people-select'));
    await user.click(await screen.findByRole('option', { name: '1 persona' }));
    reply(fetchMock, confirmedReply(1));
    await user.click(screen.getByTestId('phone-confirm'));
    await screen.findByTestId('party-form');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(person(1).getByLabelText('Nombre')).toHaveValue('Ana');
  });

  it('never keeps a child as the first person when the count goes down, and sends nothing then', async () => {
    const user = userEvent.setup();
    renderPage();
    const party = [
      { name: 'Ana', child: false, dietary: [] },
      { name: 'Sofía', child: true, dietary: [] },
    ];
    await lookUp(user, { ...LUIS, estadoConfirmacion: 'confirmado', personasConfirmadas: 2, party });
    await user.click(screen.getByTestId('people-select'));
    await user.click(await screen.findByRole('option', { name: '1 persona' }));
    const drop = within(screen.getByTestId('party-drop'));
    await user.click(drop.getByLabelText('Ana'));
    await user.click(drop.getByLabelText('Sofía'));
    await user.click(screen.getByTestId('phone-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La primera persona marcada no puede ser un niño: marca también a un adulto.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the dietary needs open while the guest ticks and unticks them', async () => {
    const user = userEvent.setup();
    renderPage();
    await lookUp(user, LUIS);
    reply(fetchMock, confirmedReply(1));
    await user.click(screen.getByTestId('phone-confirm'));
    await screen.findByTestId('party-form');
    await user.click(person(1).getByText('Necesidades de alimentación'));
    const vegan = person(1).getByLabelText('Vegano');
    await user.click(vegan);
    await user.click(vegan);
    expect(vegan).toBeVisible();
    expect(vegan.closest('details')).toHaveAttribute('open');
  });
});
