/**
 * The second kind of reminder on /admin/reminders, "confirmed, details missing": every confirmed guest with
 * a phone whose party lacks names or meals (a person on both lists once), each with *Send reminder*: a
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
import { detailsReminderColumns } from './details-reminder-columns';
import { DetailsTemplateDialog } from './details-template-dialog';

export const DETAILS_LOAD_FAILED = msg(
  'Failed to load the confirmed guests missing details. Please try again.',
);

const Intro = styled(CardText)`
  max-width: 46rem;
  margin: 0;
`;

export function DetailsReminders() {
  const t = useT();
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
      <Intro>
        {t(
          'Guests who confirmed but have not named everyone coming, or a meal for each. Send reminder opens WhatsApp on this device with a message ready, in their language, with the link to their page. Nothing is sent until you press send in WhatsApp.',
        )}
      </Intro>
      <div>
        <Button variant="secondary" onPress={() => setMessageOpen(true)}>
          {mayEdit ? t('Edit message') : t('View message')}
        </Button>
      </div>
      <StatGrid $columns={2}>
        <StatCard label={t('Confirmed, details missing')} value={figure(rows.length)} tone="warning" />
        <StatCard label={t('People not named yet')} value={figure(unnamed)} tone="primary" />
      </StatGrid>
      <DataTable
        label={t('Confirmed guests missing details')}
        columns={detailsReminderColumns(t)}
        rows={rows}
        rowId={(reminder) => `${reminder.kind}:${reminder.id}`}
        emptyState={t('Every confirmed guest with a phone has named everyone coming, each with a meal.')}
        loadingRows={list.isPending ? 5 : undefined}
        sort={sort}
        onSortChange={setSort}
      />
      <DetailsTemplateDialog isOpen={messageOpen} onOpenChange={setMessageOpen} canEdit={mayEdit} />
    </>
  );
}
