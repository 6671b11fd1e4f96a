import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, media, radii, shadows } from './theme';

/** Stat cards side by side: 2 per row on phones, up to 4 (or `columns`) on wide screens. */
export const StatGrid = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  ${media.wide} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, minmax(0, 1fr));
    gap: 1rem;
  }
`;

const Card = styled.div<{ $accent: string }>`
  position: relative;
  padding: 1rem 1rem 1.1rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 4px;
    background: ${({ $accent }) => $accent};
  }
`;

const Label = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Value = styled.p`
  margin: 0.35rem 0 0;
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  color: ${colors.text};
`;

const Hint = styled.p`
  margin: 0.35rem 0 0;
  color: ${colors.textMuted};
  font-size: 0.8rem;
`;

const accents = {
  primary: colors.primary,
  success: colors.success,
  danger: colors.danger,
  warning: colors.warning,
  info: colors.info,
} as const;

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof accents;
}

/** One figure with its label (the label names the figure for screen readers too). */
export function StatCard({ label, value, hint, tone = 'primary' }: StatCardProps) {
  return (
    <Card $accent={accents[tone]} role="group" aria-label={label}>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Card>
  );
}
