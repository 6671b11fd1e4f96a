/**
 * The back office's one table: every list of records is a DataTable, given its columns. From 768 px it is a
 * plain, semantic table (data-table/table-view.tsx: column headers, a row header per row,
 * every control in Tab order, sideways scrolling with the checkbox and row header in view); under 768 px
 * the rows are cards (data-table/data-cards.tsx). A column with a `sortValue` sorts the rows from its
 * header; a table whose rows the caller sorts (`presorted`) marks its columns `sortable` and shows them as
 * given. With a `selection`, a checkbox per row and one for every row shown.
 */
import { type ReactNode, useMemo } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { DataCards } from './data-table/data-cards';
import { sortRows } from './data-table/sort';
import { TableView } from './data-table/table-view';
import type { DataColumn, TableItem, TableSelection, TableSort } from './data-table/types';

export { sortRows, useRememberedSort } from './data-table/sort';
export type { DataColumn, TableSelection, TableSort } from './data-table/types';

const NO_DEPENDENCIES: readonly unknown[] = [];

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowId(row: T): string;
  /** Shown inside the table when there is no row. */
  emptyState: ReactNode;
  /** Render this many placeholder rows instead of `rows` (first load). */
  loadingRows?: number;
  /**
   * Values the rendered cells depend on besides the row and the columns (e.g. the current admin's id):
   * a row renders again when its row, the columns or one of these changes.
   */
  dependencies?: readonly unknown[];
  /** The sort shown (columns with a `sortValue` sort); with `onSortChange`, the headers change it. */
  sort?: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  /** The rows come sorted by `sort` (the server sorted them): shown in their order, not sorted again. */
  presorted?: boolean;
  /** Checkboxes in a first column (and one in its header for every row shown) for bulk actions. */
  selection?: TableSelection<T>;
  /** The column ids in the order the cards show them, when it is not the table's (e.g. the status first). */
  cardOrder?: readonly string[];
  /**
   * Until which width "Scroll sideways…" shows under the table: 768 px, or 1024 px for a table with many
   * wide columns.
   */
  scrollsUntil?: 'wide' | 'desktop';
}

/** The columns in the cards' order (those `order` leaves out keep theirs, after it). */
function inOrder<T>(columns: readonly DataColumn<T>[], order: readonly string[] | undefined) {
  if (!order) return columns;
  const rank = (column: DataColumn<T>) => {
    const index = order.indexOf(column.id);
    return index === -1 ? order.length : index;
  };
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

export function DataTable<T>({
  label,
  columns,
  rows,
  rowId,
  emptyState,
  loadingRows,
  dependencies = NO_DEPENDENCIES,
  sort = null,
  onSortChange,
  presorted = false,
  selection,
  cardOrder,
  scrollsUntil = 'wide',
}: DataTableProps<T>) {
  const placeholder = loadingRows !== undefined && loadingRows > 0;
  const sorted: readonly T[] = useMemo(
    () => (presorted ? rows : sortRows(rows, columns, sort)),
    [rows, columns, sort, presorted],
  );
  const items: TableItem<T>[] = useMemo(
    () =>
      placeholder
        ? Array.from({ length: loadingRows }, (_, index) => ({ id: `loading-${index}`, row: null }))
        : sorted.map((row) => ({ id: rowId(row), row })),
    [placeholder, loadingRows, sorted, rowId],
  );
  const cards = useMediaQuery(PHONE_QUERY, false);
  const shared = { label, items, emptyState, placeholder, sort, onSortChange, selection, rowId };
  return cards ? (
    <DataCards {...shared} columns={inOrder(columns, cardOrder)} rows={sorted} />
  ) : (
    <TableView
      {...shared}
      columns={columns}
      rows={sorted}
      dependencies={dependencies}
      scrollsUntil={scrollsUntil}
    />
  );
}
