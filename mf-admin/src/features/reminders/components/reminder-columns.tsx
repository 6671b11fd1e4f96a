// The reminders tables' columns, one definition for both kinds (reminders-page.tsx, details-reminders.tsx):
// the guest with their list and group, the number, the language and "Send reminder"; the first kind adds
// when each guest was last reminded, the second what the party still lacks (people to name, people
// without a meal).
import type { DetailsReminder, Reminder } from '@wedding/shared-contracts';
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

/** What a row of either kind has. */
type GuestRow = Pick<Reminder, 'kind' | 'name' | 'group' | 'phone' | 'language' | 'whatsappUrl'>;

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

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
`;

/**
 * The columns of a kind: the guest, `afterName`, the number, the language, `beforeActions`, and "Send
 * reminder" (`opened` is told when the host opens one).
 */
function guestColumns<Row extends GuestRow>(
  t: Translate,
  kind: { afterName?: DataColumn<Row>[]; beforeActions?: DataColumn<Row>[]; opened?: (row: Row) => void },
): DataColumn<Row>[] {
  const { afterName = [], beforeActions = [], opened } = kind;
  return [
    {
      id: 'name',
      header: t('Guest'),
      isRowHeader: true,
      sortValue: (row) => row.name,
      render: (row) => (
        <Name>
          <strong>{row.name}</strong>
          <Badge $tone={row.kind === 'phone-guest' ? 'info' : 'neutral'}>{t(LIST_NAMES[row.kind])}</Badge>
          {row.group ? <Group>{row.group}</Group> : null}
        </Name>
      ),
    },
    ...afterName,
    {
      id: 'phone',
      header: t('WhatsApp'),
      render: (row) => <Nowrap>{formatPhoneInternational(row.phone)}</Nowrap>,
    },
    {
      id: 'language',
      header: t('Language'),
      sortValue: (row) => LANGUAGE_NAMES[row.language],
      render: (row) => <span lang={row.language}>{LANGUAGE_NAMES[row.language]}</span>,
    },
    ...beforeActions,
    {
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      render: (row) =>
        row.whatsappUrl ? (
          <LinkButton
            size="sm"
            variant="primary"
            href={row.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            onPress={opened ? () => opened(row) : undefined}
            aria-label={t('Send reminder to {name} on WhatsApp', { name: row.name })}
          >
            {t('Send reminder')}
          </LinkButton>
        ) : (
          <Muted>{t('Not a WhatsApp number: edit the guest')}</Muted>
        ),
    },
  ];
}

/** Who has not answered: with when each was last reminded; opening a reminder marks it sent. */
export function reminderColumns(t: Translate, opened: (reminder: Reminder) => void): DataColumn<Reminder>[] {
  const lastReminded: DataColumn<Reminder> = {
    id: 'lastReminded',
    header: t('Last reminded'),
    sortValue: (reminder) => reminder.lastRemindedAt,
    render: (reminder) =>
      reminder.lastRemindedAt ? (
        <Nowrap>{formatDateTime(reminder.lastRemindedAt)}</Nowrap>
      ) : (
        <Muted>{t('Never')}</Muted>
      ),
  };
  return guestColumns(t, { beforeActions: [lastReminded], opened });
}

/** What the party still lacks, one line each (no meal line when nobody lacks one, or none is asked). */
function missingLines(t: Translate, reminder: DetailsReminder): string[] {
  const lines = [t('{named} of {people} named', { named: reminder.named, people: reminder.people })];
  if (reminder.withoutMeal > 0)
    lines.push(
      t('{count, plural, one {# without a meal} other {# without a meal}}', { count: reminder.withoutMeal }),
    );
  return lines;
}

/** The confirmed guests missing details: with what is missing. */
export function detailsReminderColumns(t: Translate): DataColumn<DetailsReminder>[] {
  const missing: DataColumn<DetailsReminder> = {
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
  };
  return guestColumns(t, { afterName: [missing] });
}
