// The phone checks as zod schemas, built on the rules of phone-rules.ts: the phone RSVP's search form
// (browser). Part of the `@wedding/shared-contracts/phone` entry point.
import type { CountryCode } from 'libphonenumber-js/max';
import { DEFAULT_PHONE_COUNTRY, FIELD_MAX, PHONE_RSVP_MESSAGE_KEYS, type PhoneCountry } from './constants';
import { isAcceptablePhone } from './phone-rules';
import { z } from './zod';

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
