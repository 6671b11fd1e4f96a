/**
 * /admin/reminders: everyone who has not answered and has a phone, from both lists, each with *Send
 * reminder*: a link that opens WhatsApp on this device with the message ready, in the guest's
 * language (the service writes it: reminders.ts in shared-contracts). Nothing is sent by the server; the
 * reminder is marked sent when the host opens it, and the list says when each guest was last reminded
 * and can show only those not reminded lately. There is also a search by name, filters by list and group, a
 * notice once the reply deadline has passed (the links then carry the "closing the list" message), and
 * the messages themselves (reminder-templates-dialog.tsx). A second kind, to the confirmed guests whose
 * party lacks names or meals, is chosen above the list (details-reminders.tsx).
 */
import { API_PATHS, type Reminder, weddingFacts } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { CardText } from '../../../components/card';
import { DataTable, useRememberedSort } from '../../../components/data-table';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { AdminPage } from '../../../components/page-layout';
import { SelectField } from '../../../components/select-field';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { colors, radii } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { useMarkReminderSent, useReminders } from '../api/use-reminders';
import { detailsWords } from '../details-words';
import { filterReminders, isFiltered, NO_FILTERS, type ReminderFilters } from '../reminder-filters';
import { DetailsReminders } from './details-reminders';
import { reminderColumns } from './reminder-columns';
import { ReminderFilterFields } from './reminder-filter-fields';
import { ReminderTemplatesDialog } from './reminder-templates-dialog';

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

const Intro = styled(CardText)`
  max-width: 46rem;
  margin: 0;
`;

const KindField = styled.div`
  max-width: 22rem;
`;

const DeadlinePassed = styled.p`
  margin: 0;
  padding: 0.75rem 0.9rem;
  border-radius: ${radii.md};
  background: ${colors.warningSoft};
  color: ${colors.warning};
  max-width: 46rem;
`;

/** The host's "opened" handler: marks the reminder sent, and says so when that fails. */
function useOpened() {
  const t = useT();
  const mark = useMarkReminderSent();
  return (reminder: Reminder) => {
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
}

function RemindersBody({
  reminders,
  deadlinePassed,
  loading,
  dataUpdatedAt,
}: {
  reminders: readonly Reminder[] | undefined;
  deadlinePassed: boolean;
  loading: boolean;
  dataUpdatedAt: number;
}) {
  const t = useT();
  const opened = useOpened();
  const mayEdit = useMayUse(`PUT ${API_PATHS.admin.reminderTemplates}`);
  const [messagesOpen, setMessagesOpen] = useState(false);
  const [shown, setShown] = useState<Shown>('all');
  const [filters, setFilters] = useState<ReminderFilters>(NO_FILTERS);
  const [sort, setSort] = useRememberedSort('reminders');
  const all = reminders ?? [];
  // the filter's "now": when the list was last read (a re-read moves it on)
  const now = dataUpdatedAt || Date.now();
  const rows = useMemo(
    () => filterReminders(reminders ?? [], filters).filter((reminder) => isShown(reminder, shown, now)),
    [reminders, filters, shown, now],
  );
  const never = all.filter((reminder) => !reminder.lastRemindedAt).length;
  const lately = all.filter((reminder) => !isShown(reminder, '7', now)).length;
  const figure = (value: number) => (reminders ? value : '—');
  let empty = t('Every guest with a phone has answered. Nobody to remind.');
  if (all.length > 0)
    empty = isFiltered(filters)
      ? t('No guest matches the search or filters.')
      : t('Everyone here was reminded lately.');
  return (
    <>
      {deadlinePassed ? (
        <DeadlinePassed role="status">
          {t(
            'The reply deadline ({date}) has passed: reminders now say the list is closing and ask for an answer today.',
            {
              date: formatDate(`${weddingFacts.replyDeadline}T12:00:00Z`),
            },
          )}
        </DeadlinePassed>
      ) : null}
      <Intro>
        <strong>{t('Send reminder')}</strong>{' '}
        {t(
          "opens WhatsApp on this device with a message ready, in the guest's language, with the reply deadline and the link to answer. Nothing is sent until you press send in WhatsApp. The reminder is marked as sent when you open it.",
        )}
      </Intro>
      <div>
        <Button variant="secondary" onPress={() => setMessagesOpen(true)}>
          {mayEdit ? t('Edit messages') : t('View messages')}
        </Button>
      </div>
      <StatGrid $columns={3}>
        <StatCard
          label={t('Not answered yet')}
          value={figure(all.length)}
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
      <ReminderFilterFields reminders={all} filters={filters} onChange={setFilters}>
        <SelectField<Shown> label={t('Show')} options={SHOWN_OPTIONS} value={shown} onChange={setShown} />
      </ReminderFilterFields>
      <DataTable
        label={t('Guests to remind')}
        columns={reminderColumns(t, opened)}
        rows={rows}
        rowId={(reminder) => `${reminder.kind}:${reminder.id}`}
        emptyState={empty}
        loadingRows={loading ? 5 : undefined}
        sort={sort}
        onSortChange={setSort}
      />
      <ReminderTemplatesDialog isOpen={messagesOpen} onOpenChange={setMessagesOpen} canEdit={mayEdit} />
    </>
  );
}

/** The two kinds of reminder: to who has not answered, and to the confirmed guests missing details. */
type Kind = 'not-answered' | 'details-missing';
const kindOptions = (): { id: Kind; label: string }[] => [
  { id: 'not-answered', label: msg('Who has not answered') },
  // "names missing" when the hosts ask for no meal
  { id: 'details-missing', label: detailsWords().kind },
];

export function RemindersPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const list = useReminders();
  // the dashboard's meals card opens the second kind (?kind=details-missing)
  const [params] = useSearchParams();
  const [kind, setKind] = useState<Kind>(
    params.get('kind') === 'details-missing' ? 'details-missing' : 'not-answered',
  );
  const failed = list.isError && !list.data;
  let body: ReactNode;
  if (kind === 'details-missing') {
    body = <DetailsReminders />;
  } else if (failed) {
    body = (
      <ListLoadFailed
        title={t(REMINDERS_LOAD_FAILED)}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    body = (
      <RemindersBody
        reminders={list.data?.data}
        deadlinePassed={list.data?.template === 'afterDeadline'}
        loading={list.isPending}
        dataUpdatedAt={list.dataUpdatedAt}
      />
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
      <KindField>
        <SelectField<Kind>
          label={t('Which reminders')}
          options={kindOptions()}
          value={kind}
          onChange={setKind}
        />
      </KindField>
      {body}
    </AdminPage>
  );
}

export default RemindersPage;
