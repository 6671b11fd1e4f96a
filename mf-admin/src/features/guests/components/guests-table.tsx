/**
 * The guest table: one page of rows at a time, a checkbox per row, and the header checkbox for the
 * page. Its headers sort the whole list (GUEST_SORTS; the page sorts before it cuts pages). Plain HTML table, checkboxes and buttons (their built-in semantics and keyboard behaviour), kept
 * light on purpose: with thousands of guests every keystroke in the search box re-renders it, and a
 * component-heavy grid made typing stutter (measured: long tasks of 100+ ms with 50 rows). Under 768 px
 * the page's guests are cards instead (GuestCards, issue 16 item 4).
 */
import { TABLE_SKELETON_ROWS, type UnifiedGuest } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { Badge } from '../../../components/badge';
import {
  type DataColumn,
  DataTable,
  SortHeaderButton,
  sortState,
  type TableSort,
} from '../../../components/data-table';
import { ScrollHint, SkeletonBar, TableFrame, TableScroller } from '../../../components/table-parts';
import { colors, media, radii, TAP_PX } from '../../../components/theme';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABELS, STATUS_TONES } from '../../../lib/guest-labels';
import { msg, useT } from '../../../lib/i18n/use-t';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';

const focusVisible = css`
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.925rem;
  th,
  td {
    padding: 0.6rem 0.75rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${colors.border};
    background: ${colors.surface};
  }
  thead th {
    background: ${colors.surfaceMuted};
    color: ${colors.textMuted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  /* the checkbox and the name stay in view when the table scrolls sideways */
  tr > :nth-child(-n + 2) {
    position: sticky;
    z-index: 1;
  }
  tr > :first-child {
    left: 0;
    box-sizing: border-box;
    width: 48px;
    min-width: 48px;
    max-width: 48px;
    padding-left: 0.6rem;
    padding-right: 0.4rem;
  }
  tr > :nth-child(2) {
    left: 48px;
    box-shadow: 1px 0 0 ${colors.border};
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
  tbody tr[data-selected] > * {
    background: ${colors.primarySoft};
  }
  tbody tr:hover:not([data-selected]) > * {
    background: ${colors.surfaceMuted};
  }
  [data-align='end'] {
    text-align: right;
  }
`;

const Check = styled.input.attrs({ type: 'checkbox' })`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${colors.primary};
  cursor: pointer;
  ${focusVisible}
`;

/** A checkbox's 44 px tap target: the label around it (a tap on it ticks the box); the row keeps its height. */
const CheckTarget = styled.label`
  display: inline-grid;
  place-items: center;
  width: ${TAP_PX}px;
  height: ${TAP_PX}px;
  margin: -0.6rem -0.6rem -0.6rem -0.75rem;
  cursor: pointer;
`;

/** The people confirmed, and under them when the guest answered. */
const Answered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  td[data-align='end'] & {
    align-items: flex-end;
  }
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
    white-space: nowrap;
  }
`;

/** A phone number never breaks across lines. */
const Phone = styled.span`
  white-space: nowrap;
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.15rem;
  min-width: 10rem;
  max-width: 18rem;
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

const Markers = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
`;

const Code = styled.div`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.85rem;
    padding: 0.1rem 0.35rem;
    border-radius: ${radii.sm};
    background: ${colors.surfaceMuted};
    border: 1px solid ${colors.border};
    white-space: nowrap;
  }
`;

/** A small native button in the style of the admin buttons (size sm). */
const RowButton = styled.button<{ $tone?: 'danger' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0.35rem 0.75rem;
  ${media.touch} {
    min-width: ${TAP_PX}px;
    min-height: ${TAP_PX}px;
  }
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? colors.dangerLine : $tone === 'ghost' ? 'transparent' : colors.borderStrong)};
  border-radius: ${radii.md};
  background: ${({ $tone }) => ($tone === 'ghost' ? 'transparent' : colors.surface)};
  color: ${({ $tone }) => ($tone === 'danger' ? colors.danger : $tone === 'ghost' ? colors.primary : colors.text)};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ $tone }) => ($tone === 'danger' ? colors.dangerSoft : $tone === 'ghost' ? colors.primarySoft : colors.surfaceMuted)};
  }
  &:active {
    transform: translateY(1px);
  }
  ${focusVisible}
`;

const RowActions = styled.div`
  display: flex;
  gap: 0.4rem;
  justify-content: flex-end;
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const Empty = styled.td`
  padding: 2.5rem 1rem !important;
  text-align: center !important;
  color: ${colors.textMuted};
`;

export interface GuestsTableProps {
  /** The rows of the current page. */
  guests: readonly UnifiedGuest[];
  loading: boolean;
  selected: ReadonlySet<string>;
  /** The new selection of this page's rows (the other pages' selection is the caller's). */
  onSelectionChange(pageSelection: Set<string>): void;
  emptyState: ReactNode;
  onEdit(guest: UnifiedGuest): void;
  /** Left out for a role that may not delete guests: the rows then have no Delete button. */
  onDelete?(guest: UnifiedGuest): void;
  onCopyCode(guest: UnifiedGuest): void | Promise<void>;
  onShowInvitation(guest: UnifiedGuest): void;
  /** The order chosen from the headers (null: by name, the list's own order); the caller sorts. */
  sort: TableSort | null;
  onSortChange(sort: TableSort | null): void;
}

/** What each sortable column sorts by (sortRows): the whole filtered list, before it is cut into pages. */
export const GUEST_SORTS: Pick<DataColumn<UnifiedGuest>, 'id' | 'sortValue'>[] = [
  { id: 'name', sortValue: (guest) => guest.name },
  { id: 'group', sortValue: (guest) => guest.category },
  { id: 'code', sortValue: (guest) => guest.invitationCode },
  { id: 'people', sortValue: (guest) => guest.maxPeopleAllowed },
  { id: 'status', sortValue: (guest) => STATUS_LABELS[guest.confirmationStatus] },
  { id: 'confirmed', sortValue: (guest) => guest.confirmedPeople },
];
const SORTABLE = new Set(GUEST_SORTS.map((column) => column.id));

const HEADERS = [
  { id: 'name', label: msg('Guest') },
  { id: 'group', label: msg('Group') },
  { id: 'code', label: msg('Invitation Code') },
  { id: 'people', label: msg('Max People'), align: 'end' },
  { id: 'status', label: msg('Status') },
  { id: 'confirmed', label: msg('Confirmed'), align: 'end' },
  { id: 'actions', label: msg('Actions'), align: 'end' },
] as const;

function PageCheckbox({
  checked,
  indeterminate,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange(): void;
}) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <CheckTarget>
      <Check
        ref={ref}
        checked={checked}
        onChange={onChange}
        aria-label={t('Select every guest on this page')}
      />
    </CheckTarget>
  );
}

/**
 * What the guest wrote in its e-mail RSVP, marked on its row (the words are in the edit dialog): a short
 * visible label, and a full name for screen readers ("Has a message", "Dietary note").
 */
function RsvpNoteMarkers({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  if (!guest.rsvpMessage && !guest.dietaryRestrictions) return null;
  return (
    <Markers>
      {guest.rsvpMessage ? (
        <Badge $tone="primary" role="img" aria-label={t('Has a message')} title={t('Has a message')}>
          {t('Message')}
        </Badge>
      ) : null}
      {guest.dietaryRestrictions ? (
        <Badge $tone="warning" role="img" aria-label={t('Dietary note')} title={t('Dietary note')}>
          {t('Dietary')}
        </Badge>
      ) : null}
    </Markers>
  );
}

type RowHandlers = Pick<GuestsTableProps, 'onEdit' | 'onDelete' | 'onCopyCode' | 'onShowInvitation'>;

/** The guest's name, with its e-mail and phone and what marks it (edited by an admin, notes). */
function GuestName({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  return (
    <Name>
      <strong>{guest.name}</strong>
      {guest.email || guest.phone ? (
        <small>
          {guest.email}
          {guest.email && guest.phone ? ' · ' : null}
          {guest.phone ? <Phone>{formatPhoneInternational(guest.phone)}</Phone> : null}
        </small>
      ) : null}
      {guest.adminModified > 0 ? (
        <Badge
          $tone="info"
          title={t('Edited {count, plural, one {# time} other {# times}} by an admin', {
            count: guest.adminModified,
          })}
        >
          {t('Modified by admin')}
        </Badge>
      ) : null}
      <RsvpNoteMarkers guest={guest} />
    </Name>
  );
}

function GuestCode({ guest, onCopyCode }: { guest: UnifiedGuest } & Pick<RowHandlers, 'onCopyCode'>) {
  const t = useT();
  return (
    <Code>
      <code>{guest.invitationCode}</code>
      <RowButton
        type="button"
        $tone="ghost"
        onClick={() => void onCopyCode(guest)}
        aria-label={t('Copy invitation code {code}', { code: guest.invitationCode })}
      >
        {t('Copy')}
      </RowButton>
    </Code>
  );
}

function GuestStatus({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  return (
    <Badge $tone={STATUS_TONES[guest.confirmationStatus]}>{t(STATUS_LABELS[guest.confirmationStatus])}</Badge>
  );
}

/** The people confirmed, and under them when the guest last answered, whatever the channel (a host's reset clears it). */
const GuestAnswered = ({ guest }: { guest: UnifiedGuest }) => (
  <Answered>
    <span>{guest.confirmedPeople ?? <Muted>—</Muted>}</span>
    {guest.confirmationDate && guest.confirmationStatus !== 'pendiente' ? (
      <small data-testid="guest-answered-at">{formatDateTime(guest.confirmationDate)}</small>
    ) : null}
  </Answered>
);

function GuestActions({ guest, onEdit, onDelete, onShowInvitation }: { guest: UnifiedGuest } & RowHandlers) {
  const t = useT();
  return (
    <RowActions>
      <RowButton
        type="button"
        onClick={() => onShowInvitation(guest)}
        aria-label={t('Invitation link of {name}', { name: guest.name })}
      >
        {t('Link')}
      </RowButton>
      <RowButton
        type="button"
        onClick={() => onEdit(guest)}
        aria-label={t('Edit {name}', { name: guest.name })}
      >
        {t('Edit')}
      </RowButton>
      {onDelete ? (
        <RowButton
          type="button"
          $tone="danger"
          onClick={() => onDelete(guest)}
          aria-label={t('Delete {name}', { name: guest.name })}
        >
          {t('Delete')}
        </RowButton>
      ) : null}
    </RowActions>
  );
}

const GuestRow = memo(function GuestRow({
  guest,
  isSelected,
  onToggle,
  ...handlers
}: {
  guest: UnifiedGuest;
  isSelected: boolean;
  onToggle(id: string): void;
} & RowHandlers) {
  const t = useT();
  return (
    <tr data-selected={isSelected || undefined}>
      <td>
        <CheckTarget>
          <Check
            checked={isSelected}
            onChange={() => onToggle(guest.id)}
            aria-label={t('Select {name}', { name: guest.name })}
          />
        </CheckTarget>
      </td>
      <th scope="row">
        <GuestName guest={guest} />
      </th>
      <td>{guest.category || <Muted>—</Muted>}</td>
      <td>
        <GuestCode guest={guest} onCopyCode={handlers.onCopyCode} />
      </td>
      <td data-align="end">{guest.maxPeopleAllowed}</td>
      <td>
        <GuestStatus guest={guest} />
      </td>
      <td data-align="end">
        <GuestAnswered guest={guest} />
      </td>
      <td data-align="end">
        <GuestActions guest={guest} {...handlers} />
      </td>
    </tr>
  );
});

/**
 * The page's guests on a phone (under 768 px): the shared DataTable's cards (name, status, figures, the
 * actions; "Sort by" and "Select all" above them), with nothing to scroll sideways. The caller has sorted
 * the rows; the selection given and returned is this page's.
 */
function GuestCards({
  guests,
  loading,
  selected,
  onSelectionChange,
  emptyState,
  sort,
  onSortChange,
  ...handlers
}: GuestsTableProps) {
  const t = useT();
  const label = (id: (typeof HEADERS)[number]['id']) => HEADERS.find((header) => header.id === id)!.label;
  const columns: DataColumn<UnifiedGuest>[] = [
    {
      id: 'name',
      header: label('name'),
      isRowHeader: true,
      sortable: true,
      render: (guest) => <GuestName guest={guest} />,
    },
    {
      id: 'status',
      header: label('status'),
      sortable: true,
      render: (guest) => <GuestStatus guest={guest} />,
    },
    {
      id: 'group',
      header: label('group'),
      sortable: true,
      render: (guest) => guest.category || <Muted>—</Muted>,
    },
    {
      id: 'code',
      header: label('code'),
      sortable: true,
      render: (guest) => <GuestCode guest={guest} onCopyCode={handlers.onCopyCode} />,
    },
    { id: 'people', header: label('people'), sortable: true, render: (guest) => guest.maxPeopleAllowed },
    {
      id: 'confirmed',
      header: label('confirmed'),
      sortable: true,
      render: (guest) => <GuestAnswered guest={guest} />,
    },
    {
      id: 'actions',
      header: label('actions'),
      render: (guest) => <GuestActions guest={guest} {...handlers} />,
    },
  ];
  const pageSelection = new Set(guests.filter((guest) => selected.has(guest.id)).map((guest) => guest.id));
  return (
    <DataTable
      label={t('Guests')}
      columns={columns}
      rows={guests}
      rowId={(guest) => guest.id}
      emptyState={emptyState}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      sort={sort}
      onSortChange={onSortChange}
      presorted
      selection={{
        selected: pageSelection,
        onChange: (next) => onSelectionChange(new Set(next)),
        rowLabel: (guest) => t('Select {name}', { name: guest.name }),
      }}
    />
  );
}

/** The table, or on a phone the cards (GuestCards). */
export const GuestsTable = memo(function GuestsTable(props: GuestsTableProps) {
  const cards = useMediaQuery(PHONE_QUERY, false);
  return cards ? <GuestCards {...props} /> : <GuestTableView {...props} />;
});

function GuestTableView({
  guests,
  loading,
  selected,
  onSelectionChange,
  emptyState,
  onEdit,
  onDelete,
  onCopyCode,
  onShowInvitation,
  sort,
  onSortChange,
}: GuestsTableProps) {
  const t = useT();
  const onPage = guests.filter((guest) => selected.has(guest.id)).length;
  const allOnPage = guests.length > 0 && onPage === guests.length;
  // the latest values for the row handlers, which stay the same function (rows are memoised)
  const latest = useRef({ guests, selected, onSelectionChange });
  latest.current = { guests, selected, onSelectionChange };
  const toggle = useRef((id: string) => {
    const { guests: rows, selected: current, onSelectionChange: change } = latest.current;
    const next = new Set(rows.filter((guest) => current.has(guest.id)).map((guest) => guest.id));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    change(next);
  }).current;

  return (
    <TableFrame aria-busy={loading || undefined}>
      <TableScroller>
        <StyledTable aria-label={t('Guests')}>
          <thead>
            <tr>
              <th scope="col">
                {loading || guests.length === 0 ? null : (
                  <PageCheckbox
                    checked={allOnPage}
                    indeterminate={onPage > 0 && !allOnPage}
                    onChange={() =>
                      onSelectionChange(allOnPage ? new Set() : new Set(guests.map((guest) => guest.id)))
                    }
                  />
                )}
              </th>
              {HEADERS.map((header) => {
                const sortable = SORTABLE.has(header.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-align={'align' in header ? header.align : undefined}
                    aria-sort={sortable ? sortState(sort, header.id) : undefined}
                  >
                    {sortable ? (
                      <SortHeaderButton
                        column={header.id}
                        label={t(header.label)}
                        sort={sort}
                        onSortChange={onSortChange}
                      />
                    ) : (
                      t(header.label)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: TABLE_SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                  <tr key={index}>
                    <td />
                    {HEADERS.map((header) => (
                      <td key={header.id}>
                        <SkeletonBar aria-hidden="true" />
                      </td>
                    ))}
                  </tr>
                ))
              : guests.map((guest) => (
                  <GuestRow
                    key={guest.id}
                    guest={guest}
                    isSelected={selected.has(guest.id)}
                    onToggle={toggle}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onCopyCode={onCopyCode}
                    onShowInvitation={onShowInvitation}
                  />
                ))}
            {!loading && guests.length === 0 ? (
              <tr>
                <Empty colSpan={HEADERS.length + 1}>{emptyState}</Empty>
              </tr>
            ) : null}
          </tbody>
        </StyledTable>
      </TableScroller>
      {guests.length > 0 || loading ? (
        <ScrollHint aria-hidden="true">{t('Scroll sideways to see every column →')}</ScrollHint>
      ) : null}
    </TableFrame>
  );
}
