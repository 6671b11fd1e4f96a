// Who is coming, by name, in the files the hosts keep: the whole-site backup holds each guest's party on
// both lists as stored and a restore gives it back exactly; both lists' .xlsx add a "People" sheet (one row
// per person, keyed by invitation code or phone) after the spec's sheet, which keeps its columns; the CSV
// stays the spec's; both lists' imports read the People sheet back (the invitation list's here), checked
// against the menu and within each guest's answer, a bad row named by its sheet and row and that guest's
// party left as it was.
import {
  API_PATHS,
  CSV_EXPORT_COLUMNS,
  PARTY_MESSAGES,
  type PartyMember,
  SITE_BACKUP_COLLECTIONS,
} from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import * as XLSX from 'xlsx';
import { aPhoneGuest, aStoredGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { XLSX_COLUMNS } from '../src/modules/guests/export';
import { PHONE_GUEST_COLUMNS } from '../src/modules/invitados/spreadsheet-export';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());
jest.setTimeout(60_000);

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;
const db = () => mongoose.connection.db!;

beforeEach(async () => {
  await clearUsers();
  await Promise.all(SITE_BACKUP_COLLECTIONS.map((name) => db().collection(name).deleteMany({})));
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

const ANA_PARTY: PartyMember[] = [
  {
    name: 'Ana Peña',
    child: false,
    meal: 'fish',
    dietary: ['gluten-free', 'other'],
    dietaryNote: 'Sin sésamo',
  },
  { name: 'Íñigo Muñoz', child: false, meal: 'vegetarian', dietary: [] },
  {
    name: 'Sofía',
    child: true,
    meal: 'children',
    dietary: ['nut-allergy'],
    dietaryNote: 'Epipen en el bolso',
  },
];
const LUIS_PARTY: PartyMember[] = [
  { name: 'Luis Ángel', child: false, meal: 'meat', dietary: [] },
  { name: 'Marta', child: false, dietary: ['vegan', 'lactose-free'] },
  { name: 'Nico', child: true, dietary: [] },
];
const CARLOS_PARTY: PartyMember[] = [
  { name: 'Carlos Núñez', child: false, meal: 'meat', dietary: ['shellfish-allergy'] },
  { name: 'Lucía', child: true, meal: 'children', dietary: [] },
];

const confirmed = (people: number) => ({
  confirmationStatus: 'confirmado' as const,
  confirmedPeople: people,
  confirmationDate: new Date('2025-06-10T18:30:05.123Z'),
});

/** Guests stored as the services store them (through the driver, as the answers' writes do). */
async function seed() {
  const guests = db().collection('unified_guests');
  await guests.insertMany([
    {
      ...aStoredGuest({
        name: 'Ana Peña',
        invitationCode: 'P-ANA',
        maxPeopleAllowed: 3,
        expectedAttendees: 3,
        ...confirmed(3),
      }),
      party: ANA_PARTY,
    },
    // confirmed 2 after naming 3 (an import lowered the people): stored as is, read within the answer
    {
      ...aStoredGuest({
        name: 'Luis Ángel',
        invitationCode: 'P-LUIS',
        maxPeopleAllowed: 3,
        expectedAttendees: 3,
        ...confirmed(2),
      }),
      party: LUIS_PARTY,
    },
    aStoredGuest({
      name: 'Bea Sin Nadie',
      invitationCode: 'P-BEA',
      maxPeopleAllowed: 2,
      expectedAttendees: 2,
    }),
  ] as never[]);
  await db()
    .collection('invitados')
    .insertMany([
      {
        ...aPhoneGuest({
          nombreCompleto: 'Carlos Núñez',
          telefonoWhatsapp: '+18095550177',
          maxPersonasPermitidas: 2,
          estadoConfirmacion: 'confirmado',
          personasConfirmadas: 2,
          fechaConfirmacion: new Date('2025-06-12T12:00:00.500Z'),
        }),
        party: CARLOS_PARTY,
        createdAt: new Date('2025-05-01T00:00:00Z'),
        updatedAt: new Date('2025-05-01T00:00:00Z'),
      },
      {
        ...aPhoneGuest({ nombreCompleto: 'Dora Pendiente', telefonoWhatsapp: '+18095550178' }),
        createdAt: new Date('2025-05-02T00:00:00Z'),
        updatedAt: new Date('2025-05-02T00:00:00Z'),
      },
    ] as never[]);
}

async function download(path: string): Promise<Buffer> {
  const res = await agent
    .get(path)
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

const sheetRows = (book: XLSX.WorkBook, name: string) =>
  XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[name]!, { header: 1, defval: '' });

/** Each guest's stored party by key, as stored. */
async function parties(list: 'unified_guests' | 'invitados') {
  const key = list === 'unified_guests' ? 'invitationCode' : 'telefonoWhatsapp';
  const docs = await db()
    .collection(list)
    .find({})
    .sort({ [key]: 1 })
    .toArray();
  return Object.fromEntries(docs.map((doc) => [doc[key], doc.party]));
}

describe('the whole-site backup', () => {
  it('holds every party of both lists as stored, and a restore gives each back exactly', async () => {
    await seed();
    const before = { guests: await parties('unified_guests'), phone: await parties('invitados') };
    expect(before.guests).toEqual({ 'P-ANA': ANA_PARTY, 'P-BEA': undefined, 'P-LUIS': LUIS_PARTY });
    const backup = await download(API_PATHS.admin.siteBackup);
    await Promise.all(SITE_BACKUP_COLLECTIONS.map((name) => db().collection(name).deleteMany({})));

    const res = await upload(API_PATHS.admin.siteRestore, backup, 'backup.json');
    expect(res.status).toBe(200);
    // accents, child flags, meals, dietary arrays and notes; a party longer than its answer kept as stored
    expect(await parties('unified_guests')).toEqual(before.guests);
    expect(await parties('invitados')).toEqual(before.phone);
    expect(before.phone['+18095550177']).toEqual(CARLOS_PARTY);
  });

  it('refuses a backup whose party breaks the stored rules (an unknown dietary need), writing nothing', async () => {
    await seed();
    const file = JSON.parse((await download(API_PATHS.admin.siteBackup)).toString('utf8'));
    file.collections.unified_guests[0].party[0].dietary = ['paleo'];
    const res = await upload(API_PATHS.admin.siteRestore, Buffer.from(JSON.stringify(file)), 'b.json');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('unified_guests, document 1');
    expect(await parties('unified_guests')).toEqual({
      'P-ANA': ANA_PARTY,
      'P-BEA': undefined,
      'P-LUIS': LUIS_PARTY,
    });
  });
});

const PEOPLE_HEADER = ['Guest Name', 'Person', 'Name', 'Child', 'Meal', 'Dietary Needs', 'Note'];

describe('the exports', () => {
  it("add a People sheet to the guest list's .xlsx, one row per person within the answer; the spec's sheet and the CSV stay", async () => {
    await seed();
    const book = XLSX.read(await download('/api/admin/guests/export?format=xlsx'), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Guests', 'People']);
    expect(sheetRows(book, 'Guests')[0]).toEqual([...XLSX_COLUMNS]);
    expect(sheetRows(book, 'People')).toEqual([
      ['Invitation Code', ...PEOPLE_HEADER],
      ['P-ANA', 'Ana Peña', 1, 'Ana Peña', 'No', 'fish', 'gluten-free, other', 'Sin sésamo'],
      ['P-ANA', 'Ana Peña', 2, 'Íñigo Muñoz', 'No', 'vegetarian', '', ''],
      ['P-ANA', 'Ana Peña', 3, 'Sofía', 'Yes', 'children', 'nut-allergy', 'Epipen en el bolso'],
      // confirmed 2: the third is not coming
      ['P-LUIS', 'Luis Ángel', 1, 'Luis Ángel', 'No', 'meat', '', ''],
      ['P-LUIS', 'Luis Ángel', 2, 'Marta', 'No', '', 'vegan, lactose-free', ''],
    ]);
    const csv = (await download('/api/admin/guests/export?format=csv')).toString('utf8');
    expect(csv.split('\r\n')[0] ?? csv.split('\n')[0]).toContain(CSV_EXPORT_COLUMNS.join(','));
    expect(csv).not.toContain('Íñigo');
  });

  it("add a People sheet to the phone guests' .xlsx, keyed by phone", async () => {
    await seed();
    const book = XLSX.read(await download('/api/admin/invitados/export?format=xlsx'), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Phone guests', 'People']);
    expect(sheetRows(book, 'Phone guests')[0]).toEqual([...PHONE_GUEST_COLUMNS]);
    expect(sheetRows(book, 'People')).toEqual([
      ['Phone', ...PEOPLE_HEADER],
      ['+1 809 555 0177', 'Carlos Núñez', 1, 'Carlos Núñez', 'No', 'meat', 'shellfish-allergy', ''],
      ['+1 809 555 0177', 'Carlos Núñez', 2, 'Lucía', 'Yes', 'children', '', ''],
    ]);
  });

  it('a list where nobody is named exports one sheet, as before', async () => {
    await db()
      .collection('unified_guests')
      .insertOne(aStoredGuest({ invitationCode: 'P-1' }) as never);
    const book = XLSX.read(await download('/api/admin/guests/export?format=xlsx'), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Guests']);
  });
});

const IMPORT = '/api/admin/guests/import';

/** A workbook of the guests sheet `guests` and, when given, a People sheet. */
function workbook(guests: (string | number)[][], people?: (string | number)[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(guests), 'Guests');
  if (people) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(people), 'People');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe("the guest list's import", () => {
  it('restores the parties of its own .xlsx into an empty list, and the same file again changes nothing', async () => {
    await seed();
    const file = await download('/api/admin/guests/export?format=xlsx');
    await UnifiedGuestModel.deleteMany({});

    const res = await upload(IMPORT, file, 'backup.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 3, updated: 0, errors: [], warnings: [] });
    // within the answer, as exported
    expect(await parties('unified_guests')).toEqual({
      'P-ANA': ANA_PARTY,
      'P-BEA': undefined,
      'P-LUIS': LUIS_PARTY.slice(0, 2),
    });
    const again = await upload(IMPORT, file, 'backup.xlsx');
    expect(again.body.results).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 3,
      errors: [],
      warnings: [],
    });
  });

  const HEADER = [
    'Name',
    'Guest Group',
    'Invitation Code',
    'Confirmation Status',
    'Confirmed People',
    'Expected Attendees',
  ];
  const GUESTS = [
    HEADER,
    ['Ana Peña', '', 'P-ANA', 'Confirmed', 3, 3],
    ['Luis Ángel', '', 'P-LUIS', 'Confirmed', 2, 3],
    ['Bea Sin Nadie', '', 'P-BEA', 'Pending', '', 2],
    ['Eva Nueva', '', 'P-EVA', 'Confirmed', 2, 2],
    ['Gil Dudoso', '', 'P-GIL', 'Confirmed', 1, 1],
  ];
  const PEOPLE = [
    'Invitation Code',
    'Guest Name',
    'Person',
    'Name',
    'Child',
    'Meal',
    'Dietary Needs',
    'Note',
  ];

  it('names a bad people row by sheet and row, and leaves that guest its party; the others take theirs', async () => {
    await seed();
    const file = workbook(GUESTS, [
      PEOPLE,
      // Ana: a meal not on the menu (row 3)
      ['P-ANA', 'Ana Peña', 1, 'Ana', 'No', 'fish', '', ''],
      ['P-ANA', 'Ana Peña', 2, 'Íñigo', 'No', 'lobster', '', ''],
      ['P-ANA', 'Ana Peña', 3, 'Sofía', 'Sí', 'children', '', ''],
      // Luis: a third person (row 7) of 2 confirmed
      ['P-LUIS', 'Luis Ángel', 1, 'Luis', 'No', 'meat', '', ''],
      ['P-LUIS', 'Luis Ángel', 2, 'Marta', 'No', '', '', ''],
      ['P-LUIS', 'Luis Ángel', 3, 'Nico', 'Yes', '', '', ''],
      // Bea has not confirmed
      ['P-BEA', 'Bea', 1, 'Bea', 'No', '', '', ''],
      // no guest row with this code
      ['P-NADIE', 'Nadie', 1, 'Nadie', 'No', '', '', ''],
      // Gil: a child's flag that is neither yes nor no
      ['P-GIL', 'Gil Dudoso', 1, 'Gil', 'quizás', '', '', ''],
      // Eva, added by this file: listed out of order, Person puts her first
      ['P-EVA', 'Eva Nueva', 2, 'Leo', 'Yes', 'children', 'vegan; gluten-free', ''],
      ['P-EVA', 'Eva Nueva', 1, 'Eva Nueva', 'No', 'vegetarian', '', '  Sin cebolla  '],
    ]);
    const dryRun = await upload(`${IMPORT}?dryRun=1`, file, 'people.xlsx');
    const res = await upload(IMPORT, file, 'people.xlsx');
    expect(res.status).toBe(200);
    const { errors } = res.body.results;
    expect(dryRun.body.results.errors).toEqual(errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        `Sheet "People", row 3: "Ana Peña" (P-ANA): ${PARTY_MESSAGES.unknownMeal.en}`,
        `Sheet "People", row 7: "Luis Ángel" (P-LUIS): ${PARTY_MESSAGES.tooMany.en} (2 confirmed)`,
        'Sheet "People", row 8: "Bea Sin Nadie" (P-BEA) has not confirmed; people are named only for a confirmed invitation',
        'Sheet "People", row 9: the invitation code "P-NADIE" is on no guest row of the file that could be read',
        `Sheet "People", row 10: ${PARTY_MESSAGES.childFlag.en}`,
      ]),
    );
    expect(errors).toHaveLength(5);
    // the guest rows themselves are written (Eva added); no party half-written
    expect(res.body.results.imported).toBe(2);
    expect(await parties('unified_guests')).toEqual({
      'P-ANA': ANA_PARTY,
      'P-BEA': undefined,
      'P-EVA': [
        { name: 'Eva Nueva', child: false, meal: 'vegetarian', dietary: [], dietaryNote: 'Sin cebolla' },
        { name: 'Leo', child: true, meal: 'children', dietary: ['vegan', 'gluten-free'] },
      ],
      'P-GIL': undefined,
      'P-LUIS': LUIS_PARTY,
    });
  });

  it('a workbook without a People sheet imports as before: every stored party stays', async () => {
    await seed();
    const res = await upload(IMPORT, workbook(GUESTS.slice(0, 4)), 'guests.xlsx');
    expect(res.body.results).toMatchObject({ errors: [], warnings: [] });
    expect(await parties('unified_guests')).toEqual({
      'P-ANA': ANA_PARTY,
      'P-BEA': undefined,
      'P-LUIS': LUIS_PARTY,
    });
  });

  it('replaces a stored party with the one the sheet names', async () => {
    await seed();
    const res = await upload(
      IMPORT,
      workbook(GUESTS.slice(0, 2), [PEOPLE, ['P-ANA', '', '', 'Ana Peña', 'no', 'meat', 'vegan', '']]),
      'people.xlsx',
    );
    expect(res.body.results).toMatchObject({ updated: 1, errors: [], warnings: [] });
    expect((await parties('unified_guests'))['P-ANA']).toEqual([
      { name: 'Ana Peña', child: false, meal: 'meat', dietary: ['vegan'] },
    ]);
    expect(await InvitadoModel.countDocuments()).toBe(2);
  });

  // the phone guests' import reads it back (more in invitados-party-files.int.test.ts)
  it("the phone guests' import reads the People sheet of their .xlsx: the same file changes nothing", async () => {
    await seed();
    const file = await download('/api/admin/invitados/export?format=xlsx');
    const res = await upload('/api/admin/invitados/import', file, 'phone.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ updated: 0, unchanged: 2, errors: [], warnings: [] });
    expect((await parties('invitados'))['+18095550177']).toEqual(CARLOS_PARTY);
  });
});
