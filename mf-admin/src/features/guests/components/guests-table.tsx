/**
 * The guest table (react-aria-components: a keyboard-navigable grid with row checkboxes). One page of rows
 * at a time, so it stays quick with thousands of guests; the header checkbox selects the page's rows.
 */
import { TABLE_SKELETON_ROWS, type UnifiedGuest } from '@wedding/shared-contracts';
import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  type Key,
  Row,
  type Selection,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { colors, focusRing, media, radii, shadows } from '../../../components/theme';
import { STATUS_LABELS, STATUS_TONES } from './guest-labels';

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
    padding: 0.6rem 0.75rem;
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
  /* the checkbox and the name stay in view when the table scrolls sideways */
  th:nth-child(-n + 2),
  td:nth-child(-n + 2) {
    position: sticky;
    z-index: 1;
  }
  th:first-child,
  td:first-child {
    left: 0;
    width: 44px;
    padding-right: 0.25rem;
  }
  th:nth-child(2),
  td:nth-child(2) {
    left: 44px;
    box-shadow: 1px 0 0 ${colors.border};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr[data-selected] td {
    background: ${colors.primarySoft};
  }
  tbody tr[data-hovered]:not([data-selected]) td {
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

const Box = styled(Checkbox)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  cursor: pointer;
  .box {
    width: 20px;
    height: 20px;
    border: 2px solid ${colors.borderStrong};
    border-radius: 5px;
    background: ${colors.surface};
    display: grid;
    place-items: center;
    color: #fff;
    font-size: 14px;
    line-height: 1;
  }
  &[data-selected] .box,
  &[data-indeterminate] .box {
    background: ${colors.primary};
    border-color: ${colors.primary};
  }
  &[data-focus-visible] .box {
    ${focusRing}
  }
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
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

const RowActions = styled.div`
  display: flex;
  gap: 0.4rem;
  justify-content: flex-end;
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const Empty = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${colors.textMuted};
`;

const ScrollHint = styled.p`
  margin: 0;
  padding: 0.5rem 0.9rem;
  border-top: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: 0.8rem;
  ${media.desktop} {
    display: none;
  }
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
  min-width: 3rem;
  border-radius: ${radii.sm};
  background: #e8ebef;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;

function SelectBox() {
  return (
    <Box slot="selection">
      {({ isSelected, isIndeterminate }) => (
        <span className="box" aria-hidden="true">
          {isIndeterminate ? '–' : isSelected ? '✓' : ''}
        </span>
      )}
    </Box>
  );
}

export interface GuestsTableProps {
  /** The rows of the current page. */
  guests: readonly UnifiedGuest[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange(pageSelection: Set<string>): void;
  emptyState: ReactNode;
  onEdit(guest: UnifiedGuest): void;
  onDelete(guest: UnifiedGuest): void;
  onCopyCode(guest: UnifiedGuest): void;
  onShowInvitation(guest: UnifiedGuest): void;
}

const COLUMNS = [
  { id: 'select', label: '' },
  { id: 'name', label: 'Guest' },
  { id: 'group', label: 'Group' },
  { id: 'code', label: 'Invitation Code' },
  { id: 'people', label: 'Max People', align: 'end' },
  { id: 'status', label: 'Status' },
  { id: 'confirmed', label: 'Confirmed', align: 'end' },
  { id: 'actions', label: 'Actions', align: 'end' },
] as const;

export function GuestsTable({
  guests,
  loading,
  selected,
  onSelectionChange,
  emptyState,
  onEdit,
  onDelete,
  onCopyCode,
  onShowInvitation,
}: GuestsTableProps) {
  const pageIds = guests.map((guest) => guest.id);
  const selectedOnPage = new Set(pageIds.filter((id) => selected.has(id)));
  const change = (keys: Selection) => {
    onSelectionChange(keys === 'all' ? new Set(pageIds) : new Set([...keys].map((key: Key) => String(key))));
  };

  return (
    <Frame aria-busy={loading || undefined}>
      <Scroller>
        <StyledTable
          aria-label="Guests"
          selectionMode={loading ? 'none' : 'multiple'}
          selectedKeys={selectedOnPage}
          onSelectionChange={change}
        >
          <TableHeader>
            {COLUMNS.map((column) =>
              column.id === 'select' ? (
                <Column key={column.id} id={column.id} aria-label="Select">
                  {loading ? null : <SelectBox />}
                </Column>
              ) : (
                <Column
                  key={column.id}
                  id={column.id}
                  isRowHeader={column.id === 'name'}
                  data-align={'align' in column ? column.align : undefined}
                >
                  {column.label}
                </Column>
              ),
            )}
          </TableHeader>
          {loading ? (
            <TableBody>
              {Array.from({ length: TABLE_SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <Row key={index} id={`loading-${index}`}>
                  {COLUMNS.map((column) => (
                    <Cell key={column.id}>
                      {column.id === 'select' ? null : <SkeletonBar aria-hidden="true" />}
                    </Cell>
                  ))}
                </Row>
              ))}
            </TableBody>
          ) : (
            <TableBody items={guests} renderEmptyState={() => <Empty>{emptyState}</Empty>}>
              {(guest) => (
                <Row id={guest.id} textValue={guest.name}>
                  <Cell>
                    <SelectBox />
                  </Cell>
                  <Cell>
                    <Name>
                      <strong>{guest.name}</strong>
                      {guest.email || guest.phone ? (
                        <small>{[guest.email, guest.phone].filter(Boolean).join(' · ')}</small>
                      ) : null}
                      {guest.adminModified > 0 ? (
                        <span>
                          <Badge
                            $tone="info"
                            title={`Edited ${guest.adminModified} ${guest.adminModified === 1 ? 'time' : 'times'} by an admin`}
                          >
                            Modified by admin
                          </Badge>
                        </span>
                      ) : null}
                    </Name>
                  </Cell>
                  <Cell>{guest.category || <Muted>—</Muted>}</Cell>
                  <Cell>
                    <Code>
                      <code>{guest.invitationCode}</code>
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => onCopyCode(guest)}
                        aria-label={`Copy invitation code ${guest.invitationCode}`}
                      >
                        Copy
                      </Button>
                    </Code>
                  </Cell>
                  <Cell data-align="end">{guest.maxPeopleAllowed}</Cell>
                  <Cell>
                    <Badge $tone={STATUS_TONES[guest.confirmationStatus]}>
                      {STATUS_LABELS[guest.confirmationStatus]}
                    </Badge>
                  </Cell>
                  <Cell data-align="end">{guest.confirmedPeople ?? <Muted>—</Muted>}</Cell>
                  <Cell data-align="end">
                    <RowActions>
                      <Button
                        size="sm"
                        onPress={() => onShowInvitation(guest)}
                        aria-label={`Invitation link of ${guest.name}`}
                      >
                        Link
                      </Button>
                      <Button size="sm" onPress={() => onEdit(guest)} aria-label={`Edit ${guest.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="dangerOutline"
                        onPress={() => onDelete(guest)}
                        aria-label={`Delete ${guest.name}`}
                      >
                        Delete
                      </Button>
                    </RowActions>
                  </Cell>
                </Row>
              )}
            </TableBody>
          )}
        </StyledTable>
      </Scroller>
      {guests.length > 0 || loading ? (
        <ScrollHint aria-hidden="true">Scroll sideways to see every column →</ScrollHint>
      ) : null}
    </Frame>
  );
}
