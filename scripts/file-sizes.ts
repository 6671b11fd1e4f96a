/**
 * Small rooms (issue 19 item 3), in `npm test`: no source file over MAX_LINES lines, tests excepted. The
 * files that were larger when the rule came are listed with the size they had; each may shrink, none may
 * grow, and one that fits leaves the list (the check says so), so the list only gets shorter.
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

/** The files over MAX_LINES when the rule came (2026-11-27), with their lines then. */
export const KNOWN_LARGE: Readonly<Record<string, number>> = {
  'mf-admin/src/features/phone-guests/components/phone-guests-page.tsx': 422,
  'mf-public/src/features/event/components/event-page.tsx': 398,
  'mf-public/src/app/layout/site-header.tsx': 316,
  'mf-admin/src/features/contacts/components/contacts-page.tsx': 301,
};

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
export function fileSizeProblems(
  root: string = ROOT,
  dirs: readonly string[] = SOURCE_DIRS,
  known: Readonly<Record<string, number>> = KNOWN_LARGE,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    seen.add(file);
    const lines = lineCount(readFileSync(path.join(root, file), 'utf8'));
    const allowed = known[file];
    if (allowed === undefined) {
      if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES}): split it`);
    } else if (lines > allowed) {
      problems.push(`${file}: ${lines} lines, more than the ${allowed} it had: it may only shrink`);
    } else if (lines <= MAX_LINES) {
      problems.push(`${file}: ${lines} lines now: take it off KNOWN_LARGE in scripts/file-sizes.ts`);
    }
  }
  for (const file of Object.keys(known)) {
    if (!seen.has(file)) problems.push(`${file} is gone: take it off KNOWN_LARGE in scripts/file-sizes.ts`);
  }
  return problems;
}

if (require.main === module) {
  const problems = fileSizeProblems();
  for (const problem of problems) console.log(problem);
  console.log(problems.length === 0 ? 'file sizes: the rule holds' : `${problems.length} file(s) break it`);
  process.exit(problems.length === 0 ? 0 : 1);
}
