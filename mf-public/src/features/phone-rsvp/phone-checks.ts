/**
 * The phone RSVP's checks (spec §5), with zod: the number searched for and the people confirmed, and the
 * field's rules as the guest types (shared-contracts/phone, libphonenumber-js), under their shared names.
 * Not part of the page's first load: the search form loads this module when the guest first puts the focus
 * in it (`loadPhoneRules`, phone-field.ts), and the confirm step finds it loaded.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PHONE_RSVP_MESSAGE_KEYS, phoneConfirmFormSchema } from '@wedding/shared-contracts';
import { isOnlyCallingCode, phoneForLookup, phoneLookupFormSchema } from '@wedding/shared-contracts/phone';
import type { Resolver } from 'react-hook-form';
import { checkWith, type MessageError } from '../../shared/forms/message-errors';
import type { ConfirmValues, PhoneSearchValues } from './form-values';
import type { PhoneRsvpMessageId } from './messages';

export {
  formatPhoneInput,
  formatPhoneInternational,
  phoneCountryForInput,
  phoneForLookup,
  phoneLookupCandidates,
  switchPhoneCountry,
} from '@wedding/shared-contracts/phone';

type PhoneErrorKey = (typeof PHONE_RSVP_MESSAGE_KEYS)[keyof typeof PHONE_RSVP_MESSAGE_KEYS];

const PHONE_ERROR_KEYS: readonly string[] = Object.values(PHONE_RSVP_MESSAGE_KEYS);

/** The schema's messages are the catalog keys already. */
const toPhoneMessage = (message: string): MessageError<PhoneErrorKey> => ({
  id: PHONE_ERROR_KEYS.includes(message) ? (message as PhoneErrorKey) : PHONE_RSVP_MESSAGE_KEYS.invalid,
});

/**
 * The search form's resolver, the spec's rule: required (a calling code alone is nothing yet), then at
 * least 8 digits or a valid number. The form's `phone` becomes the lookup's `telefono`: E.164 when
 * parsable, else as typed (`phoneForLookup`, the one reading of the number in the browser).
 */
export const searchResolver: Resolver<PhoneSearchValues, unknown, string> = (values, _context, options) => {
  const { phone, country } = values;
  const entry = isOnlyCallingCode(phone.trim()) ? '' : phone;
  return checkWith(
    zodResolver(phoneLookupFormSchema(country)),
    { phone: entry },
    options,
    toPhoneMessage,
    () => phoneForLookup(phone, country),
  );
};

const PEOPLE_MIN: MessageError<PhoneRsvpMessageId> = { id: 'phoneRsvp.confirm.peopleMin' };

/** The confirm step's resolver: at least 1 person and no more than the guest's maximum (spec §5). */
export const confirmationResolver =
  (maxPeople: number): Resolver<ConfirmValues, unknown, number> =>
  (values, _context, options) =>
    checkWith(
      zodResolver(phoneConfirmFormSchema(maxPeople)),
      values,
      options,
      () => PEOPLE_MIN,
      ({ confirmedPeople }) => confirmedPeople,
    );
