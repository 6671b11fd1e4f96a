/**
 * The phone field's rules (spec §5): a country selector (DO first), the number in international format
 * with an editable calling code, and a forgiving reading of whatever the guest typed. Only the RSVP
 * route loads this module (it pulls libphonenumber-js's metadata).
 */
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  PHONE_RSVP_MESSAGE_KEYS,
  type PhoneCountry,
} from '@wedding/shared-contracts';
import { normalizePhone, phoneLookupFormSchema } from '@wedding/shared-contracts/phone';
import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry };

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function callingCode(country: PhoneCountry): string {
  return getCountryCallingCode(country);
}

/** What the field holds for a country before anything is typed: '+1 '. */
export function prefixFor(country: PhoneCountry): string {
  return `+${callingCode(country)} `;
}

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
 * After the guest edits the calling code (or types a whole international number): the selectable
 * country it points at ('+34…' → ES, '+1 787…' → PR), else the current one.
 */
export function countryForInput(value: string, current: PhoneCountry): PhoneCountry {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+')) return current;
  const typing = new AsYouType();
  typing.input(trimmed);
  const country = typing.getCountry();
  if (country && (PHONE_COUNTRIES as readonly string[]).includes(country)) return country as PhoneCountry;
  const code = typing.getCallingCode();
  if (!code || callingCode(current) === code) return current;
  return PHONE_COUNTRIES.find((candidate) => callingCode(candidate) === code) ?? current;
}

/** Choosing another country replaces the calling code at the start and keeps the rest. */
export function switchCountry(value: string, to: PhoneCountry): string {
  const trimmed = value.trim();
  if (trimmed === '' || isOnlyCallingCode(trimmed)) return prefixFor(to);
  if (!trimmed.startsWith('+')) return value;
  const code = leadingCallingCode(trimmed);
  const rest = code ? afterCallingCode(trimmed, code) : trimmed.slice(1).trim();
  return `${prefixFor(to)}${rest}`;
}

/** Ways a guest may have meant the same number, most literal first. */
/** Each reading is then parsed with the chosen country as the default (see toLookupPhone). */
function readings(value: string): string[] {
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

/**
 * What the lookup sends (spec §5): E.164 when the entry can be read as a number, else the text as
 * typed (trimmed).
 */
export function toLookupPhone(value: string, country: PhoneCountry): string {
  for (const reading of readings(value.trim())) {
    const e164 = normalizePhone(reading, country);
    if (e164) return e164;
  }
  return value.trim();
}

/** The entry written the international way ('+1 809 555 1234') when it is a number, else unchanged. */
export function formatForDisplay(value: string, country: PhoneCountry): string {
  const e164 = toLookupPhone(value, country);
  if (!e164.startsWith('+')) return value;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? value;
}

export type PhoneErrorKey = (typeof PHONE_RSVP_MESSAGE_KEYS)[keyof typeof PHONE_RSVP_MESSAGE_KEYS];

/** The spec's rule: required, then at least 8 digits or a valid number. Returns the message key. */
export function validatePhone(value: string, country: PhoneCountry): PhoneErrorKey | null {
  const entry = isOnlyCallingCode(value.trim()) ? '' : value;
  const result = phoneLookupFormSchema(country).safeParse({ phone: entry });
  if (result.success) return null;
  return (result.error.issues[0]?.message as PhoneErrorKey | undefined) ?? PHONE_RSVP_MESSAGE_KEYS.invalid;
}
