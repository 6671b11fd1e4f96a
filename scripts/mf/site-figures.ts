import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's figures. Atkinson Hyperlegible, the text font, draws its zero with a slash (times read "5:ØØ",
 * years "2Ø25") and no OpenType feature of it gives a plain one. So the text's digits
 * come from another face, first in the body's font stack (fontStacks.body) with the unicode-range of the
 * digits alone: the browser takes the ten digits from it and every other character from Atkinson.
 *
 * The digits are Inter's (@fontsource/inter, its Latin file in the weights of the text: 400 and 700): a
 * plain zero, and a neutral sans of the same colour as Atkinson's letters (Lexend's, the other candidate,
 * set darker than Atkinson 400, and their 1 is wide). Only the ten digits are shipped (a small part of
 * Inter's Latin file), cut out at build time by harfbuzz's subsetter compiled to wasm (subset-font), in
 * scripts/mf/site-figures-worker.ts.
 *
 * Their size: each face gets a size-adjust, Atkinson's mean digit advance over Inter's (the ten digits'
 * `hmtx` widths in ems, measured by the worker): 95.98% at 400, 94.84% at 700. Ten digits then take the
 * room Atkinson's took, and its fallbacks, sized like it, hold before the fonts arrive: text does not move
 * when they swap in (a given number within 0.1 em: Atkinson's zero is a little wider than the mean). So
 * scaled, Inter's digits stand 0.69 to 0.70 em tall beside Atkinson's 0.67 em, and its ascent and descent
 * (at most 0.93 em and 0.23 em) stay inside Atkinson's (0.95 and 0.29 em): no line grows.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const WORKER = path.join(__dirname, 'site-figures-worker.ts');
/** The made files, in a folder named after all they are made from (like the build's other caches). */
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'site-figures');
/** The packages that make them: a new version of one makes them anew. */
const TOOLS = ['subset-font', 'harfbuzzjs', 'fontverter', 'wawoff2'];

/** The characters of the figures face, and its unicode-range. */
export const FIGURES_TEXT = '0123456789';
export const FIGURES_RANGE = 'U+0030-0039';

/** What the worker is asked: for each weight, the figures font, the text font, the file to write. */
export interface FiguresJob {
  dir: string;
  faces: Array<{ weight: number; figures: string; text: string; out: string }>;
}

/** What the worker made (its `figures.json`). */
export type FiguresMade = Array<{ weight: number; out: string; sizeAdjust: string }>;

export interface Figures {
  weight: number;
  /** The digits' WOFF2 file. */
  file: string;
  /** Its name without extension, e.g. inter-latin-digits-400-normal. */
  stem: string;
  /** The face's size-adjust, e.g. 95.98%. */
  sizeAdjust: string;
}

const fontFile = (pkg: string, weight: number) =>
  path.join(ROOT, 'node_modules', '@fontsource', pkg, 'files', `${pkg}-latin-${weight}-normal.woff2`);

/** The figures faces of the given weights, made on the first call (a few seconds), then read back. */
export function siteFigures(weights: readonly number[]): Figures[] {
  const faces = weights.map((weight) => ({
    weight,
    figures: fontFile('inter', weight),
    text: fontFile('atkinson-hyperlegible', weight),
    out: `inter-latin-digits-${weight}-normal.woff2`,
  }));
  const hash = createHash('sha256').update(JSON.stringify([FIGURES_TEXT, faces]));
  for (const file of [
    WORKER,
    ...TOOLS.map((tool) => path.join(ROOT, 'node_modules', tool, 'package.json')),
    ...faces.flatMap((face) => [face.figures, face.text]),
  ])
    hash.update(readFileSync(file));
  const dir = path.join(CACHE, hash.digest('hex').slice(0, 16));
  if (!existsSync(path.join(dir, 'figures.json'))) make(dir, faces);
  const made: FiguresMade = JSON.parse(readFileSync(path.join(dir, 'figures.json'), 'utf8'));
  return made.map(({ weight, out, sizeAdjust }) => ({
    weight,
    file: path.join(dir, out),
    stem: out.replace(/\.woff2$/, ''),
    sizeAdjust,
  }));
}

/** Runs the worker into a folder of its own, then gives that folder its name (whole, or not at all). */
function make(dir: string, faces: FiguresJob['faces']): void {
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(path.join(CACHE, 'making-'));
  try {
    const job: FiguresJob = { dir: work, faces };
    execFileSync(process.execPath, [require.resolve('tsx/cli'), WORKER, JSON.stringify(job)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // readable by all, like the package files it is made from (a temporary folder is its maker's only)
    chmodSync(work, 0o755);
    renameSync(work, dir);
  } catch (error) {
    // another build made the same folder meanwhile: its files are the same
    if (!existsSync(path.join(dir, 'figures.json'))) throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
