import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { FIGURES_FONT_FAMILY, fontStacks, SITE_FONTS_ELEMENT_ID } from '../../shared-contracts/src/ui/tokens';
import { FONT_STACKS, siteFonts } from './site-fonts';

const fonts = siteFonts();
const figures = fonts.faces.filter((face) => face.family === FIGURES_FONT_FAMILY);
const textFaces = fonts.faces.filter((face) => face.family !== FIGURES_FONT_FAMILY);
const names = (list: string) => list.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));

/** Whether a unicode-range list covers a character. */
function covers(ranges: string, char: string): boolean {
  const code = char.codePointAt(0)!;
  return ranges.split(',').some((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
    return code >= Number.parseInt(from!, 16) && code <= Number.parseInt(to!, 16);
  });
}

describe('site fonts', () => {
  it('copies each face from its package under a name with its content hash', () => {
    expect(fonts.files.length).toBeGreaterThanOrEqual(4);
    for (const { from, to } of fonts.files) {
      expect(existsSync(from)).toBe(true);
      expect(to).toMatch(/^fonts\/[a-z-]+-latin-(digits-)?\d00-(normal|italic)\.[0-9a-f]{10}\.woff2$/);
      expect(readFileSync(from).subarray(0, 4).toString('latin1')).toBe('wOF2');
      const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 10);
      expect(to.split('.').at(-2)).toBe(hash);
      expect(fonts.faces.map((face) => face.source)).toContain(`url(/${to}) format('woff2')`);
    }
  });

  it('lists every face with its style, weight and the Latin range, which holds every Spanish letter and sign', () => {
    expect(fonts.faces).toHaveLength(fonts.files.length);
    for (const face of textFaces) {
      expect(face.style).toMatch(/^(normal|italic)$/);
      expect(face.weight).toMatch(/^[1-9]00$/);
      expect(face.source).toMatch(/^url\(\/fonts\/[^)]+\.woff2\) format\('woff2'\)$/);
      for (const char of 'áéíóúüñÁÉÍÓÚÜÑ¿¡«»€—')
        expect([char, covers(face.unicodeRange, char)]).toEqual([char, true]);
    }
  });

  it('adjusts the fallbacks to each font, and the pages name them in that order', () => {
    expect(fonts.fallbacks).toMatch(
      /font-family: ?"Cormorant Garamond Fallback: Times New Roman";.*size-adjust/,
    );
    expect(fonts.fallbacks).toContain("local('Liberation Serif')");
    expect(fonts.fallbacks).toContain("local('Liberation Sans')");
    for (const [token, stack, lead] of [
      [fontStacks.display, FONT_STACKS.display.fontFamily, []],
      // the body's is led by its digits' face
      [fontStacks.body, FONT_STACKS.body.fontFamily, [FIGURES_FONT_FAMILY]],
    ] as const) {
      // the web font and its adjusted fallbacks lead the tokens' stack, in the same order
      const adjusted = [...lead, ...names(stack).filter((name, i) => i === 0 || name.includes('Fallback'))];
      expect(names(token).slice(0, adjusted.length)).toEqual(adjusted);
    }
  });

  it('puts the fallbacks in force in the page and the web fonts in a data list the shell reads', () => {
    const [, style, id, list] =
      /^<style>(.*)<\/style><script type="application\/json" id="([^"]+)">(.*)<\/script>$/s.exec(
        fonts.html,
      ) ?? [];
    expect(style).toBe(fonts.fallbacks);
    expect(id).toBe(SITE_FONTS_ELEMENT_ID);
    expect(JSON.parse(list ?? '')).toEqual(fonts.faces);
    expect(list).not.toContain('<');
    expect(fonts.html).not.toContain('rel="preload"');
  });
});

/** The number of glyphs of a TrueType font (its `maxp` table). */
function glyphCount(ttf: Buffer): number {
  const tables = ttf.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + 16 * i;
    if (ttf.toString('latin1', record, record + 4) === 'maxp')
      return ttf.readUInt16BE(ttf.readUInt32BE(record + 8) + 4);
  }
  throw new Error('no maxp table');
}

describe("the text's digits (Atkinson's zero has a slash)", () => {
  const weights = (list: Array<{ weight: string }>) => list.map((face) => face.weight).sort();
  const atkinson = textFaces.filter((face) => face.family === 'Atkinson Hyperlegible');

  it('come from a face of their own, in each weight of the text, which leads the body stack', () => {
    // without it the guests read "5:ØØ p. m."
    expect(figures.length).toBeGreaterThan(0);
    expect(weights(figures)).toEqual(weights(atkinson));
    expect(weights(figures)).toEqual(['400', '700']);
    expect(names(fontStacks.body).slice(0, 2)).toEqual([FIGURES_FONT_FAMILY, 'Atkinson Hyperlegible']);
    for (const face of figures) {
      expect(face.style).toBe('normal');
      // the digits and nothing else: the browser takes every other character from Atkinson
      expect(face.unicodeRange).toBe('U+0030-0039');
      for (const char of '0123456789') expect([char, covers(face.unicodeRange, char)]).toEqual([char, true]);
      for (const char of ' aÁ/:.,Ø') expect([char, covers(face.unicodeRange, char)]).toEqual([char, false]);
    }
  });

  it("are scaled to Atkinson's digits, so the text does not move when they arrive", () => {
    // Atkinson's mean digit advance over Inter's (hmtx, in ems), as fontTools measures the pinned files
    expect(Object.fromEntries(figures.map((face) => [face.weight, face.sizeAdjust]))).toEqual({
      400: '95.98%',
      700: '94.84%',
    });
  });

  it('ship in a small WOFF2 file of their own per weight, with the digits and no letter', async () => {
    expect(figures).toHaveLength(2);
    const sources = figures.map((face) => face.source);
    expect(new Set(sources).size).toBe(figures.length);
    for (const face of figures) {
      const file = fonts.files.find(({ to }) => face.source === `url(/${to}) format('woff2')`);
      expect(file?.to).toMatch(
        new RegExp(`^fonts/inter-latin-digits-${face.weight}-normal\\.[0-9a-f]{10}\\.woff2$`),
      );
      const woff2 = readFileSync(file!.from);
      expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
      // its header's length is the file's; a few kB, not the 24 kB of Inter's whole Latin file
      expect(woff2.readUInt32BE(8)).toBe(woff2.length);
      expect(woff2.length).toBeLessThan(4000);
      // it decodes; the ten digits (and their tabular forms) are in it, letters are not
      const digits = glyphCount(await subsetFont(woff2, '0123456789', { targetFormat: 'truetype' }));
      expect(digits).toBeGreaterThanOrEqual(11);
      expect(glyphCount(await subsetFont(woff2, 'abcxyzABCXYZñÑ', { targetFormat: 'truetype' }))).toBe(1);
    }
  });
});
