// Phone normalisation, the phone RSVP's client rule and masking for logs. A separate entry point
// (`@wedding/shared-contracts/phone`) so that pages without a phone field never pull libphonenumber-js.
//
// Metadata: `libphonenumber-js/max`, deliberately. It carries the full per-type number patterns, so
// `isValid()` really checks that a number exists in the national plan (the `min` metadata only checks
// lengths and leading digits and accepts many non-existent numbers). The cost is size: ~157 kB of raw
// metadata against ~83 kB for `min` (roughly 40 kB against 20 kB gzipped). Only the RSVP screens and the
// services load this module, so the landing page budget is not affected.
import {
  AsYouType,
  type CountryCode,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import {
  DEFAULT_PHONE_COUNTRY,
  FIELD_MAX,
  PHONE_COUNTRIES,
  PHONE_MIN_DIGITS,
  PHONE_RSVP_MESSAGE_KEYS,
  type PhoneCountry,
} from './constants';
import { z } from './zod';

export type { CountryCode };

const digitsOf = (input: string): string => input.replace(/\D/g, '');

/** Country codes the phone input offers, as libphonenumber-js types them. */
export const SELECTABLE_PHONE_COUNTRIES: readonly CountryCode[] = PHONE_COUNTRIES;

/**
 * E.164 form of `input` when libphonenumber-js can parse it into a *possible* number, else null.
 * Accepts spaces, dashes, dots and parentheses, with or without the calling code ('+1 (809) 555-1234',
 * '809-555-1234' and '1 809 555 1234' all give '+18095551234' with the default country DO); a number
 * without '+' is read in `defaultCountry`'s national format, then as an international number without
 * the plus sign.
 */
export function normalizePhone(
  input: string,
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > FIELD_MAX.phoneInput) return null;
  if (/[^0-9+\-().\s/]/.test(trimmed)) return null;

  const national = parsePhoneNumberFromString(trimmed, defaultCountry as CountryCode);
  if (national?.isPossible()) return national.number;

  if (!trimmed.startsWith('+')) {
    const international = parsePhoneNumberFromString(`+${digitsOf(trimmed)}`);
    if (international?.isValid()) return international.number;
  }
  return null;
}

/**
 * The phone RSVP's client rule (spec §5): acceptable when at least 8 digits remain after stripping
 * everything else, or when libphonenumber-js says it is a valid number.
 */
export function isAcceptablePhone(
  input: string,
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
): boolean {
  if (typeof input !== 'string' || input.trim() === '') return false;
  if (digitsOf(input).length >= PHONE_MIN_DIGITS) return true;
  try {
    return isValidPhoneNumber(input, defaultCountry as CountryCode);
  } catch {
    return false;
  }
}

/**
 * What the client sends to the lookup (spec §5): E.164 when parsable, otherwise the input as typed
 * (trimmed).
 */
export function phoneForLookup(
  input: string,
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string {
  return normalizePhone(input, defaultCountry) ?? input.trim();
}

const MASK = '*******';

/**
 * A phone number safe for logs: the country calling code and the last 2 digits, with a fixed-width
 * mask in between so the length is not revealed either ('+18095551234' → '+1*******34'). Anything that
 * does not parse keeps only its last 2 digits.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = digitsOf(phone);
  const parsed = phone.trim().startsWith('+') ? parsePhoneNumberFromString(phone.trim()) : undefined;
  if (parsed && digits.length > 2) return `+${parsed.countryCallingCode}${MASK}${digits.slice(-2)}`;
  return digits.length > 4 ? `${MASK}${digits.slice(-2)}` : MASK;
}

/**
 * The phone RSVP search form. Messages are the i18n keys of spec §5 (`phoneRsvp.phoneRequired`,
 * `phoneRsvp.phoneInvalid`); the UI translates them.
 */
export function phoneLookupFormSchema(defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY) {
  return z.object({
    phone: z
      .string({ error: PHONE_RSVP_MESSAGE_KEYS.required })
      .trim()
      .min(1, { error: PHONE_RSVP_MESSAGE_KEYS.required })
      .max(FIELD_MAX.phoneInput, { error: PHONE_RSVP_MESSAGE_KEYS.invalid })
      .refine((value) => isAcceptablePhone(value, defaultCountry), {
        error: PHONE_RSVP_MESSAGE_KEYS.invalid,
      }),
  });
}

/**
 * Server side: a `telefono` field normalised to E.164 (for storage and lookups), or an issue with
 * `message` when it cannot be normalised.
 */
export function e164PhoneSchema(
  message = 'Invalid phone number',
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
) {
  return z
    .string({ error: message })
    .max(FIELD_MAX.phoneInput, { error: message })
    .transform((value, ctx) => {
      const e164 = normalizePhone(value, defaultCountry);
      if (e164 === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return e164;
    });
}

// ─── The phone input with a country selector (spec §5) ──────────────────────────────────────────
// The field's rules, React-free, for every front end that shows one (the public RSVP, the admin phone
// guests): a country selector (DO first), the number in international format with an editable calling
// code, and a forgiving reading of whatever was typed.

/** The calling code of a selectable country, without '+' ('DO' → '1'). */
export function phoneCallingCode(country: PhoneCountry): string {
  return getCountryCallingCode(country);
}

/** What the field holds for a country before anything is typed: '+1 '. */
export function phoneInputPrefix(country: PhoneCountry): string {
  return `+${phoneCallingCode(country)} `;
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
  for (const reading of phoneReadings(value.trim())) {
    const e164 = normalizePhone(reading, country);
    if (e164) return e164;
  }
  return null;
}

/** The entry written the international way ('+1 809 555 1234') when it is a number, else unchanged. */
export function formatPhoneInput(value: string, country: PhoneCountry): string {
  const e164 = phoneInputToE164(value, country);
  if (!e164) return value;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? value;
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
