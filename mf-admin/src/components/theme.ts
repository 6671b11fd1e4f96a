/**
 * Design tokens of the admin area: calm neutrals, one deep teal accent, clear status colours. Text
 * colours meet WCAG AA on the surfaces they are used on (noted per colour).
 */
import { BREAKPOINTS } from '@wedding/shared-contracts';

export const colors = {
  /** Page background. */
  page: '#f4f5f7',
  /** Cards, tables, dialogs. */
  surface: '#ffffff',
  surfaceMuted: '#f8f9fb',
  border: '#dfe3e8',
  borderStrong: '#c5ccd6',
  /** Body text: 15.3:1 on white. */
  text: '#1b2330',
  /** Secondary text: 6.2:1 on white, 5.8:1 on the page. */
  textMuted: '#526071',
  /** Accent (white text on it: 7.4:1). */
  primary: '#2f5d62',
  primaryHover: '#254b4f',
  primarySoft: '#e4efef',
  /** Destructive (white text on it: 6.6:1). */
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSoft: '#fdecea',
  success: '#1e6b45',
  successSoft: '#e3f4ea',
  warning: '#8a4b00',
  warningSoft: '#fdf0dc',
  info: '#284f8f',
  infoSoft: '#e6eefb',
  focus: '#3d7bd9',
  overlay: 'rgba(17, 24, 39, 0.45)',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
} as const;

export const radii = { sm: '6px', md: '10px', lg: '14px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  dialog: '0 20px 45px rgba(16, 24, 40, 0.25)',
  popover: '0 8px 24px rgba(16, 24, 40, 0.16)',
} as const;

export const media = {
  /** 640 px and wider. */
  small: `@media (min-width: ${BREAKPOINTS.small}px)`,
  /** 768 px and wider. */
  wide: `@media (min-width: ${BREAKPOINTS.narrow}px)`,
  /** 1024 px and wider. */
  desktop: '@media (min-width: 1024px)',
  /** Fingers, not a mouse: a touch screen, or any screen under 1024 px (controls get 44 px targets). */
  touch: '@media (pointer: coarse), (max-width: 1023.98px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Smallest tap target. */
export const TAP_PX = 44;

/** A visible focus ring (keyboard focus only, through RAC's data-focus-visible or :focus-visible). */
export const focusRing = `
  outline: 3px solid ${colors.focus};
  outline-offset: 2px;
`;
