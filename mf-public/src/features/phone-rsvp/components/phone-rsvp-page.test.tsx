import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_QUERY_KEYS } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import {
  mockFetch,
  type Reply,
  reply as replyWith,
  requestOf as requestAt,
} from '../../../shared/testing/fetch-replies';
import { fixClockAt, IN_PERIOD } from '../../../shared/testing/fixed-clock';
import PhoneRsvpPage from './phone-rsvp-page';

let fetchMock: jest.Mock;
let queryClient: QueryClient;

const reply = (...replies: Reply[]) => replyWith(fetchMock, ...replies);

const ANA = { nombreCompleto: 'Ana Pérez', estadoConfirmacion: 'pendiente', maxPersonasPermitidas: 3 };

function renderPage() {
  queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LanguageProvider>
          <PhoneRsvpPage />
        </LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const phoneInput = () => screen.getByTestId('phone-input') as HTMLInputElement;
const requestOf = (call: number) => requestAt(fetchMock, call);

async function search(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.clear(phoneInput());
  await user.type(phoneInput(), typed);
  await user.click(screen.getByTestId('phone-search'));
}

beforeEach(() => {
  fetchMock = mockFetch();
  act(() => dismissToast());
});

afterEach(() => {
  jest.useRealTimers();
  act(() => setLocale(DEFAULT_LOCALE));
});

describe('phone RSVP page', () => {
  it('starts on the search step with the DO calling code ready', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirma tu asistencia' })).toBeInTheDocument();
    expect(screen.getByTestId('phone-step')).toHaveTextContent('Paso 1 de 3');
    expect(phoneInput().value).toBe('+1 ');
    expect(screen.getByTestId('phone-country')).toHaveTextContent('República Dominicana (+1)');
  });

  it('asks for a number, then for a valid one, in the active language, without calling the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByTestId('phone-search'));
    expect(await screen.findByText('El número de teléfono es requerido')).toBeInTheDocument();
    expect(phoneInput()).toHaveFocus();
    await user.type(phoneInput(), '809');
    await user.click(screen.getByTestId('phone-search'));
    expect(await screen.findByText('Por favor, ingresa un número de teléfono válido')).toBeInTheDocument();
    act(() => setLocale('en'));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.clear(phoneInput());
    await user.click(screen.getByTestId('phone-search'));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the number up in E.164, confirms the chosen people and refreshes the admin guest lists', async () => {
    const user = userEvent.setup();
    renderPage();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    reply({ status: 200, body: { data: ANA } });
    await search(user, '(809) 555-1234');
    expect(requestOf(0)).toEqual({
      url: '/api/phone/check?telefono=%2B18095551234',
      method: 'GET',
      body: undefined,
    });
    expect(await screen.findByTestId('guest-name')).toHaveTextContent('Ana Pérez');
    expect(screen.getByTestId('guest-name')).toHaveFocus();
    expect(screen.queryByTestId('guest-status')).toBeNull();
    // default: the guest's maximum
    expect(screen.getByTestId('people-select')).toHaveTextContent('3 personas');
    await user.click(screen.getByTestId('people-select'));
    await user.click(await screen.findByRole('option', { name: '1 persona' }));
    reply({
      status: 200,
      body: {
        data: {
          nombreCompleto: 'Ana Pérez',
          estadoConfirmacion: 'confirmado',
          personasConfirmadas: 1,
          isSpecialGuest: false,
        },
      },
    });
    await user.click(screen.getByTestId('phone-confirm'));
    expect(await screen.findByRole('heading', { name: '¡Confirmación exitosa!' })).toBeInTheDocument();
    expect(requestOf(1)).toEqual({
      url: '/api/phone/confirm',
      method: 'POST',
      body: { telefono: '+18095551234', confirmedPeople: 1, language: 'es' },
    });
    expect(screen.getByTestId('phone-success-message')).toHaveTextContent('para 1 persona');
    expect(screen.getByText('¡Gracias, Ana Pérez!')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ADMIN_QUERY_KEYS.unifiedGuests });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ADMIN_QUERY_KEYS.invitados });

    await user.click(screen.getByTestId('phone-another'));
    expect(screen.getByTestId('phone-step')).toHaveTextContent('Paso 1 de 3');
    expect(phoneInput().value).toBe('+1 ');
  });

  it('shows the current answer unless pending, and the Spanish congratulation for the parents', async () => {
    const user = userEvent.setup();
    renderPage();
    act(() => setLocale('en'));
    reply({
      status: 200,
      body: {
        data: { nombreCompleto: 'Carmen Ruiz', estadoConfirmacion: 'confirmado', maxPeopleAllowed: 2 },
      },
    });
    await search(user, '+1 829 555 0001');
    expect(await screen.findByTestId('guest-status')).toHaveTextContent('Current response: Confirmed');
    expect(screen.getByTestId('people-select')).toHaveTextContent('2 people');
    reply({
      status: 200,
      body: {
        data: {
          nombreCompleto: 'Carmen Ruiz',
          estadoConfirmacion: 'confirmado',
          personasConfirmadas: 2,
          isSpecialGuest: true,
        },
      },
    });
    await user.click(screen.getByTestId('phone-confirm'));
    const message = await screen.findByTestId('phone-success-message');
    expect(message).toHaveTextContent(/Gracias por acompañar a Sofía y Mateo/);
    expect(message).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { name: 'Confirmation Successful!' })).toBeInTheDocument();
  });

  it('echoes a returning guest their answer and when, starts from their count, and says what changes (issue 38 item 1)', async () => {
    fixClockAt(IN_PERIOD.replying);
    const user = userEvent.setup();
    renderPage();
    const answered = { ...ANA, estadoConfirmacion: 'confirmado', personasConfirmadas: 2 };
    reply({ status: 200, body: { data: { ...answered, fechaConfirmacion: '2025-10-02T15:00:00.000Z' } } });
    await search(user, '809 555 1234');
    expect(await screen.findByTestId('guest-answer-echo')).toHaveTextContent(
      'Confirmaste 2 personas el 2 de octubre de 2025.',
    );
    expect(screen.getByTestId('guest-phone')).toHaveTextContent('Número: +1 809 555 1234');
    // the stored count, not the maximum; nothing changes yet, so nothing is said
    expect(screen.getByTestId('people-select')).toHaveTextContent('2 personas');
    expect(screen.queryByTestId('rsvp-answer-preview')).toBeNull();
    await user.click(screen.getByTestId('people-select'));
    await user.click(await screen.findByRole('option', { name: '3 personas' }));
    expect(screen.getByTestId('rsvp-answer-preview')).toHaveTextContent(
      'Al confirmar, tu respuesta pasa de 2 a 3 personas.',
    );
    reply({
      status: 200,
      body: {
        data: {
          nombreCompleto: 'Ana Pérez',
          estadoConfirmacion: 'confirmado',
          personasConfirmadas: 3,
          isSpecialGuest: false,
        },
      },
    });
    await user.click(screen.getByTestId('phone-confirm'));
    expect(await screen.findByTestId('rsvp-answer-change')).toHaveTextContent(
      'Cambiaste tu respuesta de 2 a 3 personas.',
    );
    // the success screen's main action is what comes next, not starting over
    expect(screen.getByTestId('rsvp-next-steps')).toBeInTheDocument();

    // a guest who declined before: said, and confirming says it changes the answer
    await user.click(screen.getByTestId('phone-another'));
    reply({ status: 200, body: { data: { ...ANA, estadoConfirmacion: 'rechazado' } } });
    await search(user, '809 555 1234');
    expect(await screen.findByTestId('guest-answer-echo')).toHaveTextContent(
      'Nos avisaste que no podrás venir.',
    );
    expect(screen.getByTestId('people-select')).toHaveTextContent('3 personas');
    expect(screen.getByTestId('rsvp-answer-preview')).toHaveTextContent(
      'Al confirmar, tu respuesta pasa de «No asistiré» a «Asistiré».',
    );
  });

  it('declines, and Back returns to the search keeping the number', async () => {
    const user = userEvent.setup();
    renderPage();
    reply({ status: 200, body: { data: ANA } });
    await search(user, '809 555 1234');
    await screen.findByTestId('phone-confirm-step');
    await user.click(screen.getByTestId('phone-back'));
    expect(screen.getByTestId('phone-step')).toHaveTextContent('Paso 1 de 3');
    expect(phoneInput().value).toBe('+1 809 555 1234');
    reply({ status: 200, body: { data: ANA } });
    await user.click(screen.getByTestId('phone-search'));
    await screen.findByTestId('phone-confirm-step');
    reply({ status: 200, body: { data: { nombreCompleto: 'Ana Pérez', estadoConfirmacion: 'rechazado' } } });
    await user.click(screen.getByTestId('phone-decline'));
    expect(await screen.findByRole('heading', { name: '¡Respuesta registrada!' })).toBeInTheDocument();
    expect(requestOf(2)).toEqual({
      url: '/api/phone/decline',
      method: 'POST',
      body: { telefono: '+18095551234', language: 'es' },
    });
  });

  it.each([
    [
      404,
      { error: 'Número no encontrado' },
      'Número no encontrado',
      'Este número de teléfono no está en nuestra lista de invitados.',
    ],
    [500, { error: 'boom' }, 'Error al buscar el número', 'No se pudo buscar el número de teléfono.'],
    [
      429,
      { error: 'Demasiados / Too many' },
      'Demasiados intentos',
      'Por favor, espera unos minutos e inténtalo de nuevo.',
    ],
  ])(
    'a %i on lookup shows a destructive toast and stays on search',
    async (status, body, title, description) => {
      const user = userEvent.setup();
      renderPage();
      reply({ status, body });
      await search(user, '809 555 9999');
      await waitFor(() => expect(currentToasts()).toHaveLength(1));
      expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', title, description });
      expect(screen.getByTestId('phone-search-form')).toBeInTheDocument();
      expect(screen.queryByTestId('phone-confirm-step')).toBeNull();
    },
  );

  it.each([
    [
      404,
      'No encontramos el número +1 809 555 9999 en la lista de invitados. Revisa que el número y el país sean los de tu invitación.',
    ],
    [500, 'No pudimos buscar el número. Revisa tu conexión e inténtalo de nuevo en un momento.'],
    [429, 'Hubo muchos intentos seguidos. Espera unos minutos e inténtalo de nuevo.'],
  ])(
    'a %i on lookup also says under the field what happened and links to the hosts with the number',
    async (status, text) => {
      const user = userEvent.setup();
      renderPage();
      reply({ status, body: { error: 'x' } });
      await search(user, '809 555 9999');
      const help = await screen.findByTestId('phone-search-help');
      expect(help).toHaveTextContent(text);
      // the number is never broken between its groups on a narrow screen
      if (status === 404)
        expect(within(help).getByText('+1 809 555 9999')).toHaveStyle('white-space: nowrap');
      expect(screen.getByRole('link', { name: 'Escribe a los novios con tu número' })).toHaveAttribute(
        'href',
        '/contact?subject=rsvp_question&phone=%2B18095559999',
      );
      // gone when the number changes, and while the next search runs
      await user.type(phoneInput(), '8');
      expect(screen.queryByTestId('phone-search-help')).toBeNull();
    },
  );

  it('keeps the help while the number is only reformatted, and says it in English', async () => {
    const user = userEvent.setup();
    renderPage();
    act(() => setLocale('en'));
    reply({ status: 404, body: { error: 'x' } });
    await search(user, '8095559999');
    expect(await screen.findByTestId('phone-search-help')).toHaveTextContent(
      "We couldn't find +1 809 555 9999 on the guest list.",
    );
    await user.tab();
    expect(phoneInput().value).not.toBe('+1 8095559999');
    expect(screen.getByTestId('phone-search-help')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to the couple with your number' })).toBeInTheDocument();
  });

  it.each([
    ['typed over the prefilled code', (input: HTMLInputElement) => input.value, '809 555 9999'],
    ['after the prefilled code', () => '+1 ', '809 555 9999'],
  ])(
    'keeps the help when the search is sent with Enter, the number %s (issue 38 item 2)',
    async (_, start, typed) => {
      const user = userEvent.setup();
      renderPage();
      reply({ status: 404, body: { error: 'x' } });
      await user.clear(phoneInput());
      await user.type(phoneInput(), `${start(phoneInput()) === '+1 ' ? '+1 ' : ''}${typed}{Enter}`);
      expect(await screen.findByTestId('phone-search-help')).toHaveTextContent(
        'No encontramos el número +1 809 555 9999 en la lista de invitados.',
      );
      // the field is written out as the country writes it once the focus leaves it: the same number
      await user.tab();
      await waitFor(() => expect(phoneInput().value).toMatch(/^\+1 /));
      expect(screen.getByTestId('phone-search-help')).toBeInTheDocument();
    },
  );

  it('asks which country a number several countries could own is from, then looks up only that one (issue 38 item 3)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(phoneInput(), '612 34 56 78');
    await user.click(screen.getByTestId('phone-search'));
    // Spain or Chile: the page asks, it looks nothing up by itself (it never shows another guest)
    const question = await screen.findByTestId('phone-which-country');
    expect(question).toHaveTextContent('Este número puede ser de más de un país. ¿De cuál es el tuyo?');
    expect(screen.getByTestId('phone-country-choice-ES')).toHaveTextContent(
      'Buscar en España (+34 612 34 56 78)',
    );
    expect(screen.getByTestId('phone-country-choice-CL')).toHaveTextContent(
      'Buscar en Chile (+56 61 234 5678)',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentToasts()).toHaveLength(0);

    reply({ status: 200, body: { data: ANA } });
    await user.click(screen.getByTestId('phone-country-choice-ES'));
    expect(await screen.findByTestId('guest-name')).toHaveTextContent('Ana Pérez');
    expect(requestOf(0).url).toBe('/api/phone/check?telefono=%2B34612345678');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // the confirm step says which number was found
    expect(screen.getByTestId('guest-phone')).toHaveTextContent('Número: +34 612 34 56 78');
    // back on the search, the field holds the number as Spain's
    await user.click(screen.getByTestId('phone-back'));
    expect(phoneInput()).toHaveValue('+34 612 34 56 78');
  });

  it('after the prefilled +1 too; a country chosen and not on the list says not found once', async () => {
    const user = userEvent.setup();
    renderPage();
    await search(user, '+1 612345679');
    const chile = await screen.findByTestId('phone-country-choice-CL');
    expect(fetchMock).not.toHaveBeenCalled();
    reply({ status: 404, body: { error: 'x' } });
    await user.click(chile);
    expect(await screen.findByTestId('phone-search-help')).toHaveTextContent(
      'No encontramos el número +56 61 234 5679 en la lista de invitados.',
    );
    expect(requestOf(0).url).toBe('/api/phone/check?telefono=%2B56612345679');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(currentToasts()).toHaveLength(1);
    expect(screen.queryByTestId('phone-which-country')).toBeNull();
  });

  it('looks a number only one other country can own up as that country at once (Mexico)', async () => {
    const user = userEvent.setup();
    renderPage();
    reply({ status: 200, body: { data: ANA } });
    await search(user, '55 2870 5139');
    expect(await screen.findByTestId('guest-name')).toHaveTextContent('Ana Pérez');
    expect(requestOf(0).url).toBe('/api/phone/check?telefono=%2B525528705139');
    expect(screen.queryByTestId('phone-which-country')).toBeNull();
  });

  it('a Dominican number not on the list is looked up once', async () => {
    const user = userEvent.setup();
    renderPage();
    reply({ status: 404, body: { error: 'x' } });
    await search(user, '809 555 9999');
    expect(await screen.findByTestId('phone-search-help')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('writes a Mexican number the help could not find as Mexico groups it (issue 36)', async () => {
    const user = userEvent.setup();
    renderPage();
    act(() => setLocale('en'));
    reply({ status: 404, body: { error: 'x' } });
    await search(user, '+52 55 4111 2233');
    expect(await screen.findByTestId('phone-search-help')).toHaveTextContent(
      "We couldn't find +52 55 4111 2233 on the guest list.",
    );
  });

  it('takes a toast away when the guest moves to another step, and keeps it on the same step', async () => {
    const user = userEvent.setup();
    renderPage();
    reply({ status: 404, body: { error: 'x' } });
    await search(user, '809 555 9999');
    await waitFor(() => expect(currentToasts()).toHaveLength(1));
    reply({ status: 200, body: { data: ANA } });
    await search(user, '809 555 1234');
    await screen.findByTestId('phone-confirm-step');
    expect(currentToasts()).toHaveLength(0);
    reply({ status: 400, body: { error: 'Número de personas excede el máximo permitido' } });
    await user.click(screen.getByTestId('phone-confirm'));
    await waitFor(() => expect(currentToasts()).toHaveLength(1));
    reply({ status: 200, body: { data: { ...ANA, personasConfirmadas: 3, isSpecialGuest: false } } });
    await user.click(screen.getByTestId('phone-confirm'));
    await screen.findByTestId('phone-success-confirmed');
    expect(currentToasts()).toHaveLength(0);
  });

  it('takes its toast away when the guest leaves the page', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    reply({ status: 404, body: { error: 'x' } });
    await search(user, '809 555 9999');
    await waitFor(() => expect(currentToasts()).toHaveLength(1));
    unmount();
    expect(currentToasts()).toHaveLength(0);
  });

  it('shows the English not-found toast in English', async () => {
    const user = userEvent.setup();
    renderPage();
    act(() => setLocale('en'));
    reply({ status: 404, body: { error: 'x' } });
    await search(user, '809 555 9999');
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Number not found',
        description: 'This phone number is not on our guest list.',
      }),
    );
  });

  it("shows the server's words when a confirm fails, and the spec's words when a decline fails", async () => {
    const user = userEvent.setup();
    renderPage();
    reply({ status: 200, body: { data: ANA } });
    await search(user, '809 555 1234');
    await screen.findByTestId('phone-confirm-step');
    reply({ status: 400, body: { error: 'Número de personas excede el máximo permitido' } });
    await user.click(screen.getByTestId('phone-confirm'));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'Error al confirmar la asistencia',
        description: 'Número de personas excede el máximo permitido',
      }),
    );
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await user.click(screen.getByTestId('phone-decline'));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Error al rechazar la invitación',
        description: 'No se pudo rechazar la invitación.',
      }),
    );
    expect(screen.getByTestId('phone-confirm-step')).toBeInTheDocument();
  });

  it("refuses to confirm fewer than 1 person with the spec's words, in the active language, without calling the server", async () => {
    const user = userEvent.setup();
    renderPage();
    // a guest stored without a usable maximum: the dropdown has nothing from 1 up to pick
    reply({ status: 200, body: { data: { ...ANA, maxPersonasPermitidas: 0 } } });
    await search(user, '809 555 1234');
    await screen.findByTestId('phone-confirm-step');
    await user.click(screen.getByTestId('phone-confirm'));
    expect(await screen.findByText('Debe seleccionar al menos 1 persona')).toBeInTheDocument();
    act(() => setLocale('en'));
    expect(await screen.findByText('Must confirm at least 1 person')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // the lookup only
    expect(screen.getByTestId('phone-confirm-step')).toBeInTheDocument();
  });

  it('follows the calling code the guest types, and the country the guest picks', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '+34 612');
    expect(screen.getByTestId('phone-country')).toHaveTextContent('España (+34)');
    await user.click(screen.getByTestId('phone-country'));
    await user.click(await screen.findByRole('option', { name: 'Colombia (+57)' }));
    expect(phoneInput().value).toBe('+57 612');
  });
});
