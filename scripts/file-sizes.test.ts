import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileSizeProblems, MAX_LINES } from './file-sizes';

let root: string;
const write = (file: string, lines: number) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'const x = 1;\n'.repeat(lines));
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'file-sizes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('fileSizeProblems', () => {
  it('refuses a source file over the limit, and counts neither tests nor builds', () => {
    write('src/fits.ts', MAX_LINES);
    write('src/page.tsx', MAX_LINES + 1);
    write('src/page.test.tsx', 2 * MAX_LINES);
    write('src/dist/bundle.ts', 2 * MAX_LINES);
    expect(fileSizeProblems(root, ['src'])).toEqual([
      `src/page.tsx: ${MAX_LINES + 1} lines (at most ${MAX_LINES}): split it`,
    ]);
  });
});
