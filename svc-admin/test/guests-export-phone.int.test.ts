// The guest export writes phones the way the admin screens show them (international format,
// '+1 809 555 2033'), and the product's own import, its .xlsx twin and the CSV bulk replace read that
// back to the E.164 that was stored. A stored phone that is not E.164 is exported exactly as stored.
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { parseString } from 'fast-csv';
import mongoose from 'mongoose';
import * as XLSX from 'xlsx';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { GUEST_LIST_STATE_COLLECTION } from '../src/modules/guests/guest-list-lock';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const EXPORT = '/api/admin/guests/export';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

/** Stored E.164 → what the export (and the admin screens) show. */
const PHONES = {
  DO: ['+18095552033', '+1 809 555 2033'],
  ES: ['+34612345678', '+34 612 34 56 78'],
  AR: ['+5491123456789', '+54 9 11 2345 6789'],
  GB: ['+447911123456', '+44 7911 123456'],
} as const;

beforeEach(async () => {
  await Promise.all([
    clearUsers(),
    UnifiedGuestModel.deleteMany({}),
    mongoose.connection.db!.collection(GUEST_LIST_STATE_COLLECTION).deleteMany({}),
  ]);
  // an admin: the import and the bulk replace are refused to moderators (access-matrix.int.test.ts)
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

async function seed() {
  await UnifiedGuestModel.create([
    ...Object.entries(PHONES).map(([country, [e164]], i) => ({
      name: `Invitado ${country}`,
      phone: e164,
      category: 'Amigos Sofía',
      maxPeopleAllowed: 2,
      expectedAttendees: 2,
      invitationCode: `TEL-${country}`,
      createdAt: new Date(Date.UTC(2025, 5, i + 1)),
    })),
    {
      name: 'Sin Teléfono',
      category: 'Amigos Sofía',
      maxPeopleAllowed: 1,
      expectedAttendees: 1,
      invitationCode: 'TEL-NONE',
    },
  ]);
}

/** Invitation code → stored phone, for the seeded codes. */
async function storedPhones(): Promise<Record<string, string | null>> {
  const guests = await UnifiedGuestModel.find({ invitationCode: /^TEL-/ }).lean();
  return Object.fromEntries(guests.map((guest) => [guest.invitationCode, guest.phone ?? null]));
}

const EXPECTED_STORED = {
  ...Object.fromEntries(Object.entries(PHONES).map(([country, [e164]]) => [`TEL-${country}`, e164])),
  'TEL-NONE': null,
};

async function download(format: 'csv' | 'xlsx') {
  const res = await agent
    .get(`${EXPORT}?format=${format}`)
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

const parseCsv = (text: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });

/** Invitation code → the Phone cell, from an exported sheet (header row first). */
function phoneCells(rows: string[][]): Record<string, string> {
  const [header, ...data] = rows;
  const phone = header!.indexOf('Phone');
  const code = header!.indexOf('Invitation Code');
  expect(phone).toBeGreaterThanOrEqual(0);
  return Object.fromEntries(data.map((row) => [row[code]!, row[phone] ?? '']));
}

const upload = (path: string, file: Buffer, name: string) =>
  agent.post(path).set('Origin', ORIGIN).attach('file', file, name);

describe('guest export: phone column', () => {
  it('CSV: international format (neutralised against formulas), and the import stores the E.164 again', async () => {
    await seed();
    const csv = await download('csv');
    expect(phoneCells(await parseCsv(csv.subarray(3).toString('utf8')))).toEqual({
      ...Object.fromEntries(
        Object.entries(PHONES).map(([country, [, shown]]) => [`TEL-${country}`, `'${shown}`]),
      ),
      'TEL-NONE': '',
    });

    // an empty list: every guest and phone below comes from the exported file alone
    await UnifiedGuestModel.deleteMany({});
    const res = await upload('/api/admin/guests/import', csv, 'wedding_guests.csv');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 5, updated: 0, errors: [] });
    expect(await storedPhones()).toEqual(EXPECTED_STORED);
  });

  it('xlsx: international format as text, and the import stores the E.164 again', async () => {
    await seed();
    const xlsx = await download('xlsx');
    const book = XLSX.read(xlsx, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true, defval: '' });
    expect(phoneCells(rows)).toEqual({
      ...Object.fromEntries(Object.entries(PHONES).map(([country, [, shown]]) => [`TEL-${country}`, shown])),
      'TEL-NONE': '',
    });

    await UnifiedGuestModel.deleteMany({});
    const res = await upload('/api/admin/guests/import', xlsx, 'wedding_guests.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 5, updated: 0, errors: [] });
    expect(await storedPhones()).toEqual(EXPECTED_STORED);
  });

  it('CSV bulk replace of the exported file: validates cleanly and stores the E.164 again', async () => {
    await seed();
    const csv = await download('csv');
    const validation = await upload('/api/admin/guests/validate-csv', csv, 'wedding_guests.csv');
    expect(validation.status).toBe(200);
    expect(validation.body.validation).toMatchObject({ isValid: true, validRows: 5, errors: [] });

    await UnifiedGuestModel.updateMany({}, { $set: { phone: '+18095550000' } });
    const res = await upload('/api/admin/guests/bulk-replace', csv, 'wedding_guests.csv');
    expect(res.status).toBe(200);
    expect(await UnifiedGuestModel.countDocuments()).toBe(5);
    expect(await storedPhones()).toEqual(EXPECTED_STORED);
  });

  it('exports a stored phone that is not E.164 exactly as stored', async () => {
    // written around the model, as an older import might have left it
    await UnifiedGuestModel.collection.insertMany([
      {
        name: 'Antiguo',
        phone: '809-555',
        invitationCode: 'OLD-1',
        expectedAttendees: 1,
        createdAt: new Date(),
      },
      {
        name: 'Corto',
        phone: '+1809555',
        invitationCode: 'OLD-2',
        expectedAttendees: 1,
        createdAt: new Date(),
      },
    ]);
    const rows = await parseCsv((await download('csv')).subarray(3).toString('utf8'));
    expect(phoneCells(rows)).toEqual({ 'OLD-1': '809-555', 'OLD-2': "'+1809555" });
  });
});
