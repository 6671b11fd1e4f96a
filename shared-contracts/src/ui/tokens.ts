/**
 * The design tokens of the whole product: one palette, one type, one focus ring, used by the guests' site
 * (mf-public) and the back office (mf-admin) alike, so the two read as one product. Warm
 * sand, sea-glass teal and soft gold; every text colour is checked against the background it sits on for
 * WCAG AA (4.5:1 for body text, 3:1 for large text and for the focus ring), in tokens.test.ts.
 */

export const palette = {
  /** Page background (warm sand). */
  sand: '#f7f1e8',
  sandDeep: '#efe4d3',
  /** Between sand and shell: table headers, hovered rows, quiet panels. */
  sandSoft: '#fbf7f0',
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
  /** Lines between things; lineSoft for the many inside a table. */
  line: '#dccfbb',
  lineSoft: '#e9dfcf',
  white: '#ffffff',
  danger: '#b42318',
  /** The focus ring (3:1 against sand, shell and white). */
  focus: '#85621d',
} as const;

/** The element of the shell's page that lists the web fonts' faces the shell loads once the page is painted. */
export const SITE_FONTS_ELEMENT_ID = 'site-fonts';

/** One web font face as that element lists it: what the browser's `FontFace` takes. */
export interface SiteFontFace {
  family: string;
  /** A CSS `src` value: `url(/fonts/….woff2) format('woff2')`. */
  source: string;
  style: 'normal' | 'italic';
  weight: string;
  unicodeRange: string;
  /** A CSS `size-adjust` value (e.g. `95.98%`): the figures' faces are scaled to the text font's digits. */
  sizeAdjust?: string;
}

/**
 * The face the text's digits are drawn from: Atkinson Hyperlegible's zero has a slash, so the ten digits, and
 * only they (its unicode-range), come from a font with a plain zero
 * (scripts/mf/site-figures.ts). It leads the body's stack; every other character falls through to Atkinson.
 */
export const FIGURES_FONT_FAMILY = 'Wedding Figures';

/**
 * The site's own fonts (served by the site, declared in the shell's index.html: scripts/mf/site-fonts.ts),
 * each followed by its fallbacks with adjusted metrics (same room on the page before and after the font
 * arrives), then fonts that ship with phones and computers. The body's is led by the digits' face.
 */
export const fontStacks = {
  display:
    "'Cormorant Garamond', 'Cormorant Garamond Fallback: Times New Roman', 'Cormorant Garamond Fallback: Liberation Serif', Georgia, 'Noto Serif', serif",
  body: `'${FIGURES_FONT_FAMILY}', 'Atkinson Hyperlegible', 'Atkinson Hyperlegible Fallback: Arial', 'Atkinson Hyperlegible Fallback: Liberation Sans', 'Atkinson Hyperlegible Fallback: Roboto', system-ui, -apple-system, 'Segoe UI', 'Noto Sans', sans-serif`,
} as const;

/** Smallest tap target, in CSS px (WCAG 2.5.5). */
export const TAP_PX = 44;

/** A visible focus ring for any interactive element (CSS declarations). */
export const focusRing = `
  outline: 3px solid ${palette.focus};
  outline-offset: 2px;
`;
