/**
 * The duplicate-code check: jscpd over the source (tests, fixtures and generated files excluded), in
 * `npm test`. Two rules: no block of 6 or more lines shared by two packages (one concept,
 * one owner: shared code lives in shared-contracts), and the total duplication under 2%.
 * `npx tsx scripts/duplication.ts` prints the figures and every shared block.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib/proc';

const ROOT = path.resolve(__dirname, '..');
export const MIN_LINES = 6;
export const MAX_PERCENTAGE = 2;
const SOURCES = [
  'mf-admin/src',
  'mf-public/src',
  'shell/src',
  'shell/server',
  'svc-admin/src',
  'svc-public/src',
  'shared-contracts/src',
  'scripts',
];
const IGNORED = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.d.ts',
  '**/node_modules/**',
  '**/dist/**',
  '**/fixtures/**',
];

interface Clone {
  lines: number;
  firstFile: { name: string; start: number };
  secondFile: { name: string; start: number };
}
export interface JscpdReport {
  statistics: { total: { percentage: number; duplicatedLines: number; lines: number; clones: number } };
  duplicates: Clone[];
}

/** The workspace a source file belongs to (`scripts` counts as one). */
const packageOf = (file: string) => file.split('/')[0];

/** Every block of MIN_LINES or more shared by two packages, as "a:line ↔ b:line (n lines)". */
export function crossPackageClones(report: JscpdReport): string[] {
  return report.duplicates
    .filter(
      (clone) =>
        clone.lines >= MIN_LINES && packageOf(clone.firstFile.name) !== packageOf(clone.secondFile.name),
    )
    .map(
      ({ lines, firstFile: a, secondFile: b }) =>
        `${a.name}:${a.start} ↔ ${b.name}:${b.start} (${lines} lines)`,
    );
}

export interface DuplicationResult {
  percentage: number;
  clones: number;
  crossPackage: string[];
}

export async function duplication(): Promise<DuplicationResult> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'wedding-jscpd-'));
  try {
    const args = [
      '--silent',
      '--min-lines',
      String(MIN_LINES),
      '--format',
      'typescript,tsx',
      '--ignore',
      IGNORED.join(','),
      '--reporters',
      'json',
      '--output',
      out,
      ...SOURCES,
    ];
    const code = await run(path.join(ROOT, 'node_modules/.bin/jscpd'), args, { cwd: ROOT });
    if (code !== 0) throw new Error(`jscpd exited ${code}`);
    const report = JSON.parse(await readFile(path.join(out, 'jscpd-report.json'), 'utf8')) as JscpdReport;
    const { percentage, clones } = report.statistics.total;
    return { percentage, clones, crossPackage: crossPackageClones(report) };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

if (require.main === module) {
  duplication().then(
    ({ percentage, clones, crossPackage }) => {
      console.log(`${clones} duplicated blocks, ${percentage}% of the lines (at most ${MAX_PERCENTAGE}%)`);
      for (const clone of crossPackage) console.log(`shared by two packages: ${clone}`);
      process.exit(percentage < MAX_PERCENTAGE && crossPackage.length === 0 ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
