/**
 * The "confirmed, details missing" message, in Spanish and English: admins rewrite it (checked as it is
 * typed, as the first kind's: required, at most 1000 characters, with {link}) and may restore the
 * default; moderators read it. The preview shows it for a sample guest, with a sample invitation page link.
 */
import {
  type DetailsReminderTemplateBody,
  detailsReminderLink,
  detailsReminderText,
  GUEST_LANGUAGES,
  type GuestLanguage,
  type LocalizedText,
  REMINDER_MESSAGES,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { DialogActions } from '../../../components/dialog';
import { LANGUAGE_NAMES } from '../../../components/language-field';
import { SelectField } from '../../../components/select-field';
import { isUnauthorized } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useDetailsReminderTemplate, useSaveDetailsReminderTemplate } from '../api/use-details-reminders';
import { detailsWords } from '../details-words';
import { ReminderTemplateField, templateError } from './reminder-template-field';
import { TemplateDialogShell } from './template-dialog-shell';

/** The invitation code of the preview's sample guest. */
export const SAMPLE_CODE = 'ANA-2025';

const LANGUAGE_OPTIONS = GUEST_LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));

function DetailsTemplateForm(props: {
  initial: DetailsReminderTemplateBody;
  defaults: LocalizedText;
  canEdit: boolean;
  onClose(): void;
}) {
  const { initial, defaults, canEdit, onClose } = props;
  const t = useT();
  const save = useSaveDetailsReminderTemplate();
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<GuestLanguage>('es');
  const invalid = GUEST_LANGUAGES.some((lang) => templateError(draft[lang]));
  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => {
        toast({ title: t.known(REMINDER_MESSAGES.templatesSaved), variant: 'default' });
        onClose();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return;
        toast({
          title: t('Could not save the messages'),
          description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
          variant: 'destructive',
        });
      },
    });
  const preview = (firstName: string, template: LocalizedText) =>
    detailsReminderText(
      firstName,
      language,
      detailsReminderLink(window.location.origin, language, SAMPLE_CODE),
      template,
    );
  return (
    <>
      <SelectField<GuestLanguage>
        label={t('Language')}
        options={LANGUAGE_OPTIONS}
        value={language}
        onChange={setLanguage}
      />
      <ReminderTemplateField
        key={language}
        label={`${t(detailsWords().kind)} · ${LANGUAGE_NAMES[language]}`}
        language={language}
        value={draft[language]}
        defaultText={defaults}
        canEdit={canEdit}
        onChange={(text) => setDraft((current) => ({ ...current, [language]: text }))}
        preview={preview}
      />
      <DialogActions>
        <Button variant="ghost" onPress={onClose} isDisabled={save.isPending}>
          {canEdit ? t('Cancel') : t('Close')}
        </Button>
        {canEdit ? (
          <Button variant="primary" onPress={submit} isDisabled={save.isPending || invalid}>
            {t('Save messages')}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}

export function DetailsTemplateDialog(props: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  canEdit: boolean;
}) {
  const { isOpen, onOpenChange, canEdit } = props;
  const t = useT();
  const words = detailsWords();
  return (
    <TemplateDialogShell
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('Reminder message')}
      description={canEdit ? t(words.dialog) : t(words.dialogReadOnly)}
      query={useDetailsReminderTemplate(isOpen)}
      form={(data) => (
        <DetailsTemplateForm
          initial={data.template}
          defaults={data.default}
          canEdit={canEdit}
          onClose={() => onOpenChange(false)}
        />
      )}
    />
  );
}
