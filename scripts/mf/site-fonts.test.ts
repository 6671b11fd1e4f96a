import { existsSync, readFileSync } from 'node:fs';
import { fontStacks, SITE_FONTS_ELEMENT_ID } from '../../shared-contracts/src/ui/tokens';
import { FONT_STACKS, siteFonts } from './site-fonts';

const fonts = siteFonts();

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
      expect(to).toMatch(/^fonts\/[a-z-]+-latin-\d00-(normal|italic)\.[0-9a-f]{10}\.woff2$/);
      expect(readFileSync(from).subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(fonts.faces.map((face) => face.source)).toContain(`url(/${to}) format('woff2')`);
    }
  });

  it('lists every face with its style, weight and the Latin range, which holds every Spanish letter and sign', () => {
    expect(fonts.faces).toHaveLength(fonts.files.length);
    for (const face of fonts.faces) {
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
    for (const [token, stack] of [
      [fontStacks.display, FONT_STACKS.display.fontFamily],
      [fontStacks.body, FONT_STACKS.body.fontFamily],
    ] as const) {
      const names = (list: string) => list.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));
      // the web font and its adjusted fallbacks lead the tokens' stack, in the same order
      const adjusted = names(stack).filter((name, i) => i === 0 || name.includes('Fallback'));
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
