// WhatsApp reminders (issue 16): GET /api/admin/reminders and POST /api/admin/reminders/{kind}/{id}/sent.
import { GUEST_LANGUAGES } from '../constants';
import { z } from '../zod';
import { dataResponse, isoDateTimeSchema, objectIdSchema } from './common';

/** Which list a reminded guest is on: the phone guests (`invitados`) or the invitation list. */
export const REMINDER_KINDS = ['phone-guest', 'guest'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** One guest who has not answered, with a phone. */
export const reminderSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  id: z.string(),
  name: z.string(),
  /** As stored (E.164 for every number entered since numbers are normalised). */
  phone: z.string(),
  language: z.enum(GUEST_LANGUAGES),
  /** Opens WhatsApp with the message ready; null when the stored number is not E.164. */
  whatsappUrl: z.string().nullable(),
  lastRemindedAt: isoDateTimeSchema.nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /api/admin/reminders: every pending guest with a phone, by name. */
export const reminderListResponseSchema = dataResponse(z.array(reminderSchema));
export type ReminderListResponse = z.infer<typeof reminderListResponseSchema>;

/** POST /api/admin/reminders/{kind}/{id}/sent: the guest's reminder, its time recorded. */
export const reminderSentResponseSchema = z.object({ data: reminderSchema });
export type ReminderSentResponse = z.infer<typeof reminderSentResponseSchema>;

export const reminderSentParamsSchema = z.object({
  kind: z.enum(REMINDER_KINDS, { error: 'kind must be phone-guest or guest' }),
  id: objectIdSchema,
});

export const REMINDER_MESSAGES = {
  notFound: 'Guest not found',
  busy: 'The guest is being changed right now. Please try again.',
} as const;
