import type { IntlShape } from 'react-intl';

/** Splits a calendar date `YYYY-MM-DD` into numbers. */
export function calendarDate(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * A calendar date as the site writes it: '15 de Noviembre, 2025' in Spanish, 'November 15, 2025' in
 * English. The month name comes from the locale's own data (Intl), capitalised as a title; the
 * order of the parts comes from the catalog key `app.date.long`. The landing's date badge and its dialog
 * only (the specification fixes the badge's text); dates inside a sentence use `formatDateInText`.
 */
export function formatLongDate(intl: IntlShape, iso: string): string {
  const { year, month, day } = calendarDate(iso);
  const monthName = intl.formatDate(new Date(Date.UTC(year, month - 1, day, 12)), {
    month: 'long',
    timeZone: 'UTC',
  });
  const titled = monthName.charAt(0).toLocaleUpperCase(intl.locale) + monthName.slice(1);
  return intl.formatMessage({ id: 'app.date.long' }, { day: String(day), month: titled, year: String(year) });
}

/**
 * A calendar date inside a sentence, as a native speaker writes it: '1 de noviembre de 2025' in Spanish,
 * 'November 1, 2025' in English (the locale's own long date, as the link preview card writes it:
 * shared-contracts' site-card.ts). Everywhere but the landing's date badge and its dialog, which keep
 * `formatLongDate`'s title-cased form the specification fixes.
 */
export function formatDateInText(intl: IntlShape, iso: string): string {
  const { year, month, day } = calendarDate(iso);
  return intl.formatDate(new Date(Date.UTC(year, month - 1, day, 12)), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A time of day at the venue, on the 12-hour clock guests know from the invitation ('5:00 PM' /
 * '5:00 p. m.'), whatever the visitor's time zone.
 */
export function formatVenueTime(intl: IntlShape, instant: string, timeZone: string): string {
  return intl.formatTime(new Date(instant), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
}
