// Phone normalisation, the phone RSVP's client rule and masking for logs. A separate entry point
// (`@wedding/shared-contracts/phone`) so that pages without a phone field never pull libphonenumber-js.
//
// Metadata: `libphonenumber-js/max`, deliberately. It carries the full per-type number patterns, so
// `isValid()` really checks that a number exists in the national plan (the `min` metadata only checks
// lengths and leading digits and accepts many non-existent numbers). The cost is size: ~157 kB of raw
// metadata against ~83 kB for `min` (roughly 40 kB against 20 kB gzipped). Only the RSVP screens and the
// services load this module, so the landing page budget is not affected.
import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import {
  DEFAULT_PHONE_COUNTRY,
  FIELD_MAX,
  PHONE_COUNTRIES,
  PHONE_MIN_DIGITS,
  PHONE_RSVP_MESSAGE_KEYS,
  type PhoneCountry,
} from './constants';

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
