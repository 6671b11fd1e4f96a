import { existsSync, readFileSync } from 'node:fs';
import { fontStacks, SITE_FONTS_TEMPLATE_ID } from '../../shared-contracts/src/ui/tokens';
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
      expect(fonts.webFonts).toContain(`url(/${to})`);
    }
  });

  it('declares every face with swap and the Latin range, which holds every Spanish letter and sign', () => {
    const faces = fonts.webFonts.match(/@font-face\{font-family:'[^']+'[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(fonts.files.length);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      const range = /unicode-range:([^;}]+)/.exec(face)?.[1] ?? '';
      for (const char of 'áéíóúüñÁÉÍÓÚÜÑ¿¡«»€—') expect([char, covers(range, char)]).toEqual([char, true]);
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

  it('puts the fallbacks in force in the page and keeps the web fonts in the template the shell declares', () => {
    expect(fonts.html).toBe(
      `<style>${fonts.fallbacks}</style><template id="${SITE_FONTS_TEMPLATE_ID}"><style>${fonts.webFonts}</style></template>`,
    );
    expect(fonts.html).not.toContain('rel="preload"');
  });
});
