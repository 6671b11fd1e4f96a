// The phone rules (normalisation, the phone RSVP's client rule, the phone field's rules, display)
// are without zod: a page shows and formats a phone field with these alone, and loads the checks built on
// them (phone-schemas.ts) only when the guest submits. Both are the `@wedding/shared-contracts/phone`
// entry point (phone.ts), separate so that pages without a phone field never pull libphonenumber-js.
//
// Metadata: `libphonenumber-js/max`, deliberately. It carries the full per-type number patterns, so
// `isValid()` really checks that a number exists in the national plan (the `min` metadata only checks
// lengths and leading digits and accepts many non-existent numbers). The cost is size: about twice the `min`
// metadata, raw or gzipped. Only the RSVP screens and the services load this module, so the landing page
// budget is not affected.
//
// This file holds the phone RSVP's client rule; the cleaning of pasted text is phone-text.ts, the reading
// of an entry phone-reading.ts, the phone input's rules phone-input.ts, and display
// phone-display.ts.
import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY, PHONE_MIN_DIGITS, type PhoneCountry } from './constants';
import { digitsOf } from './phone-text';

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
