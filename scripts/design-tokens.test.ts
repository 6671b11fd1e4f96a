// One look (issue 16 item 6): the guests' site, the back office and the shared UI take their colours from
// the shared tokens (shared-contracts/src/ui/tokens.ts). A palette colour written out anywhere else is a
// copy that would drift from the product's look: none is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { palette } from '../shared-contracts/src/ui/tokens';

const ROOT = path.resolve(__dirname, '..');
const TOKENS = path.join(ROOT, 'shared-contracts/src/ui/tokens.ts');
const SOURCES = ['mf-public/src', 'mf-admin/src', 'shared-contracts/src', 'shell/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `#rrggbb` literals in `text` that are palette colours (white aside: it is everyone's). */
function paletteCopies(text: string): string[] {
  const colours = new Set(
    Object.values(palette)
      .filter((value) => value !== palette.white)
      .map((value) => value.toLowerCase()),
  );
  return (text.match(/#[0-9a-f]{6}\b/gi) ?? []).filter((hex) => colours.has(hex.toLowerCase()));
}

describe('design tokens', () => {
  it('finds a copied palette colour when there is one (the check can fail)', () => {
    expect(paletteCopies("color: #1F6B66; background: '#f7f1e8'; border: #123456")).toEqual([
      '#1F6B66',
      '#f7f1e8',
    ]);
  });

  it('no source file but the tokens writes out a palette colour', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(
      (file) => file !== TOKENS,
    );
    expect(files.length).toBeGreaterThan(50);
    const copies = files.flatMap((file) =>
      paletteCopies(readFileSync(file, 'utf8')).map((hex) => `${path.relative(ROOT, file)}: ${hex}`),
    );
    expect(copies).toEqual([]);
  });
});
