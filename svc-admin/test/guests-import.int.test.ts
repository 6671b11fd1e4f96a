// POST /api/admin/guests/import, /validate-csv, /bulk-replace with good and hostile files: every refusal is
// a clear 400/413 and leaves the database exactly as it was.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GuestStatusChangeModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import * as XLSX from 'xlsx';
import { aGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { GUEST_LIST_STATE_COLLECTION, REPLACE_LOCK_ID } from '../src/modules/guests/guest-list-lock';
import {
  csvFile,
  guestDataSnapshot,
  guestRows,
  IMPORT_HEADER,
  seedGuestList,
  statusChangeOwners,
  xlsxFile,
} from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const IMPORT = '/api/admin/guests/import';
const VALIDATE = '/api/admin/guests/validate-csv';
const REPLACE = '/api/admin/guests/bulk-replace';

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([
    clearUsers(),
    UnifiedGuestModel.deleteMany({}),
    RsvpModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
    mongoose.connection.db!.collection(GUEST_LIST_STATE_COLLECTION).deleteMany({}),
  ]);
  // an admin: importing and the bulk replace are refused to moderators (access-matrix.int.test.ts)
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
  await seedGuestList();
});

const upload = (path: string, file: Buffer, name: string, field = 'file') =>
  agent.post(path).set('Origin', ORIGIN).attach(field, file, name);

const accents: (string | number)[][] = [
  IMPORT_HEADER,
  ['José Núñez Peña', 'Amigos Sofía', 2, 'JNP', 'jose@example.com', '+1 809 555 0101', 'Mesa 4; cerca'],
  ['Begoña Ibáñez', 'familia mateo', 0, '', '', '', ''],
];

describe('import', () => {
  it('refuses bracketed field names before they build anything (multer field-name DoS advisories)', async () => {
    for (const field of ['items[4294967294]', 'a[b][c]']) {
      const started = Date.now();
      const res = await agent
        .post(IMPORT)
        .set('Origin', ORIGIN)
        .field(field, 'x')
        .attach('file', csvFile(accents), 'invitados.csv');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'The upload has a field name with brackets. Send only the file.' });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    expect(await UnifiedGuestModel.countDocuments({ invitationCode: 'JNP' })).toBe(0);
  });

  it('imports a .csv with BOM, semicolons and accents: adds new guests, updates by code, generates codes', async () => {
    const file = csvFile(
      [...accents, ['Ana Vieja (actualizada)', 'Padres Novia', 2, 'OLD-1', 'ana@example.com', '', '']],
      { separator: ';', bom: true },
    );
    const res = await upload(IMPORT, file, 'invitados.csv');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: {
        imported: 2,
        updated: 1,
        errors: [],
        totalRows: 3,
        warnings: [],
        // every row named by what became of it (issue 36 item 2)
        unchanged: 0,
        rows: {
          added: [
            { row: 2, name: 'José Núñez Peña' },
            { row: 3, name: 'Begoña Ibáñez' },
          ],
          updated: [{ row: 4, name: 'Ana Vieja (actualizada)' }],
          refused: [],
          skipped: [],
        },
        notices: [],
      },
    });
    const jose = await UnifiedGuestModel.findOne({ invitationCode: 'JNP' }).lean();
    expect(jose).toMatchObject({
      name: 'José Núñez Peña',
      category: 'Amigos Sofía',
      maxPeopleAllowed: 3,
      expectedAttendees: 3,
      phone: '+18095550101',
      notes: 'Mesa 4; cerca',
      qrCode: `${ORIGIN}/invitation/JNP`,
      confirmationStatus: 'pendiente',
      adminModified: 0,
    });
    const begona = await UnifiedGuestModel.findOne({ name: 'Begoña Ibáñez' }).lean();
    expect(begona).toMatchObject({ category: 'Familia Mateo', maxPeopleAllowed: 1 });
    expect(begona!.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    const ana = await UnifiedGuestModel.findOne({ invitationCode: 'OLD-1' }).lean();
    // updated by code; the status and answers it had are kept
    expect(ana).toMatchObject({
      name: 'Ana Vieja (actualizada)',
      maxPeopleAllowed: 3,
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
    expect(await UnifiedGuestModel.countDocuments()).toBe(5);
  });

  it('imports a real .xlsx the same way', async () => {
    const res = await upload(IMPORT, xlsxFile(accents), 'invitados.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      imported: 2,
      updated: 0,
      errors: [],
      totalRows: 2,
      warnings: [],
      unchanged: 0,
      rows: {
        added: [
          { row: 2, name: 'José Núñez Peña' },
          { row: 3, name: 'Begoña Ibáñez' },
        ],
        updated: [],
        refused: [],
        skipped: [],
      },
      notices: [],
    });
    expect(await UnifiedGuestModel.findOne({ invitationCode: 'JNP' }).lean()).toMatchObject({
      name: 'José Núñez Peña',
      maxPeopleAllowed: 3,
    });
  });

  it('imports the good rows and names each bad row with its reason', async () => {
    const file = csvFile([
      IMPORT_HEADER,
      ['Bien', 'Amigos Mateo', 1, 'OK-1', '', '', ''],
      ['', 'Amigos Mateo', 1, 'NO-NAME', '', '', ''],
      ['Mal Correo', 'Amigos Mateo', 1, 'BAD-MAIL', 'x@', '', ''],
    ]);
    const res = await upload(IMPORT, file, 'invitados.csv');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      imported: 1,
      updated: 0,
      errors: ['Row 3: the name (nombre) is empty', 'Row 4: "x@" is not a valid email address'],
      totalRows: 3,
      warnings: [],
      unchanged: 0,
      rows: {
        added: [{ row: 2, name: 'Bien' }],
        updated: [],
        refused: [
          { row: 3, name: '' },
          { row: 4, name: 'Mal Correo' },
        ],
        skipped: [],
      },
      notices: [],
    });
  });

  it('records a status change brought by a file', async () => {
    const file = csvFile([
      ['Name', 'Guest Group', 'Expected Attendees', 'Confirmation Status', 'Invitation Code'],
      ['Luis Viejo', 'Padres Novio', 2, 'Declined', 'OLD-2'],
    ]);
    expect((await upload(IMPORT, file, 'export.csv')).body.results).toMatchObject({ updated: 1 });
    const luis = await UnifiedGuestModel.findOne({ invitationCode: 'OLD-2' }).lean();
    expect(luis).toMatchObject({ confirmationStatus: 'rechazado' });
    expect(await GuestStatusChangeModel.countDocuments({ guestId: luis!._id, newStatus: 'rechazado' })).toBe(
      1,
    );
  });
});

describe('the sample files shipped in docs/samples', () => {
  it.each(['guests-sample.csv', 'guests-sample.xlsx'])('%s validates and imports cleanly', async (name) => {
    const file = readFileSync(path.join(__dirname, '../../docs/samples', name));
    if (name.endsWith('.csv')) {
      const validation = (await upload(VALIDATE, file, name)).body.validation;
      expect(validation).toMatchObject({
        isValid: true,
        validRows: 6,
        expectedTotalAttendees: 16,
        errors: [],
        warnings: [],
      });
    }
    const res = await upload(IMPORT, file, name);
    expect(res.body).toEqual({
      results: expect.objectContaining({
        imported: 6,
        updated: 0,
        errors: [],
        totalRows: 6,
        warnings: [],
        unchanged: 0,
        notices: [],
      }),
    });
    expect(res.body.results.rows.added).toHaveLength(6);
    expect(await UnifiedGuestModel.findOne({ invitationCode: 'JOSE-ALVAREZ' }).lean()).toMatchObject({
      name: 'José Álvarez',
      category: 'Familia Mateo',
      maxPeopleAllowed: 4,
      phone: '+18095550102',
    });
  });
});

describe('validate-csv', () => {
  it('answers the validation object and writes nothing', async () => {
    const before = await guestDataSnapshot();
    const file = csvFile([
      ...accents,
      ['Los Pérez', 'Vecinos', 4, 'PEREZ', '', '', ''],
      ['Primos', 'Amigos Sofía', 1, 'P1', '', '', ''],
      ['Primas', 'Amigos Sofía', 0, 'P2', '', '', ''],
      ['Tíos', 'Padres Novio', 1, 'P3', '', '', ''],
    ]);
    const res = await upload(VALIDATE, file, 'lista.csv');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      validation: {
        isValid: true,
        validRows: 6,
        expectedTotalAttendees: 3 + 1 + 5 + 2 + 1 + 2,
        errors: [],
        warnings: ['Row 4: category "Vecinos" is not one of the six guest categories (kept as written)'],
        categoryBreakdown: {
          'Amigos Sofía': { invitations: 3, people: 6 },
          'Familia Mateo': { invitations: 1, people: 1 },
          Vecinos: { invitations: 1, people: 5 },
          'Padres Novio': { invitations: 1, people: 2 },
        },
        sampleData: [
          {
            nombre: 'José Núñez Peña',
            tipo_invitado: 'Amigos Sofía',
            acompanantes: 2,
            expectedAttendees: 3,
            codigo_unico: 'JNP',
          },
          {
            nombre: 'Begoña Ibáñez',
            tipo_invitado: 'Familia Mateo',
            acompanantes: 0,
            expectedAttendees: 1,
            codigo_unico: '',
          },
          {
            nombre: 'Los Pérez',
            tipo_invitado: 'Vecinos',
            acompanantes: 4,
            expectedAttendees: 5,
            codigo_unico: 'PEREZ',
          },
          {
            nombre: 'Primos',
            tipo_invitado: 'Amigos Sofía',
            acompanantes: 1,
            expectedAttendees: 2,
            codigo_unico: 'P1',
          },
          {
            nombre: 'Primas',
            tipo_invitado: 'Amigos Sofía',
            acompanantes: 0,
            expectedAttendees: 1,
            codigo_unico: 'P2',
          },
        ],
      },
    });
    expect(await guestDataSnapshot()).toEqual(before);
  });

  it('reports errors as invalid (and still writes nothing)', async () => {
    const before = await guestDataSnapshot();
    const res = await upload(
      VALIDATE,
      csvFile([IMPORT_HEADER, ['Ana', 'Amigos Mateo', 'x', 'A', '', '', '']]),
      'l.csv',
    );
    expect(res.status).toBe(200);
    expect(res.body.validation).toMatchObject({
      isValid: false,
      validRows: 0,
      errors: ['Row 2: acompanantes must be a whole number from 0 to 9 (got "x")'],
    });
    expect(await guestDataSnapshot()).toEqual(before);
  });
});

describe('bulk replace', () => {
  it('replaces every guest, RSVP and guest status change with the file’s guests, and leaves phone guests alone', async () => {
    const res = await upload(REPLACE, csvFile(accents, { separator: ';', bom: true }), 'nueva-lista.csv');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Guests replaced successfully',
      results: { totalGuestsImported: 2, totalExpectedAttendees: 4 },
    });
    const guests = await UnifiedGuestModel.find({}).sort({ name: 1 }).lean();
    expect(guests.map((guest) => guest.name)).toEqual(['Begoña Ibáñez', 'José Núñez Peña']);
    expect(await RsvpModel.countDocuments()).toBe(0);
    // the old guests' status changes went with them; the phone guest (not on the list) keeps its own
    expect(await statusChangeOwners()).toEqual(['phone guest']);
    // the swapped-in collection keeps the unique code index
    await expect(UnifiedGuestModel.create(aGuest({ invitationCode: 'JNP' }))).rejects.toMatchObject({
      code: 11000,
    });
    const names = (await mongoose.connection.db!.listCollections().toArray()).map((item) => item.name);
    expect(names.filter((name) => name.startsWith('unified_guests'))).toEqual(['unified_guests']);
  });

  it('accepts only .csv', async () => {
    const before = await guestDataSnapshot();
    const res = await upload(REPLACE, xlsxFile(accents), 'lista.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Only .csv files are accepted here (got ".xlsx").');
    expect(await guestDataSnapshot()).toEqual(before);
  });

  it('changes nothing for a file with an error, and answers the validation', async () => {
    const before = await guestDataSnapshot();
    const res = await upload(
      REPLACE,
      csvFile([...accents, ['', 'Amigos Mateo', 1, 'X', '', '', '']]),
      'l.csv',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'The file has 1 error; nothing was changed. First: Row 4: the name (nombre) is empty',
    );
    expect(res.body.details.validation).toMatchObject({ isValid: false, validRows: 2 });
    expect(await guestDataSnapshot()).toEqual(before);
  });

  it('answers 409 while another replace holds the lock, and takes over a lock that expired', async () => {
    const state = mongoose.connection.db!.collection<{ _id: string; expiresAt: Date; owner: string }>(
      GUEST_LIST_STATE_COLLECTION,
    );
    await state.insertOne({
      _id: REPLACE_LOCK_ID,
      owner: 'someone',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const before = await guestDataSnapshot();
    const busy = await upload(REPLACE, csvFile(accents), 'l.csv');
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe(
      'The guest list is being replaced right now. Wait a few seconds for it to finish, then try again.',
    );
    // the other writes wait too
    expect((await upload(IMPORT, csvFile(accents), 'l.csv')).status).toBe(409);
    expect(
      (
        await agent
          .post('/api/admin/guests')
          .set('Origin', ORIGIN)
          .send({ name: 'X', category: 'Padres Novia' })
      ).status,
    ).toBe(409);
    expect(await guestDataSnapshot()).toEqual(before);

    // a replace that crashed stopped renewing its lock: once expired, the next replace goes ahead
    await state.updateOne({ _id: REPLACE_LOCK_ID }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await upload(REPLACE, csvFile(accents), 'l.csv');
    expect(res.status).toBe(200);
    expect(await state.countDocuments({ _id: REPLACE_LOCK_ID })).toBe(0);
  });
});

describe('hostile files: a clear error and an unchanged database', () => {
  const hostile: Array<[string, () => Buffer, string, number, RegExp]> = [
    [
      'a .csv renamed .xlsx',
      () => csvFile(accents),
      'guests.xlsx',
      400,
      /^The file is named \.xlsx but its content is a text \(CSV\) file/,
    ],
    [
      'a zip that is not a workbook',
      () =>
        Buffer.concat([
          Buffer.from('504b0304', 'hex'),
          Buffer.from('holiday/photo-001.jpg'),
          Buffer.alloc(200),
        ]),
      'guests.xlsx',
      400,
      /^The file is a zip archive but not an Excel workbook/,
    ],
    ['an empty file', () => Buffer.alloc(0), 'guests.csv', 400, /^The file is empty\.$/],
    [
      'a file of blank lines',
      () => Buffer.from('\uFEFF\r\n \r\n'),
      'guests.csv',
      400,
      /^The file is empty\.$/,
    ],
    [
      'wrong headers',
      () =>
        csvFile([
          ['invitee', 'table'],
          ['Ana', '4'],
        ]),
      'guests.csv',
      400,
      /^The file's columns were not recognised\. .* Found: invitee, table\.$/,
    ],
    [
      '10,001 rows',
      () => csvFile([IMPORT_HEADER, ...guestRows(10_001)]),
      'guests.csv',
      400,
      /at most 10,000 can be imported at once/,
    ],
    [
      '6 MB',
      () => Buffer.from(`nombre\r\n${'Ana Peña\r\n'.repeat((6 * 1024 * 1024) / 10)}`),
      'guests.csv',
      413,
      /^The file is larger than 5 MB\./,
    ],
    [
      'formula cells (.csv)',
      () =>
        csvFile([
          IMPORT_HEADER,
          ['=HYPERLINK("http://evil.example","Ana")', 'Amigos Mateo', 0, 'F1', '', '', ''],
          ['@SUM(1+1)', 'Amigos Mateo', 0, 'F2', '', '', ''],
        ]),
      'guests.csv',
      400,
      /looks like a formula; formulas are not accepted/,
    ],
    [
      'duplicate codes',
      () =>
        csvFile([
          IMPORT_HEADER,
          ['Ana', 'Amigos Mateo', 0, 'SAME', '', '', ''],
          ['Luis', 'Amigos Mateo', 0, 'SAME', '', '', ''],
        ]),
      'guests.csv',
      400,
      /invitation code "SAME" is repeated in rows 2, 3/,
    ],
  ];

  // the CSV-only calls refuse other extensions up front: for them, the disguise is the other way round
  const csvOnly: typeof hostile = [
    [
      'a workbook renamed .csv',
      () => xlsxFile(accents),
      'guests.csv',
      400,
      /^The file is named \.csv but its content is a zip file/,
    ],
    ['an .xlsx', () => xlsxFile(accents), 'guests.xlsx', 400, /^Only \.csv files are accepted here/],
  ];

  for (const path of [IMPORT, VALIDATE, REPLACE]) {
    it.each(path === IMPORT ? hostile : [...csvOnly, ...hostile.slice(2)])(
      `${path}: %s`,
      async (_label, file, name, status, message) => {
        const before = await guestDataSnapshot();
        const res = await upload(path, file(), name);
        const validation = res.body.validation;
        if (path === VALIDATE && validation) {
          // row problems are the validation's answer (200, isValid false); file problems are 400/413
          expect(validation.isValid).toBe(false);
          expect(validation.errors.join('\n')).toMatch(message);
        } else {
          expect(res.status).toBe(status);
          expect(res.body.error).toMatch(message);
        }
        expect(await guestDataSnapshot()).toEqual(before);
      },
    );
  }

  it('a workbook of 10,001 rows, and one of a million rows (read only up to the cap): 400, nothing written', async () => {
    const before = await guestDataSnapshot();
    const over = await upload(IMPORT, xlsxFile([IMPORT_HEADER, ...guestRows(10_001)]), 'guests.xlsx');
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('The file has 10,001 guest rows; at most 10,000 can be imported at once.');
    // a sheet claiming a huge range: only the first rows are read, and it is refused all the same
    const sheet = XLSX.utils.aoa_to_sheet([IMPORT_HEADER, ...guestRows(10_020)]);
    sheet['!ref'] = 'A1:G1000000';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Invitados');
    const huge = await upload(
      IMPORT,
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
      'guests.xlsx',
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error).toMatch(/at most 10,000 can be imported at once/);
    expect(await guestDataSnapshot()).toEqual(before);
  }, 60_000);

  it('a workbook with formula cells: import refuses those rows and writes nothing', async () => {
    const before = await guestDataSnapshot();
    const file = xlsxFile([IMPORT_HEADER, ['Ana', 'Amigos Mateo', 0, 'F1', '', '', '']], {
      A2: 'CONCAT("A","na")',
    });
    const res = await upload(IMPORT, file, 'guests.xlsx');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Nothing was imported: all 1 rows have problems. First: Row 2: the nombre cell holds a formula; type the value itself instead',
    );
    expect(res.body.details.results.errors).toHaveLength(1);
    expect(await guestDataSnapshot()).toEqual(before);
  });

  it('a file in another form field, two files, or no file: 400 and nothing written', async () => {
    const before = await guestDataSnapshot();
    const wrongField = await upload(IMPORT, csvFile(accents), 'a.csv', 'upload');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('Send the file in the form field "file", one file at a time.');
    const two = await agent
      .post(IMPORT)
      .set('Origin', ORIGIN)
      .attach('file', csvFile(accents), 'a.csv')
      .attach('file', csvFile(accents), 'b.csv');
    expect(two.status).toBe(400);
    const none = await agent.post(IMPORT).set('Origin', ORIGIN).send({});
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Choose a file to upload (form field "file").');
    expect(await guestDataSnapshot()).toEqual(before);
  });

  it('refuses uploads from another site', async () => {
    const res = await agent
      .post(IMPORT)
      .set('Origin', 'https://evil.example')
      .attach('file', csvFile(accents), 'a.csv');
    expect(res.status).toBe(403);
  });
});
