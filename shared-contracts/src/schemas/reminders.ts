// WhatsApp reminders: GET /api/admin/reminders and POST /api/admin/reminders/{kind}/{id}/sent; their
// templates: GET and PUT /api/admin/reminders/templates.
import { GUEST_LANGUAGES } from '../constants';
import { REMINDER_PLACEHOLDERS, REMINDER_TEMPLATE_IDS } from '../reminders';
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
  /** The guest's group: the category of either list; null when it has none. */
  group: z.string().nullable(),
  language: z.enum(GUEST_LANGUAGES),
  /** Opens WhatsApp with the message ready; null when the stored number is not E.164. */
  whatsappUrl: z.string().nullable(),
  lastRemindedAt: isoDateTimeSchema.nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/**
 * GET /api/admin/reminders: every pending guest with a phone whose number has not answered on either
 * list, by name; and the template the links were written from (`afterDeadline`: the deadline has passed).
 */
export const reminderListResponseSchema = z.object({
  data: z.array(reminderSchema),
  template: z.enum(REMINDER_TEMPLATE_IDS),
});
export type ReminderListResponse = z.infer<typeof reminderListResponseSchema>;

/** POST /api/admin/reminders/{kind}/{id}/sent: the guest's reminder, its time recorded. */
export const reminderSentResponseSchema = z.object({ data: reminderSchema });
export type ReminderSentResponse = z.infer<typeof reminderSentResponseSchema>;

export const reminderSentParamsSchema = z.object({
  kind: z.enum(REMINDER_KINDS, { error: 'kind must be phone-guest or guest' }),
  id: objectIdSchema,
});

/** The longest template an admin may write (a WhatsApp message stays readable, its link short). */
export const REMINDER_TEMPLATE_MAX = 1000;

export const REMINDER_MESSAGES = {
  notFound: 'Guest not found',
  busy: 'The guest is being changed right now. Please try again.',
  answered: 'This WhatsApp number has already answered (on one of the lists): it gets no reminder.',
  templateRequired: 'The message is required',
  templateTooLong: `The message must be at most ${REMINDER_TEMPLATE_MAX} characters`,
  templateNeedsLink: 'The message must contain {link}, the link where the guest answers',
  templateUnknownPlaceholder: 'Use only the placeholders {name}, {deadline} and {link}',
  templatesSaved: 'Reminder messages saved',
} as const;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const known = new Set<string>(REMINDER_PLACEHOLDERS);

/** One template in one language: required, at most REMINDER_TEMPLATE_MAX, with {link}, no other braces. */
export const reminderTemplateTextSchema = z
  .string({ error: REMINDER_MESSAGES.templateRequired })
  .trim()
  .min(1, { error: REMINDER_MESSAGES.templateRequired })
  .max(REMINDER_TEMPLATE_MAX, { error: REMINDER_MESSAGES.templateTooLong })
  .regex(/\{link\}/, { error: REMINDER_MESSAGES.templateNeedsLink })
  .refine((text) => [...text.matchAll(PLACEHOLDER)].every(([, word]) => known.has(word ?? '')), {
    error: REMINDER_MESSAGES.templateUnknownPlaceholder,
  });

/**
 * A template as the PUT body describes it to API clients: a form every generator can write and the
 * service always takes, the link between plain text ({name} and {deadline} are taken too; scripts/api-fuzz.ts
 * says so). The answers describe a stored template as it is (reminderTemplateTextSchema).
 */
const reminderTemplateInputSchema = reminderTemplateTextSchema.meta({
  // Latin-1 letters, digits, spaces and punctuation without braces, around the link
  pattern: '^[ -z|~¡-ÿ]{0,200}\\{link\\}[ -z|~¡-ÿ]{0,200}$',
});

const localized = (text: typeof reminderTemplateTextSchema) => z.object({ es: text, en: text });

/** PUT /api/admin/reminders/templates: all four templates (both languages, before and after the deadline). */
export const reminderTemplatesBodySchema = z.object({
  beforeDeadline: localized(reminderTemplateInputSchema),
  afterDeadline: localized(reminderTemplateInputSchema),
});
const storedTemplatesSchema = z.object({
  beforeDeadline: localized(reminderTemplateTextSchema),
  afterDeadline: localized(reminderTemplateTextSchema),
});
export type ReminderTemplatesBody = z.infer<typeof reminderTemplatesBodySchema>;

/** The templates in use, the defaults ("restore default"), and when an admin last saved them. */
export const reminderTemplatesResponseSchema = dataResponse(
  z.object({
    templates: storedTemplatesSchema,
    defaults: storedTemplatesSchema,
    updatedAt: isoDateTimeSchema.nullable(),
  }),
);
export type ReminderTemplatesResponse = z.infer<typeof reminderTemplatesResponseSchema>;
