import styled from 'styled-components';
import { Button } from '../../../components/button';
import { colors, radii } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 0.85rem;
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-weight: 600;
  font-size: 0.9rem;
`;

/**
 * How many guests are selected (across pages), with "Select all" the guests the filters match when
 * more match than are selected, and "Clear selection". Nothing while none is selected.
 */
export function GuestSelectionBar({
  count,
  matching,
  filtering,
  onSelectAll,
  onClear,
}: {
  count: number;
  matching: number;
  filtering: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Bar role="status">
      <span>{t('{count, plural, one {# guest} other {# guests}} selected', { count })}</span>
      {matching > count ? (
        <Button size="sm" variant="ghost" onPress={onSelectAll}>
          {filtering
            ? t('Select all {count} matching', { count: formatNumber(matching) })
            : t('Select all {count}', { count: formatNumber(matching) })}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onPress={onClear}>
        {t('Clear selection')}
      </Button>
    </Bar>
  );
}
