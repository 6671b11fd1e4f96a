/**
 * A data table on react-aria-components (a keyboard-navigable grid). On narrow screens it scrolls
 * sideways inside its card while the first column (the row header) stays in view.
 */
import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { colors, focusRing, media, radii, shadows } from './theme';

export interface DataColumn<T> {
  id: string;
  header: string;
  /** The column that names the row (one per table; it stays in view when scrolling sideways). */
  isRowHeader?: boolean;
  render(row: T): ReactNode;
  /** Right-align (numbers). */
  align?: 'start' | 'end';
  /** Minimum width in px (keeps a column readable when the table scrolls sideways). */
  minWidth?: number;
}

const Frame = styled.div`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  overflow: hidden;
`;

const Scroller = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

const StyledTable = styled(Table)`
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
  th {
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
  th:first-child {
    z-index: 2;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr[data-hovered] td {
    background: #fafbfc;
  }
  [data-focus-visible] {
    ${focusRing}
    outline-offset: -3px;
  }
  [data-align='end'] {
    text-align: right;
  }
`;

/** Under 768 px the table may be wider than the screen: say so (the first column stays in view). */
const ScrollHint = styled.p`
  margin: 0;
  padding: 0.5rem 0.9rem;
  border-top: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: 0.8rem;
  ${media.wide} {
    display: none;
  }
`;

const Empty = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${colors.textMuted};
`;

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

const SkeletonBar = styled.span`
  display: block;
  height: 0.85rem;
  width: 80%;
  border-radius: ${radii.sm};
  background: #e8ebef;
  animation: ${shimmer} 1.4s ease-in-out infinite;
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
  /** Values the rendered cells depend on besides the row (e.g. the current admin's id). */
  dependencies?: readonly unknown[];
}

export function DataTable<T>({
  label,
  columns,
  rows,
  rowId,
  emptyState,
  loadingRows,
  dependencies = [],
}: DataTableProps<T>) {
  const placeholder = loadingRows !== undefined && loadingRows > 0;
  const items = placeholder
    ? Array.from({ length: loadingRows }, (_, index) => ({ id: `loading-${index}`, row: null as T | null }))
    : rows.map((row) => ({ id: rowId(row), row: row as T | null }));
  return (
    <Frame>
      <Scroller>
        <StyledTable aria-label={label} aria-busy={placeholder || undefined}>
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                data-align={column.align}
                style={column.minWidth ? { minWidth: column.minWidth } : undefined}
              >
                {column.header}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[columns, placeholder, ...dependencies]}
            renderEmptyState={() => <Empty>{emptyState}</Empty>}
          >
            {(item) => (
              <Row id={item.id} columns={columns} dependencies={[item.row, ...dependencies]}>
                {(column) => (
                  <Cell data-align={column.align}>
                    {item.row === null ? <SkeletonBar aria-hidden="true" /> : column.render(item.row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </StyledTable>
      </Scroller>
      {columns.length > 3 && items.length > 0 ? (
        <ScrollHint aria-hidden="true">Scroll sideways to see every column →</ScrollHint>
      ) : null}
    </Frame>
  );
}
