import { pageDescription, siteCard } from './site-card';
import { weddingFacts } from './wedding-facts';

// an instant in each period of the specification's wedding (deadline 1 November 2025, wedding 15 November)
const AT = {
  replying: new Date('2025-10-20T12:00:00Z'),
  pastDeadline: new Date('2025-11-05T12:00:00Z'),
  // noon at the venue (UTC-4)
  weddingDay: new Date('2025-11-15T16:00:00Z'),
  afterWedding: new Date('2025-11-20T12:00:00Z'),
};

describe('siteCard', () => {
  it('names the couple, the day and the place in Spanish, and asks for an answer by the deadline', () => {
    expect(siteCard(weddingFacts, AT.replying)).toEqual({
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

describe('the card in time', () => {
  it('stops asking for an answer by a past deadline, says "today" on the day and "se casaron" after it', () => {
    const card = (now: Date) => siteCard(weddingFacts, now);
    expect(card(AT.pastDeadline)).toMatchObject({
      title: 'Sofía y Mateo se casan',
      description: '15 de noviembre de 2025 en Cap Cana, República Dominicana.',
    });
    expect(card(AT.weddingDay)).toMatchObject({
      title: 'Sofía y Mateo se casan hoy',
      description: '15 de noviembre de 2025 en Cap Cana, República Dominicana. ¡Hoy es el día!',
    });
    expect(card(AT.afterWedding)).toMatchObject({
      title: 'Sofía y Mateo se casaron',
      description:
        '15 de noviembre de 2025 en Cap Cana, República Dominicana. Gracias a quienes celebraron con ellos.',
      date: '15 de noviembre de 2025',
    });
    // the day is the venue's: its midnight (04:00 UTC) starts and ends it
    expect(card(new Date('2025-11-15T03:59:59Z')).title).toBe('Sofía y Mateo se casan');
    expect(card(new Date('2025-11-15T04:00:00Z')).title).toBe('Sofía y Mateo se casan hoy');
    expect(card(new Date('2025-11-16T04:00:00Z')).title).toBe('Sofía y Mateo se casaron');
  });

  it("gives the landing's description in each period, in both languages", () => {
    const landing = (now: Date) =>
      (['es', 'en'] as const).map((language) => pageDescription('/', language, weddingFacts, now));
    expect(landing(AT.replying)).toEqual([
      'Sofía y Mateo se casan el 15 de noviembre de 2025 en Cap Cana, República Dominicana. Confirma tu asistencia antes del 1 de noviembre de 2025.',
      'Sofía and Mateo are getting married on November 15, 2025 in Cap Cana, República Dominicana. Please reply by November 1, 2025.',
    ]);
    expect(landing(AT.pastDeadline)).toEqual([
      'Sofía y Mateo se casan el 15 de noviembre de 2025 en Cap Cana, República Dominicana.',
      'Sofía and Mateo are getting married on November 15, 2025 in Cap Cana, República Dominicana.',
    ]);
    expect(landing(AT.weddingDay)).toEqual([
      'Sofía y Mateo se casan hoy, 15 de noviembre de 2025, en Cap Cana, República Dominicana.',
      'Sofía and Mateo are getting married today, November 15, 2025, in Cap Cana, República Dominicana.',
    ]);
    expect(landing(AT.afterWedding)).toEqual([
      'Sofía y Mateo se casaron el 15 de noviembre de 2025 en Cap Cana, República Dominicana. Gracias a quienes celebraron con ellos.',
      'Sofía and Mateo were married on November 15, 2025 in Cap Cana, República Dominicana. Thank you to everyone who celebrated with them.',
    ]);
  });

  it('names the reply deadline on the RSVP pages only while it is ahead', () => {
    for (const page of ['/rsvp', '/rsvp/email']) {
      expect(pageDescription(page, 'es', weddingFacts, AT.replying)).toMatch(
        /, antes del 1 de noviembre de 2025\.$/,
      );
      expect(pageDescription(page, 'en', weddingFacts, AT.replying)).toMatch(/, by November 1, 2025\.$/);
      for (const now of [AT.pastDeadline, AT.weddingDay, AT.afterWedding]) {
        expect(pageDescription(page, 'es', weddingFacts, now)).not.toContain('antes del');
        expect(pageDescription(page, 'en', weddingFacts, now)).not.toContain('by November');
      }
    }
    expect(pageDescription('/rsvp', 'es', weddingFacts, AT.afterWedding)).toBe(
      'Confirma tu asistencia a la boda de Sofía y Mateo con tu número de WhatsApp.',
    );
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
