// Contact form and inquiries (spec §2 contact form / admin contacts, §3 contacts, §7, ARCHITECTURE.md
// POST /api/contact).

import { CONTACT_STATUSES, CONTACT_SUBJECTS, FIELD_MAX, RECENT_INQUIRIES_DAYS } from '../constants';
import { z } from '../zod';
import {
  dataResponse,
  EXPECTED_TEXT,
  emailField,
  isoDateTimeSchema,
  optionalText,
  requiredText,
} from './common';

export const CONTACT_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  emailInvalid: 'Correo electrónico inválido',
  subjectRequired: 'El asunto es requerido',
  subjectInvalid: 'Asunto inválido',
  messageRequired: 'El mensaje es requerido',
  statusInvalid: 'Status must be one of new, in_progress, resolved, archived',
} as const;

export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS, {
  error: (iss) =>
    iss.input === undefined || iss.input === ''
      ? CONTACT_MESSAGES.subjectRequired
      : CONTACT_MESSAGES.subjectInvalid,
});

/**
 * POST /api/contact. `website` is a honeypot: people never see it, so a non-empty value marks a bot
 * (the service answers as if it succeeded and stores nothing).
 */
export const contactSubmitBodySchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, FIELD_MAX.name),
  email: emailField(CONTACT_MESSAGES.emailInvalid),
  subject: contactSubjectSchema,
  message: requiredText(CONTACT_MESSAGES.messageRequired, FIELD_MAX.message),
  website: z.string({ error: EXPECTED_TEXT }).max(FIELD_MAX.honeypot).optional(),
});
export type ContactSubmitBody = z.infer<typeof contactSubmitBodySchema>;

/** True when the honeypot was filled in. */
export function isHoneypotFilled(body: Pick<ContactSubmitBody, 'website'>): boolean {
  return (body.website ?? '').trim() !== '';
}

/** POST /api/contact answer (201). */
export const contactSubmitResponseSchema = z.object({ message: z.string() });
export type ContactSubmitResponse = z.infer<typeof contactSubmitResponseSchema>;

/** A contact inquiry as the API returns it. */
export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** A CONTACT_SUBJECTS key for new data; older rows may hold free text. */
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  notes: z.string().nullish(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/admin/contacts */
export const contactListResponseSchema = dataResponse(z.array(contactSchema));
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** PATCH /api/admin/contacts/{id}: status and/or notes. A blank status keeps the current one. */
export const contactUpdateBodySchema = z
  .object({
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.statusInvalid }).optional(),
    ),
    notes: optionalText(FIELD_MAX.notes),
  })
  // for the API's description: an update with neither is refused ('Nothing to update')
  .meta({ anyOf: [{ required: ['status'] }, { required: ['notes'] }] });
export type ContactUpdateBody = z.infer<typeof contactUpdateBodySchema>;

/** PATCH answer. */
export const contactResponseSchema = dataResponse(contactSchema).extend({ message: z.string().optional() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Inquiries created within the last RECENT_INQUIRIES_DAYS days. */
export function isRecentInquiry(
  createdAt: string,
  now: Date = new Date(),
  days: number = RECENT_INQUIRIES_DAYS,
): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= days * 24 * 60 * 60 * 1000;
}
