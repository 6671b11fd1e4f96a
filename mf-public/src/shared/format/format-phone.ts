import { PHONE_CALLING_CODES } from '@wedding/shared-contracts';

/** The calling codes of the selectable countries, longest first ('58' before '5…', were there one). */
const CALLING_CODES = [...new Set(Object.values(PHONE_CALLING_CODES))].sort((a, b) => b.length - a.length);

/** A national number in groups of three from the left, the last group of four rather than one of one. */
const grouped = (national: string) =>
  (national.match(/\d{1,3}/g) ?? []).join(' ').replace(/ (\d{3}) (\d)$/, ' $1$2');

/**
 * A phone number in E.164 written for reading, as every screen, the phone field and the hosts' exports
 * write it (libphonenumber-js's international format): North American numbers (+1) as +1 809 555 0100,
 * others grouped as their own country groups them when a page that has the phone library gives its
 * `international` formatting ('+52 55 4111 2233'). Without it (no phone library here: this runs on the
 * landing page, which must stay light) a number of a selectable country is written with its calling code
 * apart and the rest in threes ('+34 612 345 678', '+52 554 111 2233'); any other is left in E.164. Only for
 * display; the tel: link keeps the E.164 form.
 */
export function formatPhoneForDisplay(e164: string, international?: (e164: string) => string): string {
  const digits = e164.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) {
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  if (!e164.startsWith('+')) return e164;
  if (international) return international(e164);
  const code = CALLING_CODES.find((candidate) => digits.startsWith(candidate) && candidate !== '1');
  return code ? `+${code} ${grouped(digits.slice(code.length))}` : e164;
}
