import {
  CONTACT_MESSAGES,
  type ContactSubmitBody,
  contactSubmitBodySchema,
  EXPECTED_TEXT,
} from '@wedding/shared-contracts';
import type { ContactMessageId } from './messages';

export type ContactField = 'name' | 'email' | 'subject' | 'message';

export interface FieldError {
  id: ContactMessageId;
  values?: Record<string, number>;
}

/** The shared schema's messages (Spanish) as catalog keys, so the form speaks the guest's language. */
const BY_MESSAGE: Record<string, ContactMessageId> = {
  [CONTACT_MESSAGES.nameRequired]: 'contact.errors.nameRequired',
  [CONTACT_MESSAGES.emailInvalid]: 'contact.errors.emailInvalid',
  [CONTACT_MESSAGES.subjectRequired]: 'contact.errors.subjectRequired',
  [CONTACT_MESSAGES.subjectInvalid]: 'contact.errors.subjectInvalid',
  [CONTACT_MESSAGES.messageRequired]: 'contact.errors.messageRequired',
  [EXPECTED_TEXT]: 'contact.errors.invalid',
};

function toFieldError(message: string): FieldError {
  const known = BY_MESSAGE[message];
  if (known) return { id: known };
  const tooLong = /at most (\d+)/i.exec(message);
  if (tooLong) return { id: 'contact.errors.tooLong', values: { max: Number(tooLong[1]) } };
  return { id: 'contact.errors.invalid' };
}

export type ContactValidation =
  | { ok: true; body: ContactSubmitBody }
  | { ok: false; errors: Partial<Record<ContactField, FieldError>> };

/** Validates the form with the same zod schema the service uses; first problem per field. */
export function validateContact(values: Record<string, unknown>): ContactValidation {
  const result = contactSubmitBodySchema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!errors[field]) errors[field] = toFieldError(issue.message);
  }
  return { ok: false, errors };
}
