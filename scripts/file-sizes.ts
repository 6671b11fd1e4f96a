/**
 * Small rooms, in `npm test`: no source file over MAX_LINES lines, tests excepted.
 * `npx tsx scripts/file-sizes.ts` prints what breaks the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const MAX_LINES = 300;
/** Where the project's own source lives (tests, builds and dependencies left out). */
export const SOURCE_DIRS = [
  'bench',
  'e2e',
  'mf-admin/src',
  'mf-public/src',
  'scripts',
  'shared-contracts/src',
  'shell/server',
  'shell/src',
  'svc-admin/src',
  'svc-public/src',
];

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

function sourceFiles(root: string, dir: string): string[] {
  const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(root, relative);
    }
    return isSource(entry.name) ? [relative] : [];
  });
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** What breaks the rule under `root`, one sentence each (none: the rule holds). */
export function fileSizeProblems(root: string = ROOT, dirs: readonly string[] = SOURCE_DIRS): string[] {
  const problems: string[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const lines = lineCount(readFileSync(path.join(root, file), 'utf8'));
    if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES}): split it`);
  }
  return problems;
}

if (require.main === module) {
  const problems = fileSizeProblems();
  for (const problem of problems) console.log(problem);
  console.log(problems.length === 0 ? 'file sizes: the rule holds' : `${problems.length} file(s) break it`);
  process.exit(problems.length === 0 ? 0 : 1);
}
