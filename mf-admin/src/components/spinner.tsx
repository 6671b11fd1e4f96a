import styled, { keyframes } from 'styled-components';
import { colors, media } from './theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A decorative spinner; pair it with a visible or screen-reader label. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 28 }) => $size}px;
  height: ${({ $size = 28 }) => $size}px;
  border: 3px solid ${colors.border};
  border-top-color: ${colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;
