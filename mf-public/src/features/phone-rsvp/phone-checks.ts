/**
 * The phone RSVP's checks (spec §5), with zod: the number searched for and the people confirmed, and the
 * field's rules as the guest types (phone-input.ts, libphonenumber-js). Not part of the page's first
 * load: the search form loads this module when the guest first puts the focus in it
 * (`loadPhoneRules`, phone-field.ts), and the confirm step finds it loaded.
 */
import {
  PHONE_RSVP_MESSAGE_KEYS,
  type PhoneCountry,
  phoneConfirmFormSchema,
} from '@wedding/shared-contracts';
import { isOnlyCallingCode, phoneLookupFormSchema } from '@wedding/shared-contracts/phone';

export { countryForInput, formatForDisplay, switchCountry, toLookupPhone } from './phone-input';

export type PhoneErrorKey = (typeof PHONE_RSVP_MESSAGE_KEYS)[keyof typeof PHONE_RSVP_MESSAGE_KEYS];

/** The spec's rule: required, then at least 8 digits or a valid number. Returns the message key. */
export function validatePhone(value: string, country: PhoneCountry): PhoneErrorKey | null {
  const entry = isOnlyCallingCode(value.trim()) ? '' : value;
  const result = phoneLookupFormSchema(country).safeParse({ phone: entry });
  if (result.success) return null;
  return (result.error.issues[0]?.message as PhoneErrorKey | undefined) ?? PHONE_RSVP_MESSAGE_KEYS.invalid;
}

/** At least 1 person and no more than the guest's maximum (spec §5). */
export function isValidConfirmation(maxPeople: number, people: number): boolean {
  return phoneConfirmFormSchema(maxPeople).safeParse({ confirmedPeople: people }).success;
}
