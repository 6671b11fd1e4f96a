import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import atkinsonHyperlegible from '@capsizecss/metrics/atkinsonHyperlegible';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import {
  FIGURES_FONT_FAMILY,
  SITE_FONTS_ELEMENT_ID,
  type SiteFontFace,
} from '../../shared-contracts/src/ui/tokens';
import { FIGURES_RANGE, siteFigures } from './site-figures';

/**
 * The site's own fonts, self-hosted from the @fontsource packages: Cormorant Garamond for headings and the
 * couple's names, Atkinson Hyperlegible (drawn for readers with low vision) for
 * text. Only the Latin subset (every Spanish letter and sign: á é í ó ú ü ñ ¿ ¡) of the weights the pages
 * use, and the digits of the text from Inter in the same weights, Atkinson's zero having a slash
 * (scripts/mf/site-figures.ts). The shell's build copies them under `fonts/` with a hash in their names
 * (cached for a year, like the scripts) and writes into index.html:
 *
 * - the fallback faces, in force from the first paint: local fonts whose metrics are adjusted to each web
 *   font (capsize: size, ascent, descent), so text laid out before the font arrives takes the same room
 *   once it does (no layout shift when it swaps in);
 * - the web fonts' faces as data (`<script type="application/json" id="site-fonts">`, never run), which
 *   the shell loads once the page is painted and adds to the page all at once when every one has arrived
 *   (shell/src/site-fonts.ts). Declared in the head, or preloaded, the fonts held back a phone's first paint
 *   (measured with bench/diagnostics/cpu-profile.ts). Declared as @font-face rules after it, the declaration
 *   laid the whole page out again, then the first arrival; loaded first and added together, they cost one
 *   layout (bench/diagnostics/font-swap.ts).
 */
const ROOT = path.resolve(__dirname, '..', '..');

interface Face {
  family: string;
  /** The @fontsource package and its file stem, e.g. cormorant-garamond-latin-500-normal. */
  pkg: string;
  weight: 400 | 500 | 700;
  style: 'normal' | 'italic';
}

const FACES: Face[] = [
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 500, style: 'normal' },
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 500, style: 'italic' },
  { family: 'Atkinson Hyperlegible', pkg: 'atkinson-hyperlegible', weight: 400, style: 'normal' },
  { family: 'Atkinson Hyperlegible', pkg: 'atkinson-hyperlegible', weight: 700, style: 'normal' },
];

/** A fallback font's metrics under another installed name with the same metrics (Liberation ≈ MS core fonts). */
const sameMetrics = <M extends { familyName: string }>(metrics: M, name: string, postscriptName: string) => ({
  ...metrics,
  familyName: name,
  fullName: name,
  postscriptName,
});

/**
 * The families in CSS `font-family` order, each web font first, then its adjusted fallbacks (Apple and
 * Windows fonts, their metric-compatible Linux twins, Android's Roboto) and the fonts themselves.
 */
export const FONT_STACKS = {
  display: createFontStack([
    cormorantGaramond,
    timesNewRoman,
    sameMetrics(timesNewRoman, 'Liberation Serif', 'LiberationSerif'),
  ]),
  body: createFontStack([
    atkinsonHyperlegible,
    arial,
    sameMetrics(arial, 'Liberation Sans', 'LiberationSans'),
    roboto,
  ]),
};

export interface SiteFonts {
  /** What the build copies: a package's file, and its hashed name under the shell's output. */
  files: Array<{ from: string; to: string }>;
  /** The web fonts' faces, as the shell gives them to the browser's FontFace. */
  faces: SiteFontFace[];
  /** The adjusted fallbacks' @font-face rules. */
  fallbacks: string;
  /** What the page's head gets: the fallbacks in force, the web fonts' faces as data. */
  html: string;
}

/** The Latin subset's unicode-range as the package declares it for this face. */
function latinRange(face: Face): string {
  const dir = path.join(ROOT, 'node_modules', '@fontsource', face.pkg);
  const css = readFileSync(
    path.join(dir, `${face.weight}${face.style === 'italic' ? '-italic' : ''}.css`),
    'utf8',
  );
  const block = css
    .split('@font-face')
    .find((rule) => rule.includes(`-latin-${face.weight}-${face.style}.woff2`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`no Latin range for ${face.pkg} ${face.weight} ${face.style}`);
  return range.trim();
}

/** The weights of the text, which the digits' face comes in too. */
const TEXT_WEIGHTS = FACES.filter((face) => face.family === 'Atkinson Hyperlegible').map(
  (face) => face.weight,
);

export function siteFonts(): SiteFonts {
  const files: SiteFonts['files'] = [];
  const faces: SiteFontFace[] = [];
  /** The file under its hashed name, and the face's `src`. */
  const serve = (from: string, stem: string) => {
    const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 10);
    const url = `/fonts/${stem}.${hash}.woff2`;
    files.push({ from, to: url.slice(1) });
    return `url(${url}) format('woff2')`;
  };
  for (const face of FACES) {
    const stem = `${face.pkg}-latin-${face.weight}-${face.style}`;
    faces.push({
      family: face.family,
      source: serve(path.join(ROOT, 'node_modules', '@fontsource', face.pkg, 'files', `${stem}.woff2`), stem),
      style: face.style,
      weight: String(face.weight),
      unicodeRange: latinRange(face),
    });
  }
  for (const figures of siteFigures(TEXT_WEIGHTS))
    faces.push({
      family: FIGURES_FONT_FAMILY,
      source: serve(figures.file, figures.stem),
      style: 'normal',
      weight: String(figures.weight),
      unicodeRange: FIGURES_RANGE,
      sizeAdjust: figures.sizeAdjust,
    });
  const fallbacks = [FONT_STACKS.display.fontFaces, FONT_STACKS.body.fontFaces]
    .join('\n')
    .replace(/\s*\n\s*/g, '');
  // JSON inside a script element: no `<` may close it early
  const data = JSON.stringify(faces).replace(/</g, '\\u003c');
  return {
    files,
    faces,
    fallbacks,
    html: `<style>${fallbacks}</style><script type="application/json" id="${SITE_FONTS_ELEMENT_ID}">${data}</script>`,
  };
}
