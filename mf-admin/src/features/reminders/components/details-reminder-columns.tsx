// The "confirmed, details missing" table's columns (details-reminders.tsx): the guest with their list and
// group, what is missing (people still to name, people without a meal), the number, the language, and
// "Send reminder".
import type { DetailsReminder } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { LinkButton } from '../../../components/button';
import type { DataColumn } from '../../../components/data-table';
import { LANGUAGE_NAMES } from '../../../components/language-field';
import { msg, type Translate } from '../../../lib/i18n/use-t';
import { Muted } from './reminder-columns';

const LIST_NAMES = { 'phone-guest': msg('Phone guest'), guest: msg('Invitation list') } as const;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.2rem;
  min-width: 9rem;
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
`;

/** What the party still lacks, one line each. */
function missingLines(t: Translate, reminder: DetailsReminder): string[] {
  const lines = [t('{named} of {people} named', { named: reminder.named, people: reminder.people })];
  if (reminder.withoutMeal > 0)
    lines.push(
      t('{count, plural, one {# without a meal} other {# without a meal}}', { count: reminder.withoutMeal }),
    );
  return lines;
}

export function detailsReminderColumns(t: Translate): DataColumn<DetailsReminder>[] {
  return [
    {
      id: 'name',
      header: t('Guest'),
      isRowHeader: true,
      sortValue: (reminder) => reminder.name,
      render: (reminder) => (
        <Name>
          <strong>{reminder.name}</strong>
          <Badge $tone={reminder.kind === 'phone-guest' ? 'info' : 'neutral'}>
            {t(LIST_NAMES[reminder.kind])}
          </Badge>
          {reminder.group ? <Muted>{reminder.group}</Muted> : null}
        </Name>
      ),
    },
    {
      id: 'missing',
      header: t('Missing'),
      sortValue: (reminder) => reminder.people - reminder.named + reminder.withoutMeal,
      render: (reminder) => (
        <Lines>
          {missingLines(t, reminder).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Lines>
      ),
    },
    {
      id: 'phone',
      header: t('WhatsApp'),
      render: (reminder) => <span>{formatPhoneInternational(reminder.phone)}</span>,
    },
    {
      id: 'language',
      header: t('Language'),
      sortValue: (reminder) => LANGUAGE_NAMES[reminder.language],
      render: (reminder) => <span lang={reminder.language}>{LANGUAGE_NAMES[reminder.language]}</span>,
    },
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      render: (reminder) =>
        reminder.whatsappUrl ? (
          <LinkButton
            size="sm"
            variant="primary"
            href={reminder.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('Send reminder to {name} on WhatsApp', { name: reminder.name })}
          >
            {t('Send reminder')}
          </LinkButton>
        ) : (
          <Muted>{t('Not a WhatsApp number: edit the guest')}</Muted>
        ),
    },
  ];
}
