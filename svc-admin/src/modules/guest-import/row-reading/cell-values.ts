// A cell's value read as the import reads it: its text cleaned, a count, a moment.
import { INVISIBLE_CHARACTERS } from '@wedding/shared-contracts/phone';

/** A cell's text without invisible characters, no-break spaces made plain, trimmed. */
export const cleanCell = (text: string): string =>
  text
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .trim();

/**
 * A moment as our export writes it (ISO 8601, `2025-06-01T10:00:00.000Z`), or a day (`2025-06-01`, as a
 * workbook's date cell is read): a time without a zone is UTC. Null when it is no such date.
 */
export function readTimestamp(text: string): Date | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      text.trim(),
    );
  if (!match) return null;
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00', millis = '0', zone = 'Z'] = match;
  const ms = millis.padEnd(3, '0');
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const date = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${ms}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // 2025-02-30 rolls over to March: not a date
  if (offset === 'Z' && date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) return null;
  return date;
}

/**
 * A count as spreadsheets write it: '2', '2.0', '2,0' (a decimal comma), '-1' (negative: out of range
 * for the caller). Null for fractions ('2,5') and anything else.
 */
export function wholeNumber(text: string): number | null {
  const match = /^([+-]?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (/[^0]/.test(fraction)) return null;
  const value = Number.parseInt(whole, 10);
  return sign === '-' && value !== 0 ? -value : value;
}
