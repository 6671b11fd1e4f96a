// Reading a phone entry, as every path takes it (forms, the phone RSVP, spreadsheet imports, reminders),
// into its E.164 form with libphonenumber-js (the `max` metadata: see phone-rules.ts). The one reading of
// a number: a number is taken only when it is valid (it exists in its country's numbering plan), never
// merely of the right length. docs/phone-numbers.md lists the rules in order.
import {
  type CountryCode,
  getCountryCallingCode,
  isValidPhoneNumber,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import {
  DEFAULT_PHONE_COUNTRY,
  FIELD_MAX,
  PHONE_COUNTRIES,
  PHONE_MIN_DIGITS,
  type PhoneCountry,
} from './constants';
import { cleanPhoneText, digitsOf } from './phone-text';

/**
 * How an entry became a number, from the most literal reading to the least. Every way but the first two
 * is a guess a host should see (the guest import warns, naming the country chosen):
 * - international: the entry named its country ('+34…', '0034…', '011 34…');
 * - national: a valid number of the default country, as its people write it ('809-555-1234');
 * - sharedCallingCode: a valid number of another country with the default country's calling code, written
 *   without it ('212 555 1234' with the Dominican Republic as default is a number of the United States);
 * - withoutPlus: a selectable country's calling code written without '+' ('34 612 345 678');
 * - otherCountry: not a number of the default country, but a valid national number that can be a mobile
 *   of exactly one other selectable country ('55 2870 5139' is a number of Mexico, never the
 *   +1 552 870 5139 that does not exist);
 * - mexicanMobileOne: Mexico's old mobile form, '+52 1 55 2870 5139', read without the '1' that Mexico
 *   dropped in 2019 (WhatsApp contact cards still show it).
 */
export type PhoneReadingWay =
  | 'international'
  | 'national'
  | 'sharedCallingCode'
  | 'withoutPlus'
  | 'otherCountry'
  | 'mexicanMobileOne';

/** How a phone entry was read: its E.164 form, or why there is none. */
export type PhoneReading =
  | {
      ok: true;
      e164: string;
      /** The calling code of the number read, without '+'. */
      callingCode: string;
      /** The country the number belongs to, when libphonenumber-js can tell. */
      country?: CountryCode;
      way: PhoneReadingWay;
      /** The entry was a number in scientific notation with every digit in it ('8.095551234E+09'). */
      scientific: boolean;
    }
  | {
      ok: false;
      /**
       * empty: nothing typed. invalid: not a number of any country it could be read in. rounded: scientific
       * notation that lost digits ('8.30E+09': a spreadsheet shows and saves long numbers so). tooLong: a
       * number of the default country with a digit or two too many; tooShort: with a digit or two too few
       * (`candidates`: what it would be in other selectable countries, if anything). ambiguous: not a
       * number of the default country, and a valid number of several other selectable countries.
       */
      reason: 'empty' | 'invalid' | 'rounded' | 'tooLong' | 'tooShort' | 'ambiguous';
      candidates?: { country: CountryCode; e164: string }[];
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

/** The entry as plain number text, or why it is none ('8095551234.0' and exact scientific notation read). */
function numberText(
  input: string,
): { text: string; scientific: boolean } | { reason: 'empty' | 'invalid' | 'rounded' } {
  let text = cleanPhoneText(input);
  if (text === '') return { reason: 'empty' };
  if (text.length > FIELD_MAX.phoneInput) return { reason: 'invalid' };
  let scientific = false;
  if (/^\d+(?:[.,]\d+)?[eE]\+?\d+$/.test(text)) {
    const digits = scientificDigits(text);
    if (digits === 'rounded' || digits === 'invalid') return { reason: digits };
    text = digits;
    scientific = true;
  } else if (/^\d{7,}\.0+$/.test(text)) {
    // a whole number written by a program as a decimal ('8095551234.0')
    text = text.slice(0, text.indexOf('.'));
  }
  if (/[^0-9+\-().\s/]/.test(text)) return { reason: 'invalid' };
  // '00 34 612…' is '+34 612…' (the international prefix of most countries; no national number starts
  // with 00 in the selectable ones)
  if (/^00[1-9]/.test(digitsOf(text)) && !text.includes('+')) text = `+${text.replace(/^\D*0\D*0/, '')}`;
  return { text, scientific };
}

const parse = (text: string, country?: CountryCode): PhoneNumber | undefined => {
  try {
    return parsePhoneNumberFromString(text, country);
  } catch {
    return undefined;
  }
};

/** '+52 1 55 2870 5139' → the number without Mexico's old mobile '1', when that one is valid. */
function withoutMexicanMobileOne(parsed: PhoneNumber | undefined): PhoneNumber | undefined {
  if (parsed?.countryCallingCode !== '52' || !/^1\d{10}$/.test(parsed.nationalNumber)) return undefined;
  const current = parse(`+52${parsed.nationalNumber.slice(1)}`);
  return current?.isValid() ? current : undefined;
}

/** A valid reading of `parsed`, or of its old Mexican mobile form. */
function validOrMexican(
  parsed: PhoneNumber | undefined,
): { number: PhoneNumber; mexican: boolean } | undefined {
  if (parsed?.isValid()) return { number: parsed, mexican: false };
  const mexican = withoutMexicanMobileOne(parsed);
  return mexican ? { number: mexican, mexican: true } : undefined;
}

/**
 * A WhatsApp number is a mobile one: a guess of another country is taken only when it can be a mobile
 * number there (Mexico and the North American plan do not tell mobiles apart, so theirs always can).
 */
const mayBeMobile = (number: PhoneNumber): boolean => {
  const type = number.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
};

const isSelectable = (country: CountryCode | undefined): boolean =>
  country !== undefined && (PHONE_COUNTRIES as readonly string[]).includes(country);

/**
 * Readings of a number written without '+' that is not one of the default country: its digits as a
 * selectable country's calling code and number, and its digits as a national number of each other
 * selectable country. Distinct numbers only, in that order.
 */
function guessesBeyondDefault(
  digits: string,
  defaultCountry: CountryCode,
): { number: PhoneNumber; way: PhoneReadingWay }[] {
  const guesses: { number: PhoneNumber; way: PhoneReadingWay }[] = [];
  const add = (number: PhoneNumber, way: PhoneReadingWay) => {
    if (!guesses.some((guess) => guess.number.number === number.number)) guesses.push({ number, way });
  };
  const international = validOrMexican(parse(`+${digits}`));
  if (international && isSelectable(international.number.country)) add(international.number, 'withoutPlus');
  for (const country of PHONE_COUNTRIES) {
    if (country === defaultCountry) continue;
    const national = parse(digits, country);
    if (national?.isValid() && national.country === country && mayBeMobile(national))
      add(national, 'otherCountry');
  }
  return guesses;
}

/**
 * Reads a phone entry as every path takes it (forms, the phone RSVP, spreadsheet imports): invisible
 * and typographic characters are taken out (`cleanPhoneText`), a leading '00' is the international
 * prefix, a number in scientific notation is taken when it holds every digit. Then, in order (the first
 * that gives a valid number wins; see `PhoneReadingWay`): the entry as written, in `defaultCountry`'s
 * national format when it has no '+'; for an entry without '+', its digits as a selectable country's
 * calling code and number, and as a national number of each other selectable country, taken when exactly
 * one number comes out; else a number of the default country with a digit or two too many is 'tooLong'.
 */
export function readPhone(
  input: string,
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
): PhoneReading {
  if (typeof input !== 'string') return { ok: false, reason: 'invalid' };
  const entry = numberText(input);
  if ('reason' in entry) return { ok: false, reason: entry.reason };
  const { text, scientific } = entry;
  const country = defaultCountry as CountryCode;
  const ownCode = getCountryCallingCode(country);
  const reading = (parsed: PhoneNumber, way: PhoneReadingWay) =>
    ({
      ok: true,
      e164: parsed.number,
      callingCode: parsed.countryCallingCode,
      ...(parsed.country ? { country: parsed.country } : {}),
      way,
      scientific,
    }) as const;

  const asWritten = validOrMexican(parse(text, country));
  if (asWritten) {
    const { number, mexican } = asWritten;
    if (mexican) return reading(number, 'mexicanMobileOne');
    // another calling code from a national reading means the entry carried an international prefix
    if (text.startsWith('+') || number.countryCallingCode !== ownCode)
      return reading(number, 'international');
    return reading(number, number.country && number.country !== country ? 'sharedCallingCode' : 'national');
  }
  if (text.startsWith('+')) return { ok: false, reason: 'invalid' };

  const digits = digitsOf(text);
  const guesses = guessesBeyondDefault(digits, country);
  const candidates = guesses.map(({ number }) => ({
    country: number.country as CountryCode,
    e164: number.number,
  }));
  // a number of the default country a digit or two short is a slip, not a foreign number that happens to
  // have that length ('809 555 010' is not Chile's +56 809 555 010)
  if (isShortOfDefault(digits, country)) return { ok: false, reason: 'tooShort', candidates };
  const [only] = guesses;
  if (only && guesses.length === 1) return reading(only.number, only.way);
  if (guesses.length > 1) return { ok: false, reason: 'ambiguous', candidates };
  // a number of the default country with a digit or two too many is a typo, not a foreign number that
  // happens to start like one ('849-555-21000' is not Vietnam's +84 955 521 000)
  for (const extra of [1, 2]) {
    if (digits.length - extra >= PHONE_MIN_DIGITS && isValidPhoneNumber(digits.slice(0, -extra), country)) {
      return { ok: false, reason: 'tooLong' };
    }
  }
  return { ok: false, reason: 'invalid' };
}

/** One or two more digits would make `digits` a valid number of `country` itself (not one sharing its code). */
function isShortOfDefault(digits: string, country: CountryCode): boolean {
  for (const padding of ['0', '00', '5', '55']) {
    const padded = parse(`${digits}${padding}`, country);
    if (padded?.isValid() && padded.country === country) return true;
  }
  return false;
}

/**
 * E.164 form of `input` when it reads as a valid number (`readPhone`), else null. Accepts spaces, dashes,
 * dots and parentheses, with or without the calling code ('+1 (809) 555-1234', '809-555-1234' and
 * '1 809 555 1234' all give '+18095551234' with the default country DO). Invisible characters,
 * typographic dashes and spaces, a '00' international prefix and exact scientific notation are
 * understood too.
 */
export function normalizePhone(
  input: string,
  defaultCountry: CountryCode | PhoneCountry = DEFAULT_PHONE_COUNTRY,
): string | null {
  const reading = readPhone(input, defaultCountry);
  return reading.ok ? reading.e164 : null;
}
