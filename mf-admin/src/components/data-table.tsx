/**
 * A data table: a plain, semantic <table> (column headers, one row header per row), so screen readers use
 * their table navigation and every control in a cell (row actions) is reached with Tab in reading order.
 * Not a react-aria grid: a grid takes one Tab stop and hides its row actions behind the arrow keys, which
 * people using a keyboard do not expect in a list of records (issue 8). On narrow screens it scrolls
 * sideways inside its card while the first column (the row header) stays in view; the region takes
 * focus while it scrolls, so it also scrolls with the keyboard. A column with a `sortValue` sorts the rows
 * from its header, a button (Enter or Space), whose header cell carries `aria-sort` (issue 16 item 3); a
 * table whose rows the server sorts (`presorted`) marks its columns `sortable` and shows them as given.
 * Under 768 px the rows are a list of cards instead (issue 16 item 4): the row header as the card's title,
 * every other column as a labelled value, the actions column (id `actions`) at the bottom, a "Sort by"
 * list for the sortable columns, nothing to scroll sideways.
 */
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { type Translate, useT } from '../lib/i18n/use-t';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { SelectBox } from './select-box';
import { SelectField } from './select-field';
import { ScrollHint, SkeletonBar, TableFrame, TableScroller } from './table-parts';
import { colors, focusRing, media, radii, shadows } from './theme';

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

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2rem;
  margin: -0.4rem -0.5rem;
  padding: 0.4rem 0.5rem;
  border: none;
  border-radius: ${radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;
  &:hover {
    color: ${colors.text};
  }
  &:focus-visible {
    ${focusRing}
  }
  [data-align='end'] > & {
    flex-direction: row-reverse;
  }
`;

/** A row's checkbox, its 44 px target overlapping the cell's padding (the row keeps its height). */
const Tick = styled(SelectBox)`
  margin: -0.7rem 0;
`;

export interface TableSelection<T> {
  /** Ids of the rows ticked. */
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  /** The row's checkbox's name for screen readers: "Select Ana Pérez". */
  rowLabel(row: T): string;
}

/**
 * The direction mark beside a sortable header: drawn by CSS (no text in the header, whose text stays its
 * name), faint when the column is not the one sorting.
 */
export const SortMark = styled.span.attrs({ 'aria-hidden': true })<{
  $direction?: 'ascending' | 'descending';
}>`
  font-size: 0.75em;
  opacity: ${({ $direction }) => ($direction ? 1 : 0.35)};
  &::after {
    content: '${({ $direction }) => ($direction === 'descending' ? '▼' : '▲')}';
  }
`;

const Scroller = styled(TableScroller)`
  &:focus-visible {
    ${focusRing}
    outline-offset: -3px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.925rem;
  outline: none;
  th,
  td {
    padding: 0.7rem 0.9rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${colors.border};
    background: ${colors.surface};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${colors.surfaceMuted};
    color: ${colors.textMuted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: 1px 0 0 ${colors.border};
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody th {
    font-weight: inherit;
  }
  /* with checkboxes: the box's column is narrow, and the row header beside it stays in view too */
  [data-selection] {
    width: 3.5rem;
    min-width: 3.5rem;
    max-width: 3.5rem;
    padding: 0.35rem 0.3rem;
    text-align: center;
    box-shadow: none;
  }
  tr > [data-selection] + * {
    position: sticky;
    left: 3.5rem;
    z-index: 1;
    box-shadow: 1px 0 0 ${colors.border};
  }
  thead tr > [data-selection] + * {
    z-index: 2;
  }
  tbody tr[data-selected] > * {
    background: ${colors.primarySoft};
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  tbody tr:hover > * {
    background: ${colors.surfaceMuted};
  }
  [data-align='end'] {
    text-align: right;
  }
`;

/** Under 768 px the table may be wider than the screen: say so (the first column stays in view). */
/** Centred when the table fits; at the start on narrow screens, where the centre can be scrolled out of view. */
const Empty = styled.div`
  padding: 2.5rem 1rem;
  text-align: start;
  color: ${colors.textMuted};
  ${media.wide} {
    text-align: center;
  }
`;

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
   * Values the rendered cells depend on besides the row (e.g. the current admin's id). Kept for the
   * callers: the table renders every cell on each render, so nothing is cached against them.
   */
  dependencies?: readonly unknown[];
  /** The sort shown (columns with a `sortValue` sort); with `onSortChange`, the headers change it. */
  sort?: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  /** The rows come sorted by `sort` (the server sorted them): shown in their order, not sorted again. */
  presorted?: boolean;
  /** Checkboxes in a first column (and "Select all" in its header) for bulk actions. */
  selection?: TableSelection<T>;
}

/** One cell: the row header (`th scope="row"`) or a data cell; a placeholder bar while loading. */
function BodyCell<T>({ column, row }: { column: DataColumn<T>; row: T | null }) {
  const content = row === null ? <SkeletonBar aria-hidden="true" /> : column.render(row);
  return column.isRowHeader ? (
    <th scope="row" data-align={column.align}>
      {content}
    </th>
  ) : (
    <td data-align={column.align}>{content}</td>
  );
}

/** Whether the element is narrower than its content (so it scrolls sideways), kept up to date. */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RowCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 0.9rem 1rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  &[data-selected] {
    background: ${colors.primarySoft};
  }
`;

const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1rem;
`;

const CardFields = styled.dl`
  display: grid;
  grid-template-columns: minmax(5.5rem, 35%) minmax(0, 1fr);
  gap: 0.35rem 0.75rem;
  margin: 0;
  font-size: 0.925rem;
  dt {
    color: ${colors.textMuted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    padding-top: 0.15rem;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* what a table cell keeps wide (a minimum width for sideways scrolling) fits the card */
  dd > * {
    min-width: 0;
  }
`;

/** The actions at the bottom of a card: full-width rows of 44 px buttons. */
const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  & > * {
    flex-wrap: wrap;
    justify-content: flex-start;
    min-width: 0;
  }
  a,
  button {
    min-height: 44px;
  }
`;

const CardTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
`;

/** The id of the column shown at the bottom of a card, without a label. */
const ACTIONS_COLUMN = 'actions';

/** "Sort by" for the cards: the list's own order, then each sortable column either way. */
function sortOptions<T>(columns: readonly DataColumn<T>[], t: Translate) {
  return [
    { id: '', label: t('List order') },
    ...columns
      .filter((column) => column.sortValue || column.sortable)
      .flatMap((column) => [
        { id: `${column.id}:ascending`, label: `${t.known(column.header)} ▲` },
        { id: `${column.id}:descending`, label: `${t.known(column.header)} ▼` },
      ]),
  ];
}

/** The rows as cards (phones): what the table shows, labelled, with nothing to scroll sideways. */
function DataCards<T>({
  label,
  columns,
  items,
  emptyState,
  placeholder,
  sort,
  onSortChange,
  selection,
  rows,
  rowId,
}: {
  label: string;
  columns: readonly DataColumn<T>[];
  items: { id: string; row: T | null }[];
  emptyState: ReactNode;
  placeholder: boolean;
  sort: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  selection?: TableSelection<T>;
  rows: readonly T[];
  rowId(row: T): string;
}) {
  const header = columns.find((column) => column.isRowHeader) ?? columns[0];
  const actions = columns.find((column) => column.id === ACTIONS_COLUMN);
  const fields = columns.filter((column) => column !== header && column !== actions);
  const t = useT();
  const options = sortOptions(columns, t);
  const allSelected = rows.length > 0 && rows.every((row) => selection?.selected.has(rowId(row)));
  return (
    <div>
      {(onSortChange && options.length > 1) || (selection && rows.length > 0) ? (
        <CardTools>
          {onSortChange && options.length > 1 ? (
            <SelectField
              label={t('Sort by')}
              options={options}
              value={sort ? `${sort.column}:${sort.direction}` : ''}
              onChange={(id) => {
                const [column, direction] = id.split(':') as [string, TableSort['direction'] | undefined];
                onSortChange(direction ? { column, direction } : null);
              }}
            />
          ) : null}
          {selection && rows.length > 0 ? (
            <SelectBox
              isSelected={allSelected}
              isIndeterminate={!allSelected && rows.some((row) => selection.selected.has(rowId(row)))}
              onChange={(all) => selection.onChange(new Set(all ? rows.map(rowId) : []))}
              label={t('Select all')}
            />
          ) : null}
        </CardTools>
      ) : null}
      {items.length === 0 ? (
        <TableFrame>
          <Empty>{emptyState}</Empty>
        </TableFrame>
      ) : (
        <CardList aria-label={label} aria-busy={placeholder || undefined}>
          {items.map(({ id, row }) => (
            <RowCard key={id} data-selected={(row && selection?.selected.has(id)) || undefined}>
              {row === null ? (
                <>
                  <SkeletonBar aria-hidden="true" />
                  <SkeletonBar aria-hidden="true" />
                </>
              ) : (
                <>
                  <CardHead>
                    {selection ? (
                      <SelectBox
                        aria-label={selection.rowLabel(row)}
                        isSelected={selection.selected.has(id)}
                        onChange={(ticked) => {
                          const next = new Set(selection.selected);
                          if (ticked) next.add(id);
                          else next.delete(id);
                          selection.onChange(next);
                        }}
                      />
                    ) : null}
                    {header ? <div>{header.render(row)}</div> : null}
                  </CardHead>
                  {fields.length > 0 ? (
                    <CardFields>
                      {fields.map((column) => (
                        <div key={column.id} style={{ display: 'contents' }}>
                          <dt>{t.known(column.header)}</dt>
                          <dd>{column.render(row)}</dd>
                        </div>
                      ))}
                    </CardFields>
                  ) : null}
                  {actions ? <CardActions>{actions.render(row)}</CardActions> : null}
                </>
              )}
            </RowCard>
          ))}
        </CardList>
      )}
    </div>
  );
}

/** A sortable column's header: ascending first, then descending, then back to the list's own order. */
export function nextSort(current: TableSort | null | undefined, column: string): TableSort | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/**
 * A sortable column's header content: a button that moves to the next sort (nextSort), with a mark that
 * shows the direction. The header cell around it carries `aria-sort` (sortState).
 */
export function SortHeaderButton({
  column,
  label,
  sort,
  onSortChange,
}: {
  column: string;
  label: ReactNode;
  sort: TableSort | null;
  onSortChange(sort: TableSort | null): void;
}) {
  const active = sort?.column === column ? sort.direction : undefined;
  return (
    <SortButton type="button" onClick={() => onSortChange(nextSort(sort, column))}>
      {label}
      <SortMark $direction={active} />
    </SortButton>
  );
}

/** The `aria-sort` of a sortable column's header cell. */
export const sortState = (sort: TableSort | null, column: string) =>
  sort?.column === column ? sort.direction : 'none';

export function DataTable<T>({
  label,
  columns,
  rows,
  rowId,
  emptyState,
  loadingRows,
  sort = null,
  onSortChange,
  presorted = false,
  selection,
}: DataTableProps<T>) {
  const t = useT();
  const scroller = useScrollsSideways();
  const placeholder = loadingRows !== undefined && loadingRows > 0;
  const sorted: readonly T[] = useMemo(
    () => (presorted ? rows : sortRows(rows, columns, sort)),
    [rows, columns, sort, presorted],
  );
  const items = placeholder
    ? Array.from({ length: loadingRows }, (_, index) => ({ id: `loading-${index}`, row: null as T | null }))
    : sorted.map((row) => ({ id: rowId(row), row: row as T | null }));
  const cards = useMediaQuery(PHONE_QUERY, false);
  if (cards) {
    return (
      <DataCards
        label={label}
        columns={columns}
        items={items}
        emptyState={emptyState}
        placeholder={placeholder}
        sort={sort}
        onSortChange={onSortChange}
        selection={selection}
        rows={sorted}
        rowId={rowId}
      />
    );
  }
  return (
    <TableFrame>
      {/* a region that scrolls sideways takes focus, so it scrolls with the arrow keys too */}
      <Scroller
        ref={scroller.ref}
        role={scroller.scrolls ? 'region' : undefined}
        aria-label={scroller.scrolls ? t('{label} (scrolls sideways)', { label }) : undefined}
        tabIndex={scroller.scrolls ? 0 : undefined}
      >
        <StyledTable aria-label={label} aria-busy={placeholder || undefined}>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" data-selection="">
                  <Tick
                    aria-label={t('Select all')}
                    isSelected={
                      sorted.length > 0 && sorted.every((row) => selection.selected.has(rowId(row)))
                    }
                    isIndeterminate={
                      sorted.some((row) => selection.selected.has(rowId(row))) &&
                      !sorted.every((row) => selection.selected.has(rowId(row)))
                    }
                    onChange={(all) => selection.onChange(new Set(all ? sorted.map(rowId) : []))}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const sortable = Boolean((column.sortValue || column.sortable) && onSortChange);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={column.align}
                    aria-sort={sortable ? sortState(sort, column.id) : undefined}
                    style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                  >
                    {sortable && onSortChange ? (
                      <SortHeaderButton
                        column={column.id}
                        label={t.known(column.header)}
                        sort={sort}
                        onSortChange={onSortChange}
                      />
                    ) : (
                      t.known(column.header)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selection ? 1 : 0)}>
                  <Empty>{emptyState}</Empty>
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr key={item.id} data-selected={selection?.selected.has(item.id) || undefined}>
                  {selection ? (
                    <td data-selection="">
                      {item.row === null ? null : (
                        <Tick
                          aria-label={selection.rowLabel(item.row)}
                          isSelected={selection.selected.has(item.id)}
                          onChange={(ticked) => {
                            const next = new Set(selection.selected);
                            if (ticked) next.add(item.id);
                            else next.delete(item.id);
                            selection.onChange(next);
                          }}
                        />
                      )}
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <BodyCell key={column.id} column={column} row={item.row} />
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
      </Scroller>
      {columns.length > 3 && items.length > 0 ? (
        <ScrollHint $until="wide" aria-hidden="true">
          {t('Scroll sideways to see every column →')}
        </ScrollHint>
      ) : null}
    </TableFrame>
  );
}
