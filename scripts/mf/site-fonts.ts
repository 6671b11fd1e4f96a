import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import atkinsonHyperlegible from '@capsizecss/metrics/atkinsonHyperlegible';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

/**
 * The site's own fonts (issue 18 item 2), self-hosted from the @fontsource packages: Cormorant Garamond
 * for headings and the couple's names, Atkinson Hyperlegible (drawn for readers with low vision) for
 * text. Only the Latin subset (every Spanish letter and sign: á é í ó ú ü ñ ¿ ¡) of the weights the pages
 * use. The shell's build copies them under `fonts/` with a hash in their names (cached for a year, like
 * the scripts) and writes their @font-face rules into index.html, so the first paint already knows them.
 *
 * Each family is followed by fallback faces whose metrics are adjusted to it (capsize: size, ascent,
 * descent), so the text laid out before the font arrives takes the same room once it does: no layout
 * shift when it swaps in (`font-display: swap`).
 */
const ROOT = path.resolve(__dirname, '..', '..');

interface Face {
  family: string;
  /** The @fontsource package and its file stem, e.g. cormorant-garamond-latin-500-normal. */
  pkg: string;
  weight: 400 | 500 | 600 | 700;
  style: 'normal' | 'italic';
  /** Asked for with the page (headings and body text, on screen at once): the others when used. */
  preload?: boolean;
}

const FACES: Face[] = [
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 500, style: 'normal', preload: true },
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 500, style: 'italic' },
  { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', weight: 600, style: 'normal' },
  {
    family: 'Atkinson Hyperlegible',
    pkg: 'atkinson-hyperlegible',
    weight: 400,
    style: 'normal',
    preload: true,
  },
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
  /** @font-face rules for the web fonts and their adjusted fallbacks. */
  css: string;
  /** `<link rel="preload">` tags for the faces every page shows at once. */
  preloads: string;
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

export function siteFonts(): SiteFonts {
  const files: SiteFonts['files'] = [];
  const rules: string[] = [];
  const preloads: string[] = [];
  for (const face of FACES) {
    const stem = `${face.pkg}-latin-${face.weight}-${face.style}`;
    const from = path.join(ROOT, 'node_modules', '@fontsource', face.pkg, 'files', `${stem}.woff2`);
    const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 10);
    const url = `/fonts/${stem}.${hash}.woff2`;
    files.push({ from, to: url.slice(1) });
    rules.push(
      `@font-face{font-family:'${face.family}';font-style:${face.style};font-weight:${face.weight};` +
        `font-display:swap;src:url(${url}) format('woff2');unicode-range:${latinRange(face)}}`,
    );
    if (face.preload)
      preloads.push(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);
  }
  const fallbacks = [FONT_STACKS.display.fontFaces, FONT_STACKS.body.fontFaces]
    .join('\n')
    .replace(/\s*\n\s*/g, '');
  return { files, css: `${rules.join('')}${fallbacks}`, preloads: preloads.join('') };
}
