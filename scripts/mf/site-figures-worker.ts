import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FIGURES_TEXT, type FiguresJob, type FiguresMade } from './site-figures';

/**
 * Makes the figures faces (scripts/mf/site-figures.ts), run by it as `tsx site-figures-worker.ts <job>`:
 * harfbuzz (hb-subset compiled to wasm, through subset-font) and its WOFF2 encoder are asynchronous, the
 * build's configuration is not. For each weight, writes the digits of the figures font as a WOFF2 file
 * into the job's folder, measures the size-adjust that gives them the text font's digit widths, and last
 * writes the list of what it made (`figures.json`), so a folder with that list is complete.
 */

/**
 * The layout features the digits keep: kerning between them, and the tabular figures the pages ask for
 * (`font-variant-numeric: tabular-nums` on times and the countdown). Fractions and the like are left out.
 */
const FEATURES = ['kern', 'tnum'];
/** Names kept besides the font's names and copyright (0 to 6): its licence's address (14, the OFL's). */
const NAMES = [14];

type Harfbuzz = typeof import('harfbuzzjs');

/**
 * A font's mean advance width of the ten digits, in ems: each digit's own advance (its `hmtx` width, what
 * a browser lays out for a digit between letters), not shaped as a run, so no kerning pair counts.
 */
async function digitAdvance(hb: Harfbuzz, file: Buffer): Promise<number> {
  // harfbuzz reads TrueType, not WOFF2: the digits of the font as TrueType, their advances as they were
  const ttf = await subsetFont(file, FIGURES_TEXT, { targetFormat: 'truetype' });
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  let sum = 0;
  for (const digit of FIGURES_TEXT) {
    const glyph = font.nominalGlyph(digit.codePointAt(0)!);
    if (glyph === undefined) throw new Error(`no glyph for ${digit}`);
    sum += font.glyphHAdvance(glyph);
  }
  return sum / FIGURES_TEXT.length / face.upem;
}

async function main(job: FiguresJob): Promise<void> {
  const hb = await import('harfbuzzjs');
  const made: FiguresMade = [];
  for (const face of job.faces) {
    const figures = readFileSync(face.figures);
    const woff2 = await subsetFont(figures, FIGURES_TEXT, {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      preserveNameIds: NAMES,
    });
    writeFileSync(path.join(job.dir, face.out), woff2);
    const ratio = (await digitAdvance(hb, readFileSync(face.text))) / (await digitAdvance(hb, figures));
    made.push({ weight: face.weight, out: face.out, sizeAdjust: `${(ratio * 100).toFixed(2)}%` });
  }
  writeFileSync(path.join(job.dir, 'figures.json'), JSON.stringify(made));
}

main(JSON.parse(process.argv[2] ?? '')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
