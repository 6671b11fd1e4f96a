import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { fixClockAt, IN_PERIOD, type Period } from '../../../shared/testing/fixed-clock';
import EventPage from './event-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/event']}>
      <LanguageProvider>
        <EventPage />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  act(() => setLocale(DEFAULT_LOCALE));
});

/** The kicker in each period, in Spanish and in English. */
const KICKER: Record<Period, [string, string]> = {
  replying: ['Reserva la fecha', 'Save the date'],
  'past-deadline': ['Reserva la fecha', 'Save the date'],
  'wedding-day': ['¡Hoy es el día!', "Today's the day!"],
  'after-wedding': ['¡Ya nos casamos!', 'We are married!'],
};

/** The line under the RSVP card's lead until the wedding is over (the reply deadline's, in Spanish). */
const DEADLINE: Record<Exclude<Period, 'after-wedding'>, string> = {
  replying: 'Por favor, responde antes del',
  'past-deadline': 'El plazo para responder era el',
  'wedding-day': 'El plazo para responder era el',
};

describe('the event page in time', () => {
  it.each(['replying', 'past-deadline', 'wedding-day'] as const)(
    '%s: the kicker of the period, the RSVP card and the calendar file, in both languages',
    (period) => {
      fixClockAt(IN_PERIOD[period]);
      renderPage();
      expect(screen.getByTestId('event-kicker').textContent).toBe(KICKER[period][0]);
      const card = screen.getByRole('region', { name: 'Confirma tu asistencia' });
      expect(within(card).getByRole('link', { name: 'Confirmar ahora' })).toHaveAttribute('href', '/rsvp');
      expect(within(card).getByTestId('reply-deadline')).toHaveTextContent(DEADLINE[period]);
      expect(screen.getByTestId('event-rsvp-button')).toHaveTextContent('Confirmar asistencia');
      expect(screen.getByTestId('add-to-calendar')).toBeInTheDocument();
      act(() => setLocale('en'));
      expect(screen.getByTestId('event-kicker').textContent).toBe(KICKER[period][1]);
      expect(screen.getByRole('link', { name: 'RSVP now' })).toHaveAttribute('href', '/rsvp');
    },
  );

  it('after the wedding: thanks in place of the RSVP card, no calendar, the button still leads there', () => {
    fixClockAt(IN_PERIOD['after-wedding']);
    renderPage();
    expect(screen.getByTestId('event-kicker').textContent).toBe('¡Ya nos casamos!');
    // the specification's button to the RSVP section stays; the section now holds the couple's thanks
    expect(screen.getByTestId('event-rsvp-button')).toHaveTextContent('Nuestro agradecimiento');
    const card = screen.getByRole('region', { name: '¡Gracias por acompañarnos!' });
    expect(card.id).toBe('rsvp');
    expect(within(card).getByTestId('event-thanks')).toHaveTextContent('Gracias de corazón');
    expect(within(card).getByRole('link', { name: 'Escribir a los novios' })).toHaveAttribute(
      'href',
      '/contact?subject=other',
    );
    expect(card.querySelector('.names')?.textContent).toBe('Sofía & Mateo');
    expect(screen.queryByRole('link', { name: 'Confirmar ahora' })).toBeNull();
    expect(screen.queryByTestId('reply-deadline')).toBeNull();
    expect(screen.queryByTestId('add-to-calendar')).toBeNull();
    // the facts of the day stay
    expect(screen.getByTestId('event-date')).toBeInTheDocument();

    act(() => setLocale('en'));
    expect(screen.getByTestId('event-kicker').textContent).toBe('We are married!');
    expect(screen.getByTestId('event-rsvp-button')).toHaveTextContent('Our thanks');
    const thanks = screen.getByRole('region', { name: 'Thank you for being with us!' });
    expect(within(thanks).getByRole('link', { name: 'Write to the couple' })).toHaveAttribute(
      'href',
      '/contact?subject=other',
    );
  });
});
