/**
 * The inbox table: a select-all checkbox in the header and one per row (react-aria-components Table
 * with multiple selection: Space toggles a row, arrow keys move), Edit and Delete per row. From 768 to
 * 1023 px it scrolls sideways while the checkbox and the name stay in view; under 768 px the messages are
 * cards (ContactCards). For a role that may not delete, there is no selection (no checkbox) and no Delete.
 */
import { type Contact, TABLE_SKELETON_ROWS } from '@wedding/shared-contracts';
import { Cell, Column, Row, type Selection, Table, TableBody, TableHeader } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import {
  type DataColumn,
  DataTable,
  nextSort,
  SortMark,
  type TableSort,
} from '../../../components/data-table';
import { SelectBox } from '../../../components/select-box';
import { ScrollHint, SkeletonBar, TableFrame, TableScroller } from '../../../components/table-parts';
import { colors, focusRing } from '../../../components/theme';
import { formatDate, formatTime } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n/use-t';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { STATUS_LABELS, statusOf, subjectLabel } from '../contact-list';
import { ContactStatusBadge } from './contact-status-badge';

const CHECK_COLUMN_PX = 52;

const StyledTable = styled(Table)<{ $selectable: boolean }>`
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
    background: ${colors.surfaceMuted};
    color: ${colors.textMuted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  ${({ $selectable }) =>
    $selectable
      ? `
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${CHECK_COLUMN_PX}px;
    min-width: ${CHECK_COLUMN_PX}px;
    /* 4 + the 44 px checkbox + 4 */
    padding-left: 4px;
    padding-right: 4px;
  }
  th:nth-child(2),
  td:nth-child(2) {
    position: sticky;
    left: ${CHECK_COLUMN_PX}px;
    z-index: 1;
    box-shadow: 1px 0 0 ${colors.border};
  }`
      : `
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: 1px 0 0 ${colors.border};
  }`}
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr {
    cursor: default;
  }
  tbody tr[data-hovered] td {
    background: ${colors.surfaceMuted};
  }
  tbody tr[data-selected] td {
    background: ${colors.primarySoft};
  }
  [data-focus-visible] {
    ${focusRing}
    outline-offset: -3px;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 9rem;
  max-width: 14rem;
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
    overflow-wrap: anywhere;
  }
`;

const Preview = styled.p`
  margin: 0;
  min-width: 12rem;
  max-width: 20rem;
  color: ${colors.text};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Subject = styled.span`
  display: block;
  min-width: 7rem;
`;

const Received = styled.span`
  display: flex;
  flex-direction: column;
  color: ${colors.textMuted};
  white-space: nowrap;
  font-size: 0.875rem;
`;

const RowActions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Empty = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${colors.textMuted};
`;

const HEADERS = [
  msg('Name'),
  msg('Subject'),
  msg('Message'),
  msg('Status'),
  msg('Received'),
  msg('Actions'),
] as const;

/** What each sortable column sorts by (sortRows; the page sorts the messages it shows). */
export const CONTACT_SORTS: Pick<DataColumn<Contact>, 'id' | 'sortValue'>[] = [
  { id: 'Name', sortValue: (contact) => contact.name },
  { id: 'Subject', sortValue: (contact) => subjectLabel(contact.subject) },
  { id: 'Status', sortValue: (contact) => STATUS_LABELS[statusOf(contact)] },
  { id: 'Received', sortValue: (contact) => contact.createdAt },
];
const SORTABLE = new Set(CONTACT_SORTS.map((column) => column.id));

/** A sortable header: the whole cell is the button (react-aria: a press or Enter sorts). */
const SortableHeader = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  cursor: pointer;
`;

export interface ContactsTableProps {
  contacts: readonly Contact[];
  loading?: boolean;
  emptyState: string;
  selectedKeys: Selection;
  /** Left out for a role that may not delete: no selection, no checkbox column. */
  onSelectionChange?(keys: Selection): void;
  onEdit(contact: Contact): void;
  /** Left out for a role that may not delete: no Delete per row. */
  onDelete?(contact: Contact): void;
  /** The order chosen from the headers (null: newest first, as the list comes); the caller sorts. */
  sort: TableSort | null;
  onSortChange(sort: TableSort | null): void;
}

const Sender = ({ contact }: { contact: Contact }) => (
  <Who>
    <strong>{contact.name}</strong>
    <small>{contact.email}</small>
  </Who>
);

const ReceivedAt = ({ contact }: { contact: Contact }) => (
  <Received>
    <span>{formatDate(contact.createdAt)}</span>
    <span>{formatTime(contact.createdAt)}</span>
  </Received>
);

function ContactActions({
  contact,
  onEdit,
  onDelete,
}: { contact: Contact } & Pick<ContactsTableProps, 'onEdit' | 'onDelete'>) {
  const t = useT();
  return (
    <RowActions>
      <Button size="sm" onPress={() => onEdit(contact)} aria-label={t('Edit {name}', { name: contact.name })}>
        {t('Edit')}
      </Button>
      {onDelete ? (
        <Button
          size="sm"
          variant="dangerOutline"
          onPress={() => onDelete(contact)}
          aria-label={t('Delete {name}', { name: contact.name })}
        >
          {t('Delete')}
        </Button>
      ) : null}
    </RowActions>
  );
}

/**
 * The messages on a phone (under 768 px): the shared DataTable's cards, "Sort by" and "Select all" above
 * them, nothing to scroll sideways. The caller has sorted them.
 */
function ContactCards({
  contacts,
  loading,
  emptyState,
  selectedKeys,
  onSelectionChange,
  onEdit,
  onDelete,
  sort,
  onSortChange,
}: ContactsTableProps) {
  const t = useT();
  const columns: DataColumn<Contact>[] = [
    {
      id: 'Name',
      header: t('Name'),
      isRowHeader: true,
      sortable: true,
      render: (contact) => <Sender contact={contact} />,
    },
    {
      id: 'Status',
      header: t('Status'),
      sortable: true,
      render: (contact) => <ContactStatusBadge contact={contact} />,
    },
    {
      id: 'Subject',
      header: t('Subject'),
      sortable: true,
      render: (contact) => t.known(subjectLabel(contact.subject)),
    },
    {
      id: 'Message',
      header: t('Message'),
      render: (contact) => <Preview title={contact.message}>{contact.message}</Preview>,
    },
    {
      id: 'Received',
      header: t('Received'),
      sortable: true,
      render: (contact) => <ReceivedAt contact={contact} />,
    },
    {
      id: 'actions',
      header: t('Actions'),
      render: (contact) => <ContactActions contact={contact} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  const selected =
    selectedKeys === 'all'
      ? new Set(contacts.map((contact) => contact.id))
      : new Set([...selectedKeys].map(String));
  return (
    <DataTable
      label={t('Contacts')}
      columns={columns}
      rows={contacts}
      rowId={(contact) => contact.id}
      emptyState={emptyState}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      sort={sort}
      onSortChange={onSortChange}
      presorted
      selection={
        onSelectionChange
          ? {
              selected,
              onChange: (next) => onSelectionChange(new Set(next)),
              rowLabel: (contact) => t('Select {name}', { name: contact.name }),
            }
          : undefined
      }
    />
  );
}

/** The grid, or on a phone the cards (ContactCards). */
export function ContactsTable(props: ContactsTableProps) {
  const cards = useMediaQuery(PHONE_QUERY, false);
  return cards ? <ContactCards {...props} /> : <ContactsGrid {...props} />;
}

function ContactsGrid({
  contacts,
  loading,
  emptyState,
  selectedKeys,
  onSelectionChange,
  onEdit,
  onDelete,
  sort,
  onSortChange,
}: ContactsTableProps) {
  const t = useT();
  const selectable = onSelectionChange !== undefined;
  const items: { id: string; contact: Contact | null }[] = loading
    ? Array.from({ length: TABLE_SKELETON_ROWS }, (_, index) => ({ id: `loading-${index}`, contact: null }))
    : contacts.map((contact) => ({ id: contact.id, contact }));
  return (
    <TableFrame>
      <TableScroller>
        <StyledTable
          aria-label={t('Contacts')}
          aria-busy={loading || undefined}
          $selectable={selectable}
          selectionMode={selectable ? 'multiple' : 'none'}
          selectionBehavior="toggle"
          selectedKeys={selectable ? selectedKeys : undefined}
          // placeholder rows cannot be selected
          onSelectionChange={loading ? undefined : onSelectionChange}
          sortDescriptor={sort ?? undefined}
          // the same three steps as the other tables: ascending, descending, back to newest first
          onSortChange={(descriptor) => onSortChange(nextSort(sort, String(descriptor.column)))}
        >
          <TableHeader>
            {selectable ? (
              <Column>
                <SelectBox slot="selection" />
              </Column>
            ) : null}
            {HEADERS.map((header) => (
              <Column
                key={header}
                id={header}
                isRowHeader={header === 'Name'}
                allowsSorting={SORTABLE.has(header)}
              >
                {({ allowsSorting, sortDirection }) =>
                  allowsSorting ? (
                    <SortableHeader>
                      {t(header)}
                      <SortMark $direction={sortDirection} />
                    </SortableHeader>
                  ) : (
                    t(header)
                  )
                }
              </Column>
            ))}
          </TableHeader>
          <TableBody
            items={items}
            dependencies={[loading, selectable, onEdit, onDelete]}
            renderEmptyState={() => <Empty>{emptyState}</Empty>}
          >
            {({ id, contact }) =>
              contact === null ? (
                <Row id={id}>
                  {selectable ? <Cell /> : null}
                  {HEADERS.map((header) => (
                    <Cell key={header}>
                      <SkeletonBar aria-hidden="true" />
                    </Cell>
                  ))}
                </Row>
              ) : (
                <Row id={id}>
                  {selectable ? (
                    <Cell>
                      <SelectBox slot="selection" />
                    </Cell>
                  ) : null}
                  <Cell>
                    <Sender contact={contact} />
                  </Cell>
                  <Cell>
                    <Subject>{t.known(subjectLabel(contact.subject))}</Subject>
                  </Cell>
                  <Cell>
                    <Preview title={contact.message}>{contact.message}</Preview>
                  </Cell>
                  <Cell>
                    <ContactStatusBadge contact={contact} />
                  </Cell>
                  <Cell>
                    <ReceivedAt contact={contact} />
                  </Cell>
                  <Cell>
                    <ContactActions contact={contact} onEdit={onEdit} onDelete={onDelete} />
                  </Cell>
                </Row>
              )
            }
          </TableBody>
        </StyledTable>
      </TableScroller>
      {contacts.length > 0 ? (
        <ScrollHint aria-hidden="true">{t('Scroll sideways to see every column →')}</ScrollHint>
      ) : null}
    </TableFrame>
  );
}
