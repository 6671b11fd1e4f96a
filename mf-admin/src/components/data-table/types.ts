/** What a DataTable is made of: its columns, its sort and its selection. */
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  id: string;
  /** Shown through `t.known`: a `t()` text, or a `msg()` constant of a table defined outside a component. */
  header: string;
  /** The column that names the row (one per table; it stays in view when scrolling sideways). */
  isRowHeader?: boolean;
  render(row: T): ReactNode;
  /** Right-align (numbers). */
  align?: 'start' | 'end';
  /** Minimum width in px (keeps a column readable when the table scrolls sideways). */
  minWidth?: number;
  /** What the column sorts by; without it the column does not sort. Empty values sort last. */
  sortValue?(row: T): string | number | null | undefined;
  /** The column sorts although it has no `sortValue`: the caller sorts (a table whose rows are `presorted`). */
  sortable?: boolean;
}

export interface TableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface TableSelection<T> {
  /** Ids of the rows ticked. */
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  /** The row's checkbox's name for screen readers: "Select Ana Pérez". */
  rowLabel(row: T): string;
  /** The name of the table header's checkbox, which ticks every row shown ("Select all" when left out). */
  allLabel?: string;
}

/** A row of the table or card list: a record, or a placeholder (null) while the first load runs. */
export interface TableItem<T> {
  id: string;
  row: T | null;
}

/** The id of the column shown at the bottom of a card, without a label. */
export const ACTIONS_COLUMN = 'actions';

/** Whether the column's header sorts the rows. */
export const isSortable = <T>(column: DataColumn<T>) => Boolean(column.sortValue || column.sortable);

/** The selection with one row ticked or unticked. */
export function toggled(selected: ReadonlySet<string>, id: string, ticked: boolean) {
  const next = new Set(selected);
  if (ticked) next.add(id);
  else next.delete(id);
  return next;
}
