/**
 * /admin/phone-guests (spec §2 "Admin phone guests"): the five figures, the search by name, phone or
 * category, Add Phone Guest, Import and Export (phone-guest-files.tsx), the table with Edit and (for confirmed guests) Reset, the add/edit dialog,
 * the empty states and the load failure with Back to Dashboard. Guests answer on the public site
 * meanwhile: the list is read on every visit and every 30 s while the tab is visible.
 */
import {
  API_ROUTES,
  CONFIRMATION_STATUSES,
  GUEST_CATEGORIES,
  type Invitado,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  useBulkPhoneGuests,
  useDeletePhoneGuest,
  usePhoneGuests,
  useResetPhoneGuest,
} from '../../../api/phone-guests/use-phone-guests';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRememberedSort } from '../../../components/data-table';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { AdminPage } from '../../../components/page-layout';
import { SearchField } from '../../../components/search-field';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { colors, media } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import {
  filterPhoneGuests,
  NO_FILTERS,
  type PhoneGuestFilters,
  phoneGuestStats,
  STATUS_LABELS,
  type StatusFilter,
  searchPhoneGuests,
} from '../phone-guest-list';
import { PhoneGuestExportMenu, PhoneGuestImport } from './phone-guest-files';
import { PhoneGuestFormDialog } from './phone-guest-form-dialog';
import { PhoneGuestsTable } from './phone-guests-table';

const formatTime = (at: number) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(at));

export const LOAD_FAILED = msg('Failed to load phone guests. Please try again.');

const STATUS_OPTIONS: readonly SelectOption<StatusFilter>[] = [
  { id: 'all', label: msg('All statuses') },
  ...CONFIRMATION_STATUSES.map((status) => ({ id: status, label: STATUS_LABELS[status] })),
];

const CATEGORY_OPTIONS: readonly SelectOption<string>[] = [
  { id: 'all', label: msg('All categories') },
  ...GUEST_CATEGORIES.map((category) => ({ id: category, label: category })),
];

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 0.75rem;
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 14rem));
  }
`;

const Toolbar = styled.div`
  display: grid;
  gap: 0.5rem;
  ${media.small} {
    grid-template-columns: minmax(0, 26rem) auto;
    align-items: end;
    justify-content: space-between;
  }
`;

const Note = styled.p<{ $warn?: boolean }>`
  margin: 0;
  color: ${({ $warn }) => ($warn ? colors.danger : colors.textMuted)};
  font-size: 0.875rem;
  ${media.small} {
    text-align: right;
    padding-bottom: 0.6rem;
  }
`;

type DialogState =
  | { kind: 'add' }
  | { kind: 'edit'; guest: Invitado }
  | { kind: 'reset'; guest: Invitado }
  | { kind: 'delete'; guest: Invitado }
  | { kind: 'bulk-delete'; guests: Invitado[] }
  | { kind: 'bulk-reset'; guests: Invitado[] }
  | null;

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-height: 2.75rem;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

const names = (guests: readonly Invitado[]) => guests.map((guest) => guest.nombreCompleto).join(', ');

export function PhoneGuestsPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [filters, setFilters] = useState<PhoneGuestFilters>(NO_FILTERS);
  const [sort, setSort] = useRememberedSort('phone-guests');
  const list = usePhoneGuests();
  const reset = useResetPhoneGuest();
  const remove = useDeletePhoneGuest();
  const bulk = useBulkPhoneGuests();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.invitado}`);

  const guests = list.data;
  const stats = useMemo(() => phoneGuestStats(guests ?? []), [guests]);
  const shown = useMemo(
    () => filterPhoneGuests(searchPhoneGuests(guests ?? [], search), filters),
    [guests, search, filters],
  );

  // only what is on screen counts as selected (filters hide rows; a refresh drops deleted ones)
  const selectedShown = useMemo(() => shown.filter((guest) => selected.has(guest.id)), [shown, selected]);
  const selectedConfirmed = selectedShown.filter((guest) => guest.estadoConfirmacion === 'confirmado');

  const runBulk = async (action: 'delete' | 'reset', targets: Invitado[]) => {
    let outcome: Awaited<ReturnType<typeof bulk.mutateAsync>>;
    try {
      outcome = await bulk.mutateAsync({ action, guests: targets });
    } catch (error) {
      closeDialog();
      toast({
        title: t('Bulk action failed'),
        description: t.known(serverMessageOr(error, '')),
        variant: 'destructive',
      });
      return;
    }
    closeDialog();
    setSelected((current) => new Set([...current].filter((id) => !outcome.done.some((g) => g.id === id))));
    const done =
      action === 'delete'
        ? t('{count} phone guest(s) deleted.', { count: outcome.done.length })
        : t('{count} phone guest(s) reset to pending.', { count: outcome.done.length });
    if (outcome.failed.length === 0) {
      toast({
        title: action === 'delete' ? t('Phone Guests Deleted') : t('Phone Guests Reset'),
        description: done,
      });
      return;
    }
    if (outcome.failed.some(({ error }) => isUnauthorized(error))) return; // the session handles it
    toast({
      title: action === 'delete' ? t('Failed to delete phone guests') : t('Failed to reset phone guests'),
      description: t('{done} Not done ({count}): {names} — {reason}', {
        done,
        count: outcome.failed.length,
        names: names(outcome.failed.map(({ guest }) => guest)),
        reason: t.known(serverMessageOr(outcome.failed[0]?.error, '')),
      }),
      variant: 'destructive',
    });
  };

  const onEdit = useCallback((guest: Invitado) => setDialog({ kind: 'edit', guest }), []);
  const onReset = useCallback((guest: Invitado) => setDialog({ kind: 'reset', guest }), []);
  const onDelete = useCallback((guest: Invitado) => setDialog({ kind: 'delete', guest }), []);

  const confirmDelete = async (guest: Invitado) => {
    try {
      await remove.mutateAsync(guest.id);
      toast({
        title: t('Phone Guest Deleted'),
        description: t('{name} was deleted.', { name: guest.nombreCompleto }),
      });
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({
          title: t('Failed to delete phone guest'),
          description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
          variant: 'destructive',
        });
      }
    }
    closeDialog();
  };
  const closeDialog = () => setDialog(null);

  const confirmReset = async (guest: Invitado) => {
    try {
      const answer = await reset.mutateAsync(guest.id);
      toast({
        title: t('Success'),
        description: t.known(answer.message ?? msg('Phone guest reset to pending')),
      });
      closeDialog();
    } catch (error) {
      closeDialog();
      if (isUnauthorized(error)) return;
      toast({
        title: t('Failed to update phone guest'),
        description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
        variant: 'destructive',
      });
    }
  };

  const failed = list.isError && !guests;
  const actions = (
    <>
      {failed ? null : (
        <>
          <Button variant="primary" onPress={() => setDialog({ kind: 'add' })}>
            {t('Add Phone Guest')}
          </Button>
          <PhoneGuestImport />
          <PhoneGuestExportMenu count={guests?.length ?? 0} />
        </>
      )}
      <Button variant="ghost" onPress={() => void logout()}>
        {t('Logout')}
      </Button>
    </>
  );

  let body: ReactNode;
  if (failed) {
    body = <ListLoadFailed title={t(LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    const figure = (value: number) => (guests ? value : '—');
    const searching =
      search.trim() !== '' ||
      filters.status !== NO_FILTERS.status ||
      filters.category !== NO_FILTERS.category;
    let note: ReactNode = null;
    if (list.isError) {
      note = (
        <Note $warn>
          {t('Could not refresh the list: {reason}', { reason: t.known(list.error.message) })}
        </Note>
      );
    } else if (guests) {
      note = (
        <Note aria-live="polite">
          {searching ? `${shown.length} of ${guests.length} guests` : `${guests.length} guests`} · updated{' '}
          {formatTime(list.dataUpdatedAt)}
        </Note>
      );
    }
    body = (
      <>
        <StatGrid $columns={5}>
          <StatCard label={t('Total Guests')} value={figure(stats.total)} tone="primary" />
          <StatCard label={t('Confirmed')} value={figure(stats.confirmed)} tone="success" />
          <StatCard label={t('Declined')} value={figure(stats.declined)} tone="danger" />
          <StatCard label={t('Pending')} value={figure(stats.pending)} tone="warning" />
          <StatCard label={t('Total Attendees')} value={figure(stats.attendees)} tone="info" />
        </StatGrid>
        <Toolbar>
          <SearchField
            label={t('Search phone guests')}
            placeholder={t('Name, phone or category')}
            value={search}
            onChange={setSearch}
          />
          {note}
        </Toolbar>
        <Filters>
          <SelectField
            label={t('Status')}
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => setFilters((current) => ({ ...current, status }))}
          />
          <SelectField
            label={t('Category')}
            options={CATEGORY_OPTIONS}
            value={filters.category}
            onChange={(category) => setFilters((current) => ({ ...current, category }))}
          />
        </Filters>
        <BulkBar aria-live="polite">
          <span>{selectedShown.length} selected</span>
          <Button
            size="sm"
            isDisabled={selectedConfirmed.length === 0}
            onPress={() => setDialog({ kind: 'bulk-reset', guests: selectedConfirmed })}
          >
            {selectedConfirmed.length
              ? t('Reset selected ({count})', { count: selectedConfirmed.length })
              : t('Reset selected')}
          </Button>
          {mayDelete ? (
            <Button
              size="sm"
              variant="dangerOutline"
              isDisabled={selectedShown.length === 0}
              onPress={() => setDialog({ kind: 'bulk-delete', guests: selectedShown })}
            >
              {selectedShown.length
                ? t('Delete selected ({count})', { count: selectedShown.length })
                : t('Delete selected')}
            </Button>
          ) : null}
        </BulkBar>
        <PhoneGuestsTable
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (guest) => t('Select {name}', { name: guest.nombreCompleto }),
          }}
          guests={shown}
          loading={list.isPending}
          emptyState={
            searching ? t('No phone guests found matching your search.') : t('No phone guests found.')
          }
          onEdit={onEdit}
          onReset={onReset}
          onDelete={mayDelete ? onDelete : undefined}
          sort={sort}
          onSortChange={setSort}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={t('Phone Guests')}
      subtitle={t('Guests who answer on the RSVP page with their WhatsApp number')}
      back={failed ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={actions}
    >
      {body}
      {dialog?.kind === 'add' ? (
        <PhoneGuestFormDialog isOpen onOpenChange={(open) => !open && closeDialog()} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <PhoneGuestFormDialog
          key={dialog.guest.id}
          guest={dialog.guest}
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
        />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
          title={t('Reset Confirmation?')}
          message={t(
            '{name} goes back to Pending and their confirmed people are cleared, as if they had not answered yet. Their notes are kept.',
            { name: dialog.guest.nombreCompleto },
          )}
          confirmLabel={t('Reset')}
          pendingLabel={t('Resetting...')}
          isPending={reset.isPending}
          onConfirm={() => void confirmReset(dialog.guest)}
        />
      ) : null}
      {dialog?.kind === 'bulk-reset' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
          title={t('Reset Selected Guests?')}
          message={t(
            '{count} confirmed guest(s) go back to Pending and their confirmed people are cleared, as if they had not answered yet: {names}. Their notes are kept.',
            { count: dialog.guests.length, names: names(dialog.guests) },
          )}
          confirmLabel={t('Reset {count}', { count: dialog.guests.length })}
          pendingLabel={t('Resetting...')}
          isPending={bulk.isPending}
          onConfirm={() => void runBulk('reset', dialog.guests)}
        />
      ) : null}
      {dialog?.kind === 'bulk-delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
          title={t('Delete Selected Guests?')}
          message={t(
            '{count} phone guest(s) and their answer history will be deleted: {names}. This action cannot be undone.',
            { count: dialog.guests.length, names: names(dialog.guests) },
          )}
          confirmLabel={t('Delete {count}', { count: dialog.guests.length })}
          pendingLabel={t('Deleting...')}
          isPending={bulk.isPending}
          onConfirm={() => void runBulk('delete', dialog.guests)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
          title={t('Delete Phone Guest?')}
          message={t('{name} and their answer history will be deleted. This action cannot be undone.', {
            name: dialog.guest.nombreCompleto,
          })}
          confirmLabel={t('Delete')}
          pendingLabel={t('Deleting...')}
          isPending={remove.isPending}
          onConfirm={() => void confirmDelete(dialog.guest)}
        />
      ) : null}
    </AdminPage>
  );
}

export default PhoneGuestsPage;
