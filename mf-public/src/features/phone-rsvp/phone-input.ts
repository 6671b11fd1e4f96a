/**
 * The phone field's rules (spec §5): a country selector (DO first), the number in international format
 * with an editable calling code, and a forgiving reading of whatever the guest typed. The rules
 * themselves live in shared-contracts/phone (the admin phone-guest dialog uses the same ones); this
 * module adds what the RSVP search needs. It carries libphonenumber-js's metadata, so the page does not
 * import it: phone-checks.ts re-exports it, loaded when the guest first uses the form (phone-field.ts).
 */
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from '@wedding/shared-contracts';
import { phoneInputToE164 } from '@wedding/shared-contracts/phone';

export {
  formatPhoneInput as formatForDisplay,
  formatPhoneInternational as formatStoredPhone,
  isOnlyCallingCode,
  phoneCallingCode as callingCode,
  phoneCountryForInput as countryForInput,
  phoneInputPrefix as prefixFor,
  phoneLookupCandidates as lookupCandidates,
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
