/**
 * The guest table: the shared DataTable with the guests' columns (then those of the hosts' own fields in
 * use, lib/guest-fields.tsx), one page of rows at a time, a checkbox per row and the header's for the
 * page. Its headers sort the whole list (GUEST_SORTS; the page sorts before it cuts pages). Kept light on
 * purpose (native buttons and checkboxes, the columns and unchanged rows kept between renders): with
 * thousands of guests every filter renders the page again, and a component-heavy grid made typing stutter
 * (measured: long tasks with 50 rows). Under 768 px the page's guests are cards (name, status, figures,
 * the actions; "Sort by" and "Select all" above them).
 */
import { type GuestFieldId, TABLE_SKELETON_ROWS, type UnifiedGuest } from '@wedding/shared-contracts';
import { memo, type ReactNode, useMemo } from 'react';
import { type DataColumn, DataTable, type TableSort } from '../../../components/data-table';
import { guestFieldColumns, guestFieldSorts, useGuestFieldsInUse } from '../../../lib/guest-fields';
import { STATUS_LABELS } from '../../../lib/guest-labels';
import { useT } from '../../../lib/i18n/use-t';
import {
  GuestActions,
  GuestAnswered,
  GuestCode,
  GuestName,
  type GuestRowHandlers,
  GuestStatus,
  Muted,
} from './guest-cells';

export interface GuestsTableProps extends GuestRowHandlers {
  /** The rows of the current page. */
  guests: readonly UnifiedGuest[];
  loading: boolean;
  selected: ReadonlySet<string>;
  /** The new selection of this page's rows (the other pages' selection is the caller's). */
  onSelectionChange(pageSelection: Set<string>): void;
  emptyState: ReactNode;
  /** The order chosen from the headers (null: by name, the list's own order); the caller sorts. */
  sort: TableSort | null;
  onSortChange(sort: TableSort | null): void;
  /**
   * The hosts' own fields to give a column, after the spec's (lib/guest-fields.tsx): those some guest of the
   * whole list has. Left out: those some guest of this page has.
   */
  fields?: readonly GuestFieldId[];
}

/** What each sortable column sorts by (sortRows): the whole filtered list, before it is cut into pages. */
export const GUEST_SORTS: Pick<DataColumn<UnifiedGuest>, 'id' | 'sortValue'>[] = [
  { id: 'name', sortValue: (guest) => guest.name },
  { id: 'group', sortValue: (guest) => guest.category },
  { id: 'code', sortValue: (guest) => guest.invitationCode },
  { id: 'people', sortValue: (guest) => guest.maxPeopleAllowed },
  { id: 'status', sortValue: (guest) => STATUS_LABELS[guest.confirmationStatus] },
  { id: 'confirmed', sortValue: (guest) => guest.confirmedPeople },
  ...guestFieldSorts<'unified_guests', UnifiedGuest>('unified_guests'),
];

/** On a card the status comes right under the name. */
const CARD_ORDER = ['name', 'status'];

const guestId = (guest: UnifiedGuest) => guest.id;

/** The guests' columns; the same array while the language, handlers and fields stay (rows are kept). */
function useGuestColumns(
  { onEdit, onDelete, onCopyCode, onShowInvitation }: GuestRowHandlers,
  fields: readonly GuestFieldId[],
) {
  const t = useT();
  return useMemo<DataColumn<UnifiedGuest>[]>(
    () => [
      {
        id: 'name',
        header: t('Guest'),
        isRowHeader: true,
        sortable: true,
        render: (guest) => <GuestName guest={guest} />,
      },
      {
        id: 'group',
        header: t('Group'),
        sortable: true,
        render: (guest) => guest.category || <Muted>—</Muted>,
      },
      {
        id: 'code',
        header: t('Invitation Code'),
        sortable: true,
        render: (guest) => <GuestCode guest={guest} onCopyCode={onCopyCode} />,
      },
      {
        id: 'people',
        header: t('Max People'),
        align: 'end',
        sortable: true,
        render: (guest) => guest.maxPeopleAllowed,
      },
      {
        id: 'status',
        header: t('Status'),
        sortable: true,
        render: (guest) => <GuestStatus guest={guest} />,
      },
      {
        id: 'confirmed',
        header: t('Confirmed'),
        align: 'end',
        sortable: true,
        render: (guest) => <GuestAnswered guest={guest} />,
      },
      ...guestFieldColumns<'unified_guests', UnifiedGuest>('unified_guests', t, fields),
      {
        id: 'actions',
        header: t('Actions'),
        align: 'end',
        render: (guest) => (
          <GuestActions
            guest={guest}
            onEdit={onEdit}
            onDelete={onDelete}
            onCopyCode={onCopyCode}
            onShowInvitation={onShowInvitation}
          />
        ),
      },
    ],
    [t, onEdit, onDelete, onCopyCode, onShowInvitation, fields],
  );
}

export const GuestsTable = memo(function GuestsTable({
  guests,
  loading,
  selected,
  onSelectionChange,
  emptyState,
  sort,
  onSortChange,
  fields,
  ...handlers
}: GuestsTableProps) {
  const t = useT();
  const onPage = useGuestFieldsInUse('unified_guests', guests);
  const columns = useGuestColumns(handlers, fields ?? onPage);
  const pageSelection = new Set(guests.filter((guest) => selected.has(guest.id)).map(guestId));
  return (
    <DataTable
      label={t('Guests')}
      columns={columns}
      rows={guests}
      rowId={guestId}
      emptyState={emptyState}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      sort={sort}
      onSortChange={onSortChange}
      presorted
      selection={{
        selected: pageSelection,
        onChange: (next) => onSelectionChange(new Set(next)),
        rowLabel: (guest) => t('Select {name}', { name: guest.name }),
        allLabel: t('Select every guest on this page'),
      }}
      cardOrder={CARD_ORDER}
      scrollsUntil="desktop"
    />
  );
});
