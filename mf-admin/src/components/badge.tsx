import styled from 'styled-components';
import { colors, radii } from './theme';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'primary';

const tones: Record<BadgeTone, { fg: string; bg: string }> = {
  neutral: { fg: colors.textMuted, bg: colors.surfaceDeep },
  success: { fg: colors.success, bg: colors.successSoft },
  danger: { fg: colors.danger, bg: colors.dangerSoft },
  warning: { fg: colors.warning, bg: colors.warningSoft },
  info: { fg: colors.info, bg: colors.infoSoft },
  primary: { fg: colors.primary, bg: colors.primarySoft },
};

/** A small status label; the text says it all (colour is never the only signal). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.15rem 0.6rem;
  border-radius: ${radii.pill};
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  color: ${({ $tone = 'neutral' }) => tones[$tone].fg};
  background: ${({ $tone = 'neutral' }) => tones[$tone].bg};
`;
