import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weddingFacts } from '@wedding/shared-contracts';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../../app/i18n/language-provider';
import { DEFAULT_LOCALE, setLocale } from '../../../shared/i18n/locale-store';
import { fixClockAt, IN_PERIOD } from '../../../shared/testing/fixed-clock';
import EventPage, { rsvpScrollOffset } from './event-page';

afterEach(() => {
  act(() => setLocale(DEFAULT_LOCALE));
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/event']}>
      <LanguageProvider>
        <EventPage />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe('rsvpScrollOffset', () => {
  it('is 100 px under 768 px wide, else 80 px', () => {
    expect(rsvpScrollOffset(767)).toBe(100);
    expect(rsvpScrollOffset(768)).toBe(80);
  });
});

describe('EventPage', () => {
  // the page before the reply deadline (event-in-time.test.tsx has the other periods)
  beforeEach(() => fixClockAt(IN_PERIOD.replying));

  it('lists the facts: date, ceremony and reception times, place with its map link, dress code', () => {
    renderPage();
    expect(screen.getByTestId('event-date').textContent).toBe('15 de noviembre de 2025');
    // the ceremony at the spec's 5:00 PM, the reception at its time in the plan of the day
    expect(screen.getByTestId('event-time').textContent).toMatch(/^Ceremonia: 5:00\s?p\.\s?m\.$/);
    expect(screen.getByTestId('event-reception-time').textContent).toMatch(
      /^Recepción y cena: 7:30\s?p\.\s?m\.$/,
    );
    expect(screen.getByTestId('event-local-time').textContent).toBe('Hora local (República Dominicana)');
    expect(
      screen.getByText('A unos 15 minutos del aeropuerto: Aeropuerto Internacional de Punta Cana (PUJ).'),
    ).toBeTruthy();
    expect(screen.getByTestId('event-address').textContent).toBe(weddingFacts.venue.address);
    const map = screen.getByTestId('event-map');
    expect(new URL(map.getAttribute('href') ?? '').searchParams.get('query')).toBe(
      weddingFacts.venue.address,
    );
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.textContent).toBe('Ver en el mapa (se abre en una pestaña nueva)');
    expect(screen.getByRole('link', { name: 'Ver la guía de vestimenta' }).getAttribute('href')).toBe(
      '/info#dress',
    );
  });

  it('shows the RSVP card, signed with the names and the date, and the plan of the day', () => {
    renderPage();
    const card = screen.getByRole('region', { name: 'Confirma tu asistencia' });
    expect(within(card).getByRole('link', { name: 'Confirmar ahora' }).getAttribute('href')).toBe('/rsvp');
    expect(card.querySelector('.names')?.textContent).toBe('Sofía & Mateo');
    expect(card.querySelector('.date')?.textContent).toBe('15 de noviembre de 2025');
    const plan = within(screen.getByTestId('event-plan')).getAllByRole('listitem');
    expect(
      plan.map((item) => [
        item.querySelector('time')?.getAttribute('dateTime'),
        item.querySelector('span')?.textContent,
      ]),
    ).toEqual(
      weddingFacts.dayPlan.map((item) => [`${weddingFacts.weddingDate}T${item.time}`, item.title.es]),
    );
  });

  it('follows a switch to English', () => {
    renderPage();
    act(() => setLocale('en'));
    expect(screen.getByTestId('event-date').textContent).toBe('November 15, 2025');
    expect(screen.getByTestId('event-time').textContent).toMatch(/^Ceremony: 5:00\sPM$/);
    expect(screen.getByTestId('event-reception-time').textContent).toMatch(
      /^Reception and dinner: 7:30\sPM$/,
    );
    expect(screen.getByTestId('event-local-time').textContent).toBe('Dominican Republic time');
    expect(
      screen.getByText(/^About 15 minutes from the airport: Punta Cana International Airport/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plan of the day' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RSVP now' })).toBeTruthy();
  });

  it('scrolls to the RSVP card with its button', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(screen.getByTestId('event-rsvp-button'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('rsvp');
  });
});
