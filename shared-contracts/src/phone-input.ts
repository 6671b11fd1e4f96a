// The phone input with a country selector (spec §5): the field's rules, React-free, for every front end
// that shows one (the public RSVP, the admin phone guests): a country selector (DO first), the number in
// international format with an editable calling code, and a forgiving reading of whatever was typed.
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_CALLING_CODES,
  PHONE_COUNTRIES,
  type PhoneCountry,
  phoneInputPrefix,
} from './constants';
import { readPhone } from './phone-reading';
import { digitsOf } from './phone-text';

/** The calling code of a selectable country, without '+' ('DO' → '1'). */
export function phoneCallingCode(country: PhoneCountry): string {
  return PHONE_CALLING_CODES[country];
}

export { phoneInputPrefix };

/** The calling code at the start of an international entry ('+34 6…' → '34'), if any. */
function leadingCallingCode(value: string): string | undefined {
  if (!value.startsWith('+')) return undefined;
  const typing = new AsYouType();
  typing.input(value);
  return typing.getCallingCode();
}

/** The text after the leading '+' and `code` digits (separators skipped), trimmed. */
function afterCallingCode(value: string, code: string): string {
  let rest = value.slice(1);
  let remaining = code.length;
  while (remaining > 0 && rest.length > 0) {
    if (/\d/.test(rest[0] ?? '')) remaining -= 1;
    rest = rest.slice(1);
  }
  return rest.trim();
}

/** Nothing but a calling code ('+', '+1', '+1 ') counts as nothing typed. */
export function isOnlyCallingCode(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+[\d\s]*$/.test(trimmed)) return false;
  const typing = new AsYouType();
  typing.input(trimmed);
  const code = typing.getCallingCode();
  return code ? digitsOf(trimmed) === code : digitsOf(trimmed).length <= 3;
}

/**
 * After the calling code was edited (or a whole international number typed): the selectable country it
 * points at ('+34…' → ES, '+1 787…' → PR), else the current one.
 */
export function phoneCountryForInput(value: string, current: PhoneCountry): PhoneCountry {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return current;
  const typing = new AsYouType();
  typing.input(trimmed);
  const country = typing.getCountry();
  if (country && (PHONE_COUNTRIES as readonly string[]).includes(country)) return country as PhoneCountry;
  const code = typing.getCallingCode();
  if (!code || phoneCallingCode(current) === code) return current;
  return PHONE_COUNTRIES.find((candidate) => phoneCallingCode(candidate) === code) ?? current;
}

/** Choosing another country replaces the calling code at the start and keeps the rest. */
export function switchPhoneCountry(value: string, to: PhoneCountry): string {
  const trimmed = value.trim();
  if (trimmed === '' || isOnlyCallingCode(trimmed)) return phoneInputPrefix(to);
  if (!trimmed.startsWith('+')) return value;
  const code = leadingCallingCode(trimmed);
  const rest = code ? afterCallingCode(trimmed, code) : trimmed.slice(1).trim();
  return `${phoneInputPrefix(to)}${rest}`;
}

/** Ways the entry may have been meant, most literal first; each is read with the chosen country. */
function phoneReadings(value: string): string[] {
  const list = [value];
  // '+1 +1 809…': the whole number typed after the prefilled calling code
  const lastPlus = value.lastIndexOf('+');
  if (lastPlus > 0) list.push(value.slice(lastPlus));
  const international = lastPlus >= 0 ? value.slice(lastPlus) : value;
  const code = leadingCallingCode(international);
  if (code) {
    const national = digitsOf(afterCallingCode(international, code));
    // a trunk '0' typed after the calling code ('+58 0412…'), or Mexico's old mobile '1' ('+52 1 55…')
    if (national.startsWith('0')) list.push(`+${code}${national.slice(1)}`);
    if (code === '52' && national.startsWith('1')) list.push(`+52${national.slice(1)}`);
    // a national number typed after another country's prefilled code: read it in the chosen country
    list.push(national);
  }
  return list.map((reading) => reading.trim()).filter((reading) => reading !== '');
}

/** The entry of a phone input with `country` selected, in E.164, or null when it is not a number. */
export function phoneInputToE164(value: string, country: PhoneCountry): string | null {
  if (typeof value !== 'string') return null;
  const [asTyped, ...others] = phoneReadings(value.trim());
  if (asTyped === undefined) return null;
  const literal = readPhone(asTyped, country);
  if (literal.ok) return literal.e164;
  // the other ways it may have been meant are the chosen country's: never a guess of another one
  // ('+56 9 1234 5678' is no Chilean number, and its '912345678' is not Peru's)
  for (const reading of others) {
    const read = readPhone(reading, country);
    if (read.ok && read.way !== 'otherCountry' && read.way !== 'withoutPlus') return read.e164;
  }
  return null;
}

/**
 * The lookup key of a number (spec §5), the same in mf-public and both services: the entry in E.164
 * when it is a number (read as a phone input with `country` selected), otherwise the text as typed,
 * trimmed (which then matches no stored number).
 */
export function phoneForLookup(value: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string {
  return phoneInputToE164(value, country) ?? value.trim();
}

/** The entry written the international way ('+1 809 555 1234') when it is a number, else unchanged. */
export function formatPhoneInput(value: string, country: PhoneCountry): string {
  const e164 = phoneInputToE164(value, country);
  if (!e164) return value;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? value;
}

/** A number a guest's search may look up, and the country it is read as. */
export interface LookupCandidate {
  e164: string;
  country: string | undefined;
}

/**
 * The numbers a guest's search may look up: the entry's own reading (`phoneInputToE164`) when it has one.
 * Otherwise a number that cannot be the chosen country's is
 * read as people write it at home, in another selectable country (`readPhone`: a mobile there), also
 * when typed after the chosen country's prefilled calling code ('+1 612 34 56 78' from Spain): that
 * number, or every country's when more than one fits ('612 34 56 78': Spain or Chile — the page then
 * asks which, it never picks one itself). Empty when the entry is no number anywhere.
 */
export function phoneLookupCandidates(value: string, country: PhoneCountry): LookupCandidate[] {
  if (typeof value !== 'string') return [];
  const own = phoneInputToE164(value, country);
  if (own) return [{ e164: own, country: parsePhoneNumberFromString(own)?.country }];
  const trimmed = value.trim();
  const prefix = phoneInputPrefix(country).trim();
  const local = trimmed.startsWith(prefix) ? trimmed.slice(prefix.length).trim() : trimmed;
  if (local === '' || local.includes('+')) return [];
  const read = readPhone(local, country);
  if (read.ok) return [{ e164: read.e164, country: parsePhoneNumberFromString(read.e164)?.country }];
  if (read.reason !== 'ambiguous') return [];
  return (read.candidates ?? []).map(({ e164, country: from }) => ({ e164, country: from }));
}
