import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { fixClockAt, IN_PERIOD, type Period } from '../../../shared/testing/fixed-clock';
import { CountdownSection } from './countdown-section';
import DateDialog from './date-dialog';
import { HeroSection } from './hero-section';

function showLanding() {
  return render(
    <MemoryRouter>
      <LanguageProvider>
        <HeroSection />
        <CountdownSection />
        <DateDialog isOpen onClose={() => undefined} />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  act(() => setLocale(DEFAULT_LOCALE));
});

interface Words {
  kicker: string;
  subtitle: string;
  lead: string;
  reminder: string;
}

/** What the landing says in each period, in Spanish then in English (substrings of the longer texts). */
const WORDS: Record<Period, { es: Words; en: Words }> = {
  replying: {
    es: {
      kicker: '¡Nos casamos!',
      subtitle: 'Acompáñanos a celebrar nuestro amor',
      lead: 'Cada segundo nos acerca al gran día.',
      reminder: 'Recuerda confirmar tu asistencia antes del 1 de noviembre de 2025.',
    },
    en: {
      kicker: "We're getting married!",
      subtitle: 'Join us to celebrate our love',
      lead: 'Every second brings us closer to the big day.',
      reminder: 'Remember to RSVP by November 1, 2025.',
    },
  },
  'past-deadline': {
    es: {
      kicker: '¡Nos casamos!',
      subtitle: 'Acompáñanos a celebrar nuestro amor',
      lead: 'Cada segundo nos acerca al gran día.',
      reminder: 'El plazo para confirmar era el 1 de noviembre de 2025',
    },
    en: {
      kicker: "We're getting married!",
      subtitle: 'Join us to celebrate our love',
      lead: 'Every second brings us closer to the big day.',
      reminder: 'The RSVP date was November 1, 2025',
    },
  },
  'wedding-day': {
    es: {
      kicker: '¡Hoy nos casamos!',
      subtitle: 'Acompáñanos a celebrar nuestro amor',
      lead: '¡Hoy es el día!',
      reminder: 'Hoy es el día: la ceremonia empieza a las 5:00',
    },
    en: {
      kicker: "We're getting married today!",
      subtitle: 'Join us to celebrate our love',
      lead: "Today's the day!",
      reminder: "Today's the day: the ceremony starts at 5:00",
    },
  },
  'after-wedding': {
    es: {
      kicker: '¡Ya nos casamos!',
      subtitle: 'Gracias por celebrar nuestro amor frente al mar, en Cap Cana.',
      lead: 'El gran día ya llegó',
      reminder: 'El plazo para confirmar terminó el 1 de noviembre de 2025. ¡Gracias por acompañarnos!',
    },
    en: {
      kicker: 'We got married!',
      subtitle: 'Thank you for celebrating our love by the sea in Cap Cana.',
      lead: 'The big day has come',
      reminder: 'Replies closed on November 1, 2025. Thank you for being with us!',
    },
  },
};

describe('the landing in time', () => {
  it.each(Object.keys(WORDS) as Period[])('%s: says what holds, in both languages', (period) => {
    fixClockAt(IN_PERIOD[period]);
    showLanding();
    for (const locale of ['es', 'en'] as const) {
      act(() => setLocale(locale));
      const words = WORDS[period][locale];
      expect(screen.getByTestId('hero-kicker')).toHaveTextContent(words.kicker);
      expect(screen.getByTestId('hero-subtitle')).toHaveTextContent(words.subtitle);
      expect(screen.getByTestId('countdown-lead')).toHaveTextContent(words.lead);
      expect(screen.getByTestId('date-dialog-reminder')).toHaveTextContent(words.reminder);
      // the specification's RSVP button stays in every period, and so does the date in the dialog
      expect(screen.getByTestId('button-confirmar-rsvp')).toHaveAttribute('href', '/rsvp');
      expect(screen.getByTestId('date-dialog')).toHaveTextContent(
        locale === 'es' ? '15 de Noviembre, 2025' : 'November 15, 2025',
      );
    }
  });

  it('keeps the exact kicker of each period (not a longer one containing it)', () => {
    fixClockAt(IN_PERIOD.replying);
    const { unmount } = showLanding();
    expect(screen.getByTestId('hero-kicker').textContent).toBe('¡Nos casamos!');
    unmount();
    fixClockAt(IN_PERIOD['wedding-day']);
    showLanding();
    expect(screen.getByTestId('hero-kicker').textContent).toBe('¡Hoy nos casamos!');
  });

  it('on the day the countdown reads 0 and has no thanks yet; after it, the thanks follow', () => {
    fixClockAt(IN_PERIOD['wedding-day']);
    const { unmount } = showLanding();
    for (const unit of ['days', 'hours', 'minutes', 'seconds'])
      expect(screen.getByTestId(`countdown-${unit}`)).toHaveTextContent('0');
    expect(screen.queryByTestId('countdown-thanks')).toBeNull();
    unmount();
    fixClockAt(IN_PERIOD['after-wedding']);
    showLanding();
    expect(screen.getByTestId('countdown-thanks')).toHaveTextContent('¡Ya nos casamos!');
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('0');
  });
});
