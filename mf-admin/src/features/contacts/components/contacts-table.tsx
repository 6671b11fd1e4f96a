/**
 * The inbox table: the shared DataTable with the messages' columns, a checkbox per row and "Select All"
 * in the header, Edit and Delete per row. From 768 to 1023 px it scrolls sideways while the checkbox and
 * the name stay in view; under 768 px the messages are cards (the status under the name). For a role that
 * may not delete, there is no selection (no checkbox) and no Delete.
 */
import { type Contact, TABLE_SKELETON_ROWS } from '@wedding/shared-contracts';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { type DataColumn, DataTable, type TableSort } from '../../../components/data-table';
import { colors } from '../../../components/theme';
import { formatDate, formatTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';
import { STATUS_LABELS, statusOf, subjectLabel } from '../contact-list';
import { ContactStatusBadge } from './contact-status-badge';

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

/** What each sortable column sorts by (sortRows; the page sorts the messages it shows). */
export const CONTACT_SORTS: Pick<DataColumn<Contact>, 'id' | 'sortValue'>[] = [
  { id: 'Name', sortValue: (contact) => contact.name },
  { id: 'Subject', sortValue: (contact) => subjectLabel(contact.subject) },
  { id: 'Status', sortValue: (contact) => STATUS_LABELS[statusOf(contact)] },
  { id: 'Received', sortValue: (contact) => contact.createdAt },
];

/** On a card the status comes right under the name. */
const CARD_ORDER = ['Name', 'Status'];

export interface ContactsTableProps {
  contacts: readonly Contact[];
  loading?: boolean;
  emptyState: string;
  /** Ids of the messages ticked. */
  selected: ReadonlySet<string>;
  /** Left out for a role that may not delete: no selection, no checkbox column. */
  onSelectionChange?(selected: ReadonlySet<string>): void;
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

const contactId = (contact: Contact) => contact.id;

export function ContactsTable({
  contacts,
  loading,
  emptyState,
  selected,
  onSelectionChange,
  onEdit,
  onDelete,
  sort,
  onSortChange,
}: ContactsTableProps) {
  const t = useT();
  const columns = useMemo<DataColumn<Contact>[]>(
    () => [
      {
        id: 'Name',
        header: t('Name'),
        isRowHeader: true,
        sortable: true,
        render: (contact) => <Sender contact={contact} />,
      },
      {
        id: 'Subject',
        header: t('Subject'),
        sortable: true,
        render: (contact) => <Subject>{t.known(subjectLabel(contact.subject))}</Subject>,
      },
      {
        id: 'Message',
        header: t('Message'),
        render: (contact) => <Preview title={contact.message}>{contact.message}</Preview>,
      },
      {
        id: 'Status',
        header: t('Status'),
        sortable: true,
        render: (contact) => <ContactStatusBadge contact={contact} />,
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
    ],
    [t, onEdit, onDelete],
  );
  return (
    <DataTable
      label={t('Contacts')}
      columns={columns}
      rows={contacts}
      rowId={contactId}
      emptyState={emptyState}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      sort={sort}
      onSortChange={onSortChange}
      presorted
      selection={
        onSelectionChange
          ? {
              selected,
              onChange: onSelectionChange,
              rowLabel: (contact) => t('Select {name}', { name: contact.name }),
              allLabel: t('Select All'),
            }
          : undefined
      }
      cardOrder={CARD_ORDER}
      scrollsUntil="desktop"
    />
  );
}
