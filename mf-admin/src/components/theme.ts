/**
 * Design tokens of the admin area, on the product's shared palette, type and focus ring
 * (`@wedding/shared-contracts/ui` tokens, the guests' site uses the same) so the back office and the site
 * read as one product: sand pages, shell cards, ink text, the sea-glass teal accent, the gold focus ring.
 * Only what a back office needs besides them is its own: status colours for badges and
 * messages (each text colour meets WCAG AA on its soft background, tested in theme.test.ts).
 */
import { BREAKPOINTS } from '@wedding/shared-contracts';
import { fontStacks, palette } from '@wedding/shared-contracts/ui';

export { focusRing, TAP_PX } from '@wedding/shared-contracts/ui';

export const colors = {
  /** Page background. */
  page: palette.sand,
  /** Cards, tables, dialogs. */
  surface: palette.shell,
  /** Table headers, hovered rows, quiet panels. */
  surfaceMuted: palette.sandSoft,
  /** Skeleton bars and neutral badges. */
  surfaceDeep: palette.sandDeep,
  border: palette.lineSoft,
  borderStrong: palette.line,
  text: palette.ink,
  textMuted: palette.inkSoft,
  /** A field's placeholder: lighter than an entered value, still 4.5:1 on a card. */
  placeholder: '#5f6d72',
  /** Accent (white text on it). */
  primary: palette.teal,
  primaryHover: palette.tealDark,
  primarySoft: palette.seaGlassSoft,
  /** Destructive (white text on it). */
  danger: palette.danger,
  dangerHover: '#912018',
  dangerSoft: '#fdecea',
  /** The border of a quiet destructive button. */
  dangerLine: '#e8b4ae',
  success: '#1e6b45',
  successSoft: '#e3f4ea',
  warning: '#8a4b00',
  warningSoft: '#fdf0dc',
  info: '#284f8f',
  infoSoft: '#e6eefb',
  focus: palette.focus,
  overlay: 'rgba(38, 50, 56, 0.5)',
} as const;

export const fonts = {
  body: fontStacks.body,
  /** Page titles, as the site's headings. */
  display: fontStacks.display,
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
