/**
 * The second kind of reminder on /admin/reminders, "confirmed, details missing": every confirmed guest with
 * a phone whose party lacks names or meals (only names when the hosts ask for no meal: details-words.ts; a
 * person on both lists once), each with *Send reminder*: a
 * link that opens WhatsApp on this device with its own message, in the guest's language, linking to the
 * guest's own page. Nothing is sent by the server. The message is in details-template-dialog.tsx.
 */
import { API_PATHS } from '@wedding/shared-contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { CardText } from '../../../components/card';
import { DataTable, useRememberedSort } from '../../../components/data-table';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { useDetailsReminders } from '../api/use-details-reminders';
import { detailsWords } from '../details-words';
import { DetailsTemplateDialog } from './details-template-dialog';
import { detailsReminderColumns } from './reminder-columns';

export const DETAILS_LOAD_FAILED = msg(
  'Failed to load the confirmed guests missing details. Please try again.',
);

const Intro = styled(CardText)`
  max-width: 46rem;
  margin: 0;
`;

export function DetailsReminders() {
  const t = useT();
  const words = detailsWords();
  const list = useDetailsReminders();
  const mayEdit = useMayUse(`PUT ${API_PATHS.admin.detailsReminderTemplate}`);
  const [messageOpen, setMessageOpen] = useState(false);
  const [sort, setSort] = useRememberedSort('details-reminders');
  if (list.isError && !list.data)
    return (
      <ListLoadFailed title={t(DETAILS_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} />
    );
  const rows = list.data ?? [];
  const figure = (value: number) => (list.data ? value : '—');
  const unnamed = rows.reduce((sum, reminder) => sum + reminder.people - reminder.named, 0);
  return (
    <>
      <Intro>{t(words.intro)}</Intro>
      <div>
        <Button variant="secondary" onPress={() => setMessageOpen(true)}>
          {mayEdit ? t('Edit message') : t('View message')}
        </Button>
      </div>
      <StatGrid $columns={2}>
        <StatCard label={t(words.kind)} value={figure(rows.length)} tone="warning" />
        <StatCard label={t('People not named yet')} value={figure(unnamed)} tone="primary" />
      </StatGrid>
      <DataTable
        label={t(words.table)}
        columns={detailsReminderColumns(t)}
        rows={rows}
        rowId={(reminder) => `${reminder.kind}:${reminder.id}`}
        emptyState={t(words.empty)}
        loadingRows={list.isPending ? 5 : undefined}
        sort={sort}
        onSortChange={setSort}
      />
      <DetailsTemplateDialog isOpen={messageOpen} onOpenChange={setMessageOpen} canEdit={mayEdit} />
    </>
  );
}
