// The "confirmed, details missing" reminders: GET /api/admin/reminders/details-missing, and their message:
// GET and PUT /api/admin/reminders/details-missing/template (the same checks as the first kind's).
import { GUEST_LANGUAGES } from '../constants';
import { z } from '../zod';
import { dataResponse, isoDateTimeSchema } from './common';
import { REMINDER_KINDS, reminderTemplateTextSchema } from './reminders';

/** A confirmed guest whose party lacks names or meals, with a phone. */
export const detailsReminderSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  id: z.string(),
  name: z.string(),
  /** As stored (E.164). */
  phone: z.string(),
  group: z.string().nullable(),
  language: z.enum(GUEST_LANGUAGES),
  /** The people confirmed, and those named so far. */
  people: z.number(),
  named: z.number(),
  /** People named without a meal (when meals are asked). */
  withoutMeal: z.number(),
  /** Opens WhatsApp with the message ready; null when the stored number is not E.164. */
  whatsappUrl: z.string().nullable(),
});
export type DetailsReminder = z.infer<typeof detailsReminderSchema>;

/** Every confirmed guest with a phone whose party lacks names or meals, each person once, by name. */
export const detailsReminderListResponseSchema = z.object({ data: z.array(detailsReminderSchema) });
export type DetailsReminderListResponse = z.infer<typeof detailsReminderListResponseSchema>;

const localized = (text: z.ZodType<string>) => z.object({ es: text, en: text });

/** PUT body: the message in both languages ({link} required, as the first kind's). */
export const detailsReminderTemplateBodySchema = localized(
  reminderTemplateTextSchema.meta({ pattern: '^[ -z|~¡-ÿ]{0,200}\\{link\\}[ -z|~¡-ÿ]{0,200}$' }),
);
export type DetailsReminderTemplateBody = z.infer<typeof detailsReminderTemplateBodySchema>;

/**
 * The message in use, its default ("restore default": names only when the hosts ask for no meal) and when
 * an admin last saved this message (the first kind's messages have their own time).
 */
export const detailsReminderTemplateResponseSchema = dataResponse(
  z.object({
    template: localized(reminderTemplateTextSchema),
    default: localized(reminderTemplateTextSchema),
    updatedAt: isoDateTimeSchema.nullable(),
  }),
);
export type DetailsReminderTemplateResponse = z.infer<typeof detailsReminderTemplateResponseSchema>;
