/**
 * Imports that can be repeated (issue 15 item 1), through svc-admin's own app (built from source in this
 * process, on its own database: the import's code path without the gateway), as a logged-in admin, each
 * against a baseline measured in the same run on the same database:
 *
 * - the same 5,000-row .xlsx imported again over the 5,000 guests it made (every row finds its guest: by
 *   code, phone, e-mail or name; nothing is added) vs the same file imported into an empty list. Target
 *   ≤ 2×.
 * - the same file with every row changed, over those 5,000 guests (5,000 real updates) vs the same
 *   baseline. Report only.
 * - 10,000 changed rows over 10,000 guests, against the gateway's 30 s limit (the budget: under it).
 *
 * Bounded: a couple of minutes.
 */

import * as XLSX from 'xlsx';
import { ORIGIN, withAdminApp } from './lib/admin-app';
import { type BenchRow, median, row } from './lib/report';

const ROUNDS = 3;
const CATEGORIES = [
  'Amigos Sofía',
  'Amigos Mateo',
  'Familia Sofía',
  'Familia Mateo',
  'Padres Novia',
  'Padres Novio',
];
/** The gateway cuts a request at 30 s. */
const GATEWAY_LIMIT_MS = 30_000;

/** `count` guests: half with an invitation code, the rest found by phone, e-mail or name. */
function workbook(count: number, changed: boolean): Buffer {
  const rows: (string | number)[][] = [
    ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'],
  ];
  for (let i = 0; i < count; i++) {
    const kind = i % 8;
    rows.push([
      `Invitado Número ${i} Peña`,
      CATEGORIES[i % 6]!,
      (i + (changed ? 1 : 0)) % 4,
      kind < 4 ? `REP-${i}` : '',
      kind === 5 ? `guest${i}@example.com` : '',
      kind === 4 ? `+1 809 555 ${String(i).padStart(4, '0')}` : '',
      i % 7 ? '' : changed ? 'Vegano' : 'Vegetariano',
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitados');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function run(): Promise<BenchRow[]> {
  return withAdminApp('wedding-bench-import-', async ({ base, cookie, guests, engineName }) => {
    const importFile = async (file: Buffer, expected: { imported: number; updated: number }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'invitados.xlsx');
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/guests/import`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie },
        body: form,
      });
      const body = (await res.json()) as {
        results?: { imported: number; updated: number; errors: string[] };
      };
      const ms = performance.now() - started;
      const results = body.results;
      if (
        res.status !== 200 ||
        results?.imported !== expected.imported ||
        results.updated !== expected.updated ||
        results.errors.length
      ) {
        throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
      }
      return ms;
    };

    const same = workbook(5000, false);
    const changed = workbook(5000, true);
    const times = { empty: [] as number[], again: [] as number[], changed: [] as number[] };
    // a warm-up round, then ROUNDS measured ones
    for (let round = -1; round < ROUNDS; round++) {
      await guests.deleteMany({});
      const empty = await importFile(same, { imported: 5000, updated: 0 });
      const again = await importFile(same, { imported: 0, updated: 5000 });
      if (round >= 0) {
        times.empty.push(empty);
        times.again.push(again);
      }
    }
    times.changed.push(await importFile(changed, { imported: 0, updated: 5000 }));

    await guests.deleteMany({});
    const big = workbook(10_000, false);
    const bigEmpty = await importFile(big, { imported: 10_000, updated: 0 });
    const bigChanged = await importFile(workbook(10_000, true), { imported: 0, updated: 10_000 });

    const ms = (values: number[]) => values.map((value) => Math.round(value)).join('/');
    return [
      row(
        'guests: the same 5,000-row .xlsx imported again',
        Math.round(median(times.again)),
        Math.round(median(times.empty)),
        'ms',
        { max: 2 },
        `POST /api/admin/guests/import of a file over the 5,000 guests it made (half found by code, the rest by phone, e-mail or name; 0 added, 5,000 updated, nothing to write) vs the same file into an empty list; median of ${ROUNDS} after a warm-up (again ${ms(times.again)} ms, empty ${ms(times.empty)} ms); svc-admin's app in process; ${engineName}`,
      ),
      row(
        'guests: 5,000 changed rows over 5,000 guests (report only)',
        Math.round(times.changed[0]!),
        Math.round(median(times.empty)),
        'ms',
        {},
        'every row changes its guest (people, notes): 5,000 updates, UPDATE_PARALLEL bulkWrites of UPDATE_CHUNK at a time, vs the same baseline',
      ),
      row(
        'guests: 10,000 changed rows over 10,000 guests, against the 30 s gateway limit',
        Math.round(bigChanged),
        GATEWAY_LIMIT_MS,
        'ms',
        { max: 1 },
        `one run; the baseline column is the gateway's 30 s limit (the budget), not a measurement; the 10,000 rows into an empty list took ${Math.round(bigEmpty)} ms`,
      ),
    ];
  });
}
