// The reminder messages: the hosts' own, stored in one settings document, or the defaults of reminders.ts
// (shared-contracts) until an admin saves others.
import {
  DEFAULT_REMINDER_TEMPLATES,
  type ReminderTemplates,
  type ReminderTemplatesBody,
  type ReminderTemplatesResponse,
} from '@wedding/shared-contracts';
import { REMINDER_TEMPLATES_ID, ReminderTemplatesModel } from '@wedding/shared-contracts/domain';

interface StoredTemplates extends Partial<ReminderTemplates> {
  updatedAt?: Date | null;
}

/** The stored document's templates, each falling back to its default when absent. */
function withDefaults(doc: StoredTemplates | null): ReminderTemplatesResponse['data'] {
  const pick = (id: keyof ReminderTemplates) => ({
    es: doc?.[id]?.es ?? DEFAULT_REMINDER_TEMPLATES[id].es,
    en: doc?.[id]?.en ?? DEFAULT_REMINDER_TEMPLATES[id].en,
  });
  return {
    templates: { beforeDeadline: pick('beforeDeadline'), afterDeadline: pick('afterDeadline') },
    defaults: DEFAULT_REMINDER_TEMPLATES,
    updatedAt: doc?.updatedAt ? doc.updatedAt.toISOString() : null,
  };
}

export async function readTemplates(): Promise<ReminderTemplatesResponse['data']> {
  const doc = await ReminderTemplatesModel.collection.findOne({ _id: REMINDER_TEMPLATES_ID as never });
  return withDefaults(doc as StoredTemplates | null);
}

/** Stores all four templates at once (the body was checked by reminderTemplatesBodySchema). */
export async function saveTemplates(body: ReminderTemplatesBody): Promise<ReminderTemplatesResponse['data']> {
  const doc = await ReminderTemplatesModel.findOneAndUpdate(
    { _id: REMINDER_TEMPLATES_ID },
    { $set: { beforeDeadline: body.beforeDeadline, afterDeadline: body.afterDeadline } },
    { upsert: true, returnDocument: 'after', runValidators: true, lean: true },
  );
  return withDefaults(doc as StoredTemplates | null);
}
