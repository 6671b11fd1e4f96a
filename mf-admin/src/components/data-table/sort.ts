/**
 * How a data table sorts: by one column at a time, ascending, descending, then back to the list's own order;
 * the choice remembered per table while the page is open.
 */
import { useState } from 'react';
import type { DataColumn, TableSort } from './types';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** The rows sorted by `sort` (stable: equal values keep their order; empty values last either way). */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly Pick<DataColumn<T>, 'id' | 'sortValue'>[],
  sort: TableSort | null,
): T[] {
  const sortValue = sort ? columns.find((column) => column.id === sort.column)?.sortValue : undefined;
  if (!sort || !sortValue) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      if (empty(a.value) || empty(b.value)) {
        return empty(a.value) === empty(b.value) ? a.index - b.index : empty(a.value) ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** The sorts chosen on each table while the page is open (by table label): kept across screens. */
const rememberedSorts = new Map<string, TableSort | null>();

/** A table's sort, remembered while the page is open (leaving the screen and coming back keeps it). */
export function useRememberedSort(key: string, initial: TableSort | null = null) {
  const [sort, setSort] = useState<TableSort | null>(() =>
    rememberedSorts.has(key) ? (rememberedSorts.get(key) ?? null) : initial,
  );
  const change = (next: TableSort | null) => {
    rememberedSorts.set(key, next);
    setSort(next);
  };
  return [sort, change] as const;
}

/** A sortable column's header: ascending first, then descending, then back to the list's own order. */
export function nextSort(current: TableSort | null | undefined, column: string): TableSort | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/** The `aria-sort` of a sortable column's header cell. */
export const sortState = (sort: TableSort | null, column: string) =>
  sort?.column === column ? sort.direction : 'none';
