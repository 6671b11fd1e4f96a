/**
 * One reminder message in one language: its text (editable by admins, read-only for moderators), "Restore
 * default", and a live preview for a sample guest: the message exactly as that guest
 * would receive it, greeting by first name, with the deadline and the link filled in.
 */
import {
  type GuestLanguage,
  greetingName,
  type LocalizedText,
  REMINDER_TEMPLATE_MAX,
  reminderTemplateTextSchema,
  reminderText,
} from '@wedding/shared-contracts';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/text-area-field';
import { colors, radii } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';

/** The sample guest of the preview, per language (two surnames: the greeting keeps the first name). */
export const SAMPLE_GUESTS: Record<GuestLanguage, string> = {
  es: 'Ana María Pérez Gómez',
  en: 'John Michael Smith',
};

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Preview = styled.figure`
  margin: 0;
  padding: 0.75rem 0.9rem;
  border-radius: ${radii.md};
  background: ${colors.successSoft};
  figcaption {
    margin-bottom: 0.35rem;
    color: ${colors.textMuted};
    font-size: 0.8rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const ReadOnly = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The check's message for `text`, or undefined when it can be saved. */
export function templateError(text: string): string | undefined {
  return reminderTemplateTextSchema.safeParse(text).error?.issues[0]?.message;
}

export function ReminderTemplateField(props: {
  label: string;
  language: GuestLanguage;
  value: string;
  defaultText: LocalizedText;
  canEdit: boolean;
  onChange(value: string): void;
  /** The preview's text for the sample guest's first name (by default the first kind's reminder). */
  preview?: (firstName: string, template: LocalizedText) => string;
}) {
  const { label, language, value, defaultText, canEdit, onChange } = props;
  const preview =
    props.preview ??
    ((firstName: string, template: LocalizedText) =>
      reminderText(firstName, language, window.location.origin, template));
  const t = useT();
  const sample = SAMPLE_GUESTS[language];
  const error = templateError(value);
  const template = { es: value, en: value };
  return (
    <Block>
      {canEdit ? (
        <TextAreaField
          label={label}
          value={value}
          onChange={onChange}
          rows={5}
          maxLength={REMINDER_TEMPLATE_MAX + 100}
          description={t(
            'Placeholders: {name} (first name), {deadline} (reply deadline), {link} (required).',
            {
              name: '{name}',
              deadline: '{deadline}',
              link: '{link}',
            },
          )}
          errorMessage={error}
        />
      ) : (
        <>
          <strong>{label}</strong>
          <ReadOnly lang={language}>{value}</ReadOnly>
        </>
      )}
      {canEdit ? (
        <div>
          <Button
            size="sm"
            variant="ghost"
            isDisabled={value === defaultText[language]}
            onPress={() => onChange(defaultText[language])}
          >
            {t('Restore default')}
          </Button>
        </div>
      ) : null}
      {error ? null : (
        <Preview aria-label={t('Preview for {name}', { name: sample })}>
          <figcaption>{t('Preview for {name}', { name: sample })}</figcaption>
          <p lang={language}>{preview(greetingName(sample), template)}</p>
        </Preview>
      )}
    </Block>
  );
}
