// The reminder messages: the hosts' own, stored in one settings document, or the defaults of reminders.ts
// (shared-contracts) until an admin saves others. Each kind keeps its own "last saved" time, so saving one
// kind's message does not make the other's look just saved.
import {
  DEFAULT_REMINDER_TEMPLATES,
  type ReminderTemplates,
  type ReminderTemplatesBody,
  type ReminderTemplatesResponse,
} from '@wedding/shared-contracts';
import { REMINDER_TEMPLATES_ID, ReminderTemplatesModel } from '@wedding/shared-contracts/domain';

interface StoredTemplates extends Partial<ReminderTemplates> {
  notAnsweredSavedAt?: Date | null;
  updatedAt?: Date | null;
}

/**
 * When a kind's message was last saved: its own time, else (a document written when both kinds shared one
 * time) the document's, when that kind's message is in it; null when it never was.
 */
export function lastSaved(
  doc: { updatedAt?: Date | null } | null,
  own: Date | null | undefined,
  stored: unknown,
): string | null {
  const at = own ?? (stored ? doc?.updatedAt : null);
  return at ? at.toISOString() : null;
}

/** Options of a save: the kind's own time is set by hand, the document's old shared one left as it is. */
export const SAVE_OPTIONS = {
  upsert: true,
  returnDocument: 'after',
  runValidators: true,
  lean: true,
  timestamps: false,
} as const;

/** The stored document's templates, each falling back to its default when absent. */
function withDefaults(doc: StoredTemplates | null): ReminderTemplatesResponse['data'] {
  const pick = (id: keyof ReminderTemplates) => ({
    es: doc?.[id]?.es ?? DEFAULT_REMINDER_TEMPLATES[id].es,
    en: doc?.[id]?.en ?? DEFAULT_REMINDER_TEMPLATES[id].en,
  });
  return {
    templates: { beforeDeadline: pick('beforeDeadline'), afterDeadline: pick('afterDeadline') },
    defaults: DEFAULT_REMINDER_TEMPLATES,
    updatedAt: lastSaved(doc, doc?.notAnsweredSavedAt, doc?.beforeDeadline),
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
    {
      $set: {
        beforeDeadline: body.beforeDeadline,
        afterDeadline: body.afterDeadline,
        notAnsweredSavedAt: new Date(),
      },
    },
    SAVE_OPTIONS,
  );
  return withDefaults(doc as StoredTemplates | null);
}
