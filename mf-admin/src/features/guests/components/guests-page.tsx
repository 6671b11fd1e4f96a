/**
 * /admin/guests (spec §2 "Admin guest management"): summary figures, search and the four filters, the
 * spreadsheet import and CSV replace panels, export, add guest, bulk actions, and the guest table (50
 * rows a page: quick with thousands of guests) with copy code, invitation link, edit and delete.
 * A moderator sees no import or replace panel and no delete, single or bulk (ADMIN_ROUTE_ACCESS).
 */
import { API_ROUTES, type UnifiedGuest } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useGuestList } from '../../../api/guests/use-guests';
import { Button, NavButton } from '../../../components/button';
import { sortRows, type TableSort, useRememberedSort } from '../../../components/data-table';
import { AdminPage } from '../../../components/page-layout';
import { Pager } from '../../../components/pager';
import { RsvpInboxButton } from '../../../components/rsvp-inbox-button';
import { ErrorState } from '../../../components/state-panel';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useCopyInvitationCode } from './copy-text';
import { BulkDeleteDialog, DeleteGuestDialog } from './delete-guest-dialogs';
import { GuestFilterFields } from './guest-filter-fields';
import {
  filterGuests,
  type GuestFilters,
  groupOptions,
  hasFilters,
  indexGuests,
  NO_FILTERS,
} from './guest-filters';
import { GuestFormDialog } from './guest-form-dialog';
import { type BulkAction, useExport } from './guest-menus';
import { GuestSelectionBar } from './guest-selection-bar';
import { GuestSummary } from './guest-summary';
import { GUEST_SORTS, GuestsTable } from './guests-table';
import { GuestsToolbar } from './guests-toolbar';
import { InvitationDialog, PrintInvitations } from './invitations';
import { SpreadsheetPanels } from './spreadsheet-panels';

/** Rows shown per page: quick with thousands of guests. */
export const PAGE_SIZE = 50;

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; guest: UnifiedGuest }
  | { kind: 'delete'; guest: UnifiedGuest }
  | { kind: 'bulk-delete'; guests: UnifiedGuest[] }
  | { kind: 'invitation'; guest: UnifiedGuest }
  | null;

export function GuestsPage() {
  const t = useT();
  const copyCode = useCopyInvitationCode();
  const { logout } = useAdminSession();
  const list = useGuestList();
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.guest}`);
  const guests = list.data;
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<DialogState>(null);
  const [printing, setPrinting] = useState<UnifiedGuest[] | null>(null);
  const exporter = useExport(guests?.length ?? 0);
  // the spreadsheet panels on top; on a phone folded under one line, so the list is still the first screen
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
    const total = guests?.length ?? 0;
    const first = (currentPage - 1) * PAGE_SIZE + 1;
    const filtering = hasFilters(filters);
    const panels = <SpreadsheetPanels currentCount={total} onBackup={onBackup} folded={!wide} />;
    body = (
      <>
        <GuestSummary guests={guests} />

        {panels}

        <GuestFilterFields
          filters={filters}
          groups={groups}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />

        <GuestsToolbar
          loading={loading}
          total={total}
          matching={filtering ? filtered.length : undefined}
          onClearFilters={() => setFilters(NO_FILTERS)}
          exporter={exporter}
          selected={selectedGuests}
          onBulkAction={onBulkAction}
          mayDelete={mayDelete}
        />

        <GuestSelectionBar
          count={selected.size}
          matching={filtered.length}
          filtering={filtering}
          onSelectAll={() => setSelected(new Set(filtered.map((guest) => guest.id)))}
          onClear={() => setSelected(new Set())}
        />

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
          <Pager
            shown={t('Showing {first}–{last} of {total}', {
              first: formatNumber(first),
              last: formatNumber(first + pageRows.length - 1),
              total: formatNumber(filtered.length),
            })}
            pageLabel={t('Page {page} of {count}', { page: currentPage, count: pageCount })}
            hasPrevious={currentPage > 1}
            hasNext={currentPage < pageCount}
            onPrevious={() => setPage(currentPage - 1)}
            onNext={() => setPage(currentPage + 1)}
          />
        ) : null}
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
      {dialog?.kind === 'delete' ? <DeleteGuestDialog guest={dialog.guest} onClose={close} /> : null}
      {dialog?.kind === 'bulk-delete' ? (
        <BulkDeleteDialog
          guests={dialog.guests}
          onClose={close}
          onDeleted={(gone) => setSelected((current) => new Set([...current].filter((id) => !gone.has(id))))}
        />
      ) : null}
      {dialog?.kind === 'invitation' ? (
        <InvitationDialog guest={dialog.guest} onClose={close} onPrint={(guest) => setPrinting([guest])} />
      ) : null}
      {printing ? <PrintInvitations guests={printing} onDone={donePrinting} /> : null}
    </AdminPage>
  );
}
