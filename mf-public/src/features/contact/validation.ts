/**
 * The contact form's checks: not part of the page's first load (zod, @hookform/resolvers), loaded when
 * the guest first uses the form (`checksResolver`, contact-form.tsx).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGES,
  type ContactSubmitBody,
  contactSubmitBodySchema,
  EXPECTED_TEXT,
} from '@wedding/shared-contracts';
import type { Resolver } from 'react-hook-form';
import { checkWith, type MessageError } from '../../shared/forms/message-errors';
import type { ContactFormValues } from './form-values';
import type { ContactMessageId } from './messages';

/** The shared schema's messages (Spanish) as catalog keys, so the form speaks the guest's language. */
const BY_MESSAGE: Record<string, ContactMessageId> = {
  [CONTACT_MESSAGES.nameRequired]: 'contact.errors.nameRequired',
  [CONTACT_MESSAGES.emailInvalid]: 'contact.errors.emailInvalid',
  [CONTACT_MESSAGES.subjectRequired]: 'contact.errors.subjectRequired',
  [CONTACT_MESSAGES.subjectInvalid]: 'contact.errors.subjectInvalid',
  [CONTACT_MESSAGES.messageRequired]: 'contact.errors.messageRequired',
  [EXPECTED_TEXT]: 'contact.errors.invalid',
};

function toMessageError(message: string): MessageError<ContactMessageId> {
  const known = BY_MESSAGE[message];
  if (known) return { id: known };
  const tooLong = /at most (\d+)/i.exec(message);
  if (tooLong) return { id: 'contact.errors.tooLong', values: { max: Number(tooLong[1]) } };
  return { id: 'contact.errors.invalid' };
}

/** The form's resolver: the same zod schema the service applies; first problem per field, as catalog keys. */
export const contactResolver: Resolver<ContactFormValues, unknown, ContactSubmitBody> = (
  values,
  _context,
  options,
) => checkWith(zodResolver(contactSubmitBodySchema), values, options, toMessageError, (body) => body);
