/**
 * Uploads that expand far past their size (the upload budgets, svc-admin/src/modules/guest-import/
 * upload-budget.ts), sent to POST /api/admin/guests/import of svc-admin's app in this process (so its event
 * loop and resident memory, parsing thread included, are this process's), as a logged-in admin:
 *
 * - a 200 kB .xlsx whose one random 256 kB shared string fills 400 rows × 10 cells (1 G characters once
 *   copied out of the parsing thread);
 * - a 24 kB .xlsx with cells in columns A and XFD on 2,000 rows (16,384 columns per row);
 * - a 5 MB CSV whose header has 2.5 million columns.
 *
 * Each is measured by its peak resident growth and the event loop's longest block during the upload, and
 * compared with the same figures for an ordinary 5,000-guest .xlsx imported in the same run (the
 * baseline). Target: no hostile file costs more than that list (≤ 1×). Median of ROUNDS after a warm-up.
 * Bounded: about a minute.
 */
import { farColumnWorkbook, sharedStringBomb, wideCsv } from '../svc-admin/test/expansion-bombs';
import { measureUpload } from '../svc-admin/test/upload-load';
import { excelLikeXlsx, realisticGuests } from '../svc-admin/test/zip-bombs';
import { ORIGIN, withAdminApp } from './lib/admin-app';
import { type BenchRow, median, row } from './lib/report';

const ROUNDS = 3;
const HEADER = ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'];

interface Figures {
  blockMs: number[];
  growthMb: number[];
  statuses: Set<number>;
}

export function run(): Promise<BenchRow[]> {
  return withAdminApp('wedding-bench-expansion-', async ({ base, cookie, guests, engineName }) => {
    const send = async (file: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), name);
      const res = await fetch(`${base}/api/admin/guests/import`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    };

    const files = {
      list: { file: await excelLikeXlsx([HEADER, ...realisticGuests(5_000)]), name: 'invitados.xlsx' },
      sharedStrings: { file: sharedStringBomb(), name: 'invitados.xlsx' },
      farColumn: { file: farColumnWorkbook(), name: 'invitados.xlsx' },
      wideCsv: { file: wideCsv(), name: 'invitados.csv' },
    };
    const figures = Object.fromEntries(
      Object.keys(files).map((key) => [key, { blockMs: [], growthMb: [], statuses: new Set() }]),
    ) as unknown as Record<keyof typeof files, Figures>;
    // a warm-up round, then ROUNDS measured ones
    for (let round = -1; round < ROUNDS; round++) {
      for (const [key, { file, name }] of Object.entries(files) as [
        keyof typeof files,
        { file: Buffer; name: string },
      ][]) {
        await guests.deleteMany({});
        const load = await measureUpload(() => send(file, name));
        if (round < 0) continue;
        figures[key].blockMs.push(load.longestBlockMs);
        figures[key].growthMb.push(load.rssGrowthMb);
        figures[key].statuses.add(load.result);
      }
    }
    if (![...figures.list.statuses].every((status) => status === 200)) {
      throw new Error(`the 5,000-guest list was not imported: ${[...figures.list.statuses].join(', ')}`);
    }

    return benchRows(figures, engineName);
  });
}

type FileKey = 'list' | 'sharedStrings' | 'farColumn' | 'wideCsv';

/** Each hostile file's rows against the 5,000-guest list's figures. */
function benchRows(figures: Record<FileKey, Figures>, engineName: string): BenchRow[] {
  const list = { blockMs: median(figures.list.blockMs), growthMb: median(figures.list.growthMb) };
  const described: Array<[Exclude<FileKey, 'list'>, string]> = [
    ['sharedStrings', 'a 200 kB .xlsx: one 256 kB shared string × 400 rows × 10 cells'],
    ['farColumn', 'a 24 kB .xlsx: columns A and XFD on 2,000 rows'],
    ['wideCsv', 'a 5 MB CSV: a 2.5-million-column header'],
  ];
  return described.flatMap(([key, what]) => {
    const f = figures[key];
    const note = `POST /api/admin/guests/import, answered ${[...f.statuses].join('/')}; median of ${ROUNDS} after a warm-up (ours ${f.blockMs.join('/')} ms, ${f.growthMb.join('/')} MB; the 5,000-guest .xlsx ${figures.list.blockMs.join('/')} ms, ${figures.list.growthMb.join('/')} MB); svc-admin's app in process; ${engineName}`;
    return [
      row(
        `upload budget: ${what}, longest event-loop block`,
        median(f.blockMs),
        list.blockMs,
        'ms',
        { max: 1 },
        note,
      ),
      // growth is floored at 1 MB: a ratio of a few MB to a few MB says nothing
      row(
        `upload budget: ${what}, peak RSS growth`,
        Math.max(1, median(f.growthMb)),
        Math.max(1, list.growthMb),
        'MB',
        { max: 1 },
        note,
      ),
    ];
  });
}
