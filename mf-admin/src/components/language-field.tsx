// The language of a guest's WhatsApp reminders: how both guest dialogs choose it and how the reminders show
// it.
import { DEFAULT_GUEST_LANGUAGE, GUEST_LANGUAGES, type GuestLanguage } from '@wedding/shared-contracts';
import type { Ref } from 'react';
import { useT } from '../lib/i18n/use-t';
import { SelectField } from './select-field';

/** Each language in its own words. */
export const LANGUAGE_NAMES: Record<GuestLanguage, string> = { es: 'Español', en: 'English' };

const OPTIONS = GUEST_LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));

/** "Reminder language": Español or English (a guest's is Spanish until chosen). */
export function LanguageField(props: {
  value: GuestLanguage;
  onChange(value: GuestLanguage): void;
  errorMessage?: string;
  isDisabled?: boolean;
  fieldRef?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  return <SelectField<GuestLanguage> label={t('Reminder language')} options={OPTIONS} {...props} />;
}

/**
 * What a dialog sends of the language: the one chosen, except the default for a guest that has none yet, so
 * that the language the guest answers the site in can still become theirs (shared-contracts'
 * domain/guest-language.ts gives it only to a guest without one).
 */
export function languageToSend(
  chosen: GuestLanguage | undefined,
  stored?: GuestLanguage | null,
): { language?: GuestLanguage } {
  if (chosen === undefined) return {};
  return stored || chosen !== DEFAULT_GUEST_LANGUAGE ? { language: chosen } : {};
}
