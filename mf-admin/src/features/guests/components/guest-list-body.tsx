/**
 * The guests page once the list is there (or still loading): summary, spreadsheet panels, filters,
 * toolbar, selection bar, the table and the pager.
 */
import { Pager } from '../../../components/pager';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useCopyInvitationCode } from './copy-text';
import { GuestFilterFields } from './guest-filter-fields';
import { hasFilters } from './guest-filters';
import { GuestSelectionBar } from './guest-selection-bar';
import { GuestSummary } from './guest-summary';
import { GuestsTable } from './guests-table';
import { GuestsToolbar } from './guests-toolbar';
import { SpreadsheetPanels } from './spreadsheet-panels';
import { type GuestsPageState, PAGE_SIZE } from './use-guests-page';

function GuestsPager({ view }: { view: GuestsPageState['view'] }) {
  const t = useT();
  const { currentPage, pageCount, pageRows, filtered, setPage } = view;
  if (pageCount <= 1) return null;
  const first = (currentPage - 1) * PAGE_SIZE + 1;
  return (
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
  );
}

export function GuestListBody({ state }: { state: GuestsPageState }) {
  const t = useT();
  const copyCode = useCopyInvitationCode();
  // the spreadsheet panels on top; on a phone folded under one line, so the list is still the first screen
  const wide = useMediaQuery(DESKTOP_QUERY, true);
  const { guests, view, selection, exporter, mayDelete } = state;
  const { filtered, filters } = view;
  const loading = !guests;
  const total = guests?.length ?? 0;
  const filtering = hasFilters(filters);
  return (
    <>
      <GuestSummary guests={guests} />

      <SpreadsheetPanels currentCount={total} onBackup={state.onBackup} folded={!wide} />

      <GuestFilterFields filters={filters} groups={view.groups} onChange={view.onFiltersChange} />

      <GuestsToolbar
        loading={loading}
        total={total}
        matching={filtering ? filtered.length : undefined}
        onClearFilters={view.clearFilters}
        exporter={exporter}
        selected={selection.selectedGuests}
        onBulkAction={state.onBulkAction}
        mayDelete={mayDelete}
      />

      <GuestSelectionBar
        count={selection.selected.size}
        matching={filtered.length}
        filtering={filtering}
        onSelectAll={() => selection.setSelected(new Set(filtered.map((guest) => guest.id)))}
        onClear={() => selection.setSelected(new Set())}
      />

      <GuestsTable
        guests={view.pageRows}
        loading={loading}
        selected={selection.selected}
        onSelectionChange={selection.onPageSelection}
        emptyState={
          hasFilters(view.deferredFilters) ? t('No guests found matching your search.') : t('No guests found')
        }
        onEdit={state.onEdit}
        onDelete={mayDelete ? state.onDelete : undefined}
        onCopyCode={copyCode}
        onShowInvitation={state.onShowInvitation}
        sort={view.sort}
        onSortChange={view.onSortChange}
        fields={view.fields}
      />

      <GuestsPager view={view} />
    </>
  );
}
