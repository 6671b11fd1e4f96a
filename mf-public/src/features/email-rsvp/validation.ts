/**
 * The e-mail RSVP form's checks: not part of the page's first load (zod, @hookform/resolvers), loaded
 * when the guest first uses the form (`checksResolver`, email-rsvp-form.tsx).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPECTED_TEXT,
  RSVP_MESSAGES,
  type RsvpBody,
  rsvpFormSchema,
  rsvpFormToBody,
} from '@wedding/shared-contracts';
import type { Resolver } from 'react-hook-form';
import { checkWith, type MessageError } from '../../shared/forms/message-errors';
import type { RsvpFormValues } from './form-values';
import type { EmailRsvpMessageId } from './messages';

/** The shared schema's messages (Spanish, spec §5) as catalog keys, so the form speaks the guest's language. */
const BY_MESSAGE: Record<string, EmailRsvpMessageId> = {
  [RSVP_MESSAGES.nameRequired]: 'emailRsvp.errors.nameRequired',
  [RSVP_MESSAGES.emailInvalid]: 'emailRsvp.errors.emailInvalid',
  [RSVP_MESSAGES.attendingRequired]: 'emailRsvp.errors.attendingRequired',
  [RSVP_MESSAGES.guestCountMin]: 'emailRsvp.errors.guestCountMin',
  [RSVP_MESSAGES.guestCountMax]: 'emailRsvp.errors.guestCountMax',
  // an empty or non-whole count: ask for at least one guest
  [RSVP_MESSAGES.guestCountInteger]: 'emailRsvp.errors.guestCountMin',
  [EXPECTED_TEXT]: 'emailRsvp.errors.invalid',
};

function toMessageError(message: string): MessageError<EmailRsvpMessageId> {
  const known = BY_MESSAGE[message];
  if (known) return { id: known };
  const tooLong = /at most (\d+)/i.exec(message);
  if (tooLong) return { id: 'emailRsvp.errors.tooLong', values: { max: Number(tooLong[1]) } };
  return { id: 'emailRsvp.errors.invalid' };
}

/**
 * The form's resolver, with the shared zod schema: name, e-mail, attending, guest count 1–10 including
 * the guest. A guest who does not attend sends 0 (the record rule), whatever the count field says.
 */
export const rsvpResolver: Resolver<RsvpFormValues, unknown, RsvpBody> = (values, _context, options) => {
  const attending = values.attending === null ? undefined : values.attending === 'yes';
  const input = {
    name: values.name,
    email: values.email,
    attending,
    guestCount: attending === false ? 1 : values.guestCount,
    message: values.message,
    dietaryRestrictions: values.dietaryRestrictions,
  };
  return checkWith(zodResolver(rsvpFormSchema), input, options, toMessageError, (form) =>
    rsvpFormToBody(form),
  );
};

/** A syntactically valid address, worth asking the server about. */
export function isCheckableEmail(email: string): boolean {
  return rsvpFormSchema.shape.email.safeParse(email).success;
}

/**
 * The guest's maximum when the server refused an answer for more people than the invitation allows
 * (`RSVP_MESSAGES.guestCountOverMaximum`, a bilingual 400), else `null`: the form then says it in the
 * page's language, on the count field.
 */
export function overMaximumOf(serverMessage: string): number | null {
  const max = Number(/\d+/.exec(serverMessage)?.[0]);
  return Number.isInteger(max) && RSVP_MESSAGES.guestCountOverMaximum(max) === serverMessage ? max : null;
}
