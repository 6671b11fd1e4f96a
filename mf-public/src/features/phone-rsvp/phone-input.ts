/**
 * The phone field's rules (spec §5): a country selector (DO first), the number in international format
 * with an editable calling code, and a forgiving reading of whatever the guest typed. The rules
 * themselves live in shared-contracts/phone (the admin phone-guest dialog uses the same ones); this
 * module adds what the RSVP search needs. It carries libphonenumber-js's metadata, so the page does not
 * import it: phone-checks.ts re-exports it, loaded when the guest first uses the form (phone-field.ts).
 */
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from '@wedding/shared-contracts';

export {
  formatPhoneInput as formatForDisplay,
  formatPhoneInternational as formatStoredPhone,
  isOnlyCallingCode,
  phoneCallingCode as callingCode,
  phoneCountryForInput as countryForInput,
  phoneForLookup,
  phoneInputPrefix as prefixFor,
  phoneLookupCandidates as lookupCandidates,
  switchPhoneCountry as switchCountry,
} from '@wedding/shared-contracts/phone';
export { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry };
