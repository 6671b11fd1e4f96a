/**
 * /admin/guests (spec §2 "Admin guest management"): summary figures, search and the four filters, the
 * spreadsheet import and CSV replace panels, export, add guest, bulk actions, and the guest table (50
 * rows a page: quick with thousands of guests) with copy code, invitation link, edit and delete.
 * A moderator sees no import or replace panel and no delete, single or bulk (ADMIN_ROUTE_ACCESS).
 */
import {
  API_ROUTES,
  BULK_DELETE_PREVIEW_NAMES,
  BULK_DELETE_PROGRESS_EVERY,
  type ConfirmationStatus,
  type UnifiedGuest,
} from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { deleteGuest } from '../../../api/guests/guests-api';
import { useDeleteGuest, useGuestList, useRefreshGuests } from '../../../api/guests/use-guests';
import { msg, type Translate, useT } from '../../../app/i18n/use-t';
import { Button, NavButton } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { sortRows, type TableSort, useRememberedSort } from '../../../components/data-table';
import { AdminPage } from '../../../components/page-layout';
import { RsvpInboxButton } from '../../../components/rsvp-inbox-button';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { ErrorState } from '../../../components/state-panel';
import { colors, media, radii } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { STATUS_OPTIONS } from '../../../lib/guest-labels';
import { useMayUse } from '../../../lib/permissions';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { copyText } from './copy-text';
import {
  type CompanionsFilter,
  filterGuests,
  type GuestFilters,
  groupOptions,
  hasFilters,
  indexGuests,
  LETTERS,
  NO_FILTERS,
} from './guest-filters';
import { GuestFormDialog } from './guest-form-dialog';
import { type BulkAction, BulkActionsMenu, ExportMenu, useExport } from './guest-menus';
import { GUEST_SORTS, GuestsTable } from './guests-table';
import { InvitationDialog, PrintInvitations } from './invitations';
import { SpreadsheetPanels } from './spreadsheet-panels';

export const PAGE_SIZE = 50;

const LETTER_OPTIONS = [
  { id: '', label: msg('All letters') },
  ...LETTERS.map((letter) => ({ id: letter, label: letter })),
];
const COMPANION_OPTIONS: { id: CompanionsFilter; label: string }[] = [
  { id: '', label: msg('Any number') },
  { id: '1', label: '1 person' },
  { id: '2', label: '2 people' },
  { id: '3+', label: '3 or more' },
];
const STATUS_FILTER_OPTIONS: { id: '' | ConfirmationStatus; label: string }[] = [
  { id: '', label: msg('All statuses') },
  ...STATUS_OPTIONS,
];

const Filters = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, 2.2fr) repeat(4, minmax(0, 1fr));
    align-items: end;
    > :first-child {
      grid-column: auto;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const ToolbarGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
`;

const Count = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0.85rem;
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

const PageControls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const PageNumber = styled.span`
  min-width: 6rem;
  text-align: center;
  font-weight: 600;
`;

const Progress = styled.progress`
  width: 100%;
  height: 0.6rem;
  margin-top: 0.75rem;
  accent-color: ${colors.danger};
`;

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; guest: UnifiedGuest }
  | { kind: 'delete'; guest: UnifiedGuest }
  | { kind: 'bulk-delete'; guests: UnifiedGuest[] }
  | { kind: 'invitation'; guest: UnifiedGuest }
  | null;

function namesPreview(guests: readonly UnifiedGuest[], t: Translate): string {
  const names = guests.slice(0, BULK_DELETE_PREVIEW_NAMES).map((guest) => guest.name);
  const rest = guests.length - names.length;
  return rest > 0
    ? t('{names} and {count, plural, one {# other} other {# others}}', {
        names: names.join(', '),
        count: rest,
      })
    : names.join(', ');
}

function summaryOf(guests: readonly UnifiedGuest[]) {
  let confirmed = 0;
  let declined = 0;
  let people = 0;
  let expected = 0;
  for (const guest of guests) {
    expected += guest.expectedAttendees;
    if (guest.confirmationStatus === 'confirmado') {
      confirmed++;
      people += guest.confirmedPeople ?? 0;
    } else if (guest.confirmationStatus === 'rechazado') declined++;
  }
  const total = guests.length;
  const responseRate = total === 0 ? 0 : Math.round(((confirmed + declined) / total) * 100);
  return {
    total,
    confirmed,
    declined,
    pending: total - confirmed - declined,
    people,
    expected,
    responseRate,
  };
}

export function GuestsPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const list = useGuestList();
  const refresh = useRefreshGuests();
  const deleteOne = useDeleteGuest();
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.guest}`);
  const guests = list.data;
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<DialogState>(null);
  const [printing, setPrinting] = useState<UnifiedGuest[] | null>(null);
  const [bulkProgress, setBulkProgress] = useState<number | null>(null);
  const exporter = useExport(guests?.length ?? 0);
  // phones: the list first, the spreadsheet panels after it (desk work); desktops: panels on top
  const wide = useMediaQuery(DESKTOP_QUERY, true);
  const donePrinting = useCallback(() => setPrinting(null), []);

  // typing stays responsive: the table follows the filters a beat later when the list is long
  const deferredFilters = useDeferredValue(filters);
  const index = useMemo(() => indexGuests(guests ?? []), [guests]);
  const [sort, setSort] = useRememberedSort('guests');
  const filtered = useMemo(
    () => sortRows(filterGuests(index, deferredFilters), GUEST_SORTS, sort),
    [index, deferredFilters, sort],
  );
  const groups = useMemo(() => groupOptions(guests ?? [], t), [guests, t]);
  const summary = useMemo(() => summaryOf(guests ?? []), [guests]);
  const byId = useMemo(() => new Map((guests ?? []).map((guest) => [guest.id, guest])), [guests]);
  const selectedGuests = useMemo(
    () => [...selected].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    [selected, byId],
  );

  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageRows = useMemo(
    () => filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE),
    [filtered, currentPage],
  );

  // a guest that is gone (deleted, replaced) leaves the selection
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((id) => byId.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [byId]);

  const setFilter =
    <K extends keyof GuestFilters>(key: K) =>
    (value: GuestFilters[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    };

  // stable handlers: typing in the search box re-renders the page, not the table (memoised)
  const onEdit = useCallback((guest: UnifiedGuest) => setDialog({ kind: 'edit', guest }), []);
  const onDelete = useCallback((guest: UnifiedGuest) => setDialog({ kind: 'delete', guest }), []);
  const onShowInvitation = useCallback((guest: UnifiedGuest) => setDialog({ kind: 'invitation', guest }), []);
  const onBackup = useCallback(() => void exporter.run('csv'), [exporter.run]);
  const onSortChange = useCallback(
    (next: TableSort | null) => {
      setSort(next);
      setPage(1);
    },
    [setSort],
  );

  const onPageSelection = useCallback(
    (pageSelection: Set<string>) => {
      setSelected((current) => {
        const next = new Set([...current].filter((id) => !pageRows.some((guest) => guest.id === id)));
        for (const id of pageSelection) next.add(id);
        return next;
      });
    },
    [pageRows],
  );

  const copyCode = useCallback(
    async (guest: UnifiedGuest) => {
      try {
        await copyText(guest.invitationCode);
        toast({ title: t('Copied!'), description: t('Invitation code copied to clipboard') });
      } catch {
        toast({
          title: t('Copy failed'),
          description: t('Copy the code by hand: {code}', { code: guest.invitationCode }),
          variant: 'destructive',
        });
      }
    },
    [t],
  );

  const confirmDelete = async (guest: UnifiedGuest) => {
    try {
      await deleteOne.mutateAsync(guest.id);
      toast({ title: t('Success'), description: t('Guest deleted successfully') });
      setDialog(null);
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('Error'),
        description: t.known(serverMessageOr(error, msg('Failed to delete guest'))),
        variant: 'destructive',
      });
    }
  };

  const runBulkDelete = async (targets: UnifiedGuest[]) => {
    let deleted = 0;
    let failed = 0;
    const gone = new Set<string>();
    setBulkProgress(0);
    for (const guest of targets) {
      try {
        await deleteGuest(guest.id);
        deleted++;
        gone.add(guest.id);
      } catch (error) {
        if (isUnauthorized(error)) break; // the session logs out; nothing more can be deleted
        failed++;
      }
      const processed = deleted + failed;
      setBulkProgress(processed);
      if (processed % BULK_DELETE_PROGRESS_EVERY === 0 && processed < targets.length) {
        toast({ title: t('Deleting guests...'), description: `${processed} of ${targets.length} processed` });
      }
    }
    await refresh();
    setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
    setBulkProgress(null);
    setDialog(null);
    if (failed === 0 && deleted === targets.length) {
      toast({
        title: t('Bulk delete completed'),
        description: t('{count, plural, one {# guest} other {# guests}} deleted', { count: deleted }),
      });
    } else {
      toast({
        title: t('Bulk delete completed with errors'),
        description:
          deleted + failed < targets.length
            ? t('{deleted} deleted, {failed} failed, stopped early', { deleted, failed })
            : t('{deleted} deleted, {failed} failed', { deleted, failed }),
        variant: 'destructive',
      });
    }
  };

  const onBulkAction = (action: BulkAction) => {
    if (action === 'clear') return setSelected(new Set());
    if (selectedGuests.length === 0) {
      toast({
        title: t('No guests selected'),
        description: t('Please select guests to perform bulk actions'),
        variant: 'destructive',
      });
      return;
    }
    if (action === 'print') setPrinting(selectedGuests);
    else if (mayDelete) setDialog({ kind: 'bulk-delete', guests: selectedGuests });
  };

  const failed = list.isError && !guests;
  const actions = (
    <>
      <Button onPress={() => void list.refetch()} isDisabled={list.isFetching}>
        {list.isFetching && guests ? t('Refreshing...') : t('Refresh')}
      </Button>
      {failed ? null : (
        <Button variant="primary" onPress={() => setDialog({ kind: 'create' })}>
          {t('Add Guest')}
        </Button>
      )}
      <RsvpInboxButton />
      <Button variant="ghost" onPress={() => void logout()}>
        {t('Logout')}
      </Button>
    </>
  );

  let body: ReactNode;
  if (failed && isUnauthorized(list.error)) {
    body = (
      <ErrorState
        title={t('Authentication Required')}
        description={t('Please log in to access guest management')}
        actions={
          <>
            <NavButton variant="primary" to="/admin/login">
              {t('Go to Login')}
            </NavButton>
            <Button onPress={() => void list.refetch()}>{t('Retry')}</Button>
          </>
        }
      />
    );
  } else if (failed) {
    body = (
      <ErrorState
        title={t('Failed to load guests')}
        description={list.error.message}
        actions={<Button onPress={() => void list.refetch()}>{t('Retry')}</Button>}
      />
    );
  } else {
    const loading = !guests;
    const figure = (value: number) => (loading ? '—' : formatNumber(value));
    const first = filtered.length ? (currentPage - 1) * PAGE_SIZE + 1 : 0;
    const last = (currentPage - 1) * PAGE_SIZE + pageRows.length;
    const filtering = hasFilters(filters);
    const panels = <SpreadsheetPanels currentCount={summary.total} onBackup={onBackup} />;
    body = (
      <>
        <StatGrid>
          <StatCard
            label={t('Total Guests')}
            value={figure(summary.total)}
            hint={t('{count} expected attendees', { count: figure(summary.expected) })}
          />
          <StatCard
            label={t('Confirmed')}
            tone="success"
            value={figure(summary.confirmed)}
            hint={t('{count} people attending', { count: figure(summary.people) })}
          />
          <StatCard
            label={t('Pending')}
            tone="warning"
            value={figure(summary.pending)}
            hint={t('Response rate {rate}%', { rate: loading ? '—' : summary.responseRate })}
          />
          <StatCard label={t('Declined')} tone="danger" value={figure(summary.declined)} />
        </StatGrid>

        {wide ? panels : null}

        <Filters role="search" aria-label={t('Find guests')}>
          <SearchField
            label={t('Search guests')}
            placeholder={t('Name, email, code or group...')}
            value={filters.search}
            onChange={setFilter('search')}
          />
          <SelectField
            label={t('First letter')}
            options={LETTER_OPTIONS}
            value={filters.letter}
            onChange={setFilter('letter')}
          />
          <SelectField
            label={t('Companions')}
            options={COMPANION_OPTIONS}
            value={filters.companions}
            onChange={setFilter('companions')}
          />
          <SelectField
            label={t('Status')}
            options={STATUS_FILTER_OPTIONS}
            value={filters.status}
            onChange={setFilter('status')}
          />
          <SelectField
            label={t('Group')}
            options={groups}
            value={filters.group}
            onChange={setFilter('group')}
          />
        </Filters>

        <Toolbar>
          <ToolbarGroup>
            <Count aria-live="polite">
              {loading
                ? t('Loading guests...')
                : filtering
                  ? t('{count, plural, one {# guest matches} other {# guests match}} of {total}', {
                      count: filtered.length,
                      total: formatNumber(summary.total),
                    })
                  : t('{count, plural, one {# guest} other {# guests}}', { count: summary.total })}
            </Count>
            {filtering ? (
              <Button size="sm" variant="ghost" onPress={() => setFilters(NO_FILTERS)}>
                {t('Clear filters')}
              </Button>
            ) : null}
          </ToolbarGroup>
          <ToolbarGroup>
            <ExportMenu onExport={(format) => void exporter.run(format)} busy={exporter.busy} />
            <BulkActionsMenu
              selected={selectedGuests}
              onAction={onBulkAction}
              isDisabled={loading}
              mayDelete={mayDelete}
            />
          </ToolbarGroup>
        </Toolbar>

        {selected.size > 0 ? (
          <SelectionBar role="status">
            <span>
              {t('{count, plural, one {# guest} other {# guests}} selected', { count: selected.size })}
            </span>
            {filtered.length > selected.size ? (
              <Button
                size="sm"
                variant="ghost"
                onPress={() => setSelected(new Set(filtered.map((guest) => guest.id)))}
              >
                {filtering
                  ? t('Select all {count} matching', { count: formatNumber(filtered.length) })
                  : t('Select all {count}', { count: formatNumber(filtered.length) })}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onPress={() => setSelected(new Set())}>
              {t('Clear selection')}
            </Button>
          </SelectionBar>
        ) : null}

        <GuestsTable
          guests={pageRows}
          loading={loading}
          selected={selected}
          onSelectionChange={onPageSelection}
          emptyState={
            hasFilters(deferredFilters) ? t('No guests found matching your search.') : t('No guests found')
          }
          onEdit={onEdit}
          onDelete={mayDelete ? onDelete : undefined}
          onCopyCode={copyCode}
          onShowInvitation={onShowInvitation}
          sort={sort}
          onSortChange={onSortChange}
        />

        {pageCount > 1 ? (
          <Pager aria-label={t('Pages')}>
            <Count>
              {t('Showing {first}–{last} of {total}', {
                first: formatNumber(first),
                last: formatNumber(last),
                total: formatNumber(filtered.length),
              })}
            </Count>
            <PageControls>
              <Button size="sm" onPress={() => setPage(currentPage - 1)} isDisabled={currentPage <= 1}>
                {t('Previous')}
              </Button>
              <PageNumber>{t('Page {page} of {count}', { page: currentPage, count: pageCount })}</PageNumber>
              <Button
                size="sm"
                onPress={() => setPage(currentPage + 1)}
                isDisabled={currentPage >= pageCount}
              >
                {t('Next')}
              </Button>
            </PageControls>
          </Pager>
        ) : null}
        {wide ? null : panels}
      </>
    );
  }

  const close = () => setDialog(null);
  return (
    <AdminPage
      title={t('Guest Management')}
      subtitle={t('Search, edit, import and export the guest list')}
      back={{ href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={actions}
    >
      {body}
      {dialog?.kind === 'create' ? (
        <GuestFormDialog isOpen onOpenChange={(open) => !open && close()} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <GuestFormDialog
          key={dialog.guest.id}
          guest={dialog.guest}
          isOpen
          onOpenChange={(open) => !open && close()}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && close()}
          title={t('Delete Guest')}
          message={t('Delete {name}? Their RSVP and status history are deleted too. This cannot be undone.', {
            name: dialog.guest.name,
          })}
          confirmLabel={t('Delete')}
          pendingLabel={t('Deleting...')}
          isPending={deleteOne.isPending}
          onConfirm={() => void confirmDelete(dialog.guest)}
        />
      ) : null}
      {dialog?.kind === 'bulk-delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && bulkProgress === null && close()}
          title={t('Delete {count, plural, one {# guest} other {# guests}}?', {
            count: dialog.guests.length,
          })}
          message={
            <>
              {t('This deletes {names}, with their RSVPs and status history. This cannot be undone.', {
                names: namesPreview(dialog.guests, t),
              })}
              {bulkProgress !== null ? (
                <>
                  <Progress
                    value={bulkProgress}
                    max={dialog.guests.length}
                    aria-label={t('Deleted {done} of {count}', {
                      done: bulkProgress,
                      count: dialog.guests.length,
                    })}
                  />
                  <span role="status">
                    {' '}
                    {t('{done} of {count} processed', { done: bulkProgress, count: dialog.guests.length })}
                  </span>
                </>
              ) : null}
            </>
          }
          confirmLabel={t('Delete {count, plural, one {# guest} other {# guests}}', {
            count: dialog.guests.length,
          })}
          pendingLabel={t('Deleting...')}
          isPending={bulkProgress !== null}
          onConfirm={() => void runBulkDelete(dialog.guests)}
        />
      ) : null}
      {dialog?.kind === 'invitation' ? (
        <InvitationDialog guest={dialog.guest} onClose={close} onPrint={(guest) => setPrinting([guest])} />
      ) : null}
      {printing ? <PrintInvitations guests={printing} onDone={donePrinting} /> : null}
    </AdminPage>
  );
}
