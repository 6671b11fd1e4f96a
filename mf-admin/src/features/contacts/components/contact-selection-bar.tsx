import styled from 'styled-components';
import { Button } from '../../../components/button';
import { colors, media } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
  ${media.small} {
    justify-content: flex-end;
  }
`;

const SelectedCount = styled.span`
  color: ${colors.textMuted};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** How many contacts are selected, Clear Selection (when some are) and Delete Selected. */
export function ContactSelectionBar({
  count,
  onClear,
  onDelete,
}: {
  count: number;
  onClear: () => void;
  /** Only called with a selection. */
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <Bulk aria-label={t('Selected contacts')} role="group">
      <SelectedCount aria-live="polite">
        {count > 0 ? t('{count} selected', { count }) : t('None selected')}
      </SelectedCount>
      {count > 0 ? (
        <Button size="sm" variant="ghost" onPress={onClear}>
          {t('Clear Selection')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant={count === 0 ? 'secondary' : 'danger'}
        isDisabled={count === 0}
        onPress={() => count > 0 && onDelete()}
      >
        {t('Delete Selected')}
      </Button>
    </Bulk>
  );
}
