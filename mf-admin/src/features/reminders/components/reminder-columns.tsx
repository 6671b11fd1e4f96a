// The reminders table's columns (reminders-page.tsx): the guest with their list and group, the number,
// the language, when they were last reminded, and "Send reminder".
import type { Reminder } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { LinkButton } from '../../../components/button';
import type { DataColumn } from '../../../components/data-table';
import { LANGUAGE_NAMES } from '../../../components/language-field';
import { colors } from '../../../components/theme';
import { formatDateTime } from '../../../lib/format';
import { msg, type Translate } from '../../../lib/i18n/use-t';

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

const Nowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Muted = styled.span`
  color: ${colors.textMuted};
`;

const Group = styled.span`
  color: ${colors.textMuted};
  font-size: 0.8rem;
`;

export function reminderColumns(t: Translate, opened: (reminder: Reminder) => void): DataColumn<Reminder>[] {
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
          {reminder.group ? <Group>{reminder.group}</Group> : null}
        </Name>
      ),
    },
    {
      id: 'phone',
      header: t('WhatsApp'),
      render: (reminder) => <Nowrap>{formatPhoneInternational(reminder.phone)}</Nowrap>,
    },
    {
      id: 'language',
      header: t('Language'),
      sortValue: (reminder) => LANGUAGE_NAMES[reminder.language],
      render: (reminder) => <span lang={reminder.language}>{LANGUAGE_NAMES[reminder.language]}</span>,
    },
    {
      id: 'lastReminded',
      header: t('Last reminded'),
      sortValue: (reminder) => reminder.lastRemindedAt,
      render: (reminder) =>
        reminder.lastRemindedAt ? (
          <Nowrap>{formatDateTime(reminder.lastRemindedAt)}</Nowrap>
        ) : (
          <Muted>{t('Never')}</Muted>
        ),
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
            onPress={() => opened(reminder)}
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
