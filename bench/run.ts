/**
 * `npm run bench`: runs every benchmark in bench/ (each compares our path with a baseline measured
 * in the same run), prints the rows and writes bench/RESULTS.md.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { run as adminSession } from './admin-session';
import { run as databaseEngine } from './database-engine';
import { run as guestsImportExport } from './guests-import-export';
import { run as guestsImportRepeat } from './guests-import-repeat';
import { run as jsFirstPaint } from './js-first-paint';
import { type BenchRow, markdown, printRows } from './lib/report';
import { run as lighthouse } from './lighthouse';
import { run as lighthouseRoutes } from './lighthouse-routes';
import { run as phoneCheck } from './phone-check';
import { run as weddingDaySoak } from './wedding-day-soak';

const BENCHES: Array<{ name: string; run: () => Promise<BenchRow[]> }> = [
  { name: 'js-first-paint', run: jsFirstPaint },
  { name: 'lighthouse', run: lighthouse },
  { name: 'lighthouse-routes', run: lighthouseRoutes },
  { name: 'phone-check', run: phoneCheck },
  { name: 'admin-session', run: adminSession },
  { name: 'guests-import-export', run: guestsImportExport },
  { name: 'guests-import-repeat', run: guestsImportRepeat },
  { name: 'wedding-day-soak', run: weddingDaySoak },
  { name: 'database-engine', run: databaseEngine },
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const rows: BenchRow[] = [];
  for (const bench of BENCHES) {
    if (only.length && !only.includes(bench.name)) continue;
    console.log(`\n=== ${bench.name} ===`);
    const result = await bench.run();
    printRows(result);
    rows.push(...result);
  }
  if (!only.length) writeFileSync(path.join(__dirname, 'RESULTS.md'), markdown(rows, new Date()));
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
