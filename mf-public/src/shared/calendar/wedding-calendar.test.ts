/**
 * @jest-environment node
 */
import { weddingFacts } from '@wedding/shared-contracts';
import { catalogs } from '../../app/i18n/catalogs';
import type { MessageValues } from '../i18n/use-t';
import { buildIcs } from './calendar';
import { weddingCalendar } from './wedding-calendar';

/** The catalog's message with its {placeholders} filled (these have no plurals). */
const t =
  (locale: 'es' | 'en') =>
  (id: string, values: MessageValues = {}) =>
    (catalogs[locale][id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const { bride, groom } = weddingFacts.couple;

describe('weddingCalendar', () => {
  const es = weddingCalendar(t('es'), 'Cap Cana');
  const en = weddingCalendar(t('en'), 'Cap Cana');

  it('opens Google Calendar with the title, the six hours in UTC, the place and the venue zone', () => {
    const url = new URL(es.google);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: `Boda de ${bride.givenName} y ${groom.givenName}`,
      // 17:00 at UTC-4 is 21:00 UTC; six hours later
      dates: '20251115T210000Z/20251116T030000Z',
      details: `Ceremonia y recepción. Código de vestimenta: ${weddingFacts.dressCode}.`,
      location: 'Cap Cana',
      ctz: 'America/Santo_Domingo',
    });
  });

  it('opens Outlook on the web with the same entry, in the active language', () => {
    const url = new URL(en.outlook);
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      rru: 'addevent',
      subject: `${bride.givenName} and ${groom.givenName}'s wedding`,
      startdt: '2025-11-15T21:00:00Z',
      enddt: '2025-11-16T03:00:00Z',
      location: 'Cap Cana',
    });
  });

  it('gives the .ics file a name from the couple and the same times as the links', () => {
    expect(es.fileName).toMatch(/^boda-[a-z0-9-]+-[a-z0-9-]+\.ics$/);
    expect(en.fileName).toMatch(/^wedding-[a-z0-9-]+-[a-z0-9-]+\.ics$/);
    const ics = buildIcs(es.event);
    expect(ics).toContain(`DTSTART;TZID=${weddingFacts.timeZone}:20251115T170000`);
    expect(ics).toContain(`DTEND;TZID=${weddingFacts.timeZone}:20251115T230000`);
  });
});
