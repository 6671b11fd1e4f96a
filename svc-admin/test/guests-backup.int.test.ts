// Issue 15 item 4, "a backup that restores": the .xlsx export (Export ▸ Excel) imported into an empty list
// recreates every guest with every field, its RSVP's notes included, and imported over the same list
// changes nothing; a status it restores is audited as every import's (an added guest has no history, a
// changed one gets one record). The CSV (the spec's nine columns) through the bulk replace keeps those
// nine, formula-like names exactly.
import { CSV_EXPORT_COLUMNS } from '@wedding/shared-contracts';
import { GuestStatusChangeModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { parseString } from 'fast-csv';
import * as XLSX from 'xlsx';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const EXPORT = '/api/admin/guests/export';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([
    clearUsers(),
    UnifiedGuestModel.deleteMany({}),
    RsvpModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

async function download(format: 'csv' | 'xlsx'): Promise<Buffer> {
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

const upload = (path: string, file: Buffer, name: string) =>
  agent.post(path).set('Origin', ORIGIN).attach('file', file, name);

const parseCsv = (text: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });

/** Every field of a guest the backup keeps. */
const GUEST_FIELDS = [
  'name',
  'email',
  'phone',
  'category',
  'maxPeopleAllowed',
  'expectedAttendees',
  'invitationCode',
  'qrCode',
  'notes',
  'invitationStatus',
  'saveTheDateResponse',
  'confirmationStatus',
  'confirmedPeople',
  'confirmationDate',
  'createdAt',
  'adminModified',
  'language',
  'tableNumber',
] as const;

/** The list as the backup should restore it, by invitation code (absent fields as null). */
async function snapshot() {
  const guests = await UnifiedGuestModel.collection.find({}).toArray();
  const rsvps = await RsvpModel.collection.find({}).toArray();
  const rsvpOf = new Map(rsvps.map((rsvp) => [String(rsvp.unifiedGuestId), rsvp]));
  return Object.fromEntries(
    guests.map((guest) => {
      const rsvp = rsvpOf.get(String(guest._id));
      const fields = Object.fromEntries(GUEST_FIELDS.map((field) => [field, guest[field] ?? null])) as Record<
        (typeof GUEST_FIELDS)[number],
        unknown
      >;
      return [
        guest.invitationCode as string,
        {
          ...fields,
          rsvp: rsvp
            ? { message: rsvp.message ?? null, dietaryRestrictions: rsvp.dietaryRestrictions ?? null }
            : null,
        },
      ];
    }),
  );
}

/** What the bulk replace keeps of a guest: the spec's nine columns (Created Date: the day). */
async function nineColumns() {
  const guests = await UnifiedGuestModel.collection.find({}).toArray();
  return Object.fromEntries(
    guests.map((guest) => [
      guest.invitationCode as string,
      {
        name: guest.name,
        email: guest.email ?? null,
        phone: guest.phone ?? null,
        category: guest.category ?? null,
        maxPeopleAllowed: guest.maxPeopleAllowed,
        expectedAttendees: guest.expectedAttendees,
        confirmationStatus: guest.confirmationStatus,
        confirmedPeople: guest.confirmedPeople ?? null,
        createdDay: (guest.createdAt as Date).toISOString().slice(0, 10),
      },
    ]),
  );
}

const FORMULA_NAMES = ['=SUM(A1)', '+34 test', '-dash', '@at'];
/** A name that really starts with an apostrophe (then a formula character): kept as typed. */
const APOSTROPHE_NAME = "'=apostrophe";

/**
 * Guests covering every field: added through the guest form (it takes any name), then brought to the
 * states the hosts' edits and the guests' answers leave (written directly: the dates to the millisecond).
 */
async function seedEveryField() {
  const add = async (body: Record<string, unknown>) => {
    const res = await agent.post('/api/admin/guests').set('Origin', ORIGIN).send(body);
    if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
    return res.body.data as { id: string; invitationCode: string };
  };
  const sum = await add({
    name: '=SUM(A1)',
    email: 'suma@example.com',
    phone: '+1 809 555 0101',
    category: 'Amigos Sofía',
    maxPeopleAllowed: 4,
    notes: 'Mesa 4, cerca de la pista',
    // the language of the reminders (issue 16): restored too
    language: 'en',
    tableNumber: 4,
  });
  const plus = await add({
    name: '+34 test',
    phone: '+34 612 34 56 78',
    category: 'Familia Mateo',
    maxPeopleAllowed: 2,
    notes: '-sin notas, +1 si puede',
  });
  const dash = await add({ name: '-dash', category: 'Padres Novio', notes: '@mención =no formula' });
  const at = await add({ name: '@at', email: 'at@example.com', category: 'Padres Novia' });
  const jose = await add({
    name: 'José Núñez Peña',
    email: 'jose@example.com',
    phone: '809-555-0202',
    category: 'Familia Sofía',
    maxPeopleAllowed: 2,
    notes: 'Alérgico al maní; llega tarde',
    language: 'es',
  });
  const apostrophe = await add({ name: APOSTROPHE_NAME, category: 'Amigos Mateo', maxPeopleAllowed: 3 });
  const plain = await add({ name: 'Ana Sin Nada', category: 'Amigos Mateo' });

  const set = (code: string, fields: Record<string, unknown>) =>
    UnifiedGuestModel.collection.updateOne({ invitationCode: code }, { $set: fields });
  await set(sum.invitationCode, {
    invitationStatus: 'responded',
    saveTheDateResponse: 'yes',
    confirmationStatus: 'confirmado',
    confirmedPeople: 3,
    confirmationDate: new Date('2025-06-10T18:30:05.123Z'),
    createdAt: new Date('2025-05-01T08:00:00.007Z'),
  });
  await set(plus.invitationCode, {
    invitationStatus: 'opened',
    saveTheDateResponse: 'no',
    confirmationStatus: 'rechazado',
    confirmedPeople: 0,
    confirmationDate: new Date('2025-06-11T09:15:00.999Z'),
    createdAt: new Date('2025-05-02T23:59:59.001Z'),
  });
  await set(dash.invitationCode, {
    invitationStatus: 'sent',
    createdAt: new Date('2025-05-03T12:00:00.500Z'),
  });
  await set(jose.invitationCode, {
    invitationStatus: 'responded',
    saveTheDateResponse: 'yes',
    confirmationStatus: 'confirmado',
    confirmedPeople: 2,
    confirmationDate: new Date('2025-06-12T00:00:00.000Z'),
    adminModified: 3,
    createdAt: new Date('2025-04-30T07:07:07.070Z'),
  });
  await set(apostrophe.invitationCode, {
    confirmationStatus: 'confirmado',
    confirmedPeople: 1,
    confirmationDate: new Date('2025-06-13T13:13:13.013Z'),
    adminModified: 1,
  });
  // the e-mail answers' notes (rsvps, tied by unifiedGuestId); one with a message alone
  await RsvpModel.create([
    {
      unifiedGuestId: sum.id,
      name: '=SUM(A1)',
      email: 'suma.rsvp@example.com',
      attending: true,
      guestCount: 3,
      message: '=¡Felicidades! -con cariño',
      dietaryRestrictions: 'Vegana',
    },
    {
      unifiedGuestId: jose.id,
      name: 'José Núñez Peña',
      attending: true,
      guestCount: 2,
      message: 'Nos vemos allí',
    },
  ]);
  return { sum, plus, dash, at, jose, apostrophe, plain };
}

describe('the .xlsx backup', () => {
  it('has every field after the nine columns, dates to the millisecond, all as text cells', async () => {
    const { sum } = await seedEveryField();
    const book = XLSX.read(await download('xlsx'), { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([
      ...CSV_EXPORT_COLUMNS,
      'Dietary Restrictions',
      'Message',
      'Notes',
      'Invitation Status',
      'Save the Date Response',
      'Confirmation Date',
      'Admin Edits',
      'Created At',
      'Language',
      'Table',
    ]);
    const row = rows.find((line) => line[7] === sum.invitationCode)!;
    expect(row).toEqual([
      '=SUM(A1)',
      'suma@example.com',
      '+1 809 555 0101',
      'Amigos Sofía',
      4,
      'Confirmed',
      3,
      sum.invitationCode,
      '2025-05-01',
      'Vegana',
      '=¡Felicidades! -con cariño',
      'Mesa 4, cerca de la pista',
      'Responded',
      'Yes',
      '2025-06-10T18:30:05.123Z',
      0,
      '2025-05-01T08:00:00.007Z',
      'en',
      4,
    ]);
    // no formula cell, no apostrophe: the words are text cells
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
    expect(rows.map((line) => line[0])).toEqual(expect.arrayContaining([...FORMULA_NAMES, APOSTROPHE_NAME]));
  });

  it('imported into an empty list, recreates every guest with every field; over the same list, changes nothing', async () => {
    await seedEveryField();
    const before = await snapshot();
    expect(Object.keys(before)).toHaveLength(7);
    const backup = await download('xlsx');

    // the list emptied (as a host deleting every guest: their answers go with them)
    await UnifiedGuestModel.deleteMany({});
    await RsvpModel.deleteMany({});
    const restored = await upload('/api/admin/guests/import', backup, 'backup.xlsx');
    expect(restored.status).toBe(200);
    expect(restored.body.results).toEqual({
      imported: 7,
      updated: 0,
      unchanged: 0,
      errors: [],
      totalRows: 7,
      warnings: [],
      notices: [],
      rows: {
        added: expect.arrayContaining([expect.objectContaining({ name: 'José Núñez Peña' })]),
        updated: [],
        refused: [],
        skipped: [],
      },
    });
    expect(restored.body.results.rows.added).toHaveLength(7);
    const after = await snapshot();
    expect(after).toEqual(before);
    // names and notes that start like formulas, exactly
    const names = Object.values(after).map((guest) => guest.name);
    expect(names).toEqual(expect.arrayContaining([...FORMULA_NAMES, APOSTROPHE_NAME]));
    // the RSVPs made again are the guests' answers: their name, attending with the confirmed people
    const rsvps = await RsvpModel.collection.find({}, { sort: { name: 1 } }).toArray();
    expect(
      rsvps.map(({ name, attending, guestCount, email }) => ({ name, attending, guestCount, email })),
    ).toEqual([
      { name: '=SUM(A1)', attending: true, guestCount: 3, email: undefined },
      { name: 'José Núñez Peña', attending: true, guestCount: 2, email: undefined },
    ]);
    // an added guest has no history: no status change invented
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);

    // over the same list: every row matches its guest, none changes it ("updated" counts real changes,
    // issue 36), and nothing is written
    const updatedAt = new Map(
      (await UnifiedGuestModel.collection.find({}).toArray()).map((guest) => [
        guest.invitationCode,
        guest.updatedAt,
      ]),
    );
    const rsvpTimes = rsvps.map((rsvp) => rsvp.updatedAt);
    const again = await upload('/api/admin/guests/import', backup, 'backup.xlsx');
    expect(again.status).toBe(200);
    expect(again.body.results).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 7,
      errors: [],
      totalRows: 7,
      warnings: [],
    });
    const dryRun = await upload('/api/admin/guests/import?dryRun=1', backup, 'backup.xlsx');
    expect(dryRun.body.matches.map((match: { by: string }) => match.by)).toEqual(Array(7).fill('code'));
    expect(await snapshot()).toEqual(before);
    const guestsNow = await UnifiedGuestModel.collection.find({}).toArray();
    expect(new Map(guestsNow.map((guest) => [guest.invitationCode, guest.updatedAt]))).toEqual(updatedAt);
    expect(
      (await RsvpModel.collection.find({}, { sort: { name: 1 } }).toArray()).map((r) => r.updatedAt),
    ).toEqual(rsvpTimes);
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);
  });

  it('over a list that changed since: restores the backup, a status change audited once, dated as in the file', async () => {
    const { sum, jose } = await seedEveryField();
    const before = await snapshot();
    const backup = await download('xlsx');
    // since the backup: a host reset one guest, another's RSVP note changed, a note was edited
    await UnifiedGuestModel.collection.updateOne(
      { invitationCode: sum.invitationCode },
      { $set: { confirmationStatus: 'pendiente', confirmedPeople: null, confirmationDate: null } },
    );
    await RsvpModel.collection.updateOne({ name: 'José Núñez Peña' }, { $set: { message: 'otro mensaje' } });
    await UnifiedGuestModel.collection.updateOne(
      { invitationCode: jose.invitationCode },
      { $set: { notes: 'cambiada', invitationStatus: 'sent', adminModified: 4 } },
    );

    const times = async () =>
      (await UnifiedGuestModel.collection.find({}).toArray()).map(
        (guest) => [guest.invitationCode as string, (guest.updatedAt as Date).getTime()] as const,
      );
    const earlier = new Map(await times());

    const res = await upload('/api/admin/guests/import', backup, 'backup.xlsx');
    expect(res.status).toBe(200);
    // "updated" counts the guests that changed (issue 36): the two that differed; the rest are unchanged
    expect(res.body.results).toMatchObject({ imported: 0, updated: 2, unchanged: 5, errors: [] });
    expect(await snapshot()).toEqual(before);
    // the two guests that differed were written, no other
    const written = (await times())
      .filter(([code, time]) => earlier.get(code) !== time)
      .map(([code]) => code);
    expect(written.sort()).toEqual([sum.invitationCode, jose.invitationCode].sort());
    const changes = await GuestStatusChangeModel.collection.find({}).toArray();
    expect(changes.map(({ oldStatus, newStatus }) => ({ oldStatus, newStatus }))).toEqual([
      { oldStatus: 'pendiente', newStatus: 'confirmado' },
    ]);
  });

  it("a workbook's text cell keeps a leading apostrophe the guest typed; a CSV's is our export's and goes", async () => {
    const header = ['Name', 'Invitation Code'];
    const xlsx = XLSX.utils.aoa_to_sheet([header, ["'=typed", 'APOS-1'], ["'plain", 'APOS-2']]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, xlsx, 'Guests');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect((await upload('/api/admin/guests/import', file, 'a.xlsx')).body.results).toMatchObject({
      imported: 2,
      errors: [],
    });
    const csv = Buffer.from("Name,Invitation Code\n'=text,APOS-3\n'plain,APOS-4\n=1+1,APOS-5\n");
    const res = await upload('/api/admin/guests/import', csv, 'a.csv');
    expect(res.body.results).toMatchObject({ imported: 2 });
    // a CSV cell starting like a formula without the apostrophe is still refused
    expect(res.body.results.errors).toEqual([
      'Row 4: the Name cell "=1+1" looks like a formula; formulas are not accepted',
    ]);
    const names = await UnifiedGuestModel.collection.find({}, { sort: { invitationCode: 1 } }).toArray();
    expect(names.map((guest) => guest.name)).toEqual(["'=typed", "'plain", '=text', "'plain"]);
  });
});

describe('the CSV through the bulk replace', () => {
  it('says that a replace keeps no RSVP notes when the file has some (it deletes every RSVP)', async () => {
    const csv = Buffer.from('Name,Invitation Code,Message\nAna,R-1,¡Felicidades!\n');
    const res = await upload('/api/admin/guests/validate-csv', csv, 'notes.csv');
    expect(res.status).toBe(200);
    expect(res.body.validation).toMatchObject({ isValid: true, validRows: 1 });
    expect(res.body.validation.warnings).toEqual([
      'The file has no tipo_invitado (category) column',
      'The Dietary Restrictions and Message columns are not kept by a replace (it deletes every RSVP); import the file instead to restore them',
    ]);
  });

  it("keeps the spec's nine columns, formula-like names exactly; the notes and dates it does not carry", async () => {
    await seedEveryField();
    const before = await nineColumns();
    const csv = await download('csv');
    const cells = (await parseCsv(csv.subarray(3).toString('utf8'))).flat();
    // neutralised in the file: one apostrophe more before each
    for (const name of [...FORMULA_NAMES, APOSTROPHE_NAME]) expect(cells).toContain(`'${name}`);

    const validation = await upload('/api/admin/guests/validate-csv', csv, 'backup.csv');
    expect(validation.status).toBe(200);
    expect(validation.body.validation).toMatchObject({ isValid: true, validRows: 7, errors: [] });
    const replaced = await upload('/api/admin/guests/bulk-replace', csv, 'backup.csv');
    expect(replaced.status).toBe(200);
    expect(replaced.body.results.totalGuestsImported).toBe(7);

    expect(await nineColumns()).toEqual(before);
    const names = (await UnifiedGuestModel.collection.find({}).toArray()).map((guest) => guest.name);
    expect(names).toEqual(expect.arrayContaining([...FORMULA_NAMES, APOSTROPHE_NAME]));
    // the same file again: the nine columns read back identically
    expect((await download('csv')).equals(csv)).toBe(true);
    // what the CSV does not carry: notes, the RSVPs (a replace deletes them), the exact times
    expect(await UnifiedGuestModel.collection.countDocuments({ notes: { $exists: true } })).toBe(0);
    expect(await RsvpModel.countDocuments()).toBe(0);
  });
});
