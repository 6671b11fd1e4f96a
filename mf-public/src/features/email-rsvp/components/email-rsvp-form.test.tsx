import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RSVP_MESSAGES } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { fixClockAt, IN_PERIOD } from '../../../shared/testing/fixed-clock';
import EmailRsvpForm from './email-rsvp-form';
import EmailRsvpPage from './email-rsvp-page';

const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(body),
  json: async () => body,
});

let fetchMock: jest.Mock;

function renderWith(ui: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LanguageProvider>{ui}</LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const calls = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    url,
    method: init.method,
    body: init.body ? JSON.parse(String(init.body)) : undefined,
  }));

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  act(() => dismissToast());
});
afterEach(() => {
  jest.useRealTimers();
  act(() => setLocale(DEFAULT_LOCALE));
});

describe('email RSVP form', () => {
  it("shows the spec's Spanish messages and sends nothing while the form is incomplete", async () => {
    const user = userEvent.setup();
    renderWith(<EmailRsvpPage />);
    await user.click(screen.getByTestId('email-rsvp-submit'));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico inválido')).toBeInTheDocument();
    expect(screen.getByText('Indica si asistirás')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a response: attending with the guest count, then offers to change it', async () => {
    fixClockAt(IN_PERIOD.replying);
    const user = userEvent.setup();
    renderWith(<EmailRsvpPage />);
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Marta Díaz');
    fetchMock.mockResolvedValueOnce(json(200, { exists: false, data: null }));
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'Marta@Example.com');
    await user.click(screen.getByRole('radio', { name: 'Sí, asistiré' }));
    await waitFor(() => expect(calls()[0]?.url).toBe('/api/rsvp/check?email=marta%40example.com'));
    const count = screen.getByTestId('email-rsvp-count');
    await user.click(screen.getByRole('button', { name: /^Uno más/ }));
    await user.click(screen.getByRole('button', { name: /^Uno más/ }));
    expect(count).toHaveValue('3');
    await user.type(screen.getByRole('textbox', { name: /Restricciones alimentarias/ }), 'Sin gluten');
    fetchMock.mockResolvedValueOnce(json(201, { message: 'RSVP received successfully', updated: false }));
    await user.click(screen.getByTestId('email-rsvp-submit'));
    expect(await screen.findByTestId('email-rsvp-done')).toHaveTextContent('¡Confirmación recibida!');
    expect(calls()[1]).toEqual({
      url: '/api/rsvp',
      method: 'POST',
      body: {
        name: 'Marta Díaz',
        email: 'marta@example.com',
        attending: true,
        guestCount: 3,
        message: '',
        dietaryRestrictions: 'Sin gluten',
        // the site's language, for the reminders of the guest the answer belongs to
        language: 'es',
      },
    });
    expect(screen.getByTestId('email-rsvp-done')).toHaveTextContent(
      'Gracias, Marta Díaz. Hemos registrado tu asistencia para 3 personas. ¡Te esperamos el 15 de noviembre de 2025!',
    );
    // it ends as the phone flow does (issue 38 item 4): what comes next
    expect(screen.getByTestId('rsvp-next-steps')).toHaveTextContent('Lo que sigue');
    expect(screen.getByTestId('add-to-calendar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dónde hospedarse' })).toHaveAttribute('href', '/info#stay');
    await user.click(screen.getByTestId('email-rsvp-change'));
    expect(screen.getByTestId('email-rsvp-submit')).toHaveTextContent('Actualizar confirmación');
  });

  it('switches to update mode when the address already has a response, and sends 0 guests when not attending', async () => {
    const user = userEvent.setup();
    renderWith(<EmailRsvpForm />);
    act(() => setLocale('en'));
    fetchMock.mockResolvedValueOnce(
      json(200, {
        exists: true,
        // only what anyone who knows the address may see: no message, no dietary note, no ids
        data: { name: 'Marta Díaz', attending: true, guestCount: 2, answeredAt: '2025-10-02T15:00:00.000Z' },
      }),
    );
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'marta@example.com');
    await user.tab();
    // the answer given, echoed (issue 38 item 1)
    expect(await screen.findByTestId('email-rsvp-existing')).toHaveTextContent(
      'You confirmed 2 people on October 2, 2025.',
    );
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Marta Díaz');
    expect(screen.getByRole('radio', { name: 'Yes, I will attend' })).toBeChecked();
    expect(screen.getByTestId('email-rsvp-count')).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(screen.getByTestId('email-rsvp-submit')).toHaveTextContent('Update confirmation');
    await user.click(screen.getByRole('radio', { name: "I can't attend" }));
    expect(screen.queryByTestId('email-rsvp-count')).toBeNull();
    fetchMock.mockResolvedValueOnce(json(200, { message: 'RSVP updated successfully', updated: true }));
    await user.click(screen.getByTestId('email-rsvp-submit'));
    expect(await screen.findByTestId('email-rsvp-done')).toHaveTextContent('RSVP updated!');
    expect(screen.getByTestId('rsvp-answer-change')).toHaveTextContent(
      'You changed your answer from “I will attend” to “I can’t attend”.',
    );
    expect(screen.queryByTestId('rsvp-next-steps')).toBeNull();
    // the earlier message and dietary note, not shown, stay as they were: left out of the update
    expect(calls()[1]?.body).toEqual({
      name: 'Marta Díaz',
      email: 'marta@example.com',
      attending: false,
      guestCount: 0,
      // the site's language as the guest read it (English here)
      language: 'en',
    });
  });

  it("treats a failed check as no response, and a failed submit with the spec's text", async () => {
    const user = userEvent.setup();
    renderWith(<EmailRsvpForm />);
    act(() => setLocale('en'));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Familia Ortega');
    fetchMock.mockResolvedValueOnce(json(500, { error: 'boom' }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ortega@example.com');
    await user.click(screen.getByRole('radio', { name: 'Yes, I will attend' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('email-rsvp-existing')).toBeNull();
    fetchMock.mockResolvedValueOnce(json(503, { error: 'down' }));
    await user.click(screen.getByTestId('email-rsvp-submit'));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        variant: 'destructive',
        description: 'There was an error submitting your RSVP. Please try again.',
      }),
    );
    expect(calls()[1]?.body).toMatchObject({ name: 'Familia Ortega', guestCount: 1 });
    expect(screen.getByTestId('email-rsvp-form')).toBeInTheDocument();
  });

  it('explains a 409 (the e-mail answered for another invitation) instead of asking to try again', async () => {
    const user = userEvent.setup();
    renderWith(<EmailRsvpForm />);
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Familia Ortega');
    fetchMock.mockResolvedValueOnce(json(200, { exists: false, data: null }));
    await user.type(screen.getByRole('textbox', { name: /Correo/ }), 'ortega@example.com');
    await user.click(screen.getByRole('radio', { name: 'Sí, asistiré' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fetchMock.mockResolvedValueOnce(
      json(409, {
        error:
          'This e-mail address has already been used to answer another invitation. ' +
          'Use the e-mail address you answered with before.',
      }),
    );
    await user.click(screen.getByTestId('email-rsvp-submit'));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'Este correo ya se usó para responder a otra invitación',
        description: 'Usa el correo con el que respondiste antes, o escríbenos desde la página de contacto.',
      }),
    );
    expect(screen.getByTestId('email-rsvp-form')).toBeInTheDocument();
  });

  describe("a 400 for more people than the invitation allows names the guest's maximum", () => {
    async function sendFor(count: number, error: string) {
      const user = userEvent.setup();
      renderWith(<EmailRsvpForm />);
      await user.type(screen.getByRole('textbox', { name: /Nombre completo|Full name/ }), 'Ana Rosario');
      fetchMock.mockResolvedValueOnce(json(200, { exists: false, data: null }));
      await user.type(screen.getByRole('textbox', { name: /Correo|Email/ }), 'ana@example.com');
      await user.click(screen.getByRole('radio', { name: /Sí, asistiré|Yes, I will attend/ }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const input = screen.getByTestId('email-rsvp-count');
      await user.clear(input);
      await user.type(input, String(count));
      fetchMock.mockResolvedValueOnce(json(400, { error }));
      await user.click(screen.getByTestId('email-rsvp-submit'));
      await waitFor(() => expect(currentToasts()).toHaveLength(1));
      expect(calls()[1]?.body).toMatchObject({ guestCount: count });
      return input;
    }

    it('in Spanish: the toast and the count field say it, and the count field has the focus', async () => {
      const input = await sendFor(4, RSVP_MESSAGES.guestCountOverMaximum(3));
      const text = 'Tu invitación es para 3 personas como máximo.';
      expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', title: 'Error', description: text });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(input).toHaveFocus();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('email-rsvp-form')).toBeInTheDocument();
    });

    it("in English, the server's English half; one person in the singular", async () => {
      act(() => setLocale('en'));
      await sendFor(2, RSVP_MESSAGES.guestCountOverMaximum(1));
      const text = 'Your invitation is for 1 person.';
      expect(currentToasts()[0]).toMatchObject({ description: text });
      expect(RSVP_MESSAGES.guestCountOverMaximum(1).endsWith(text)).toBe(true);
      expect(await screen.findByText(text)).toBeInTheDocument();
    });

    it('says what the server says in each language, for any maximum', async () => {
      act(() => setLocale('en'));
      await sendFor(9, RSVP_MESSAGES.guestCountOverMaximum(7));
      const [es, en] = RSVP_MESSAGES.guestCountOverMaximum(7).split(' / ');
      expect(currentToasts()[0]).toMatchObject({ description: en });
      act(() => setLocale('es'));
      expect(await screen.findByText(es as string)).toBeInTheDocument();
    });

    it("keeps the spec's generic text for any other 400", async () => {
      await sendFor(4, 'Invalid request body');
      expect(currentToasts()[0]).toMatchObject({
        variant: 'destructive',
        description: 'Hubo un error al enviar tu confirmación. Por favor, inténtalo de nuevo.',
      });
      expect(screen.queryByText(/Tu invitación es para/)).toBeNull();
    });
  });
});
