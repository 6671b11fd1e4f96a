import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, setLocale } from '../../shared/i18n/locale-store';
import { LanguageProvider } from '../i18n/language-provider';
import { SiteFooter } from './site-footer';

afterEach(() => act(() => setLocale(DEFAULT_LOCALE)));

describe('SiteFooter', () => {
  it('writes the date and the place as a native speaker does, in each language', () => {
    render(
      <MemoryRouter>
        <LanguageProvider>
          <SiteFooter />
        </LanguageProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('15 de noviembre de 2025 · Cap Cana, República Dominicana')).toBeTruthy();
    act(() => setLocale('en'));
    expect(screen.getByText('November 15, 2025 · Cap Cana, Dominican Republic')).toBeTruthy();
  });
});
