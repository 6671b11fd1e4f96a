/**
 * Guest spreadsheets, end to end against svc-admin (straight at the service, as a logged-in admin), each
 * against a baseline measured in the same run on the same database:
 *
 * - import of a 5,000-row .xlsx (POST /api/admin/guests/import: upload, type checks, SheetJS in the
 *   worker thread, row checks, code lookup, bulk insert) vs SheetJS parsing the same bytes plus a driver
 *   `insertMany` of the same rows into the same (indexed) collection. Target ≤ 1.5×.
 * - export of 5,000 guests (GET /api/admin/guests/export: session, cursor, fast-csv, formula
 *   neutralisation, BOM, over HTTP) vs a driver cursor of the same collection piped through fast-csv into
 *   a sink. Target ≤ 1.3×.
 *
 * Each side runs ROUNDS times after a warm-up, interleaved; the median counts. Bounded: a few minutes.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { format } from 'fast-csv';
import mongoose from 'mongoose';
import * as XLSX from 'xlsx';
import { startTestStack } from '../e2e/lib/stack';
import { type BenchRow, median, row } from './lib/report';

const ROWS = 5000;
const ROUNDS = 5;
const CATEGORIES = [
  'Amigos Sofía',
  'Amigos Mateo',
  'Familia Sofía',
  'Familia Mateo',
  'Padres Novia',
  'Padres Novio',
];
const EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Guest Group',
  'Expected Attendees',
  'Confirmation Status',
  'Confirmed People',
  'Invitation Code',
  'Created Date',
];

function workbook(): Buffer {
  const rows: (string | number)[][] = [
    ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono', 'notas'],
  ];
  for (let i = 0; i < ROWS; i++) {
    rows.push([
      `Invitado Número ${i} Peña`,
      CATEGORIES[i % 6]!,
      i % 4,
      `BENCH-${i}`,
      i % 2 ? '' : `guest${i}@example.com`,
      i % 3 ? '' : `+1 809 555 ${String(i % 10000).padStart(4, '0')}`,
      i % 7 ? '' : 'Vegetariano',
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitados');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function run(): Promise<BenchRow[]> {
  const stack = await startTestStack({ env: { LOGIN_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn' } });
  await mongoose.connect(stack.mongoUri);
  try {
    const admin = `http://127.0.0.1:${stack.ports.svcAdmin}`;
    const setup = await fetch(`${admin}/api/admin/auth/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-password' }),
    });
    const cookie = setup.headers.get('set-cookie')?.split(';')[0];
    if (setup.status !== 201 || !cookie)
      throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);

    const guests = mongoose.connection.db!.collection('unified_guests');
    const xlsx = workbook();

    const ourImport = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(xlsx)]), 'invitados.xlsx');
      const res = await fetch(`${admin}/api/admin/guests/import`, {
        method: 'POST',
        headers: { origin: stack.url, cookie },
        body: form,
      });
      const body = (await res.json()) as { results?: { imported: number } };
      if (res.status !== 200 || body.results?.imported !== ROWS) {
        throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    };
    const baselineImport = async () => {
      const book = XLSX.read(xlsx, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
      const now = new Date();
      await guests.insertMany(
        rows.map((item) => ({
          name: item.nombre,
          category: item.tipo_invitado,
          maxPeopleAllowed: Number(item.acompanantes) + 1,
          expectedAttendees: Number(item.acompanantes) + 1,
          invitationCode: item.codigo_unico,
          email: item.email || undefined,
          phone: item.telefono || undefined,
          notes: item.notas || undefined,
          confirmationStatus: 'pendiente',
          createdAt: now,
          updatedAt: now,
        })),
      );
      if ((await guests.countDocuments()) !== ROWS) throw new Error('baseline insert incomplete');
    };

    // warm both (the import's parsing thread starts on first use), then measure, interleaved
    const imports = { ours: [] as number[], baseline: [] as number[] };
    for (let round = -1; round < ROUNDS; round++) {
      await guests.deleteMany({});
      const ours = await timed(ourImport);
      await guests.deleteMany({});
      const baseline = await timed(baselineImport);
      if (round >= 0) {
        imports.ours.push(ours);
        imports.baseline.push(baseline);
      }
    }

    // export: the guests of the last import, through the API (which imports them the product's way)
    await guests.deleteMany({});
    await ourImport();
    const sink = () =>
      new Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      });
    const ourExport = async () => {
      const res = await fetch(`${admin}/api/admin/guests/export`, { headers: { cookie } });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200 || bytes < ROWS * 40) throw new Error(`export: ${res.status}, ${bytes} bytes`);
    };
    const baselineExport = async () => {
      const cursor = guests.find({});
      const csv = format({ headers: EXPORT_COLUMNS });
      const writing = pipeline(csv, sink());
      for await (const guest of cursor) {
        const ok = csv.write([
          guest.name,
          guest.email ?? '',
          guest.phone ?? '',
          guest.category ?? '',
          guest.expectedAttendees,
          guest.confirmationStatus,
          guest.confirmedPeople ?? '',
          guest.invitationCode,
          guest.createdAt instanceof Date ? guest.createdAt.toISOString().slice(0, 10) : '',
        ]);
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
      await writing;
    };
    const exports = { ours: [] as number[], baseline: [] as number[] };
    for (let round = -1; round < ROUNDS; round++) {
      const ours = await timed(ourExport);
      const baseline = await timed(baselineExport);
      if (round >= 0) {
        exports.ours.push(ours);
        exports.baseline.push(baseline);
      }
    }

    const ms = (values: number[]) => values.map((value) => Math.round(value)).join('/');
    return [
      row(
        'guests: 5,000-row .xlsx import, end to end',
        Math.round(median(imports.ours)),
        Math.round(median(imports.baseline)),
        'ms',
        { max: 1.5 },
        `POST /api/admin/guests/import as a logged-in admin (multipart upload, type checks, SheetJS in the worker thread, row checks, code lookup, bulk insert) vs SheetJS read + sheet_to_json + driver insertMany of the same rows into the same indexed collection; median of ${ROUNDS} interleaved runs after a warm-up (ours ${ms(imports.ours)} ms, baseline ${ms(imports.baseline)} ms); ${stack.engine.name.replace(/ \(.*\)$/, '')}`,
      ),
      row(
        'guests: 5,000-guest CSV export',
        Math.round(median(exports.ours)),
        Math.round(median(exports.baseline)),
        'ms',
        { max: 1.3 },
        `GET /api/admin/guests/export as a logged-in admin, whole body read over loopback HTTP, vs a driver cursor of the same collection piped through fast-csv (same 9 columns) into a sink; median of ${ROUNDS} interleaved runs after a warm-up (ours ${ms(exports.ours)} ms, baseline ${ms(exports.baseline)} ms)`,
      ),
    ];
  } finally {
    await mongoose.disconnect();
    await stack.cleanup();
  }
}
