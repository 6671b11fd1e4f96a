// Phone normalisation, the phone RSVP's client rule, the phone field's rules and masking for logs,
// without zod: a page shows and formats a phone field with these alone, and loads the checks built on
// them (phone-schemas.ts) only when the guest submits. Both are the `@wedding/shared-contracts/phone`
// entry point (phone.ts), separate so that pages without a phone field never pull libphonenumber-js.
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
  PHONE_CALLING_CODES,
  PHONE_COUNTRIES,
  PHONE_MIN_DIGITS,
  type PhoneCountry,
  phoneInputPrefix,
} from './constants';

export type { CountryCode };

const digitsOf = (input: string): string => input.replace(/\D/g, '');

/** Country codes the phone input offers, as libphonenumber-js types them. */
export const SELECTABLE_PHONE_COUNTRIES: readonly CountryCode[] = PHONE_COUNTRIES;

/**
 * Characters that copying a number from WhatsApp, a contact card or a word processor brings along and
 * that mean nothing in a number: direction marks (U+200E/U+200F, U+061C, embeddings U+202A–U+202E and
 * isolates U+2066–U+2069), zero-width spaces and joiners, soft hyphens and byte order marks. The guest
 * import removes them from every cell too (rows.ts).
 */
export const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** Spaces other than the ASCII one: no-break (U+00A0), narrow no-break (U+202F), thin, figure, ideographic. */
const OTHER_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
/** Dashes a word processor or a locale puts between digit groups: hyphen, non-breaking hyphen (U+2011), figure dash (U+2012), en and em dashes, minus sign. */
const OTHER_DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * `input` without invisible characters, with typographic spaces and dashes made plain and full-width
 * digits and plus signs made ASCII (Unicode NFKC). Everything else is left as it is.
 */
export function cleanPhoneText(input: string): string {
  return input
    .replace(INVISIBLE_CHARACTERS, '')
    .normalize('NFKC')
    .replace(OTHER_SPACES, ' ')
    .replace(OTHER_DASHES, '-')
    .trim();
}

/** How a phone entry was read: its E.164 form, or why there is none. */
export type PhoneReading =
  | {
      ok: true;
      e164: string;
      /** The calling code of the number read, without '+'. */
      callingCode: string;
      /** The country the number belongs to, when libphonenumber-js can tell. */
      country?: CountryCode;
      /**
       * The entry said which country it is in: a '+', a '00' or another international prefix. False
       * when the number did not fit the default country and was read as an international number without
       * its plus sign ('34 612 345 678' → +34612345678).
       */
      explicitCountry: boolean;
      /** The entry was a number in scientific notation with every digit in it ('8.095551234E+09'). */
      scientific: boolean;
    }
  | {
      ok: false;
      /**
       * empty: nothing typed. invalid: not a phone number. rounded: scientific notation that lost digits
       * ('8.30E+09': a spreadsheet shows and saves long numbers so). tooLong: a number of the default
       * country with a digit or two too many (not read as a number of another country).
       */
      reason: 'empty' | 'invalid' | 'rounded' | 'tooLong';
    };

/**
 * '8.095551234E+09' → '8095551234'; 'rounded' when the notation lost digits ('8.30E+09': the zeros the
 * exponent adds were rounded away), 'invalid' when it is not a whole number.
 */
function scientificDigits(text: string): string | 'rounded' | 'invalid' {
  const match = /^(\d+)(?:[.,](\d+))?[eE]\+?(\d{1,2})$/.exec(text);
  if (!match) return 'invalid';
  const [, whole = '', fraction = '', exponentText = ''] = match;
  const exponent = Number(exponentText);
  if (fraction.length > exponent) {
    // digits right of the point after the shift must all be zeros
    if (/[^0]/.test(fraction.slice(exponent))) return 'invalid';
    return `${whole}${fraction.slice(0, exponent)}`.replace(/^0+/, '');
  }
  // exact only when every digit of the number is written out
  return fraction.length === exponent ? `${whole}${fraction}`.replace(/^0+/, '') : 'rounded';
}

/**
 * Reads a phone entry as every path takes it (forms, the phone RSVP, spreadsheet imports): invisible
 * and typographic characters are taken out (`cleanPhoneText`), a leading '00' is the international
 * prefix, a number in scientific notation is taken when it holds every digit, then libphonenumber-js
 * reads it in `defaultCountry`'s national format, then as an international number without the plus
 * sign. See `PhoneReading`.
 */
export function readPhone(
  input: string,
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
): PhoneReading {
  if (typeof input !== 'string') return { ok: false, reason: 'invalid' };
  let text = cleanPhoneText(input);
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length > FIELD_MAX.phoneInput) return { ok: false, reason: 'invalid' };
  let scientific = false;
  if (/^\d+(?:[.,]\d+)?[eE]\+?\d+$/.test(text)) {
    const digits = scientificDigits(text);
    if (digits === 'rounded' || digits === 'invalid') return { ok: false, reason: digits };
    text = digits;
    scientific = true;
  } else if (/^\d{7,}\.0+$/.test(text)) {
    // a whole number written by a program as a decimal ('8095551234.0')
    text = text.slice(0, text.indexOf('.'));
  }
  if (/[^0-9+\-().\s/]/.test(text)) return { ok: false, reason: 'invalid' };
  // '00 34 612…' is '+34 612…' (the international prefix of most countries; no national number starts
  // with 00 in the selectable ones)
  if (/^00[1-9]/.test(digitsOf(text)) && !text.includes('+')) text = `+${text.replace(/^\D*0\D*0/, '')}`;

  const country = defaultCountry as CountryCode;
  const ownCode = getCountryCallingCode(country);
  const reading = (parsed: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>, explicit: boolean) =>
    ({
      ok: true,
      e164: parsed.number,
      callingCode: parsed.countryCallingCode,
      ...(parsed.country ? { country: parsed.country } : {}),
      explicitCountry: explicit,
      scientific,
    }) as const;

  const national = parsePhoneNumberFromString(text, country);
  if (national?.isPossible()) {
    // another calling code from a national reading means the entry carried an international prefix
    return reading(national, text.startsWith('+') || national.countryCallingCode !== ownCode);
  }
  if (text.startsWith('+')) return { ok: false, reason: 'invalid' };

  // a number of the default country with a digit or two too many is a typo, not a foreign number that
  // happens to start like one ('849-555-21000' is not Vietnam's +84 955 521 000)
  const digits = digitsOf(text);
  for (const extra of [1, 2]) {
    if (digits.length - extra >= PHONE_MIN_DIGITS && isValidPhoneNumber(digits.slice(0, -extra), country)) {
      return { ok: false, reason: 'tooLong' };
    }
  }
  const international = parsePhoneNumberFromString(`+${digits}`);
  if (international?.isValid()) return reading(international, false);
  return { ok: false, reason: 'invalid' };
}

/**
 * E.164 form of `input` when libphonenumber-js can parse it into a *possible* number, else null.
 * Accepts spaces, dashes, dots and parentheses, with or without the calling code ('+1 (809) 555-1234',
 * '809-555-1234' and '1 809 555 1234' all give '+18095551234' with the default country DO); a number
 * without '+' is read in `defaultCountry`'s national format, then as an international number without
 * the plus sign. Invisible characters, typographic dashes and spaces, a '00' international prefix and
 * exact scientific notation are understood too (`readPhone`).
 */
export function normalizePhone(
  input: string,
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | null {
  const reading = readPhone(input, defaultCountry);
  return reading.ok ? reading.e164 : null;
}

/** The English name of a country ('VN' → 'Vietnam'), for messages; the code when unknown. */
export function phoneCountryName(country: string | undefined): string | undefined {
  if (!country) return undefined;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
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

// ─── The phone input with a country selector (spec §5) ──────────────────────────────────────────
// The field's rules, React-free, for every front end that shows one (the public RSVP, the admin phone
// guests): a country selector (DO first), the number in international format with an editable calling
// code, and a forgiving reading of whatever was typed.

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
