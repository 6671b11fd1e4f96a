/**
 * The parts the back office's table (DataTable: its table and its phone cards) is drawn with: the card it
 * sits in, the region that scrolls sideways, the hint that it does, what it says when it has no row, and
 * the loading bars of its skeleton rows (still for people who ask for reduced motion).
 */
import styled, { keyframes } from 'styled-components';
import { colors, media, radii, shadows } from './theme';

export const TableFrame = styled.div`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  overflow: hidden;
`;

export const TableScroller = styled.div`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

/** "Scroll sideways…", until the screen is wide enough for every column (`$until`: 768 or 1024 px). */
export const ScrollHint = styled.p<{ $until?: 'wide' | 'desktop' }>`
  margin: 0;
  padding: 0.5rem 0.9rem;
  border-top: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.textMuted};
  font-size: 0.8rem;
  ${({ $until = 'desktop' }) => media[$until]} {
    display: none;
  }
`;

/** The empty state: centred when the table fits; at the start on narrow screens, where the centre can be scrolled out of view. */
export const TableEmpty = styled.div`
  padding: 2.5rem 1rem;
  text-align: start;
  color: ${colors.textMuted};
  ${media.wide} {
    text-align: center;
  }
`;

const shimmer = keyframes`
  0% { opacity: 0.55; }
  50% { opacity: 1; }
  100% { opacity: 0.55; }
`;

export const SkeletonBar = styled.span`
  display: block;
  height: 0.85rem;
  width: 80%;
  min-width: 3rem;
  border-radius: ${radii.sm};
  background: ${colors.surfaceDeep};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;
