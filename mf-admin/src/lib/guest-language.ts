// The language of a guest's WhatsApp reminders (issue 16), as both guest dialogs and the reminders show it.
import { GUEST_LANGUAGES, type GuestLanguage } from '@wedding/shared-contracts';

/** Each language in its own words. */
export const LANGUAGE_NAMES: Record<GuestLanguage, string> = { es: 'Español', en: 'English' };

export const LANGUAGE_OPTIONS = GUEST_LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));

export const LANGUAGE_FIELD = {
  label: 'Reminder language',
  description: 'The language of the WhatsApp reminders this guest gets',
} as const;
