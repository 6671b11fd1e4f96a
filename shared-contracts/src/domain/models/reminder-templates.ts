// `reminder_templates`: the WhatsApp reminder texts the hosts wrote in the back office, one settings document
// (`_id: 'reminders'`). Absent, or a template missing from it: the defaults of
// reminders.ts (shared-contracts). What is stored was checked by reminderTemplatesBodySchema. Each kind has
// its own "last saved" time; `updatedAt` is left as documents written before that had it (one time for both):
// the saves write no timestamps, so it stays what a template saved back then last shows.
import mongoose, { type InferSchemaType, Schema } from 'mongoose';
import { REMINDER_TEMPLATE_MAX } from '../../schemas/reminders';

/** The one document's id. */
export const REMINDER_TEMPLATES_ID = 'reminders';

const text = { type: String, required: true, maxlength: REMINDER_TEMPLATE_MAX };
const localized = new Schema({ es: text, en: text }, { _id: false });

export const reminderTemplatesDbSchema = new Schema(
  {
    _id: { type: String, required: true },
    beforeDeadline: { type: localized, required: true },
    afterDeadline: { type: localized, required: true },
    /** The "confirmed, details missing" message (details-reminder.ts); absent: its default. */
    detailsMissing: { type: localized },
    /** When an admin last saved the first kind's messages (beforeDeadline, afterDeadline). */
    notAnsweredSavedAt: { type: Date },
    /** When an admin last saved the "confirmed, details missing" message. */
    detailsMissingSavedAt: { type: Date },
  },
  { collection: 'reminder_templates', timestamps: true, versionKey: false },
);

export type ReminderTemplatesRaw = InferSchemaType<typeof reminderTemplatesDbSchema>;

const createReminderTemplatesModel = () => mongoose.model('ReminderTemplates', reminderTemplatesDbSchema);
export type ReminderTemplatesModelType = ReturnType<typeof createReminderTemplatesModel>;
export const ReminderTemplatesModel: ReminderTemplatesModelType =
  (mongoose.models.ReminderTemplates as ReminderTemplatesModelType | undefined) ??
  createReminderTemplatesModel();
