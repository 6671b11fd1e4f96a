/**
 * The phone field's rules (spec §5): a country selector (DO first), the number in international format
 * with an editable calling code, and a forgiving reading of whatever the guest typed. The rules
 * themselves live in shared-contracts/phone (the admin phone-guest dialog uses the same ones); this
 * module adds what the RSVP search needs. Only the RSVP route loads it (libphonenumber-js metadata).
 */
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  PHONE_RSVP_MESSAGE_KEYS,
  type PhoneCountry,
} from '@wedding/shared-contracts';
import { isOnlyCallingCode, phoneInputToE164, phoneLookupFormSchema } from '@wedding/shared-contracts/phone';

export {
  formatPhoneInput as formatForDisplay,
  isOnlyCallingCode,
  phoneCallingCode as callingCode,
  phoneCountryForInput as countryForInput,
  phoneInputPrefix as prefixFor,
  switchPhoneCountry as switchCountry,
} from '@wedding/shared-contracts/phone';
export { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry };

/**
 * What the lookup sends (spec §5): E.164 when the entry can be read as a number, else the text as
 * typed (trimmed).
 */
export function toLookupPhone(value: string, country: PhoneCountry): string {
  return phoneInputToE164(value, country) ?? value.trim();
}

export type PhoneErrorKey = (typeof PHONE_RSVP_MESSAGE_KEYS)[keyof typeof PHONE_RSVP_MESSAGE_KEYS];

/** The spec's rule: required, then at least 8 digits or a valid number. Returns the message key. */
export function validatePhone(value: string, country: PhoneCountry): PhoneErrorKey | null {
  const entry = isOnlyCallingCode(value.trim()) ? '' : value;
  const result = phoneLookupFormSchema(country).safeParse({ phone: entry });
  if (result.success) return null;
  return (result.error.issues[0]?.message as PhoneErrorKey | undefined) ?? PHONE_RSVP_MESSAGE_KEYS.invalid;
}
