import { pageDescription, siteCard } from './site-card';
import { weddingFacts } from './wedding-facts';

describe('siteCard', () => {
  it('names the couple, the day and the place in Spanish, and asks for an answer by the deadline', () => {
    expect(siteCard()).toEqual({
      title: 'Sofía y Mateo se casan',
      description:
        '15 de noviembre de 2025 en Cap Cana, República Dominicana. Confirma tu asistencia antes del 1 de noviembre de 2025.',
      date: '15 de noviembre de 2025',
      place: 'Cap Cana, República Dominicana',
    });
  });

  it('follows the facts', () => {
    const facts = {
      ...weddingFacts,
      couple: { bride: { givenName: 'Ana' }, groom: { givenName: 'Luis' } },
      weddingDate: '2027-02-01',
    };
    expect(siteCard(facts)).toMatchObject({
      title: 'Ana y Luis se casan',
      date: '1 de febrero de 2027',
    });
  });
});

describe('pageDescription', () => {
  const PAGES = ['/', '/about', '/event', '/info', '/contact', '/rsvp', '/rsvp/email', '/invitation/ABC'];

  it('gives each public page its own description in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      const texts = PAGES.map((page) => pageDescription(page, language));
      expect(new Set(texts).size).toBe(PAGES.length);
      for (const text of texts) expect(text).toMatch(/Sofía (y|and) Mateo/);
    }
    expect(pageDescription('/event', 'en')).toBe(
      'The wedding day of Sofía and Mateo: November 15, 2025 in Cap Cana, República Dominicana, the ceremony, the celebration and how to get there.',
    );
  });

  it('reads the phone RSVP page as the RSVP page, a trailing slash as none, and any other path as the landing', () => {
    expect(pageDescription('/phone-rsvp', 'es')).toBe(pageDescription('/rsvp', 'es'));
    expect(pageDescription('/about/', 'es')).toBe(pageDescription('/about', 'es'));
    expect(pageDescription('/no-such-page', 'en')).toBe(pageDescription('/', 'en'));
  });
});
