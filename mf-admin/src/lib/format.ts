import { intlLocale } from './i18n/admin-locale';

/**
 * Date and time for admin tables in the back office's language, e.g. "Nov 20, 2026, 10:40 PM" or
 * "20 nov 2026, 22:40"; `empty` when there is none.
 */
export function formatDateTime(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(date);
}

/** The time of day alone, e.g. "8:24 PM" or "20:24". */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A count in the back office's language: "1,234" or "1234" / "12.345". */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}
