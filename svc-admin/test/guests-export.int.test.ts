// GET /api/admin/guests/export: the spec's columns, UTF-8 with BOM, formulas neutralised, dated file
// name, "No data to export" for an empty list, an .xlsx twin, and a round trip through the import.
import { CSV_EXPORT_COLUMNS, exportFileName } from '@wedding/shared-contracts';
import { UnifiedGuestModel } from '@wedding/shared-contracts/node';
import type { Express } from 'express';
import { parseString } from 'fast-csv';
import * as XLSX from 'xlsx';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/workbook-worker';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const EXPORT = '/api/admin/guests/export';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([clearUsers(), UnifiedGuestModel.deleteMany({})]);
  // an admin: the round trip goes through the import, refused to moderators (access-matrix.int.test.ts)
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

async function download(format?: string) {
  const res = await agent
    .get(format ? `${EXPORT}?format=${format}` : EXPORT)
    .buffer(true)
    .parse((stream, done) => {
      // the raw bytes (the BOM included), whatever the content type
      const chunks: Buffer[] = [];
      const source = stream as unknown as NodeJS.ReadableStream;
      source.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      source.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { res, body: res.body as Buffer };
}

const parseCsv = (text: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });

async function seed() {
  await UnifiedGuestModel.create([
    {
      name: 'José Núñez Peña',
      email: 'jose@example.com',
      phone: '+18095550101',
      category: 'Amigos Sofía',
      maxPeopleAllowed: 3,
      expectedAttendees: 3,
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
      invitationCode: 'JNP',
      createdAt: new Date('2025-06-01T10:00:00Z'),
    },
    {
      name: '=HYPERLINK("http://evil.example","clic")',
      notes: 'x',
      category: '@SUM(A1)',
      invitationCode: 'EVIL',
      createdAt: new Date('2025-06-02T10:00:00Z'),
    },
    {
      name: '-2+3',
      email: '',
      category: 'Padres Novio',
      invitationCode: 'MINUS',
      createdAt: new Date('2025-06-03T10:00:00Z'),
    },
  ]);
  // written around the model (which trims): leading tab and carriage return
  await UnifiedGuestModel.collection.insertOne({
    name: '\tTab',
    category: '\rCR',
    invitationCode: 'TAB',
    expectedAttendees: 1,
    confirmationStatus: 'pendiente',
    createdAt: new Date('2025-06-04T10:00:00Z'),
  });
}

describe('CSV export', () => {
  it('answers "No data to export" for an empty list', async () => {
    const res = await agent.get(EXPORT);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No data to export' });
  });

  it('downloads the spec columns as UTF-8 with BOM, named wedding_guests_{date}.csv, formulas neutralised', async () => {
    await seed();
    const { res, body } = await download();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName()}"`);
    expect(exportFileName()).toMatch(/^wedding_guests_\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = await parseCsv(body.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([...CSV_EXPORT_COLUMNS]);
    // stored order: compared by invitation code
    const byCode = (a: string[], b: string[]) => a[7]!.localeCompare(b[7]!);
    expect(rows.slice(1).sort(byCode)).toEqual(
      [
        [
          'José Núñez Peña',
          'jose@example.com',
          "'+18095550101",
          'Amigos Sofía',
          '3',
          'Confirmed',
          '2',
          'JNP',
          '2025-06-01',
        ],
        [
          '\'=HYPERLINK("http://evil.example","clic")',
          '',
          '',
          "'@SUM(A1)",
          '1',
          'Pending',
          '',
          'EVIL',
          '2025-06-02',
        ],
        ["'-2+3", '', '', 'Padres Novio', '1', 'Pending', '', 'MINUS', '2025-06-03'],
        ["'\tTab", '', '', "'\rCR", '1', 'Pending', '', 'TAB', '2025-06-04'],
      ].sort(byCode),
    );
  });

  it('round trip: the exported file imports back onto the same guests (update by code, no new guest)', async () => {
    await seed();
    const { body } = await download();
    const res = await agent
      .post('/api/admin/guests/import')
      .set('Origin', ORIGIN)
      .attach('file', body, exportFileName());
    expect(res.status).toBe(200);
    // the formula-looking names are refused on the way back in; the others update their guest
    expect(res.body.results).toMatchObject({ imported: 0, updated: 2, totalRows: 4 });
    const errors = res.body.results.errors.map((message: string) => message.replace(/^Row \d+: /, ''));
    expect(errors.sort()).toEqual([
      expect.stringMatching(/^the nombre cell "-2\+3" looks like a formula/),
      expect.stringMatching(/^the nombre cell "=HYPERLINK/),
      expect.stringMatching(/^the tipo_invitado cell "@SUM\(A1\)"/),
    ]);
    expect(await UnifiedGuestModel.countDocuments()).toBe(4);
    expect(await UnifiedGuestModel.findOne({ invitationCode: 'JNP' }).lean()).toMatchObject({
      name: 'José Núñez Peña',
      phone: '+18095550101',
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
  });

  it('exports 2,000 guests completely (streamed)', async () => {
    await UnifiedGuestModel.collection.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        name: `Guest ${i}`,
        invitationCode: `C${i}`,
        expectedAttendees: 1,
        confirmationStatus: 'pendiente',
        createdAt: new Date(),
      })),
    );
    const { body } = await download();
    const rows = await parseCsv(body.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(2001);
    expect(new Set(rows.slice(1).map((row) => row[7])).size).toBe(2000);
  });
});

describe('xlsx export', () => {
  it('downloads a workbook with the same columns; text cells stay text', async () => {
    await seed();
    const { res, body } = await download('xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName().replace('.csv', '.xlsx')}"`,
    );
    const book = XLSX.read(body, { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(rows[0]).toEqual([...CSV_EXPORT_COLUMNS]);
    expect(rows.find((line) => line[7] === 'EVIL')![0]).toBe('=HYPERLINK("http://evil.example","clic")');
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
  });

  it('refuses an unknown format', async () => {
    expect((await agent.get(`${EXPORT}?format=pdf`)).status).toBe(400);
  });
});
