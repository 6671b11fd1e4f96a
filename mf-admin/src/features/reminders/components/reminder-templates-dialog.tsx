/**
 * The reminder messages: one until the reply deadline and one after it, in Spanish and English. Admins
 * rewrite them (each checked as it is typed: required, at most 1000 characters, with {link}, no
 * unknown placeholder) and may restore each default; moderators read them. Every message shows its
 * preview for a sample guest.
 */
import {
  GUEST_LANGUAGES,
  type GuestLanguage,
  REMINDER_MESSAGES,
  REMINDER_TEMPLATE_IDS,
  type ReminderTemplateId,
  type ReminderTemplatesBody,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { DialogActions } from '../../../components/dialog';
import { LANGUAGE_NAMES } from '../../../components/language-field';
import { SelectField } from '../../../components/select-field';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useReminderTemplates, useSaveReminderTemplates } from '../api/use-reminders';
import { ReminderTemplateField, templateError } from './reminder-template-field';
import { TemplateDialogShell } from './template-dialog-shell';

export const TEMPLATE_LABELS: Record<ReminderTemplateId, string> = {
  beforeDeadline: msg('Until the reply deadline'),
  afterDeadline: msg('After the reply deadline'),
};

const LANGUAGE_OPTIONS = GUEST_LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const hasErrors = (draft: ReminderTemplatesBody) =>
  REMINDER_TEMPLATE_IDS.some((id) => GUEST_LANGUAGES.some((lang) => templateError(draft[id][lang])));

/** The form, once the messages are loaded: `initial` is what is in use. */
function TemplatesForm(props: {
  initial: ReminderTemplatesBody;
  defaults: ReminderTemplatesBody;
  canEdit: boolean;
  onClose(): void;
}) {
  const { initial, defaults, canEdit, onClose } = props;
  const t = useT();
  const save = useSaveReminderTemplates();
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<GuestLanguage>('es');
  const change = (id: ReminderTemplateId) => (text: string) =>
    setDraft((current) => ({ ...current, [id]: { ...current[id], [language]: text } }));
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
  return (
    <Stack>
      <SelectField<GuestLanguage>
        label={t('Language')}
        options={LANGUAGE_OPTIONS}
        value={language}
        onChange={setLanguage}
      />
      {REMINDER_TEMPLATE_IDS.map((id) => (
        <ReminderTemplateField
          key={`${id}:${language}`}
          label={`${t(TEMPLATE_LABELS[id])} · ${LANGUAGE_NAMES[language]}`}
          language={language}
          value={draft[id][language]}
          defaultText={defaults[id]}
          canEdit={canEdit}
          onChange={change(id)}
        />
      ))}
      <DialogActions>
        <Button variant="ghost" onPress={onClose} isDisabled={save.isPending}>
          {canEdit ? t('Cancel') : t('Close')}
        </Button>
        {canEdit ? (
          <Button variant="primary" onPress={submit} isDisabled={save.isPending || hasErrors(draft)}>
            {t('Save messages')}
          </Button>
        ) : null}
      </DialogActions>
    </Stack>
  );
}

export function ReminderTemplatesDialog(props: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  canEdit: boolean;
}) {
  const { isOpen, onOpenChange, canEdit } = props;
  const t = useT();
  return (
    <TemplateDialogShell
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('Reminder messages')}
      description={
        canEdit
          ? t(
              'The message each guest receives, in their language. After the reply deadline the second one is used.',
            )
          : t('The message each guest receives, in their language. Only admins can change the messages.')
      }
      query={useReminderTemplates(isOpen)}
      form={(data) => (
        <TemplatesForm
          initial={data.templates}
          defaults={data.defaults}
          canEdit={canEdit}
          onClose={() => onOpenChange(false)}
        />
      )}
    />
  );
}
