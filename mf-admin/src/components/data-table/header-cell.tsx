/**
 * A column's header cell. A sortable one carries `aria-sort` and holds a button (Enter or Space) with a mark
 * that shows the direction; a click anywhere in the cell sorts too, as the button's
 * own click does (it reaches the cell): ascending, descending, then back to the list's own order.
 */
import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { colors, focusRing, radii } from '../theme';
import { nextSort, sortState } from './sort';
import type { TableSort } from './types';

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

/**
 * The direction mark beside a sortable header: drawn by CSS (no text in the header, whose text stays its
 * name), faint when the column is not the one sorting.
 */
const SortMark = styled.span.attrs({ 'aria-hidden': true })<{
  $direction?: 'ascending' | 'descending';
}>`
  font-size: 0.75em;
  opacity: ${({ $direction }) => ($direction ? 1 : 0.35)};
  &::after {
    content: '${({ $direction }) => ($direction === 'descending' ? '▼' : '▲')}';
  }
`;

const SortableCell = styled.th`
  cursor: pointer;
`;

export function HeaderCell({
  column,
  label,
  align,
  style,
  sort,
  onSortChange,
}: {
  column: string;
  label: ReactNode;
  align?: 'start' | 'end';
  style?: CSSProperties;
  sort: TableSort | null;
  /** Given for a sortable column: the header sorts the rows. */
  onSortChange?(sort: TableSort | null): void;
}) {
  if (!onSortChange) {
    return (
      <th scope="col" data-align={align} style={style}>
        {label}
      </th>
    );
  }
  const state = sortState(sort, column);
  return (
    <SortableCell
      scope="col"
      data-align={align}
      style={style}
      aria-sort={state}
      onClick={() => onSortChange(nextSort(sort, column))}
    >
      <SortButton type="button">
        {label}
        <SortMark $direction={state === 'none' ? undefined : state} />
      </SortButton>
    </SortableCell>
  );
}
