import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { weddingFacts } from '@wedding/shared-contracts';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { fixClockAt, IN_PERIOD, type Period } from '../../../shared/testing/fixed-clock';
import InvitationPage from './invitation-page';

/** The guest's invitation, not answered yet or answered "yes" for 2. */
const invitation = (answered: boolean) => ({
  data: {
    invitationCode: 'ORTEGA-2025',
    name: 'Familia Ortega',
    maxPeopleAllowed: 4,
    invitationStatus: answered ? 'responded' : 'opened',
    saveTheDateResponse: answered ? 'yes' : 'pending',
    confirmationStatus: answered ? 'confirmado' : 'pendiente',
    confirmedPeople: answered ? 2 : null,
    message: null,
    dietaryRestrictions: null,
  },
});

function showInvitation(answered = false) {
  const body = invitation(answered);
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
    json: async () => body,
  });
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={queryClient}>
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

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => setLocale(DEFAULT_LOCALE));
});

/** The lead in each period, in Spanish and in English: the tense follows the day. */
const LEAD: Record<Period, [RegExp, RegExp]> = {
  replying: [
    /^Sofía y Mateo se casan el 15 de noviembre de 2025 a las 5:00\sp\.\sm\. en Cap Cana\.$/,
    /^Sofía and Mateo are getting married on November 15, 2025 at 5:00\sPM in Cap Cana\.$/,
  ],
  'past-deadline': [
    /^Sofía y Mateo se casan el 15 de noviembre de 2025 a las/,
    /are getting married on November 15/,
  ],
  'wedding-day': [
    /^Sofía y Mateo se casan hoy, 15 de noviembre de 2025, a las 5:00\sp\.\sm\. en Cap Cana\.$/,
    /^Sofía and Mateo are getting married today, November 15, 2025, at 5:00\sPM in Cap Cana\.$/,
  ],
  'after-wedding': [
    /^Sofía y Mateo se casaron el 15 de noviembre de 2025 en Cap Cana\.$/,
    /^Sofía and Mateo were married on November 15, 2025 in Cap Cana\.$/,
  ],
};

const KICKER: Record<Period, [string, string]> = {
  replying: ['Reserva la fecha', 'Save the date'],
  'past-deadline': ['Reserva la fecha', 'Save the date'],
  'wedding-day': ['¡Hoy es el día!', "Today's the day!"],
  'after-wedding': ['Nuestra boda', 'Our wedding'],
};

describe('the invitation page in time', () => {
  it.each(Object.keys(LEAD) as Period[])('%s: its kicker and lead, in both languages', async (period) => {
    fixClockAt(IN_PERIOD[period]);
    showInvitation();
    const lead = await screen.findByTestId('invitation-lead');
    expect(lead.textContent).toMatch(LEAD[period][0]);
    expect(screen.getByText(KICKER[period][0])).toBeInTheDocument();
    act(() => setLocale('en'));
    expect(lead.textContent).toMatch(LEAD[period][1]);
    expect(screen.getByText(KICKER[period][1])).toBeInTheDocument();
  });

  it('on the wedding day and after it, still takes an answer by default (the specification’s flows)', async () => {
    for (const period of ['wedding-day', 'after-wedding'] as const) {
      fixClockAt(IN_PERIOD[period]);
      const { unmount } = showInvitation();
      expect(await screen.findByTestId('invitation-answer-form')).toBeInTheDocument();
      expect(screen.queryByTestId('rsvp-after-wedding')).toBeNull();
      unmount();
    }
  });

  it('after the wedding, when the couple chose so: thanks and the way to the hosts in place of the form', async () => {
    jest.replaceProperty(weddingFacts, 'closeRsvpAfterWedding', true);
    fixClockAt(IN_PERIOD['after-wedding']);
    showInvitation(true);
    const thanks = await screen.findByTestId('rsvp-after-wedding');
    expect(thanks).toHaveTextContent('¡Gracias por acompañarnos!');
    expect(screen.getByRole('link', { name: 'Escribir a los novios' })).toHaveAttribute(
      'href',
      '/contact?subject=other',
    );
    expect(screen.queryByTestId('invitation-answer-form')).toBeNull();
    // neither the seats nor the answer given matter any more
    expect(screen.queryByText(/Tu invitación es para/)).toBeNull();
    expect(screen.queryByTestId('save-the-date-current')).toBeNull();
    expect(screen.getByTestId('invitation-lead').textContent).toMatch(/se casaron el/);
    act(() => setLocale('en'));
    expect(thanks).toHaveTextContent('Thank you for being with us!');
  });

  it('the switch changes nothing before the wedding is over', async () => {
    jest.replaceProperty(weddingFacts, 'closeRsvpAfterWedding', true);
    fixClockAt(IN_PERIOD['wedding-day']);
    showInvitation();
    expect(await screen.findByTestId('invitation-answer-form')).toBeInTheDocument();
    expect(screen.getByText(/Tu invitación es para hasta 4 personas/)).toBeInTheDocument();
  });
});
