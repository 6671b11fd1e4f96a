// The hosts' own guest fields (shared-contracts' guest-fields.ts, today the table number) through both
// lists' spreadsheets, against a real database: an import with a Mesa column stores it, the same file
// imported twice changes nothing, a blank cell keeps the stored value, a value the field's rule refuses is
// the row's error, the bulk replace writes it, and each list's .xlsx export carries the column and imports
// back to the same data (the invitation list's CSV keeps the spec's nine columns).
import { CSV_EXPORT_COLUMNS, GUEST_FIELDS } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import * as XLSX from 'xlsx';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { GUEST_LIST_STATE_COLLECTION } from '../src/modules/guests/guest-list-lock';
import { csvFile } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const TABLE = GUEST_FIELDS.find((field) => field.id === 'table')!;
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([
    clearUsers(),
    UnifiedGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
    RsvpModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
    mongoose.connection.db!.collection(GUEST_LIST_STATE_COLLECTION).deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

const PEOPLE = ['Ana Peña', 'Luis Gómez', 'Eva Núñez'] as const;
const PHONES = ['809 555 0101', '809 555 0202', '809 555 0303'];

const LISTS = [
  {
    list: 'the invitation list',
    base: '/api/admin/guests',
    name: TABLE.names.unified_guests,
    header: ['nombre', 'tipo_invitado', 'acompanantes', 'Mesa'],
    row: (index: number, table: string | number) => [PEOPLE[index]!, 'Amigos Sofía', 1, table],
    /** Each guest's table, by name. */
    stored: async () =>
      (await UnifiedGuestModel.collection.find({}).toArray()).map((guest) => [
        guest.name,
        guest[TABLE.names.unified_guests],
      ]),
    snapshot: () => UnifiedGuestModel.collection.find({}, { sort: { name: 1 } }).toArray(),
    empty: () => UnifiedGuestModel.deleteMany({}),
  },
  {
    list: 'the phone guests',
    base: '/api/admin/invitados',
    name: TABLE.names.invitados,
    header: ['Nombre', 'Teléfono', 'Categoría', 'Nº de mesa'],
    row: (index: number, table: string | number) => [PEOPLE[index]!, PHONES[index]!, 'Amigos Mateo', table],
    stored: async () =>
      (await InvitadoModel.collection.find({}).toArray()).map((guest) => [
        guest.nombreCompleto,
        guest[TABLE.names.invitados],
      ]),
    snapshot: () => InvitadoModel.collection.find({}, { sort: { nombreCompleto: 1 } }).toArray(),
    empty: () => InvitadoModel.deleteMany({}),
  },
] as const;

type List = (typeof LISTS)[number];

const upload = (list: List, file: Buffer, fileName: string) =>
  agent.post(`${list.base}/import`).set('Origin', ORIGIN).attach('file', file, fileName);

const fileOf = (list: List, tables: (string | number)[]) =>
  csvFile([[...list.header], ...tables.map((table, index) => list.row(index, table))]);

const sorted = (pairs: unknown[][]) => [...pairs].sort((a, b) => String(a[0]).localeCompare(String(b[0])));

async function download(list: List, format: 'csv' | 'xlsx'): Promise<Buffer> {
  const res = await agent
    .get(`${list.base}/export?format=${format}`)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      const source = stream as unknown as NodeJS.ReadableStream;
      source.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      source.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

const sheetRows = (file: Buffer) => {
  const book = XLSX.read(file, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    defval: '',
  });
};

describe.each(LISTS)('$list', (list) => {
  it('an import with the column stores each row’s value; the same file again changes nothing', async () => {
    const file = fileOf(list, [4, '', '+12']);
    const first = await upload(list, file, 'invitados.csv');
    expect(first.status).toBe(200);
    expect(first.body.results).toMatchObject({ imported: 3, updated: 0, errors: [] });
    expect(sorted(await list.stored())).toEqual([
      ['Ana Peña', 4],
      ['Eva Núñez', 12],
      ['Luis Gómez', undefined],
    ]);

    const before = await list.snapshot();
    const again = await upload(list, file, 'invitados.csv');
    expect(again.status).toBe(200);
    expect(again.body.results).toMatchObject({ imported: 0, updated: 0, unchanged: 3, errors: [] });
    expect(await list.snapshot()).toEqual(before);
  });

  it('a blank cell keeps the stored value; another value replaces it', async () => {
    await upload(list, fileOf(list, [4, 5, 6]), 'invitados.csv');
    const res = await upload(list, fileOf(list, ['', 5, 7]), 'invitados.csv');
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1, unchanged: 2, errors: [] });
    expect(res.body.results.rows.updated).toEqual([{ row: 4, name: 'Eva Núñez' }]);
    expect(sorted(await list.stored())).toEqual([
      ['Ana Peña', 4],
      ['Eva Núñez', 7],
      ['Luis Gómez', 5],
    ]);
  });

  it("a value the field's rule refuses is the row's error, with the field's message; the row is not written", async () => {
    const res = await upload(list, fileOf(list, [0, 'abc', 200]), 'invitados.csv');
    expect(res.status).toBe(200);
    expect(res.body.results.errors).toEqual([
      `Row 2: ${TABLE.message} (got "0")`,
      `Row 3: ${TABLE.message} (got "abc")`,
    ]);
    expect(res.body.results.imported).toBe(1);
    expect(await list.stored()).toEqual([['Eva Núñez', 200]]);
  });

  it('the .xlsx export carries the column, and imports back to the same data', async () => {
    await upload(list, fileOf(list, [4, '', 12]), 'invitados.csv');
    const stored = sorted(await list.stored());
    const backup = await download(list, 'xlsx');
    const [header, ...rows] = sheetRows(backup);
    expect(header!.at(-1)).toBe(TABLE.header);
    expect(sorted(rows.map((row) => [row[0], row.at(-1)]))).toEqual([
      ['Ana Peña', 4],
      ['Eva Núñez', 12],
      ['Luis Gómez', ''],
    ]);

    await list.empty();
    const restored = await upload(list, backup, 'backup.xlsx');
    expect(restored.body.results).toMatchObject({ imported: 3, errors: [] });
    expect(sorted(await list.stored())).toEqual(stored);
    const again = await upload(list, backup, 'backup.xlsx');
    expect(again.body.results).toMatchObject({ imported: 0, updated: 0, unchanged: 3, errors: [] });
  });
});

describe('the CSV exports', () => {
  it("the invitation list's keeps the spec's nine columns", async () => {
    const [list] = LISTS;
    await upload(list, fileOf(list, [4]), 'invitados.csv');
    const text = (await download(list, 'csv')).toString('utf8');
    expect(text.split(/\r?\n/)[0]).toBe(`\uFEFF${CSV_EXPORT_COLUMNS.join(',')}`);
  });

  it("the phone guests' carries the column, and imports back to the same data", async () => {
    const [, list] = LISTS;
    await upload(list, fileOf(list, [4, '', 12]), 'invitados.csv');
    const stored = sorted(await list.stored());
    const backup = await download(list, 'csv');
    expect(backup.toString('utf8').split(/\r?\n/)[0]!.endsWith(`,${TABLE.header}`)).toBe(true);
    await list.empty();
    const restored = await upload(list, backup, 'backup.csv');
    expect(restored.body.results).toMatchObject({ imported: 3, errors: [] });
    expect(sorted(await list.stored())).toEqual(stored);
  });
});

describe('the bulk replace', () => {
  it('writes each row’s value', async () => {
    const [list] = LISTS;
    const res = await agent
      .post(`${list.base}/bulk-replace`)
      .set('Origin', ORIGIN)
      .attach('file', fileOf(list, [4, '', 12]), 'invitados.csv');
    expect(res.status).toBe(200);
    expect(sorted(await list.stored())).toEqual([
      ['Ana Peña', 4],
      ['Eva Núñez', 12],
      ['Luis Gómez', undefined],
    ]);
  });
});
