import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weddingFacts } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { fixClockAt, IN_PERIOD } from '../../../shared/testing/fixed-clock';
import InvitationPage from './invitation-page';

const json = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(body),
  json: async () => body,
});

const invitation = (saveTheDateResponse = 'pending', answer: Record<string, unknown> = {}) => ({
  data: {
    invitationCode: 'ORTEGA-2025',
    name: 'Familia Ortega',
    maxPeopleAllowed: 4,
    invitationStatus: saveTheDateResponse === 'pending' ? 'opened' : 'responded',
    saveTheDateResponse,
    confirmationStatus:
      saveTheDateResponse === 'yes' ? 'confirmado' : saveTheDateResponse === 'no' ? 'rechazado' : 'pendiente',
    confirmedPeople: saveTheDateResponse === 'yes' ? 1 : saveTheDateResponse === 'no' ? 0 : null,
    message: null,
    dietaryRestrictions: null,
    answeredAt: saveTheDateResponse === 'pending' ? null : '2025-10-02T15:00:00.000Z',
    ...answer,
  },
});

// several fields typed per test: a busy machine needs more than jest's 5 s
jest.setTimeout(20_000);

let fetchMock: jest.Mock;

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider>
          <Routes>
            <Route path="/invitation/:code" element={<InvitationPage />} />
          </Routes>
        </LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // before the reply deadline unless a test moves the clock (invitation-in-time.test.tsx: every period)
  fixClockAt(IN_PERIOD.replying);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  act(() => dismissToast());
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => setLocale(DEFAULT_LOCALE));
});

describe('invitation page', () => {
  it('greets the guest, saves the answer with Updating..., then thanks that stay: the answer and what comes next', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(json(200, invitation()));
    renderAt('/invitation/ORTEGA-2025');
    act(() => setLocale('en'));
    expect(await screen.findByTestId('invitation-name')).toHaveTextContent('Hello, Familia Ortega');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/invitations/ORTEGA-2025');
    const update = screen.getByTestId('save-the-date-update');
    expect(update).toHaveTextContent('Update Response');
    expect(update).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'I will attend' }));
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await user.click(update);
    expect(update).toHaveTextContent('Updating...');
    await act(async () => finish(json(200, invitation('yes', { confirmedPeople: 4 }))));
    // the form gives way to thanks that stay (issue 38 item 4), its title focused; no toast
    const thanks = await screen.findByTestId('invitation-thanks');
    expect(screen.getByRole('heading', { name: 'Response Updated!' })).toHaveFocus();
    expect(thanks).toHaveTextContent('Thank you for confirming! See you on November 15, 2025.');
    expect(screen.getByTestId('save-the-date-current')).toHaveTextContent(
      'Your response: I will attend · 4 people',
    );
    expect(screen.getByTestId('rsvp-next-steps')).toHaveTextContent("What's next");
    expect(screen.getByTestId('add-to-calendar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Where to stay' })).toHaveAttribute('href', '/info#stay');
    expect(screen.getByRole('link', { name: 'What to wear' })).toHaveAttribute('href', '/info#dress');
    expect(currentToasts()).toHaveLength(0);
    expect(screen.queryByTestId('invitation-answer-form')).toBeNull();
    // a guest who has not answered starts from the invitation's maximum (spec §9), as on the phone
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/invitations/ORTEGA-2025/save-the-date',
      'PUT',
      { response: 'yes', guestCount: 4, dietaryRestrictions: '', message: '', language: 'en' },
    ]);
    // and the answer can still be changed: the form comes back, from the answer given
    await user.click(screen.getByTestId('invitation-change'));
    expect(screen.getByRole('textbox', { name: 'How many people are coming, including you?' })).toHaveValue(
      '4',
    );
  });

  it('echoes a returning guest their answer and when, starts from it, and says what a change changes', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(json(200, invitation('yes', { confirmedPeople: 2 })));
    renderAt('/invitation/ORTEGA-2025');
    expect(await screen.findByTestId('invitation-answer-echo')).toHaveTextContent(
      'Confirmaste 2 personas el 2 de octubre de 2025.',
    );
    const people = screen.getByRole('textbox', { name: '¿Cuántas personas vendrán, contándote a ti?' });
    expect(people).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: /^Una persona más/ }));
    fetchMock.mockResolvedValueOnce(json(200, invitation('yes', { confirmedPeople: 3 })));
    await user.click(screen.getByTestId('save-the-date-update'));
    expect(await screen.findByTestId('rsvp-answer-change')).toHaveTextContent(
      'Cambiaste tu respuesta de 2 a 3 personas.',
    );
    expect(screen.getByTestId('invitation-thanks')).toHaveTextContent(
      '¡Gracias por confirmar! Te esperamos el 15 de noviembre de 2025.',
    );
    // a decline after it: said as such, and nothing to add to a calendar
    await user.click(screen.getByTestId('invitation-change'));
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    fetchMock.mockResolvedValueOnce(json(200, invitation('no')));
    await user.click(screen.getByTestId('save-the-date-update'));
    expect(await screen.findByTestId('rsvp-answer-change')).toHaveTextContent(
      'Cambiaste tu respuesta de «Asistiré» a «No asistiré».',
    );
    expect(screen.queryByTestId('rsvp-next-steps')).toBeNull();
  });

  it('reports a failed update', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(json(200, invitation('yes')));
    renderAt('/invitation/ORTEGA-2025');
    act(() => setLocale('en'));
    await user.click(await screen.findByRole('radio', { name: 'I cannot attend' }));
    fetchMock.mockResolvedValueOnce(json(500, { error: 'boom' }));
    await user.click(screen.getByTestId('save-the-date-update'));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'Failed to update your response. Please try again.',
      }),
    );
    expect(screen.getByTestId('save-the-date-current')).toHaveTextContent('I will attend');
  });

  it.each([
    ['an unknown code', '/invitation/NOPE-1', true],
    ['a malformed code (no request at all)', '/invitation/a.b', false],
  ])('shows Invalid Invitation Code for %s with a link home', async (_label, path, asks) => {
    fetchMock.mockResolvedValueOnce(json(404, { error: 'Invalid Invitation Code' }));
    renderAt(path);
    act(() => setLocale('en'));
    const panel = await screen.findByTestId('invitation-invalid');
    expect(panel).toHaveTextContent('Invalid Invitation Code');
    expect(panel).toHaveTextContent(
      "We couldn't find an invitation with this code. Please check your invitation and try again.",
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(fetchMock).toHaveBeenCalledTimes(asks ? 1 : 0);
  });

  it('asks once: people, dietary note and message go with the answer in one request', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(json(200, invitation()));
    renderAt('/invitation/ORTEGA-2025');
    act(() => setLocale('en'));
    await user.click(await screen.findByRole('radio', { name: 'I will attend' }));
    const people = screen.getByRole('textbox', { name: 'How many people are coming, including you?' });
    expect(people).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: /One person fewer/ }));
    expect(people).toHaveValue('3');
    await user.type(screen.getByRole('textbox', { name: /Dietary restrictions/ }), 'Sin gluten');
    await user.type(screen.getByRole('textbox', { name: /Message for the couple/ }), '¡Allí estaremos!');
    // no second question on the page
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.queryByTestId('invitation-rsvp-open')).toBeNull();
    fetchMock.mockResolvedValueOnce(
      json(
        200,
        invitation('yes', {
          confirmedPeople: 3,
          dietaryRestrictions: 'Sin gluten',
          message: '¡Allí estaremos!',
        }),
      ),
    );
    await user.click(screen.getByTestId('save-the-date-update'));
    await screen.findByTestId('invitation-thanks');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({
      response: 'yes',
      guestCount: 3,
      dietaryRestrictions: 'Sin gluten',
      message: '¡Allí estaremos!',
      language: 'en',
    });
    expect(screen.getByTestId('save-the-date-current')).toHaveTextContent(
      'Your response: I will attend · 3 people',
    );
  });

  it('shows the stored answer back; a decline sends no people and clears the dietary note', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(
      json(200, invitation('yes', { confirmedPeople: 2, message: 'Hola', dietaryRestrictions: 'Vegana' })),
    );
    renderAt('/invitation/ORTEGA-2025');
    expect(
      await screen.findByRole('textbox', { name: '¿Cuántas personas vendrán, contándote a ti?' }),
    ).toHaveValue('2');
    // the lead writes the date as in a sentence
    expect(screen.getByText(/^Sofía y Mateo se casan el 15 de noviembre de 2025 a las 5:00/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Restricciones alimentarias/ })).toHaveValue('Vegana');
    expect(screen.getByRole('textbox', { name: /Mensaje para los novios/ })).toHaveValue('Hola');
    await user.click(screen.getByRole('radio', { name: 'No podré asistir' }));
    expect(screen.queryByRole('textbox', { name: /Restricciones alimentarias/ })).toBeNull();
    fetchMock.mockResolvedValueOnce(json(200, invitation('no', { message: 'Hola' })));
    await user.click(screen.getByTestId('save-the-date-update'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body))).toEqual({
      response: 'no',
      dietaryRestrictions: '',
      message: 'Hola',
      language: 'es',
    });
  });

  it('an invitation for one person asks no number of people', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(json(200, invitation('pending', { maxPeopleAllowed: 1 })));
    renderAt('/invitation/ORTEGA-2025');
    await user.click(await screen.findByRole('radio', { name: 'Asistiré' }));
    expect(screen.queryByRole('textbox', { name: /Cuántas personas/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Restricciones alimentarias/ })).toBeInTheDocument();
  });

  it("shows the service's own words when it refuses the answer", async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValueOnce(json(200, invitation()));
    renderAt('/invitation/ORTEGA-2025');
    await user.click(await screen.findByRole('radio', { name: 'Asistiré' }));
    const refusal =
      'Tu invitación es para 4 personas como máximo. / Your invitation is for at most 4 people.';
    fetchMock.mockResolvedValueOnce(json(400, { error: refusal }));
    await user.click(screen.getByTestId('save-the-date-update'));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({ variant: 'destructive', description: refusal }),
    );
  });

  it('after the deadline, shows the answer given and the way to the hosts, no form, when the couple closed replies', async () => {
    // after the specification's deadline, before the wedding; the setting decides
    fixClockAt(IN_PERIOD['past-deadline']);
    jest.replaceProperty(weddingFacts, 'closeRsvpAfterDeadline', true);
    fetchMock.mockResolvedValueOnce(json(200, invitation('yes')));
    renderAt('/invitation/ORTEGA-2025');
    expect(await screen.findByTestId('invitation-name')).toHaveTextContent('Familia Ortega');
    expect(screen.getByTestId('save-the-date-current')).toHaveTextContent('Asistiré');
    expect(screen.getByTestId('rsvp-closed')).toHaveTextContent('Las confirmaciones están cerradas');
    expect(screen.queryByTestId('invitation-answer-form')).toBeNull();
  });

  it('keeps the form after the deadline when replies stay open (the default)', async () => {
    fixClockAt(IN_PERIOD['past-deadline']);
    fetchMock.mockResolvedValueOnce(json(200, invitation()));
    renderAt('/invitation/ORTEGA-2025');
    expect(await screen.findByTestId('invitation-answer-form')).toBeInTheDocument();
    expect(screen.queryByTestId('rsvp-closed')).toBeNull();
  });
});
