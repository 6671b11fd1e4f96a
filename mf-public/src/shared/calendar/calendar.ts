/**
 * An iCalendar (RFC 5545) file for the wedding, in the venue's time zone: DTSTART/DTEND carry the
 * venue's TZID with a VTIMEZONE built from the ceremony's UTC offset, so every calendar shows the
 * right local time wherever the guest lives. (The venue's zone, America/Santo_Domingo, has no
 * daylight saving time, so one fixed offset describes it.)
 */

export interface CalendarEvent {
  /** Stable identifier: re-importing updates the same event. */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** Local start at the venue with its offset, e.g. 2025-11-15T17:00:00-04:00. */
  start: string;
  /** IANA zone of the venue. */
  timeZone: string;
  durationMinutes: number;
  url?: string;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?([+-])(\d{2}):?(\d{2})$/;

interface LocalStart {
  local: Date;
  offset: string;
}

/** The wall-clock time at the venue (as a UTC-based Date for arithmetic) and its offset (-0400). */
function parseLocal(start: string): LocalStart {
  const match = LOCAL.exec(start);
  if (!match) throw new Error(`Expected a local date-time with an offset, got ${start}`);
  const [, y, mo, d, h, mi, s = '00', sign, oh, om] = match;
  return {
    local: new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s)),
    offset: `${sign}${oh}${om}`,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A Date read in UTC as a "floating" iCalendar date-time: 20251115T170000. */
function stamp(date: Date): string {
  return `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}T${two(
    date.getUTCHours(),
  )}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}`;
}

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and one space (§3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const { local, offset } = parseLocal(event.start);
  const end = new Date(local.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wedding site//ES//',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${event.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now)}Z`,
    `DTSTART;TZID=${event.timeZone}:${stamp(local)}`,
    `DTEND;TZID=${event.timeZone}:${stamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Offers the file as a download (no server round trip). */
export function downloadIcs(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
