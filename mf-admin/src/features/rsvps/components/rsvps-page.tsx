/**
 * /admin/rsvps: the hosts' RSVP inbox. Every answer sent with the e-mail form, newest first, with the guest
 * it was matched to; the answers that match no guest of the lists are the ones to look at,
 * so they are counted apart, can be shown alone, and can be matched to a guest of the invitation list or
 * added to it as a new guest.
 * Discarding an answer needs an admin (ADMIN_ROUTE_ACCESS): a moderator gets no Delete.
 */
import { type AdminRsvp, API_PATHS, API_ROUTES } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type ReactNode, useMemo, useState } from 'react';
import { isUnmatched, useDeleteRsvp, useRsvps } from '../../../api/rsvps/use-rsvps';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { AdminPage } from '../../../components/page-layout';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { SwitchField } from '../../../components/switch-field';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { AddGuestDialog } from './add-guest-dialog';
import { MatchDialog } from './match-dialog';
import { RsvpsTable, writerOf } from './rsvps-table';

export const RSVPS_LOAD_FAILED = msg('Failed to load RSVP answers. Please try again.');

export function RsvpsPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const [unmatchedOnly, setUnmatchedOnly] = useState(false);
  // the whole inbox feeds the figures; the table shows it, or only what matches no guest
  const list = useRsvps();
  const remove = useDeleteRsvp();
  const [deleting, setDeleting] = useState<AdminRsvp | null>(null);
  const [matching, setMatching] = useState<AdminRsvp | null>(null);
  const [adding, setAdding] = useState<AdminRsvp | null>(null);
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.rsvp}`);
  const mayMatch = useMayUse(`POST ${API_ROUTES.admin.rsvpMatch}`);
  const mayAdd = useMayUse(`POST ${API_PATHS.admin.guests}`) && mayMatch;

  const rsvps = list.data;
  const unmatched = useMemo(() => (rsvps ?? []).filter(isUnmatched), [rsvps]);
  const shown = unmatchedOnly ? unmatched : (rsvps ?? []);
  const attendingPeople = useMemo(
    () => (rsvps ?? []).reduce((sum, rsvp) => sum + (rsvp.attending ? rsvp.guestCount : 0), 0),
    [rsvps],
  );

  const confirmDelete = async (rsvp: AdminRsvp) => {
    try {
      await remove.mutateAsync(rsvp.id);
      toast({
        title: t('Answer Deleted'),
        description: t('The answer of {name} was deleted.', { name: rsvp.name }),
      });
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({
          title: t('Failed to delete the answer'),
          description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
          variant: 'destructive',
        });
      }
    }
    setDeleting(null);
  };

  const failed = list.isError && !rsvps;
  let body: ReactNode;
  if (failed) {
    body = (
      <ListLoadFailed title={t(RSVPS_LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} />
    );
  } else {
    const figure = (value: number) => (rsvps ? value : '—');
    body = (
      <>
        <StatGrid $columns={3}>
          <StatCard label={t('Answers')} value={figure(rsvps?.length ?? 0)} tone="primary" />
          <StatCard
            label={t('Match no guest')}
            value={figure(unmatched.length)}
            hint={t('Not on either guest list')}
            tone="warning"
          />
          <StatCard
            label={t('People attending')}
            value={figure(attendingPeople)}
            hint={t('In these answers')}
            tone="success"
          />
        </StatGrid>
        <SwitchField isSelected={unmatchedOnly} onChange={setUnmatchedOnly}>
          {t('Only answers that match no guest')}
        </SwitchField>
        <RsvpsTable
          rsvps={shown}
          loading={list.isPending}
          emptyState={unmatchedOnly ? t('Every answer matches a guest.') : t('No answers yet.')}
          onMatch={mayMatch ? setMatching : undefined}
          onAdd={mayAdd ? setAdding : undefined}
          onDelete={mayDelete ? setDeleting : undefined}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={t('RSVP Answers')}
      subtitle={t('Every answer guests sent with the e-mail form')}
      back={failed ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={
        <Button variant="ghost" onPress={() => void logout()}>
          {t('Logout')}
        </Button>
      }
    >
      {body}
      {matching ? <MatchDialog key={matching.id} rsvp={matching} onClose={() => setMatching(null)} /> : null}
      {adding ? <AddGuestDialog key={adding.id} rsvp={adding} onClose={() => setAdding(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('Delete Answer?')}
          message={
            deleting.guestName
              ? t(
                  'The answer of {writer} will be deleted. {guest} keeps the answer on the guest list. This action cannot be undone.',
                  { writer: writerOf(deleting), guest: deleting.guestName },
                )
              : t('The answer of {writer} will be deleted. This action cannot be undone.', {
                  writer: writerOf(deleting),
                })
          }
          confirmLabel={t('Delete')}
          pendingLabel={t('Deleting...')}
          isPending={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
        />
      ) : null}
    </AdminPage>
  );
}

export default RsvpsPage;
