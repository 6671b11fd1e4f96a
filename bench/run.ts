/**
 * `npm run bench`: runs every benchmark in bench/ (each compares our path with a baseline measured
 * in the same run) and prints the rows; `npm run bench -- NAME…` runs those named. Each benchmark's
 * rows are kept in bench/results/NAME.json, and bench/RESULTS.md is written again from all of them,
 * so a benchmark run on its own updates its rows and leaves the others' last result.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run as adminSession } from './admin-session';
import { run as databaseEngine } from './database-engine';
import { run as guestsImportExpansion } from './guests-import-expansion';
import { run as guestsImportExport } from './guests-import-export';
import { run as guestsImportRepeat } from './guests-import-repeat';
import { run as jsFirstPaint } from './js-first-paint';
import { type BenchResult, type BenchRow, markdown, printRows } from './lib/report';
import { run as lighthouse } from './lighthouse';
import { run as lighthouseRoutes } from './lighthouse-routes';
import { run as phoneCheck } from './phone-check';
import { run as slow4gLive } from './slow-4g-live';
import { run as weddingDaySoak } from './wedding-day-soak';

const BENCHES: Array<{ name: string; run: () => Promise<BenchRow[]> }> = [
  { name: 'js-first-paint', run: jsFirstPaint },
  { name: 'lighthouse', run: lighthouse },
  { name: 'lighthouse-routes', run: lighthouseRoutes },
  { name: 'slow-4g-live', run: slow4gLive },
  { name: 'phone-check', run: phoneCheck },
  { name: 'admin-session', run: adminSession },
  { name: 'guests-import-export', run: guestsImportExport },
  { name: 'guests-import-repeat', run: guestsImportRepeat },
  { name: 'guests-import-expansion', run: guestsImportExpansion },
  { name: 'wedding-day-soak', run: weddingDaySoak },
  { name: 'database-engine', run: databaseEngine },
];

const RESULTS = path.join(__dirname, 'results');
const resultFile = (name: string) => path.join(RESULTS, `${name}.json`);

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length) throw new Error(`no benchmark named ${unknown.join(', ')}`);
  const rows: BenchRow[] = [];
  mkdirSync(RESULTS, { recursive: true });
  for (const bench of BENCHES) {
    if (only.length && !only.includes(bench.name)) continue;
    console.log(`\n=== ${bench.name} ===`);
    const result = await bench.run();
    printRows(result);
    rows.push(...result);
    const stored: BenchResult = {
      name: bench.name,
      measured: new Date().toISOString(),
      machine: `${process.platform}/${process.arch}, Node ${process.version}`,
      rows: result,
    };
    writeFileSync(resultFile(bench.name), `${JSON.stringify(stored, null, 2)}\n`);
  }
  const results = BENCHES.filter((bench) => existsSync(resultFile(bench.name))).map(
    (bench) => JSON.parse(readFileSync(resultFile(bench.name), 'utf8')) as BenchResult,
  );
  writeFileSync(path.join(__dirname, 'RESULTS.md'), markdown(results));
  const missed = rows.filter((r) => !r.pass).length;
  console.log(`\n${rows.length - missed} of ${rows.length} benchmark targets met`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
