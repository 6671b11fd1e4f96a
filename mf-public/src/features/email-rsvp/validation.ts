import {
  EXPECTED_TEXT,
  RSVP_MESSAGES,
  type RsvpBody,
  rsvpFormSchema,
  rsvpFormToBody,
} from '@wedding/shared-contracts';
import type { EmailRsvpMessageId } from './messages';

export type RsvpField = 'name' | 'email' | 'attending' | 'guestCount' | 'message' | 'dietaryRestrictions';

export interface FieldError {
  id: EmailRsvpMessageId;
  values?: Record<string, number>;
}

export interface RsvpFormValues {
  name: string;
  email: string;
  attending: 'yes' | 'no' | null;
  /** NaN while the field is empty. */
  guestCount: number;
  message: string;
  dietaryRestrictions: string;
}

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

function toFieldError(message: string): FieldError {
  const known = BY_MESSAGE[message];
  if (known) return { id: known };
  const tooLong = /at most (\d+)/i.exec(message);
  if (tooLong) return { id: 'emailRsvp.errors.tooLong', values: { max: Number(tooLong[1]) } };
  return { id: 'emailRsvp.errors.invalid' };
}

export type RsvpValidation =
  | { ok: true; body: RsvpBody }
  | { ok: false; errors: Partial<Record<RsvpField, FieldError>> };

/**
 * The form's rules with the shared zod schema: name, e-mail, attending, guest count 1–10 including
 * the guest. A guest who does not attend sends 0 (the record rule), whatever the count field says.
 */
export function validateRsvp(values: RsvpFormValues): RsvpValidation {
  const attending = values.attending === null ? undefined : values.attending === 'yes';
  const result = rsvpFormSchema.safeParse({
    name: values.name,
    email: values.email,
    attending,
    guestCount: attending === false ? 1 : values.guestCount,
    message: values.message,
    dietaryRestrictions: values.dietaryRestrictions,
  });
  if (result.success) return { ok: true, body: rsvpFormToBody(result.data) };
  const errors: Partial<Record<RsvpField, FieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RsvpField;
    if (!errors[field]) errors[field] = toFieldError(issue.message);
  }
  return { ok: false, errors };
}

/** A syntactically valid address, worth asking the server about. */
export function isCheckableEmail(email: string): boolean {
  return rsvpFormSchema.shape.email.safeParse(email).success;
}
