/**
 * /admin/reminders (issue 16 item 1): everyone who has not answered and has a phone, from both lists, each
 * with *Send reminder*: a link that opens WhatsApp on this device with the message ready, in the guest's
 * language (the service writes it: reminders.ts in shared-contracts). Nothing is sent by the server; the
 * reminder is marked sent when the host opens it, and the list says when each guest was last reminded
 * and can show only those not reminded lately.
 */
import type { Reminder } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type ReactNode, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { Button, LinkButton } from '../../../components/button';
import { CardText } from '../../../components/card';
import { type DataColumn, DataTable, useRememberedSort } from '../../../components/data-table';
import { LANGUAGE_NAMES } from '../../../components/language-field';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { AdminPage } from '../../../components/page-layout';
import { SelectField } from '../../../components/select-field';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { colors } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMarkReminderSent, useReminders } from '../api/use-reminders';

export const REMINDERS_LOAD_FAILED = msg('Failed to load the guests to remind. Please try again.');

const DAY = 24 * 60 * 60 * 1000;

/** Which guests the table shows: everyone waiting, never reminded, or not reminded in the last N days. */
type Shown = 'all' | 'never' | '3' | '7' | '14';
const SHOWN_OPTIONS: { id: Shown; label: string }[] = [
  { id: 'all', label: msg('Everyone who has not answered') },
  { id: 'never', label: msg('Never reminded') },
  { id: '3', label: msg('Not reminded in the last 3 days') },
  { id: '7', label: msg('Not reminded in the last 7 days') },
  { id: '14', label: msg('Not reminded in the last 14 days') },
];

/** Whether `reminder` is shown under `shown`, at `now`. */
export function isShown(reminder: Reminder, shown: Shown, now: number): boolean {
  if (shown === 'all') return true;
  if (!reminder.lastRemindedAt) return true;
  if (shown === 'never') return false;
  return now - Date.parse(reminder.lastRemindedAt) >= Number(shown) * DAY;
}

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

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const Intro = styled(CardText)`
  max-width: 46rem;
  margin: 0;
`;

export function RemindersPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const list = useReminders();
  const mark = useMarkReminderSent();
  const [shown, setShown] = useState<Shown>('all');
  const [sort, setSort] = useRememberedSort('reminders');
  const reminders = list.data;
  // the filter's "now": when the list was last read (a re-read moves it on)
  const now = list.dataUpdatedAt || Date.now();
  const rows = useMemo(
    () => (reminders ?? []).filter((reminder) => isShown(reminder, shown, now)),
    [reminders, shown, now],
  );
  const never = (reminders ?? []).filter((reminder) => !reminder.lastRemindedAt).length;
  const lately = (reminders ?? []).filter((reminder) => !isShown(reminder, '7', now)).length;

  const opened = (reminder: Reminder) => {
    mark.mutate(reminder, {
      onError: (error) => {
        if (isUnauthorized(error)) return;
        toast({
          title: t('Could not mark the reminder as sent'),
          description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
          variant: 'destructive',
        });
      },
    });
  };

  const columns: DataColumn<Reminder>[] = [
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

  const failed = list.isError && !reminders;
  let body: ReactNode;
  if (failed) {
    body = (
      <ListLoadFailed
        title={t(REMINDERS_LOAD_FAILED)}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    const figure = (value: number) => (reminders ? value : '—');
    body = (
      <>
        <Intro>
          <strong>{t('Send reminder')}</strong>{' '}
          {t(
            "opens WhatsApp on this device with a message ready, in the guest's language, with the reply deadline and the link to answer. Nothing is sent until you press send in WhatsApp. The reminder is marked as sent when you open it.",
          )}
        </Intro>
        <StatGrid $columns={3}>
          <StatCard
            label={t('Not answered yet')}
            value={figure(reminders?.length ?? 0)}
            tone="warning"
            hint={t('With a phone')}
          />
          <StatCard label={t('Never reminded')} value={figure(never)} tone="primary" />
          <StatCard
            label={t('Reminded this week')}
            value={figure(lately)}
            tone="success"
            hint={t('In the last 7 days')}
          />
        </StatGrid>
        <SelectField<Shown> label={t('Show')} options={SHOWN_OPTIONS} value={shown} onChange={setShown} />
        <DataTable
          label={t('Guests to remind')}
          columns={columns}
          rows={rows}
          rowId={(reminder) => `${reminder.kind}:${reminder.id}`}
          emptyState={
            reminders && reminders.length > 0
              ? t('Everyone here was reminded lately.')
              : t('Every guest with a phone has answered. Nobody to remind.')
          }
          loadingRows={list.isPending ? 5 : undefined}
          sort={sort}
          onSortChange={setSort}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={t('Reminders')}
      subtitle={t('Guests who have not answered, with a WhatsApp reminder for each')}
      back={failed ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={
        <Button variant="ghost" onPress={() => void logout()}>
          {t('Logout')}
        </Button>
      }
    >
      {body}
    </AdminPage>
  );
}

export default RemindersPage;
