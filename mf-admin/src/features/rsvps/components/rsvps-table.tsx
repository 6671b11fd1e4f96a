/**
 * The RSVP inbox table: who answered (name, e-mail), the answer, the guest it belongs to (or "No match"),
 * the message and dietary note, and when it last changed; "Match" (to a guest) and "New guest" on the
 * answers that match no guest, and Delete for a role that may discard.
 */
import { type AdminRsvp, TABLE_SKELETON_ROWS } from '@wedding/shared-contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { colors } from '../../../components/theme';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { isUnmatched } from '../api/use-rsvps';

const Stack = styled.span`
  display: grid;
  gap: 0.15rem;
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
  }
`;

const Notes = styled.span`
  display: grid;
  gap: 0.25rem;
  min-width: 12rem;
  max-width: 22rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;

const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  min-width: 9rem;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** Who wrote an answer: the name, with the e-mail when there is one (answers from an invitation page have none). */
export const writerOf = (rsvp: Pick<AdminRsvp, 'name' | 'email'>): string =>
  rsvp.email ? `${rsvp.name} (${rsvp.email})` : rsvp.name;

export const answerLabel = (rsvp: Pick<AdminRsvp, 'attending' | 'guestCount'>): string =>
  rsvp.attending
    ? `Attending, ${rsvp.guestCount} ${rsvp.guestCount === 1 ? 'person' : 'people'}`
    : 'Not attending';

export interface RsvpsTableProps {
  rsvps: readonly AdminRsvp[];
  loading: boolean;
  emptyState: ReactNode;
  onMatch?: (rsvp: AdminRsvp) => void;
  onAdd?: (rsvp: AdminRsvp) => void;
  onDelete?: (rsvp: AdminRsvp) => void;
}

export function RsvpsTable({ rsvps, loading, emptyState, onMatch, onAdd, onDelete }: RsvpsTableProps) {
  const columns: DataColumn<AdminRsvp>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      minWidth: 180,
      render: (rsvp) => (
        <Stack>
          <strong>{rsvp.name}</strong>
          {rsvp.email ? <small>{rsvp.email}</small> : null}
        </Stack>
      ),
    },
    {
      id: 'answer',
      header: 'Answer',
      render: (rsvp) => <Badge $tone={rsvp.attending ? 'success' : 'danger'}>{answerLabel(rsvp)}</Badge>,
    },
    {
      id: 'guest',
      header: 'Guest',
      render: (rsvp) =>
        rsvp.guestName ? (
          <Nowrap>{rsvp.guestName}</Nowrap>
        ) : (
          <Badge $tone="warning">{rsvp.unifiedGuestId ? 'Guest deleted' : 'No match'}</Badge>
        ),
    },
    {
      id: 'notes',
      header: 'Message and dietary notes',
      render: (rsvp) =>
        rsvp.message || rsvp.dietaryRestrictions ? (
          <Notes>
            {rsvp.message ? <span>“{rsvp.message}”</span> : null}
            {rsvp.dietaryRestrictions ? <span>Dietary: {rsvp.dietaryRestrictions}</span> : null}
          </Notes>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>None</VisuallyHidden>
          </>
        ),
    },
    {
      id: 'received',
      header: 'Last answered',
      render: (rsvp) => <Nowrap>{formatDateTime(rsvp.updatedAt)}</Nowrap>,
    },
  ];
  if (onMatch || onAdd || onDelete) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      render: (rsvp) => (
        <RowActions>
          {onMatch && isUnmatched(rsvp) ? (
            <Button
              size="sm"
              onPress={() => onMatch(rsvp)}
              aria-label={`Match to guest: the answer of ${rsvp.name}`}
            >
              Match
            </Button>
          ) : null}
          {onAdd && isUnmatched(rsvp) ? (
            <Button size="sm" onPress={() => onAdd(rsvp)} aria-label={`Add as new guest: ${rsvp.name}`}>
              New guest
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="sm"
              variant="dangerOutline"
              onPress={() => onDelete(rsvp)}
              aria-label={`Delete the answer of ${rsvp.name}`}
            >
              Delete
            </Button>
          ) : null}
        </RowActions>
      ),
    });
  }
  return (
    <DataTable
      label="RSVP answers"
      columns={columns}
      rows={rsvps}
      rowId={(rsvp) => rsvp.id}
      emptyState={emptyState}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      dependencies={[onMatch, onAdd, onDelete]}
    />
  );
}
