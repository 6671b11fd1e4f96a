// The docs stay true to the tree: every relative link in a tracked Markdown file names a file or folder that
// exists, and every module docs/database.md lists whole as a FerretDB workaround opens with its three
// labelled lines (why, what MongoDB gives instead, whether a replica set can drop it).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('scripts/fixtures/'));

/** The relative links of a Markdown text, without their anchors. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? '');
}

const COUNT = '\\d{1,3}(,\\d{3})*';
/** Whole files: "286", "99 + 33", "1,020"; the first link's file whole: "105, part of 243". */
const ALL_WHOLE = new RegExp(`^${COUNT}( \\+ ${COUNT})*$`);
const FIRST_WHOLE = new RegExp(`^${COUNT}, part of ${COUNT}$`);

/** The modules a row of the workaround table links to whose lines its last cell counts whole. */
function wholeWorkaroundModules(table: string): string[] {
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ['))
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const lines = cells.at(-2) ?? '';
      const links = relativeLinks(cells[1] ?? '');
      if (ALL_WHOLE.test(lines)) return links;
      return FIRST_WHOLE.test(lines) ? links.slice(0, 1) : [];
    });
}

describe('the docs', () => {
  it('link only to files that exist', () => {
    const broken = markdown.flatMap((file) =>
      relativeLinks(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((target) => !existsSync(path.resolve(ROOT, path.dirname(file), target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('list FerretDB workarounds whose modules say why, what MongoDB gives and what a replica set drops', () => {
    const database = readFileSync(path.join(ROOT, 'docs/database.md'), 'utf8');
    const table = database.slice(database.indexOf('### Every workaround, module by module'));
    const modules = wholeWorkaroundModules(table);
    expect(modules.length).toBeGreaterThanOrEqual(15);
    const missing = modules.filter((module) => {
      const header = readFileSync(path.resolve(ROOT, 'docs', module), 'utf8')
        .split('\n')
        .slice(0, 40)
        .join('\n');
      return !['Why:', 'On MongoDB:', 'On a replica set:'].every((label) =>
        new RegExp(`^\\s*(//|\\*) ${label}`, 'm').test(header),
      );
    });
    expect(missing).toEqual([]);
  });
});

describe('wholeWorkaroundModules', () => {
  it('takes the links of files counted whole, not of files counted in part', () => {
    const table = [
      '| module | gap | MongoDB | drop | lines |',
      '| --- | --- | --- | --- | --- |',
      '| [`a.ts`](../a.ts) | x | y | yes | 286 |',
      '| [`b.ts`](../b.ts), [`c.ts`](../c.ts) | x | y | yes | 99 + 33 |',
      '| [`d.ts`](../d.ts) | x | y | no | about 10 of 160 |',
      '| [`e.ts`](../e.ts), [`f.ts`](../f.ts) (a part) | x | y | no | 105, part of 243 |',
      '| [`g.ts`](../g.ts) | x | y | no | 1,020 |',
    ].join('\n');
    expect(wholeWorkaroundModules(table)).toEqual(['../a.ts', '../b.ts', '../c.ts', '../e.ts', '../g.ts']);
  });
});
