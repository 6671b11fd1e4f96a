/**
 * The guests page's state: the filtered, sorted and paged view of the list, the selection (kept across
 * pages), which dialog is open, and the invitations being printed.
 */
import { API_ROUTES, type UnifiedGuest } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useGuestList } from '../../../api/guests/use-guests';
import { sortRows, type TableSort, useRememberedSort } from '../../../components/data-table';
import { useGuestFieldsInUse } from '../../../lib/guest-fields';
import { useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { filterGuests, type GuestFilters, groupOptions, indexGuests, NO_FILTERS } from './guest-filters';
import { type BulkAction, useExport } from './guest-menus';
import { GUEST_SORTS } from './guests-table';

/** Rows shown per page: quick with thousands of guests. */
export const PAGE_SIZE = 50;

export type GuestDialogState =
  | { kind: 'create' }
  | { kind: 'edit'; guest: UnifiedGuest }
  | { kind: 'delete'; guest: UnifiedGuest }
  | { kind: 'bulk-delete'; guests: UnifiedGuest[] }
  | { kind: 'invitation'; guest: UnifiedGuest }
  | null;

/** The filters, the sort and the page, and the rows they give; the hosts' own fields some guest has. */
function useGuestView(guests: UnifiedGuest[] | undefined) {
  const t = useT();
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // typing stays responsive: the table follows the filters a beat later when the list is long
  const deferredFilters = useDeferredValue(filters);
  const index = useMemo(() => indexGuests(guests ?? []), [guests]);
  const [sort, setSort] = useRememberedSort('guests');
  const filtered = useMemo(
    () => sortRows(filterGuests(index, deferredFilters), GUEST_SORTS, sort),
    [index, deferredFilters, sort],
  );
  const groups = useMemo(() => groupOptions(guests ?? [], t), [guests, t]);
  const fields = useGuestFieldsInUse('unified_guests', guests);

  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageRows = useMemo(
    () => filtered.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE),
    [filtered, currentPage],
  );

  const onSortChange = useCallback(
    (next: TableSort | null) => {
      setSort(next);
      setPage(1);
    },
    [setSort],
  );
  const onFiltersChange = (next: GuestFilters) => {
    setFilters(next);
    setPage(1);
  };
  const clearFilters = () => setFilters(NO_FILTERS);

  return {
    filters,
    deferredFilters,
    groups,
    fields,
    filtered,
    sort,
    onSortChange,
    onFiltersChange,
    clearFilters,
    currentPage,
    pageCount,
    pageRows,
    setPage,
  };
}

/** The selected guests, kept across pages and filters; a guest that is gone leaves the selection. */
function useGuestSelection(guests: UnifiedGuest[] | undefined, pageRows: UnifiedGuest[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const byId = useMemo(() => new Map((guests ?? []).map((guest) => [guest.id, guest])), [guests]);
  const selectedGuests = useMemo(
    () => [...selected].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    [selected, byId],
  );

  // a guest that is gone (deleted, replaced) leaves the selection
  useEffect(() => {
    setSelected((current) => {
      const kept = [...current].filter((id) => byId.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [byId]);

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
  const onDeleted = (gone: ReadonlySet<string>) =>
    setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));

  return { selected, setSelected, selectedGuests, onPageSelection, onDeleted };
}

/** Everything the guests page shows and does, apart from the markup. */
export function useGuestsPage() {
  const t = useT();
  const list = useGuestList();
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.guest}`);
  const guests = list.data;
  const view = useGuestView(guests);
  const selection = useGuestSelection(guests, view.pageRows);
  const [dialog, setDialog] = useState<GuestDialogState>(null);
  const [printing, setPrinting] = useState<UnifiedGuest[] | null>(null);
  const exporter = useExport(guests?.length ?? 0);
  const donePrinting = useCallback(() => setPrinting(null), []);

  // stable handlers: typing in the search box re-renders the page, not the table (memoised)
  const onEdit = useCallback((guest: UnifiedGuest) => setDialog({ kind: 'edit', guest }), []);
  const onDelete = useCallback((guest: UnifiedGuest) => setDialog({ kind: 'delete', guest }), []);
  const onShowInvitation = useCallback((guest: UnifiedGuest) => setDialog({ kind: 'invitation', guest }), []);
  const onBackup = useCallback(() => void exporter.run('csv'), [exporter.run]);

  const { selectedGuests, setSelected } = selection;
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

  return {
    list,
    guests,
    mayDelete,
    view,
    selection,
    dialog,
    setDialog,
    printing,
    setPrinting,
    donePrinting,
    exporter,
    onEdit,
    onDelete,
    onShowInvitation,
    onBackup,
    onBulkAction,
  };
}

export type GuestsPageState = ReturnType<typeof useGuestsPage>;
