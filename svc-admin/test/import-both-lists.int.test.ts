// One person, one record in the imports (issue 36 item 2), against a real database:
// - the phone guests' import: a row with a new number named like exactly one stored phone guest (of its
//   category) is added, with a warning naming the row, the stored guest and both numbers; two stored
//   guests of that name, one of another category, or one still on the file under its own number, are not
//   warned about; the same file again adds and updates nothing;
// - both imports: a row whose WhatsApp number is on the other list says it is one person (the guest there
//   named, the oldest of a household), as a warning and a structured notice; the row is written as usual.
import { API_PATHS } from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { csvFile, IMPORT_HEADER, xlsxFile } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());
jest.setTimeout(60_000);

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeAll(async () => {
  await clearUsers();
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

beforeEach(async () => {
  await Promise.all([UnifiedGuestModel.deleteMany({}), InvitadoModel.deleteMany({})]);
});

const upload = (path: string, file: Buffer, name: string, query = '') =>
  agent.post(`${path}${query}`).set('Origin', ORIGIN).attach('file', file, name);
const uploadPhoneGuests = (file: Buffer, name = 'telefonos.csv') =>
  upload(API_PATHS.admin.invitadosImport, file, name);

const PHONE_HEADER = ['Nombre completo', 'Teléfono / WhatsApp', 'Categoría'];

describe('a phone guest row with a new number and the name of a stored phone guest', () => {
  const CORRECTED =
    'Row 2: "JOSE  nuñez" has a new number, +1 809 555 0202, and the stored phone guest "José Núñez" has +1 809 555 0101; the row was added as a new phone guest. If it is one person with a corrected number, delete the new guest and correct the number in the stored guest\'s edit dialog (its answer is kept), or delete the old one';
  const REPEATED_NAME =
    'Row 6 repeats row 5: same name "Marta Ruiz"; they are imported as separate rows, not one guest';
  const FILE = csvFile([
    PHONE_HEADER,
    ['JOSE  nuñez', '809-555-0202', 'familia sofia'], // 2: José's corrected number
    ['Luis Gómez', '809-555-0606', 'Amigos Mateo'], // 3: two stored guests of that name
    ['Carla Mar', '809-555-0707', 'Familia Mateo'], // 4: the stored Carla is in another group
    ['Marta Ruiz', '809-555-0808', 'Amigos Sofía'], // 5: the stored Marta, her own number
    ['Marta Ruiz', '809-555-0909', 'Amigos Sofía'], // 6: another Marta (the stored one is row 5)
  ]);

  beforeEach(async () => {
    await insertPhoneGuest({
      nombreCompleto: 'José Núñez',
      telefonoWhatsapp: '+18095550101',
      categoria: 'Familia Sofía',
      maxPersonasPermitidas: 4,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
      fechaConfirmacion: new Date('2026-02-01T18:30:00Z'),
    });
    await insertPhoneGuest({
      nombreCompleto: 'Luis Gómez',
      telefonoWhatsapp: '+18095550303',
      categoria: 'Amigos Mateo',
    });
    await insertPhoneGuest({
      nombreCompleto: 'Luis  GOMEZ',
      telefonoWhatsapp: '+18095550404',
      categoria: 'Amigos Mateo',
    });
    await insertPhoneGuest({
      nombreCompleto: 'Carla Mar',
      telefonoWhatsapp: '+18095550505',
      categoria: 'Padres Novio',
    });
    await insertPhoneGuest({
      nombreCompleto: 'Marta Ruiz',
      telefonoWhatsapp: '+18095550808',
      categoria: 'Amigos Sofía',
    });
  });

  it('is added, with a warning naming the row, the stored guest and both numbers; only a single look-alike warns', async () => {
    const res = await uploadPhoneGuests(FILE);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      imported: 4,
      updated: 0,
      unchanged: 1,
      errors: [],
      totalRows: 5,
      warnings: [CORRECTED, REPEATED_NAME],
      rows: {
        added: [
          { row: 2, name: 'JOSE  nuñez' },
          { row: 3, name: 'Luis Gómez' },
          { row: 4, name: 'Carla Mar' },
          { row: 6, name: 'Marta Ruiz' },
        ],
        updated: [],
        refused: [],
        skipped: [],
      },
      notices: [
        {
          code: 'repeatedName',
          row: 6,
          otherRow: 5,
          name: 'Marta Ruiz',
          value: 'Marta Ruiz',
          text: REPEATED_NAME,
        },
        {
          code: 'phoneLookAlikeAdded',
          row: 2,
          name: 'JOSE  nuñez',
          guest: 'José Núñez',
          from: '+1 809 555 0101',
          to: '+1 809 555 0202',
          text: CORRECTED,
        },
      ],
    });
    // nothing taken by itself: the stored José keeps his number and answer, the row is a second guest
    const joses = await InvitadoModel.find({ categoria: 'Familia Sofía' })
      .sort({ telefonoWhatsapp: 1 })
      .lean();
    expect(joses).toMatchObject([
      {
        nombreCompleto: 'José Núñez',
        telefonoWhatsapp: '+18095550101',
        estadoConfirmacion: 'confirmado',
        personasConfirmadas: 3,
      },
      { nombreCompleto: 'JOSE  nuñez', telefonoWhatsapp: '+18095550202', estadoConfirmacion: 'pendiente' },
    ]);
    expect(await InvitadoModel.countDocuments()).toBe(9);
  });

  it('the same file again adds, updates and warns about nothing but the repeated name', async () => {
    await uploadPhoneGuests(FILE);
    const again = await uploadPhoneGuests(FILE);
    expect(again.body.results).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 5,
      errors: [],
      warnings: [REPEATED_NAME],
      rows: { added: [], updated: [], refused: [], skipped: [] },
    });
    expect(await InvitadoModel.countDocuments()).toBe(9);
  });

  it('a row whose number is the stored guest’s own is that guest: updated, no look-alike', async () => {
    const res = await uploadPhoneGuests(csvFile([PHONE_HEADER, ['José Núñez Peña', '+1 809 555 0101', '']]));
    expect(res.body.results).toEqual({
      imported: 0,
      updated: 1,
      unchanged: 0,
      errors: [],
      totalRows: 1,
      warnings: [],
      rows: { added: [], updated: [{ row: 2, name: 'José Núñez Peña' }], refused: [], skipped: [] },
      notices: [],
    });
  });
});

const alsoOn = (list: 'phone' | 'invitation', row: number, number: string, guest: string) =>
  `Row ${row}: ${number} is also on the ${list} list ("${guest}"); it is one person: an answer on either list closes both`;

describe('a WhatsApp number already on the other list', () => {
  it('the phone guests’ import names the invitation list’s guest (the oldest of a household) and adds the row', async () => {
    await insertGuest({ name: 'Ana Pérez Gil', phone: '+18095550101' });
    await insertGuest({ name: 'Pedro Pérez Gil', phone: '+18095550101' });
    await insertGuest({ name: 'Otra Persona', phone: '+18095550999' });
    const file = xlsxFile([
      PHONE_HEADER,
      ['Luis Soto', '809 555 0111', 'Amigos Mateo'],
      ['Ana Pérez', '(809) 555-0101', 'Familia Sofía'],
    ]);
    const text = alsoOn('invitation', 3, '+1 809 555 0101', 'Ana Pérez Gil');
    const res = await uploadPhoneGuests(file, 'telefonos.xlsx');
    expect(res.body.results).toMatchObject({ imported: 2, updated: 0, errors: [], warnings: [text] });
    expect(res.body.results.notices).toEqual([
      {
        code: 'alsoOnInvitationList',
        row: 3,
        name: 'Ana Pérez',
        value: '+1 809 555 0101',
        guest: 'Ana Pérez Gil',
        text,
      },
    ]);
    expect(await InvitadoModel.findOne({ telefonoWhatsapp: '+18095550101' }).lean()).toMatchObject({
      nombreCompleto: 'Ana Pérez',
    });
    // imported again: still one person, said again; nothing added or written
    const again = await uploadPhoneGuests(file, 'telefonos.xlsx');
    expect(again.body.results).toMatchObject({ imported: 0, updated: 0, unchanged: 2, warnings: [text] });
  });

  it('the guest list’s import names the phone guest, in a dry run too, and writes the row as usual', async () => {
    await insertPhoneGuest({ nombreCompleto: 'Ana Pérez', telefonoWhatsapp: '+18095550101' });
    await insertPhoneGuest({ nombreCompleto: 'Luis Soto', telefonoWhatsapp: '+18095550222' });
    const file = csvFile([
      IMPORT_HEADER,
      ['Marta Ruiz', 'Amigos Sofía', 0, '', 'marta@example.com', '', ''],
      ['Ana Pérez Gil', 'Familia Sofía', 1, '', '', '+1 809 555 0101', ''],
      ['Pedro Pérez Gil', 'Familia Sofía', 0, '', '', '809-555-0101', ''],
    ]);
    const texts = [
      alsoOn('phone', 3, '+1 809 555 0101', 'Ana Pérez'),
      alsoOn('phone', 4, '+1 809 555 0101', 'Ana Pérez'),
    ];
    const notices = texts.map((text, index) => ({
      code: 'alsoOnPhoneList',
      row: 3 + index,
      name: index === 0 ? 'Ana Pérez Gil' : 'Pedro Pérez Gil',
      value: '+1 809 555 0101',
      guest: 'Ana Pérez',
      text,
    }));
    const dry = await upload(API_PATHS.admin.guestsImport, file, 'invitados.csv', '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(dry.body.results.warnings).toEqual(expect.arrayContaining(texts));
    expect(await UnifiedGuestModel.countDocuments()).toBe(0);

    const res = await upload(API_PATHS.admin.guestsImport, file, 'invitados.csv');
    expect(res.body.results).toMatchObject({ imported: 3, updated: 0, errors: [] });
    // the household's shared number is also a repeat inside the file (file-repeats.ts); ours follow it
    expect(res.body.results.warnings.filter((warning: string) => warning.includes('also on'))).toEqual(texts);
    expect(
      res.body.results.notices.filter(({ code }: { code: string }) => code === 'alsoOnPhoneList'),
    ).toEqual(notices);
    expect(await UnifiedGuestModel.countDocuments({ phone: '+18095550101' })).toBe(2);
  });
});
