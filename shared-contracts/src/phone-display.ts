// Phone numbers shown to people: a stored number in international format, a country's name in messages.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The English name of a country ('VN' → 'Vietnam'), for messages; the code when unknown. */
export function phoneCountryName(country: string | undefined): string | undefined {
  if (!country) return undefined;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** Countries whose English name takes 'the' in a sentence. */
const WITH_THE = new Set([
  'DO',
  'US',
  'GB',
  'AE',
  'NL',
  'PH',
  'CZ',
  'BS',
  'GM',
  'CF',
  'KM',
  'MV',
  'MH',
  'SB',
]);

/** A country's name as a sentence says it ('DO' → 'the Dominican Republic', 'ES' → 'Spain'). */
export function phoneCountryPhrase(country: string | undefined): string | undefined {
  const name = phoneCountryName(country);
  return name && country && WITH_THE.has(country) ? `the ${name}` : name;
}

/**
 * A stored E.164 number for people to read ('+18095551234' → '+1 809 555 1234'), the one format of every
 * admin screen and export; our imports and forms read it back to the same E.164. Anything else (not
 * E.164, not a possible number) is shown exactly as stored, never blank.
 */
export function formatPhoneInternational(e164: string | null | undefined): string {
  if (e164 === null || e164 === undefined) return '';
  if (typeof e164 !== 'string') return String(e164); // a raw database read is not typed
  if (!/^\+[1-9]\d{1,14}$/.test(e164)) return e164;
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.number === e164 && parsed.isPossible() ? parsed.formatInternational() : e164;
}
