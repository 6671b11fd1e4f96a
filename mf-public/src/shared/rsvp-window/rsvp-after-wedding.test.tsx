import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { weddingFacts } from '@wedding/shared-contracts';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../app/i18n/language-provider';
import EmailRsvpPage from '../../features/email-rsvp/components/email-rsvp-page';
import PhoneRsvpPage from '../../features/phone-rsvp/components/phone-rsvp-page';
import { useWeddingPhase } from '../hooks/use-wedding-phase';
import { DEFAULT_LOCALE, setLocale } from '../i18n/locale-store';
import { fixClockAt, IN_PERIOD, PERIODS, type Period } from '../testing/fixed-clock';
import { useRsvpWindow } from './rsvp-window';

function show(page: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LanguageProvider>{page}</LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const PAGES = [
  { name: 'phone', page: () => <PhoneRsvpPage />, form: 'phone-search-form' },
  { name: 'e-mail', page: () => <EmailRsvpPage />, form: 'email-rsvp-form' },
] as const;

const closeAfterWedding = (value: boolean) =>
  jest.replaceProperty(weddingFacts, 'closeRsvpAfterWedding', value);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => setLocale(DEFAULT_LOCALE));
});

function Probe() {
  const rsvp = useRsvpWindow();
  return <output data-testid="probe">{JSON.stringify({ hook: useWeddingPhase(), ...rsvp })}</output>;
}

describe('the phase the pages read (useWeddingPhase, useRsvpWindow)', () => {
  const EXPECTED: Record<Period, { beforeDeadline: boolean }> = {
    replying: { beforeDeadline: true },
    'past-deadline': { beforeDeadline: false },
    'wedding-day': { beforeDeadline: false },
    'after-wedding': { beforeDeadline: false },
  };

  it.each(PERIODS)('%s by the clock, the same from both hooks', (period) => {
    fixClockAt(IN_PERIOD[period]);
    show(<Probe />);
    expect(JSON.parse(screen.getByTestId('probe').textContent ?? '')).toEqual({
      hook: period,
      phase: period,
      closed: false,
      over: false,
      ...EXPECTED[period],
    });
  });

  it('is over only after the wedding day, and only when the couple chose so', () => {
    closeAfterWedding(true);
    for (const period of PERIODS) {
      fixClockAt(IN_PERIOD[period]);
      const { unmount } = show(<Probe />);
      const { closed, over } = JSON.parse(screen.getByTestId('probe').textContent ?? '');
      expect([closed, over]).toEqual(period === 'after-wedding' ? [true, true] : [false, false]);
      unmount();
    }
  });
});

describe('the RSVP pages after the wedding', () => {
  it.each(PERIODS)('%s: by default both pages keep their form (the specification’s flows)', (period) => {
    fixClockAt(IN_PERIOD[period]);
    for (const { page, form } of PAGES) {
      const { unmount } = show(page());
      expect(screen.getByTestId(form)).toBeInTheDocument();
      expect(screen.queryByTestId('rsvp-after-wedding')).toBeNull();
      unmount();
    }
  });

  it('thank everyone in place of the form once the wedding is over, when the couple chose so, in both languages', () => {
    closeAfterWedding(true);
    fixClockAt(IN_PERIOD['after-wedding']);
    for (const { page, form } of PAGES) {
      const { unmount } = show(page());
      const thanks = screen.getByTestId('rsvp-after-wedding');
      expect(thanks).toHaveTextContent('¡Gracias por acompañarnos!');
      expect(screen.getByRole('link', { name: 'Escribir a los novios' })).toHaveAttribute(
        'href',
        '/contact?subject=other',
      );
      expect(screen.getByTestId('reply-deadline')).toHaveTextContent(
        'La boda fue el 15 de noviembre de 2025.',
      );
      expect(screen.queryByTestId(form)).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByTestId('rsvp-closed')).toBeNull();
      // nothing asks for an answer any more, by e-mail or by phone
      expect(screen.queryByText(/dinos si nos acompañarás/)).toBeNull();
      expect(screen.queryByRole('link', { name: /Confirma con tu número/ })).toBeNull();
      act(() => setLocale('en'));
      expect(thanks).toHaveTextContent('Thank you for being with us!');
      expect(screen.getByRole('link', { name: 'Write to the couple' })).toBeInTheDocument();
      expect(screen.getByTestId('reply-deadline')).toHaveTextContent('The wedding was on November 15, 2025.');
      act(() => setLocale(DEFAULT_LOCALE));
      unmount();
    }
  });

  it('on the wedding day the forms stay, whatever the couple chose for after it', () => {
    closeAfterWedding(true);
    fixClockAt(IN_PERIOD['wedding-day']);
    for (const { page, form } of PAGES) {
      const { unmount } = show(page());
      expect(screen.getByTestId(form)).toBeInTheDocument();
      expect(screen.getByTestId('reply-deadline')).toHaveTextContent('El plazo para responder era el');
      unmount();
    }
  });

  it('pages closed after the deadline say "closed" until the wedding, and thank everyone after it', () => {
    jest.replaceProperty(weddingFacts, 'closeRsvpAfterDeadline', true);
    fixClockAt(IN_PERIOD['wedding-day']);
    let view = show(<PhoneRsvpPage />);
    expect(screen.getByTestId('rsvp-closed')).toBeInTheDocument();
    view.unmount();
    fixClockAt(IN_PERIOD['after-wedding']);
    view = show(<PhoneRsvpPage />);
    expect(screen.getByTestId('rsvp-after-wedding')).toBeInTheDocument();
    expect(screen.queryByTestId('rsvp-closed')).toBeNull();
  });

  it('say the wedding was, above the form that still takes answers when the couple kept it open (the default)', () => {
    fixClockAt(IN_PERIOD['after-wedding']);
    for (const { page, form } of PAGES) {
      const { unmount } = show(page());
      expect(screen.getByTestId(form)).toBeInTheDocument();
      expect(screen.getByTestId('reply-deadline')).toHaveTextContent(
        'La boda fue el 15 de noviembre de 2025. Aún puedes responder aquí.',
      );
      act(() => setLocale('en'));
      expect(screen.getByTestId('reply-deadline')).toHaveTextContent(
        'The wedding was on November 15, 2025. You can still answer here.',
      );
      act(() => setLocale(DEFAULT_LOCALE));
      unmount();
    }
  });
});
