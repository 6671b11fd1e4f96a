import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../app/i18n/language-provider';
import { setLocale } from '../i18n/locale-store';
import { useDocumentTitle } from './use-document-title';

function Page() {
  useDocumentTitle('Confirmar');
  return null;
}

afterEach(() => act(() => setLocale('es')));

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentTitle', () => {
  it("sets the page's title and description in the site's language, following a switch", () => {
    render(
      <MemoryRouter initialEntries={['/rsvp']}>
        <LanguageProvider>
          <Page />
        </LanguageProvider>
      </MemoryRouter>,
    );
    expect(document.title).toMatch(/^Confirmar/);
    expect(description()).toMatch(
      /^Confirma tu asistencia a la boda de Sofía y Mateo con tu número de WhatsApp/,
    );
    act(() => setLocale('en'));
    expect(description()).toMatch(/^Reply to Sofía and Mateo's wedding invitation with your WhatsApp number/);
    // one description element, updated in place
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
