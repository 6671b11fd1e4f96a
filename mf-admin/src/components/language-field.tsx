// The language of a guest's WhatsApp reminders: how both guest dialogs choose it and how the reminders show
// it.
import { GUEST_LANGUAGES, type GuestLanguage } from '@wedding/shared-contracts';
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
