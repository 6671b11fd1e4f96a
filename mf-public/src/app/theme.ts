/**
 * Design tokens of the guests' site: warm sand, sea-glass teal and soft gold. Every text colour is
 * checked against the background it sits on for WCAG AA (4.5:1 for body text, 3:1 for large text).
 */
import { BREAKPOINTS } from '@wedding/shared-contracts';

export const colors = {
  /** Page background (warm sand). */
  sand: '#f7f1e8',
  sandDeep: '#efe4d3',
  /** Cards and panels. */
  shell: '#fffdf9',
  /** Body text: 11.6:1 on sand. */
  ink: '#263238',
  /** Secondary text: 6.4:1 on sand. */
  inkSoft: '#4a5a60',
  /** Primary (sea-glass teal, deep enough for white text: 6.3:1). */
  teal: '#1f6b66',
  tealDark: '#174f4b',
  /** Decorative sea glass (backgrounds, never text). */
  seaGlass: '#a9d6cf',
  seaGlassSoft: '#dcefeb',
  /** Soft gold for ornaments and large text; goldText for small text on sand (5.1:1). */
  gold: '#c29a4a',
  goldText: '#85621d',
  line: '#dccfbb',
  white: '#ffffff',
  danger: '#b42318',
  focus: '#85621d',
} as const;

export const fonts = {
  /** Serif display faces that ship with phones and computers; no font is downloaded. */
  display:
    "'Cormorant Garamond', Didot, 'Bodoni 72', Baskerville, 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', 'Liberation Serif', 'Times New Roman', serif",
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
} as const;

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
/** Smallest tap target. */
export const TAP_PX = 44;

/** A visible focus ring for any interactive element. */
export const focusRing = `
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
`;
