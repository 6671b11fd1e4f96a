// Reading a phone entry, as every path takes it (forms, the phone RSVP, spreadsheet imports), into its
// E.164 form with libphonenumber-js (the `max` metadata: see phone-rules.ts).
import {
  type CountryCode,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY, FIELD_MAX, PHONE_MIN_DIGITS, type PhoneCountry } from './constants';
import { cleanPhoneText, digitsOf } from './phone-text';

export type { CountryCode };

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
