// A figure that lights up for a moment when it changes (spec §9: count-change highlight 500 ms).
import { COUNT_HIGHLIGHT_MS } from '@wedding/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { colors, media } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';

const Figure = styled.span<{ $lit: boolean }>`
  display: inline-block;
  padding: 0 0.2em;
  margin: 0 -0.2em;
  border-radius: 6px;
  font-variant-numeric: tabular-nums;
  background: ${({ $lit }) => ($lit ? colors.warningSoft : 'transparent')};
  transition: background-color 200ms ease;
  ${media.reducedMotion} {
    transition: none;
  }
`;

export function HighlightNumber({ value, suffix = '' }: { value: number; suffix?: string }) {
  const previous = useRef(value);
  const [lit, setLit] = useState(false);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setLit(true);
    const timer = setTimeout(() => setLit(false), COUNT_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <Figure $lit={lit} data-highlighted={lit || undefined}>
      {formatNumber(value)}
      {suffix}
    </Figure>
  );
}
