/**
 * The RSVP inbox table: who answered (name, e-mail), the answer, the guest it belongs to (or "No match"),
 * the message, dietary note and the people an unmatched answer named (each with their meal, dietary needs
 * and note: an allergy is seen before the match), and when it last changed; "Match" (to a guest) and "New
 * guest" on the answers that match no guest, and Delete for a role that may discard.
 */
import { type AdminRsvp, partyLine, TABLE_SKELETON_ROWS, weddingFacts } from '@wedding/shared-contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isUnmatched } from '../../../api/rsvps/use-rsvps';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { colors } from '../../../components/theme';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { useAdminLocale } from '../../../lib/i18n/admin-locale';
import { type Translate, useT } from '../../../lib/i18n/use-t';

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

export const answerLabel = (rsvp: Pick<AdminRsvp, 'attending' | 'guestCount'>, t: Translate): string =>
  rsvp.attending
    ? t('Attending, {count, plural, one {# person} other {# people}}', { count: rsvp.guestCount })
    : t('Not attending');

export interface RsvpsTableProps {
  rsvps: readonly AdminRsvp[];
  loading: boolean;
  emptyState: ReactNode;
  onMatch?: (rsvp: AdminRsvp) => void;
  onAdd?: (rsvp: AdminRsvp) => void;
  onDelete?: (rsvp: AdminRsvp) => void;
}

export function RsvpsTable({ rsvps, loading, emptyState, onMatch, onAdd, onDelete }: RsvpsTableProps) {
  const t = useT();
  const locale = useAdminLocale();
  const columns: DataColumn<AdminRsvp>[] = [
    {
      id: 'name',
      header: t('Name'),
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
      header: t('Answer'),
      render: (rsvp) => <Badge $tone={rsvp.attending ? 'success' : 'danger'}>{answerLabel(rsvp, t)}</Badge>,
    },
    {
      id: 'guest',
      header: t('Guest'),
      render: (rsvp) =>
        rsvp.guestName ? (
          <Nowrap>{rsvp.guestName}</Nowrap>
        ) : (
          <Badge $tone="warning">{rsvp.unifiedGuestId ? t('Guest deleted') : t('No match')}</Badge>
        ),
    },
    {
      id: 'notes',
      header: t('Message and dietary notes'),
      render: (rsvp) =>
        rsvp.message || rsvp.dietaryRestrictions || rsvp.party?.length ? (
          <Notes>
            {rsvp.message ? <span>“{rsvp.message}”</span> : null}
            {rsvp.dietaryRestrictions ? (
              <span>{t('Dietary: {note}', { note: rsvp.dietaryRestrictions })}</span>
            ) : null}
            {rsvp.party?.length ? (
              <span data-testid="rsvp-party">
                {t('Coming: {people}', { people: partyLine(rsvp.party, weddingFacts.meals, locale) })}
              </span>
            ) : null}
          </Notes>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t('None')}</VisuallyHidden>
          </>
        ),
    },
    {
      id: 'received',
      header: t('Last answered'),
      render: (rsvp) => <Nowrap>{formatDateTime(rsvp.updatedAt)}</Nowrap>,
    },
  ];
  if (onMatch || onAdd || onDelete) {
    columns.push({
      id: 'actions',
      header: t('Actions'),
      render: (rsvp) => (
        <RowActions>
          {onMatch && isUnmatched(rsvp) ? (
            <Button
              size="sm"
              onPress={() => onMatch(rsvp)}
              aria-label={t('Match to guest: the answer of {name}', { name: rsvp.name })}
            >
              {t('Match')}
            </Button>
          ) : null}
          {onAdd && isUnmatched(rsvp) ? (
            <Button
              size="sm"
              onPress={() => onAdd(rsvp)}
              aria-label={t('Add as new guest: {name}', { name: rsvp.name })}
            >
              {t('New guest')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="sm"
              variant="dangerOutline"
              onPress={() => onDelete(rsvp)}
              aria-label={t('Delete the answer of {name}', { name: rsvp.name })}
            >
              {t('Delete')}
            </Button>
          ) : null}
        </RowActions>
      ),
    });
  }
  return (
    <DataTable
      label={t('RSVP answers')}
      columns={columns}
      rows={rsvps}
      rowId={(rsvp) => rsvp.id}
      emptyState={emptyState}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      dependencies={[onMatch, onAdd, onDelete]}
    />
  );
}
