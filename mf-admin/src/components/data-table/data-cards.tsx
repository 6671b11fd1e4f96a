/**
 * The rows as cards (under 768 px): the row header as the card's title, every other column as a labelled
 * value, the actions column (id `actions`) at the bottom, a "Sort by" list for the
 * sortable columns and "Select all" above the list, nothing to scroll sideways.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type Translate, useT } from '../../lib/i18n/use-t';
import { SelectBox } from '../select-box';
import { SelectField } from '../select-field';
import { SkeletonBar, TableEmpty, TableFrame } from '../table-parts';
import { colors, radii, shadows } from '../theme';
import {
  ACTIONS_COLUMN,
  type DataColumn,
  isSortable,
  type TableItem,
  type TableSelection,
  type TableSort,
  toggled,
} from './types';

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

/** "Sort by" for the cards: the list's own order, then each sortable column either way. */
function sortOptions<T>(columns: readonly DataColumn<T>[], t: Translate) {
  return [
    { id: '', label: t('List order') },
    ...columns.filter(isSortable).flatMap((column) => [
      { id: `${column.id}:ascending`, label: `${t.known(column.header)} ▲` },
      { id: `${column.id}:descending`, label: `${t.known(column.header)} ▼` },
    ]),
  ];
}

/** One card: its checkbox and title, the labelled values, the actions; two bars while loading. */
function Card<T>({
  item: { id, row },
  columns,
  selection,
}: {
  item: TableItem<T>;
  columns: readonly DataColumn<T>[];
  selection?: TableSelection<T>;
}) {
  const t = useT();
  if (row === null) {
    return (
      <RowCard>
        <SkeletonBar aria-hidden="true" />
        <SkeletonBar aria-hidden="true" />
      </RowCard>
    );
  }
  const header = columns.find((column) => column.isRowHeader) ?? columns[0];
  const actions = columns.find((column) => column.id === ACTIONS_COLUMN);
  const fields = columns.filter((column) => column !== header && column !== actions);
  return (
    <RowCard data-selected={selection?.selected.has(id) || undefined}>
      <CardHead>
        {selection ? (
          <SelectBox
            aria-label={selection.rowLabel(row)}
            isSelected={selection.selected.has(id)}
            onChange={(ticked) => selection.onChange(toggled(selection.selected, id, ticked))}
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
    </RowCard>
  );
}

export function DataCards<T>({
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
  /** In the cards' order. */
  columns: readonly DataColumn<T>[];
  items: readonly TableItem<T>[];
  emptyState: ReactNode;
  placeholder: boolean;
  sort: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  selection?: TableSelection<T>;
  rows: readonly T[];
  rowId(row: T): string;
}) {
  const t = useT();
  const options = sortOptions(columns, t);
  const sorting = onSortChange && options.length > 1;
  const selecting = selection && rows.length > 0;
  const allSelected = rows.length > 0 && rows.every((row) => selection?.selected.has(rowId(row)));
  return (
    <div>
      {sorting || selecting ? (
        <CardTools>
          {sorting ? (
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
          {selecting ? (
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
          <TableEmpty>{emptyState}</TableEmpty>
        </TableFrame>
      ) : (
        <CardList aria-label={label} aria-busy={placeholder || undefined}>
          {items.map((item) => (
            <Card key={item.id} item={item} columns={columns} selection={selection} />
          ))}
        </CardList>
      )}
    </div>
  );
}
