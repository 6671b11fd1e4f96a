/**
 * The parts every table of the back office is drawn with (the data table, the guest list, the contacts
 * grid): the card it sits in, the region that scrolls sideways, the hint that it does, and the loading
 * bars of its skeleton rows (still for people who ask for reduced motion).
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
