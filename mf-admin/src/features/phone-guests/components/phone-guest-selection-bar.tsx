import type { Invitado } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { colors } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-height: 2.75rem;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

/**
 * How many of the shown guests are selected, Reset selected (the confirmed ones among them) and, for an
 * admin, Delete selected.
 */
export function PhoneGuestSelectionBar({
  selected,
  mayDelete,
  onReset,
  onDelete,
}: {
  /** The selected guests on screen. */
  selected: Invitado[];
  mayDelete: boolean;
  onReset: (confirmed: Invitado[]) => void;
  onDelete: (guests: Invitado[]) => void;
}) {
  const t = useT();
  const confirmed = selected.filter((guest) => guest.estadoConfirmacion === 'confirmado');
  return (
    <BulkBar aria-live="polite">
      <span>{selected.length} selected</span>
      <Button size="sm" isDisabled={confirmed.length === 0} onPress={() => onReset(confirmed)}>
        {confirmed.length ? t('Reset selected ({count})', { count: confirmed.length }) : t('Reset selected')}
      </Button>
      {mayDelete ? (
        <Button
          size="sm"
          variant="dangerOutline"
          isDisabled={selected.length === 0}
          onPress={() => onDelete(selected)}
        >
          {selected.length
            ? t('Delete selected ({count})', { count: selected.length })
            : t('Delete selected')}
        </Button>
      ) : null}
    </BulkBar>
  );
}
