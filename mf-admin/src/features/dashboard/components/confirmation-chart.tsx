// Confirmed / declined / pending at a glance: one horizontal bar split in three, drawn as SVG, with a
// legend that repeats every figure in words (colour is never the only signal; the SVG has a text
// alternative for screen readers).

import { palette } from '@wedding/shared-contracts/ui';
import styled from 'styled-components';
import { colors, media } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n/use-t';

const Figure = styled.figure`
  margin: 0;
`;

const Bar = styled.svg`
  display: block;
  width: 100%;
  height: 28px;
  border-radius: 8px;
  overflow: hidden;
`;

const Legend = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0.9rem 0 0;
  padding: 0;
  list-style: none;
  ${media.small} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.95rem;
  strong {
    font-variant-numeric: tabular-nums;
  }
  span.muted {
    color: ${colors.textMuted};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 0.9rem;
  height: 0.9rem;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

export interface ConfirmationChartProps {
  confirmed: number;
  declined: number;
  pending: number;
}

const SEGMENTS = [
  { key: 'confirmed', label: msg('Confirmed'), color: colors.success },
  { key: 'declined', label: msg('Declined'), color: colors.danger },
  { key: 'pending', label: msg('Pending'), color: palette.gold },
] as const;

export function ConfirmationChart(props: ConfirmationChartProps) {
  const t = useT();
  const total = props.confirmed + props.declined + props.pending;
  const share = (value: number) => (total === 0 ? 0 : Math.round((value / total) * 100));
  /** A share that rounds to 0 % but is not nothing reads "<1%". */
  const shareText = (value: number) => (value > 0 && share(value) === 0 ? '<1%' : `${share(value)}%`);
  const summary =
    total === 0
      ? t('No guests yet.')
      : SEGMENTS.map(
          (segment) =>
            `${t(segment.label)} ${formatNumber(props[segment.key])} (${shareText(props[segment.key])})`,
        ).join(', ');
  let x = 0;
  return (
    <Figure>
      <Bar
        viewBox="0 0 1000 28"
        preserveAspectRatio="none"
        role="img"
        aria-label={t('Guest responses: {summary}', { summary })}
      >
        <rect x="0" y="0" width="1000" height="28" fill={colors.surfaceDeep} />
        {total > 0
          ? SEGMENTS.map((segment) => {
              const width = (props[segment.key] / total) * 1000;
              const rect =
                width > 0 ? (
                  <rect key={segment.key} x={x} y="0" width={width} height="28" fill={segment.color} />
                ) : null;
              x += width;
              return rect;
            })
          : null}
      </Bar>
      <Legend>
        {SEGMENTS.map((segment) => (
          <Item key={segment.key}>
            <Swatch $color={segment.color} aria-hidden="true" />
            <span>
              {t(segment.label)}: <strong>{formatNumber(props[segment.key])}</strong>{' '}
              <span className="muted">({shareText(props[segment.key])})</span>
            </span>
          </Item>
        ))}
      </Legend>
    </Figure>
  );
}
