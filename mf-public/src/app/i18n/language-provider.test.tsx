import { act, render, screen } from '@testing-library/react';
import { weddingFacts } from '@wedding/shared-contracts';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, getLocale, setLocale, toggleLocale } from '../../shared/i18n/locale-store';
import { formatLongDate, formatVenueTime } from '../../shared/i18n/wedding-dates';
import { LanguageProvider } from './language-provider';

function Probe({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <>
      <p data-testid="message">{intl.formatMessage({ id })}</p>
      <p data-testid="date">{formatLongDate(intl, weddingFacts.weddingDate)}</p>
      <p data-testid="time">{formatVenueTime(intl, weddingFacts.ceremonyStart, weddingFacts.timeZone)}</p>
    </>
  );
}

afterEach(() => act(() => setLocale(DEFAULT_LOCALE)));

describe('LanguageProvider', () => {
  it('starts in Spanish and writes dates the site way in each language', () => {
    render(
      <LanguageProvider>
        <Probe id="layout.nav.contact" />
      </LanguageProvider>,
    );
    expect(getLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByTestId('message').textContent).toBe('Contacto');
    expect(screen.getByTestId('date').textContent).toBe('15 de Noviembre, 2025');
    expect(screen.getByTestId('time').textContent).toMatch(/^5:00\s?p\.\s?m\.$/);

    act(() => toggleLocale());
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('message').textContent).toBe('Contact');
    expect(screen.getByTestId('date').textContent).toBe('November 15, 2025');
    expect(screen.getByTestId('time').textContent).toMatch(/^5:00\sPM$/);
  });

  it('shows a missing key as itself and warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <LanguageProvider>
        <Probe id="landing.nothing.here" />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('message').textContent).toBe('landing.nothing.here');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('landing.nothing.here'));
    warn.mockRestore();
  });

  it('keeps the language in memory only', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    act(() => toggleLocale());
    expect(getLocale()).toBe('en');
    expect(setItem).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    setItem.mockRestore();
  });
});
