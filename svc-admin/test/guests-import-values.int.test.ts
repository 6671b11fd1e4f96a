// POST /api/admin/guests/import with files made by a real spreadsheet program (svc-admin/test/fixtures,
// see its README): the same guest list as .csv, .xlsx, .xls and .ods, a Windows-1252 CSV with semicolons,
// and an .xlsx whose formulas were saved without their results. Each stored guest is checked field by
// field, and every value not stored as written is in `errors` or `warnings`, naming the spreadsheet's row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const IMPORT = '/api/admin/guests/import';
const VALIDATE = '/api/admin/guests/validate-csv';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([clearUsers(), UnifiedGuestModel.deleteMany({})]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));
const upload = (url: string, name: string) =>
  agent.post(url).set('Origin', ORIGIN).attach('file', fixture(name), name);

/** The stored guests, the fields an import writes, in name order. */
async function storedGuests() {
  const guests = await UnifiedGuestModel.find({}).sort({ name: 1 }).lean();
  return guests.map((guest) => ({
    name: guest.name,
    maxPeopleAllowed: guest.maxPeopleAllowed,
    expectedAttendees: guest.expectedAttendees,
    phone: guest.phone ?? null,
    email: guest.email ?? null,
    notes: guest.notes ?? null,
    category: guest.category ?? null,
    confirmationStatus: guest.confirmationStatus,
    tableNumber: guest.tableNumber ?? null,
  }));
}

const guest = (
  name: string,
  people: number,
  phone: string | null,
  extra: { email?: string; notes?: string; tableNumber?: number } = {},
) => ({
  name,
  maxPeopleAllowed: people,
  expectedAttendees: people,
  phone,
  email: extra.email ?? null,
  notes: extra.notes ?? null,
  category: null,
  confirmationStatus: 'pendiente',
  tableNumber: extra.tableNumber ?? null,
});

const VALUES_GUESTS = [
  // the file's Mesa column is the table number
  guest('Ana Peña Ruiz', 2, '+18095550101', {
    email: 'ana@example.com',
    notes: 'Mesa de la novia',
    tableNumber: 4,
  }),
  guest('Elena Santos', 1, '+18095550103'),
  guest('Irene Mora', 2, '+18095550106'),
  guest('José Martínez', 2, '+18095550107'),
  guest('Lucía', 1, null),
  guest('Luis Gómez', 1, '+18095550102'),
  guest('Mario Soto', 1, '+18095550108'),
  guest('Marta Díaz', 3, '+34612345678'),
  guest('Pedro Núñez', 2, '+34612345679'),
  guest('Tomás Cruz', 1, '+18095550104'),
];

const VALUES_ERRORS = [
  'Row 7: phone "849-555-21000" has more digits than a number of the Dominican Republic; check it (a number of another country needs + and its country code)',
  'Row 9: Nº personas must be a whole number from 1 to 10 (got "2,5")',
  'Row 10: Nº personas must be a whole number from 1 to 10 (got "-1")',
  'Row 12: phone "8.30E+09" was rounded by the spreadsheet (a long number shown in scientific notation keeps only its first digits); format the Teléfono/Celular/WhatsApp column as Text, type the whole number and import the file again',
];

const VALUES_WARNINGS = [
  'Names are the Nombre and Apellidos columns joined ("Ana" + "Peña Ruiz" → "Ana Peña Ruiz")',
  'The file has no tipo_invitado (category) column',
  'Column H has no header; its values were ignored (1 row, first row 14)',
  'Row 6: phone "34 612 345 679" is not a number of the Dominican Republic; it was stored as a number of Spain, +34 612 34 56 79. Check it (written with + and its country code, it gives no warning)',
];

/** Every row of guests-values by what became of it (the import's result names the rows in each group). */
const VALUES_ROWS = {
  added: [
    { row: 3, name: 'Ana Peña Ruiz' },
    { row: 4, name: 'Luis Gómez' },
    { row: 5, name: 'Marta Díaz' },
    { row: 6, name: 'Pedro Núñez' },
    { row: 8, name: 'José Martínez' },
    { row: 11, name: 'Elena Santos' },
    { row: 13, name: 'Tomás Cruz' },
    { row: 14, name: 'Irene Mora' },
    { row: 15, name: 'Mario Soto' },
    { row: 16, name: 'Lucía' },
  ],
  updated: [],
  refused: [
    { row: 7, name: 'Carla Rosario' },
    { row: 9, name: 'Rosa Vidal' },
    { row: 10, name: 'Juan Pérez' },
    { row: 12, name: 'Sofía Reyes' },
  ],
  skipped: [],
};

describe('one guest list from a spreadsheet program, in every format the import takes', () => {
  it.each([
    // the CSV keeps the text "8.095550104E+09"; the workbooks hold the number itself, all its digits
    [
      'guests-values.csv',
      [
        ...VALUES_WARNINGS,
        'Row 13: phone "8.095550104E+09" (scientific notation) was stored as +1 809 555 0104',
      ],
    ],
    ['guests-values.xlsx', VALUES_WARNINGS],
    ['guests-values.xls', VALUES_WARNINGS],
    ['guests-values.ods', VALUES_WARNINGS],
  ])(
    '%s: the guests stored field by field, every other row refused with its reason, every loss warned',
    async (name, warnings) => {
      const res = await upload(IMPORT, name);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        results: {
          imported: 10,
          updated: 0,
          errors: VALUES_ERRORS,
          totalRows: 14,
          warnings,
          unchanged: 0,
          rows: VALUES_ROWS,
          notices: [],
        },
      });
      expect(await storedGuests()).toEqual(VALUES_GUESTS);
    },
  );

  it('validate-csv gives the CSV the same errors and warnings', async () => {
    const res = await upload(VALIDATE, 'guests-values.csv');
    expect(res.status).toBe(200);
    expect(res.body.validation).toMatchObject({
      isValid: false,
      validRows: 10,
      errors: VALUES_ERRORS,
      warnings: [
        ...VALUES_WARNINGS,
        'Row 13: phone "8.095550104E+09" (scientific notation) was stored as +1 809 555 0104',
      ],
    });
    expect(await UnifiedGuestModel.countDocuments()).toBe(0);
  });
});

describe('other files as people save them', () => {
  it('a Windows-1252 CSV with semicolons (Excel "CSV" on Windows): accents right, the encoding said', async () => {
    const res = await upload(IMPORT, 'guests-win1252.csv');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      imported: 2,
      updated: 0,
      errors: ['Row 3: Personas must be a whole number from 1 to 10 (got "-2")'],
      totalRows: 3,
      warnings: [
        'The file is not UTF-8; it was read as Windows-1252 (Excel "CSV"). Check the accents in the preview, or save it as "CSV UTF-8".',
        'Columns ignored (not recognised): Regalo',
        'The file has no tipo_invitado (category) column',
      ],
      unchanged: 0,
      rows: {
        added: [
          { row: 2, name: 'Begoña Ibáñez' },
          { row: 4, name: 'Nuria Cañas' },
        ],
        updated: [],
        refused: [{ row: 3, name: 'Íñigo Sáez' }],
        skipped: [],
      },
      notices: [],
    });
    expect(await storedGuests()).toEqual([
      guest('Begoña Ibáñez', 2, '+18095550111', { email: 'begona@example.com', notes: 'Sin gluten' }),
      guest('Nuria Cañas', 1, '+34612345680'),
    ]);
  });

  it('an .xlsx whose formulas have no saved result (openpyxl): those rows refused by number, not read as blank', async () => {
    const res = await upload(IMPORT, 'formula-no-cached-value.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      imported: 1,
      updated: 0,
      errors: [
        'Row 2: the acompanantes cell holds a formula without a saved result (the program that wrote the file does not calculate formulas); type the value itself instead',
        'Row 3: the nombre cell holds a formula without a saved result (the program that wrote the file does not calculate formulas); type the value itself instead',
      ],
      totalRows: 3,
      warnings: ['The file has no tipo_invitado (category) column'],
      unchanged: 0,
      rows: {
        added: [{ row: 4, name: 'Eva Valor' }],
        updated: [],
        refused: [
          { row: 2, name: 'Ana Formula' },
          // its name is the formula without a result
          { row: 3, name: '' },
        ],
        skipped: [],
      },
      notices: [],
    });
    const stored = await UnifiedGuestModel.find({}).lean();
    expect(stored.map((doc) => [doc.name, doc.invitationCode, doc.maxPeopleAllowed])).toEqual([
      ['Eva Valor', 'F-3', 1],
    ]);
  });

  it('a file where every row is refused still says its warnings with the errors (400, nothing written)', async () => {
    const csv = Buffer.from('Nombre,Regalo,Teléfono\r\n,4,809-555-0101\r\nAna,5,849-555-21000\r\n', 'utf8');
    const res = await agent.post(IMPORT).set('Origin', ORIGIN).attach('file', csv, 'lista.csv');
    expect(res.status).toBe(400);
    expect(res.body.details.results).toEqual({
      imported: 0,
      updated: 0,
      errors: [
        'Row 2: the name (Nombre) is empty',
        'Row 3: phone "849-555-21000" has more digits than a number of the Dominican Republic; check it (a number of another country needs + and its country code)',
      ],
      totalRows: 2,
      warnings: [
        'Columns ignored (not recognised): Regalo',
        'The file has no tipo_invitado (category) column',
      ],
    });
    expect(await UnifiedGuestModel.countDocuments()).toBe(0);
  });
});
