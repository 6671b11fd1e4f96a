/**
 * The design tokens of the whole product (issue 16 item 6): one palette, one type, one focus ring, used by
 * the guests' site (mf-public) and the back office (mf-admin) alike, so the two read as one product. Warm
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

export const fontStacks = {
  /** Serif display faces that ship with phones and computers; no font is downloaded. */
  display:
    "'Cormorant Garamond', Didot, 'Bodoni 72', Baskerville, 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Noto Serif', 'Liberation Serif', 'Times New Roman', serif",
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
} as const;

/** Smallest tap target, in CSS px (WCAG 2.5.5). */
export const TAP_PX = 44;

/** A visible focus ring for any interactive element (CSS declarations). */
export const focusRing = `
  outline: 3px solid ${palette.focus};
  outline-offset: 2px;
`;
