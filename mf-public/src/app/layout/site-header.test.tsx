import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, setLocale } from '../../shared/i18n/locale-store';
import { LanguageProvider } from '../i18n/language-provider';
import { SiteHeader } from './site-header';

afterEach(() => act(() => setLocale(DEFAULT_LOCALE)));

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/event']}>
      <LanguageProvider>
        <SiteHeader />
        <Link to="/info">elsewhere</Link>
        <p data-testid="outside">outside</p>
      </LanguageProvider>
    </MemoryRouter>,
  );
}

const menuButton = () => screen.getByTestId('mobile-menu-button');
const menu = () => screen.getByTestId('mobile-menu');

describe('SiteHeader', () => {
  it('shows the couple, the links and the other language', () => {
    renderHeader();
    expect(screen.getByTestId('site-logo').textContent).toBe('Sofía & Mateo');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Info', '/info'],
      ['RSVP', '/rsvp'],
      ['Contacto', '/contact'],
    ]);
    expect(screen.getByTestId('language-toggle').textContent).toBe('EN');
    expect(screen.getByTestId('language-toggle').getAttribute('aria-label')).toBe('Switch to English, EN');
  });

  it('switches the language with its toggle', async () => {
    renderHeader();
    await userEvent.click(screen.getByTestId('language-toggle'));
    expect(screen.getByTestId('language-toggle').textContent).toBe('ES');
    expect(menuButton().getAttribute('aria-label')).toBe('Open menu');
  });

  it('opens its menu with the button, which names the panel it controls', async () => {
    renderHeader();
    expect(menu().hidden).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-controls')).toBe(menu().id);
    await userEvent.click(menuButton());
    expect(menu().hidden).toBe(false);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-label')).toBe('Cerrar menú');
    await userEvent.click(menuButton());
    expect(menu().hidden).toBe(true);
  });

  it('closes its menu on Escape, giving the focus back to the button', async () => {
    renderHeader();
    await userEvent.click(menuButton());
    fireEvent.keyDown(menu(), { key: 'Escape' });
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes its menu on a tap outside, not on one inside', async () => {
    renderHeader();
    await userEvent.click(menuButton());
    fireEvent.pointerDown(menu());
    expect(menu().hidden).toBe(false);
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(menu().hidden).toBe(true);
  });

  it('closes its menu when the route changes', async () => {
    renderHeader();
    await userEvent.click(menuButton());
    // a click alone (no pointer down outside): only the navigation closes it
    fireEvent.click(screen.getByText('elsewhere'));
    expect(menu().hidden).toBe(true);
  });
});
