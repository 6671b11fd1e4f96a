/**
 * Design tokens of the guests' site: the product's shared palette, type and focus ring
 * (`@wedding/shared-contracts/ui` tokens, the back office uses the same), and the site's own layout sizes.
 */
import { BREAKPOINTS } from '@wedding/shared-contracts';
import { fontStacks, palette } from '@wedding/shared-contracts/ui';

export { focusRing, TAP_PX } from '@wedding/shared-contracts/ui';

export const colors = palette;

export const fonts = fontStacks;

/** Media queries from the spec's breakpoints (768, 640, 480 px). */
export const media = {
  /** Narrow screens: under 768 px. */
  narrow: `@media (max-width: ${BREAKPOINTS.narrow - 0.02}px)`,
  /** 768 px and wider. */
  wide: `@media (min-width: ${BREAKPOINTS.narrow}px)`,
  /** Under 640 px. */
  small: `@media (max-width: ${BREAKPOINTS.small - 0.02}px)`,
  /** Under 480 px. */
  xsmall: `@media (max-width: ${BREAKPOINTS.xsmall - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Height of the sticky header (the 80 px scroll offset leaves room for it). */
export const HEADER_HEIGHT_PX = 68;
/** Height of the phone's bottom navigation bar. */
export const BOTTOM_NAV_HEIGHT_PX = 64;
