import {
  type ConfirmationStatus,
  type GuestFieldId,
  type Invitado,
  TABLE_SKELETON_ROWS,
} from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlsoOnMarker } from '../../../components/also-on-marker';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Button } from '../../../components/button';
import {
  type DataColumn,
  DataTable,
  type TableSelection,
  type TableSort,
} from '../../../components/data-table';
import { colors } from '../../../components/theme';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime } from '../../../lib/format';
import { guestFieldColumns, useGuestFieldsInUse } from '../../../lib/guest-fields';
import { useT } from '../../../lib/i18n/use-t';
import { STATUS_LABELS } from '../phone-guest-list';

const STATUS_TONES: Record<ConfirmationStatus, BadgeTone> = {
  confirmado: 'success',
  rechazado: 'danger',
  pendiente: 'warning',
};

const Name = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 9rem;
  max-width: 18rem;
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Stacked = styled.div`
  /* the containing block of the visually hidden "Not set" (else it lands outside the table's scroller) */
  position: relative;
  display: flex;
  flex-direction: column;
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
    white-space: nowrap;
  }
`;

const Nowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const RowActions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

export interface PhoneGuestsTableProps {
  guests: readonly Invitado[];
  /** Placeholder rows while the list first loads. */
  loading?: boolean;
  emptyState: ReactNode;
  onEdit(guest: Invitado): void;
  onReset(guest: Invitado): void;
  /** Given to the roles that may delete (admins): a Delete button on each row. */
  onDelete?(guest: Invitado): void;
  sort: TableSort | null;
  onSortChange(sort: TableSort | null): void;
  /** Checkboxes for the bulk actions. */
  selection?: TableSelection<Invitado>;
  /**
   * The hosts' own fields to give a column, after the spec's (lib/guest-fields.tsx): those some guest of the
   * whole list has. Left out: those some guest shown has.
   */
  fields?: readonly GuestFieldId[];
}

/** Pending first, as the hosts chase them; then confirmed, then declined. */
const STATUS_ORDER: Record<ConfirmationStatus, number> = { pendiente: 0, confirmado: 1, rechazado: 2 };

function ConfirmedPeople({ guest }: { guest: Invitado }): ReactNode {
  const t = useT();
  const when = guest.fechaConfirmacion ? <small>{formatDateTime(guest.fechaConfirmacion)}</small> : null;
  return (
    <Stacked>
      {guest.personasConfirmadas === null ? (
        <Muted>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{t('Not set')}</VisuallyHidden>
        </Muted>
      ) : (
        <span>{guest.personasConfirmadas}</span>
      )}
      {when}
    </Stacked>
  );
}

export function PhoneGuestsTable({
  guests,
  loading,
  emptyState,
  onEdit,
  onReset,
  onDelete,
  sort,
  onSortChange,
  selection,
  fields,
}: PhoneGuestsTableProps) {
  const t = useT();
  const shownHave = useGuestFieldsInUse('invitados', guests);
  const columns: DataColumn<Invitado>[] = [
    {
      id: 'name',
      header: t('Name'),
      isRowHeader: true,
      sortValue: (guest) => guest.nombreCompleto,
      render: (guest) => (
        <Name>
          <strong>{guest.nombreCompleto}</strong>
          {guest.notas ? <small title={guest.notas}>{guest.notas}</small> : null}
          <AlsoOnMarker alsoOn={guest.alsoOn} />
        </Name>
      ),
    },
    {
      id: 'phone',
      header: t('Phone'),
      sortValue: (guest) => guest.telefonoWhatsapp,
      render: (guest) => <Nowrap>{formatPhoneInternational(guest.telefonoWhatsapp)}</Nowrap>,
    },
    {
      id: 'category',
      header: t('Category'),
      sortValue: (guest) => guest.categoria,
      render: (guest) => <Nowrap>{guest.categoria}</Nowrap>,
    },
    {
      id: 'max',
      header: t('Max People'),
      align: 'end',
      sortValue: (guest) => guest.maxPersonasPermitidas,
      render: (guest) => guest.maxPersonasPermitidas,
    },
    {
      id: 'status',
      header: t('Status'),
      sortValue: (guest) => STATUS_ORDER[guest.estadoConfirmacion],
      render: (guest) => (
        <Badge $tone={STATUS_TONES[guest.estadoConfirmacion]}>
          {t(STATUS_LABELS[guest.estadoConfirmacion])}
        </Badge>
      ),
    },
    {
      id: 'confirmed',
      header: t('Confirmed People'),
      sortValue: (guest) => guest.personasConfirmadas,
      render: (guest) => <ConfirmedPeople guest={guest} />,
    },
    ...guestFieldColumns<'invitados', Invitado>('invitados', t, fields ?? shownHave),
    {
      id: 'actions',
      header: t('Actions'),
      render: (guest) => (
        <RowActions>
          <Button
            size="sm"
            onPress={() => onEdit(guest)}
            aria-label={t('Edit {name}', { name: guest.nombreCompleto })}
          >
            {t('Edit')}
          </Button>
          {guest.estadoConfirmacion === 'confirmado' ? (
            <Button
              size="sm"
              variant="dangerOutline"
              onPress={() => onReset(guest)}
              aria-label={t('Reset {name}', { name: guest.nombreCompleto })}
            >
              {t('Reset')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="sm"
              variant="dangerOutline"
              onPress={() => onDelete(guest)}
              aria-label={t('Delete {name}', { name: guest.nombreCompleto })}
            >
              {t('Delete')}
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable
      label={t('Phone guests')}
      columns={columns}
      rows={guests}
      rowId={(guest) => guest.id}
      emptyState={emptyState}
      loadingRows={loading ? TABLE_SKELETON_ROWS : undefined}
      dependencies={[onEdit, onReset, onDelete]}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
    />
  );
}
