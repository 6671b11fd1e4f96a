/**
 * The rows as a table (768 px and wider): a plain, semantic <table> (column headers, one row header per
 * row), so screen readers use their table navigation and every control in a cell is reached with Tab in
 * reading order. When it is wider than its card it scrolls sideways while the checkbox and the row header
 * stay in view; the region then takes focus, so it also scrolls with the keyboard.
 */
import { memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../lib/i18n/use-t';
import { ScrollHint, SkeletonBar, TableEmpty, TableFrame, TableScroller } from '../table-parts';
import { colors, focusRing } from '../theme';
import { HeaderCell } from './header-cell';
import { TableCheckbox } from './table-checkbox';
import {
  type DataColumn,
  isSortable,
  type TableItem,
  type TableSelection,
  type TableSort,
  toggled,
} from './types';

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
    /* a header of several words may take two lines: the columns then fit a laptop's width */
    white-space: normal;
    overflow-wrap: normal;
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
  tbody tr:hover:not([data-selected]) > * {
    background: ${colors.surfaceMuted};
  }
  [data-align='end'] {
    text-align: right;
  }
`;

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

interface BodyRowProps<T> {
  item: TableItem<T>;
  columns: readonly DataColumn<T>[];
  /** What the cells depend on besides the row (the row renders again when one changes). */
  dependencies: readonly unknown[];
  /** The table has a checkbox column. */
  selectable: boolean;
  /** The row's checkbox's name and whether it is ticked (a placeholder row has no checkbox). */
  tick?: { label: string; checked: boolean };
  /** Stays the same function, so a row whose props are unchanged is not rendered again. */
  onTick(id: string, ticked: boolean): void;
}

type AnyRowProps = BodyRowProps<unknown>;

const sameRow = (before: AnyRowProps, after: AnyRowProps) =>
  before.item.row === after.item.row &&
  before.columns === after.columns &&
  before.selectable === after.selectable &&
  before.tick?.label === after.tick?.label &&
  before.tick?.checked === after.tick?.checked &&
  before.dependencies.length === after.dependencies.length &&
  before.dependencies.every((value, index) => Object.is(value, after.dependencies[index]));

/** A row, kept when nothing it shows changed (a long list's page renders again on each filter). */
const BodyRow = memo(function BodyRow<T>({ item, columns, selectable, tick, onTick }: BodyRowProps<T>) {
  return (
    <tr data-selected={tick?.checked || undefined}>
      {selectable ? (
        <td data-selection="">
          {tick === undefined ? null : (
            <TableCheckbox
              label={tick.label}
              checked={tick.checked}
              onChange={(ticked) => onTick(item.id, ticked)}
            />
          )}
        </td>
      ) : null}
      {columns.map((column) => (
        <BodyCell key={column.id} column={column} row={item.row} />
      ))}
    </tr>
  );
}, sameRow) as <T>(props: BodyRowProps<T>) => ReactNode;

export interface TableViewProps<T> {
  label: string;
  columns: readonly DataColumn<T>[];
  items: readonly TableItem<T>[];
  /** The rows shown, in their order (what "select all" ticks). */
  rows: readonly T[];
  rowId(row: T): string;
  emptyState: ReactNode;
  placeholder: boolean;
  dependencies: readonly unknown[];
  sort: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  selection?: TableSelection<T>;
  /** Until which width "Scroll sideways…" shows under the table. */
  scrollsUntil: 'wide' | 'desktop';
}

export function TableView<T>(props: TableViewProps<T>) {
  const { label, columns, items, rows, rowId, emptyState, placeholder, sort, onSortChange, selection } =
    props;
  const t = useT();
  const scroller = useScrollsSideways();
  // the latest selection for the rows' checkboxes, whose handler stays the same function (memoised rows)
  const latest = useRef(selection);
  latest.current = selection;
  const onTick = useRef((id: string, ticked: boolean) => {
    if (latest.current) latest.current.onChange(toggled(latest.current.selected, id, ticked));
  }).current;
  const ticked = selection ? rows.filter((row) => selection.selected.has(rowId(row))).length : 0;
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
                  {placeholder || rows.length === 0 ? null : (
                    <TableCheckbox
                      label={selection.allLabel ?? t('Select all')}
                      checked={ticked === rows.length}
                      indeterminate={ticked > 0 && ticked < rows.length}
                      onChange={(all) => selection.onChange(new Set(all ? rows.map(rowId) : []))}
                    />
                  )}
                </th>
              ) : null}
              {columns.map((column) => (
                <HeaderCell
                  key={column.id}
                  column={column.id}
                  label={t.known(column.header)}
                  align={column.align}
                  style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                  sort={sort}
                  onSortChange={isSortable(column) ? onSortChange : undefined}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selection ? 1 : 0)}>
                  <TableEmpty>{emptyState}</TableEmpty>
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <BodyRow
                  key={item.id}
                  item={item}
                  columns={columns}
                  dependencies={props.dependencies}
                  selectable={selection !== undefined}
                  tick={
                    selection && item.row !== null
                      ? { label: selection.rowLabel(item.row), checked: selection.selected.has(item.id) }
                      : undefined
                  }
                  onTick={onTick}
                />
              ))
            )}
          </tbody>
        </StyledTable>
      </Scroller>
      {columns.length > 3 && items.length > 0 ? (
        <ScrollHint $until={props.scrollsUntil} aria-hidden="true">
          {t('Scroll sideways to see every column →')}
        </ScrollHint>
      ) : null}
    </TableFrame>
  );
}
