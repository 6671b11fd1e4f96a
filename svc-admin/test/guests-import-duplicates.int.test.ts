// One person, one record (issue 36 item 2): repeats inside one file are named with both rows, a row that
// repeats an earlier row's guest is not imported, a row like a stored guest says so, and the result names
// every row added, updated, refused or skipped, "updated" counting real changes only.
import { API_PATHS } from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { insertStoredGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { csvFile, IMPORT_HEADER, xlsxFile } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());
jest.setTimeout(60_000);

const app: Express = makeApp();
const IMPORT = API_PATHS.admin.guestsImport;
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeAll(async () => {
  await clearUsers();
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

beforeEach(async () => {
  await UnifiedGuestModel.deleteMany({});
  await InvitadoModel.deleteMany({});
});

const upload = (file: Buffer, name: string, query = '', path: string = IMPORT) =>
  agent.post(`${path}${query}`).set('Origin', ORIGIN).attach('file', file, name);

// nombre, tipo_invitado, acompanantes, codigo_unico, email, telefono, notas
const REPEATS: (string | number)[][] = [
  IMPORT_HEADER,
  ['Ana Pérez', 'Familia Sofía', 1, '', 'ana@x.com', '', ''], // 2
  ['Luis Gómez', 'Amigos Mateo', 0, '', '', '809 555 0101', ''], // 3
  ['Ana Pérez', 'Familia Sofía', 1, '', 'ana@x.com', '', ''], // 4: identical to row 2
  ['ANDRES  Ibarra', 'Familia Mateo', 0, '', '', '', ''], // 5
  ['Andrés Ibarra', 'Familia Mateo', 0, '', '', '', ''], // 6: row 5's guest (no e-mail or phone, same group)
  ['Ana Perez', 'Amigos Mateo', 2, '', 'ANA@x.com', '', ''], // 7: one e-mail under another group
  ['Marta Ruiz', 'Amigos Sofía', 0, '', 'ana@x.com', '', ''], // 8: someone else with that e-mail
  ['Pedro Soto', 'Amigos Mateo', 0, '', '', '+1 809-555-0101', ''], // 9: row 3's phone
  ['Luis Gómez', 'Padres Novia', 0, '', '', '', ''], // 10: row 3's name, another group, no phone
];

const REPEAT_WARNINGS = [
  'Row 4 repeats row 2: same name "Ana Pérez" and e-mail ana@x.com; it is one guest: row 2 is imported, row 4 is not',
  'Row 6 repeats row 5: same name "ANDRES  Ibarra" / "Andrés Ibarra" and group "Familia Mateo", no e-mail or phone; it is one guest: row 5 is imported, row 6 is not',
  'Row 7 repeats row 2: same name "Ana Pérez" / "Ana Perez" and e-mail ana@x.com; it is one guest: row 2 is imported, row 7 is not',
  'Row 8 repeats row 2: same e-mail ana@x.com ("Ana Pérez" and "Marta Ruiz"); they are imported as separate rows, not one guest',
  'Row 9 repeats row 3: same phone +18095550101 ("Luis Gómez" and "Pedro Soto"); they are imported as separate rows, not one guest',
  'Row 10 repeats row 3: same name "Luis Gómez"; they are imported as separate rows, not one guest',
];

const ADDED = [
  { row: 2, name: 'Ana Pérez' },
  { row: 3, name: 'Luis Gómez' },
  { row: 5, name: 'ANDRES  Ibarra' },
  { row: 8, name: 'Marta Ruiz' },
  { row: 9, name: 'Pedro Soto' },
  { row: 10, name: 'Luis Gómez' },
];
const SKIPPED = [
  { row: 4, name: 'Ana Pérez', otherRow: 2 },
  { row: 6, name: 'Andrés Ibarra', otherRow: 5 },
  { row: 7, name: 'Ana Perez', otherRow: 2 },
];

describe.each([
  ['invitados.csv', csvFile(REPEATS)],
  ['invitados.xlsx', xlsxFile(REPEATS)],
])('repeats inside one file (%s)', (name, file) => {
  it('names both rows of each repeat, imports a repeated guest once, and the same file twice adds and updates nothing', async () => {
    const first = await upload(file, name);
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual({
      imported: 6,
      updated: 0,
      unchanged: 0,
      errors: [],
      totalRows: 9,
      warnings: REPEAT_WARNINGS,
      rows: { added: ADDED, updated: [], refused: [], skipped: SKIPPED },
      notices: expect.any(Array),
    });
    // the structured form of each warning: its code, both rows and the value, beside the same English text
    expect(first.body.results.notices).toEqual([
      expect.objectContaining({ code: 'repeatedGuest', row: 4, otherRow: 2, text: REPEAT_WARNINGS[0] }),
      expect.objectContaining({ code: 'repeatedGuest', row: 6, otherRow: 5, text: REPEAT_WARNINGS[1] }),
      expect.objectContaining({ code: 'repeatedGuest', row: 7, otherRow: 2, text: REPEAT_WARNINGS[2] }),
      {
        code: 'repeatedEmail',
        row: 8,
        otherRow: 2,
        name: 'Marta Ruiz',
        value: 'ana@x.com',
        text: REPEAT_WARNINGS[3],
      },
      {
        code: 'repeatedPhone',
        row: 9,
        otherRow: 3,
        name: 'Pedro Soto',
        value: '+18095550101',
        text: REPEAT_WARNINGS[4],
      },
      {
        code: 'repeatedName',
        row: 10,
        otherRow: 3,
        name: 'Luis Gómez',
        value: 'Luis Gómez',
        text: REPEAT_WARNINGS[5],
      },
    ]);
    const stored = await UnifiedGuestModel.find({}).sort({ name: 1, category: 1 }).lean();
    expect(
      stored.map((guest) => [guest.name, guest.category, guest.email || null, guest.maxPeopleAllowed]),
    ).toEqual([
      ['ANDRES  Ibarra', 'Familia Mateo', null, 1],
      ['Ana Pérez', 'Familia Sofía', 'ana@x.com', 2],
      ['Luis Gómez', 'Amigos Mateo', null, 1],
      ['Luis Gómez', 'Padres Novia', null, 1],
      ['Marta Ruiz', 'Amigos Sofía', 'ana@x.com', 1],
      ['Pedro Soto', 'Amigos Mateo', null, 1],
    ]);

    const again = await upload(file, name);
    expect(again.status).toBe(200);
    expect(again.body.results).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 6,
      errors: [],
      warnings: REPEAT_WARNINGS,
      rows: { added: [], updated: [], refused: [], skipped: SKIPPED },
    });
    expect(await UnifiedGuestModel.countDocuments({})).toBe(6);
  });
});

it('of two rows of one guest, the one with an invitation code is kept; two codes are two guests', async () => {
  const res = await upload(
    csvFile([
      IMPORT_HEADER,
      ['Eva Luna', 'Amigos Sofía', 0, '', 'eva@x.com', '', ''],
      ['Eva Luna', 'Amigos Sofía', 1, 'EVA-1', 'eva@x.com', '', ''],
      ['Eva Luna', 'Amigos Sofía', 0, 'EVA-2', 'eva@x.com', '', ''],
    ]),
    'invitados.csv',
  );
  expect(res.body.results).toMatchObject({
    imported: 2,
    errors: [],
    warnings: [
      'Row 3 repeats row 2: same name "Eva Luna" and e-mail eva@x.com; it is one guest: row 3 is imported, row 2 is not',
      'Row 4 repeats row 3: same e-mail eva@x.com ("Eva Luna" and "Eva Luna"); they are imported as separate rows, not one guest',
      'Row 4 repeats row 3: same name "Eva Luna"; they are imported as separate rows, not one guest',
    ],
    rows: {
      added: [
        { row: 3, name: 'Eva Luna' },
        { row: 4, name: 'Eva Luna' },
      ],
      skipped: [{ row: 2, name: 'Eva Luna', otherRow: 3 }],
    },
  });
  const codes = (await UnifiedGuestModel.find({}).lean()).map((guest) => guest.invitationCode).sort();
  expect(codes).toEqual(['EVA-1', 'EVA-2']);
});

describe('rows like a stored guest', () => {
  it('a corrected phone or a new group updates the guest found, with a warning naming the row, the guest and both values', async () => {
    const rosa = await insertStoredGuest({
      name: 'Rosa Vidal',
      invitationCode: 'R-1',
      category: 'Amigos Mateo',
      phone: '+18095550202',
    });
    const marta = await insertStoredGuest({
      name: 'Marta Ruiz',
      invitationCode: 'M-1',
      category: 'Amigos Sofía',
      email: 'marta@x.com',
      phone: '+18095550303',
    });
    const luis = await insertStoredGuest({
      name: 'Luis Gómez',
      invitationCode: 'L-1',
      category: 'Familia Sofía',
      phone: '+18095550101',
    });
    const file = csvFile([
      IMPORT_HEADER,
      ['Rosa Vidal', 'Amigos Mateo', '', '', '', '809 555 0299', ''], // found by name in its group
      ['Marta Ruiz', '', '', '', 'MARTA@x.com', '809 555 0304', ''], // found by e-mail
      ['Luis Gómez', 'Padres Novia', '', '', '', '809-555-0101', ''], // found by phone, another group
    ]);
    const warnings = [
      'Row 2 updates the stored guest "Rosa Vidal" (R-1): phone "+18095550202" → "+18095550299"',
      'Row 3 updates the stored guest "Marta Ruiz" (M-1): phone "+18095550303" → "+18095550304"',
      'Row 4 updates the stored guest "Luis Gómez" (L-1): group "Familia Sofía" → "Padres Novia"',
    ];

    const preview = await upload(file, 'invitados.csv', '?dryRun=1');
    expect(preview.body.results).toMatchObject({ imported: 0, updated: 3, warnings });
    expect(await UnifiedGuestModel.findById(rosa).lean()).toMatchObject({ phone: '+18095550202' });

    const res = await upload(file, 'invitados.csv');
    expect(res.body.results).toMatchObject({
      imported: 0,
      updated: 3,
      unchanged: 0,
      errors: [],
      warnings,
      rows: {
        added: [],
        updated: [
          { row: 2, name: 'Rosa Vidal' },
          { row: 3, name: 'Marta Ruiz' },
          { row: 4, name: 'Luis Gómez' },
        ],
        refused: [],
        skipped: [],
      },
      notices: [
        expect.objectContaining({
          code: 'phoneChanged',
          row: 2,
          guest: '"Rosa Vidal" (R-1)',
          from: '+18095550202',
          to: '+18095550299',
        }),
        expect.objectContaining({ code: 'phoneChanged', row: 3, from: '+18095550303', to: '+18095550304' }),
        expect.objectContaining({ code: 'groupChanged', row: 4, from: 'Familia Sofía', to: 'Padres Novia' }),
      ],
    });
    expect(await UnifiedGuestModel.countDocuments({})).toBe(3);
    expect(await UnifiedGuestModel.findById(rosa).lean()).toMatchObject({ phone: '+18095550299' });
    expect(await UnifiedGuestModel.findById(marta).lean()).toMatchObject({ phone: '+18095550304' });
    expect(await UnifiedGuestModel.findById(luis).lean()).toMatchObject({ category: 'Padres Novia' });

    // corrected once: the same file again finds every guest unchanged, with no warning
    const again = await upload(file, 'invitados.csv');
    expect(again.body.results).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 3,
      warnings: [],
      notices: [],
    });
  });

  it('a row of a stored name in another group is added, with a warning naming the stored guest and how to update it', async () => {
    await insertStoredGuest({ name: 'Andrés Ibarra', invitationCode: 'A-1', category: 'Familia Mateo' });
    await insertStoredGuest({ name: 'Sara Gil', invitationCode: 'S-1', category: 'Familia Mateo' });
    await insertStoredGuest({ name: 'sara  gil', invitationCode: 'S-2', category: 'Amigos Mateo' });
    const res = await upload(
      csvFile([
        IMPORT_HEADER,
        ['ANDRES ibarra', 'Amigos Sofía', 0, '', '', '', ''],
        ['Sara Gil', 'Padres Novia', 0, '', '', '', ''],
      ]),
      'invitados.csv',
    );
    expect(res.body.results).toMatchObject({
      imported: 2,
      updated: 0,
      warnings: [
        `Row 2: "ANDRES ibarra" looks like the stored guest "Andrés Ibarra" (A-1) with another group "Familia Mateo" → "Amigos Sofía"; it was added as a new guest. If it is the same person, write the guest's invitation code (codigo_unico) in the row and import again`,
        `Row 3: "Sara Gil" looks like the stored guests "Sara Gil" (S-1), "sara  gil" (S-2); it was added as a new guest. If it is the same person, write the guest's invitation code (codigo_unico) in the row and import again`,
      ],
      notices: [
        expect.objectContaining({ code: 'lookAlikeAdded', row: 2, guest: '"Andrés Ibarra" (A-1)' }),
        expect.objectContaining({
          code: 'lookAlikeAdded',
          row: 3,
          guest: '"Sara Gil" (S-1), "sara  gil" (S-2)',
        }),
      ],
    });
    expect(await UnifiedGuestModel.countDocuments({})).toBe(5);
  });
});

it('names every refused row and counts as updated only the rows that change their guest', async () => {
  const before = [
    IMPORT_HEADER,
    ['Irene Mora', 'Amigos Mateo', 1, 'I-1', '', '', ''],
    ['Tomás Cruz', 'Amigos Mateo', 1, 'T-1', '', '', ''],
  ];
  expect((await upload(csvFile(before), 'invitados.csv')).body.results).toMatchObject({ imported: 2 });
  const res = await upload(
    csvFile([
      ...before.slice(0, 2), // Irene as stored: unchanged
      ['Tomás Cruz', 'Amigos Mateo', 3, 'T-1', '', '', ''], // a real change
      ['Mal Correo', 'Amigos Mateo', 1, '', 'x@', '', ''], // refused
      ['Nuevo', 'Amigos Mateo', 0, '', '', '', ''],
    ]),
    'invitados.csv',
  );
  expect(res.body.results).toMatchObject({
    imported: 1,
    updated: 1,
    unchanged: 1,
    errors: ['Row 4: "x@" is not a valid email address'],
    rows: {
      added: [{ row: 5, name: 'Nuevo' }],
      updated: [{ row: 3, name: 'Tomás Cruz' }],
      refused: [{ row: 4, name: 'Mal Correo' }],
      skipped: [],
    },
  });
  expect(await UnifiedGuestModel.findOne({ invitationCode: 'T-1' }).lean()).toMatchObject({
    maxPeopleAllowed: 4,
  });
});

it('the phone-guest import reads rows the same way: a repeated name is named with both rows', async () => {
  const header = ['Nombre completo', 'Teléfono / WhatsApp', 'Categoría', 'Nº personas', 'Notas'];
  const res = await upload(
    csvFile([
      header,
      ['Carmen Díaz', '809-555-0707', 'Amigos Mateo', '2', ''],
      ['CARMEN  DIAZ', '809-555-0708', 'Amigos Mateo', '1', ''],
    ]),
    'telefonos.csv',
    '',
    API_PATHS.admin.invitadosImport,
  );
  expect(res.status).toBe(200);
  expect(res.body.results).toMatchObject({
    imported: 2,
    errors: [],
    warnings: [
      'Row 3 repeats row 2: same name "Carmen Díaz" / "CARMEN  DIAZ"; they are imported as separate rows, not one guest',
    ],
  });
  expect(await InvitadoModel.countDocuments({})).toBe(2);
});
