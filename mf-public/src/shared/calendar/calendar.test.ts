/**
 * @jest-environment node
 */
import { buildIcs, escapeText, foldLine } from './calendar';

const event = {
  uid: '2025-11-15-sofia-mateo@wedding',
  title: 'Boda de Sofía y Mateo',
  description: 'Ceremonia, cena; y baile\nfrente al mar',
  location: 'Cap Cana, República Dominicana',
  start: '2025-11-15T17:00:00-04:00',
  timeZone: 'America/Santo_Domingo',
  durationMinutes: 360,
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcs', () => {
  const ics = buildIcs(event, new Date('2025-01-02T03:04:05Z'));
  const lines = unfold(ics).split('\r\n');

  it('starts and ends at the venue time with its zone', () => {
    expect(lines).toContain('DTSTART;TZID=America/Santo_Domingo:20251115T170000');
    expect(lines).toContain('DTEND;TZID=America/Santo_Domingo:20251115T230000');
    expect(lines).toContain('TZID:America/Santo_Domingo');
    expect(lines).toContain('TZOFFSETFROM:-0400');
    expect(lines).toContain('TZOFFSETTO:-0400');
    expect(lines).toContain('DTSTAMP:20250102T030405Z');
  });

  it('is a well-formed calendar with CRLF lines, escaped text and one event', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Boda de Sofía y Mateo');
    expect(lines).toContain('DESCRIPTION:Ceremonia\\, cena\\; y baile\\nfrente al mar');
    expect(lines).toContain(`UID:${event.uid}`);
  });

  it('crosses midnight correctly', () => {
    const late = unfold(buildIcs({ ...event, start: '2025-11-15T22:00:00-04:00', durationMinutes: 180 }));
    expect(late).toContain('DTEND;TZID=America/Santo_Domingo:20251116T010000');
  });

  it('refuses a start without an offset', () => {
    expect(() => buildIcs({ ...event, start: '2025-11-15T17:00:00' })).toThrow(/offset/);
  });
});

describe('text helpers', () => {
  it('escapes backslashes, separators and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(80)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
