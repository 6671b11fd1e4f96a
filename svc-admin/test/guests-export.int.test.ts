// GET /api/admin/guests/export: the spec's columns, UTF-8 with BOM, formulas neutralised, dated file
// name, "No data to export" for an empty list, an .xlsx twin, and a round trip through the import; the
// guests' RSVP notes in the .xlsx only, and the caterer summary (issue 14, item 3).
import { CSV_EXPORT_COLUMNS, exportFileName } from '@wedding/shared-contracts';
import { InvitadoModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { parseString } from 'fast-csv';
import * as XLSX from 'xlsx';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { XLSX_TYPE } from '../src/modules/guests/export';
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
          "'+1 809 555 0101",
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
    // the formula-looking cells come back as the text they were, the export's apostrophe taken off
    // (issue 15 item 4; they were refused before); every row updates its guest (its QR link is added)
    expect(res.body.results).toMatchObject({ imported: 0, updated: 4, totalRows: 4, errors: [] });
    expect(await UnifiedGuestModel.countDocuments()).toBe(4);
    const stored = await UnifiedGuestModel.collection
      .find({ invitationCode: { $in: ['EVIL', 'MINUS'] } })
      .sort({ invitationCode: 1 })
      .toArray();
    expect(stored.map((guest) => [guest.invitationCode, guest.name, guest.category])).toEqual([
      ['EVIL', '=HYPERLINK("http://evil.example","clic")', '@SUM(A1)'],
      ['MINUS', '-2+3', 'Padres Novio'],
    ]);
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
  it('downloads a workbook with the same columns (then the RSVP notes); text cells stay text', async () => {
    await seed();
    const { res, body } = await download('xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName().replace('.csv', '.xlsx')}"`,
    );
    const book = XLSX.read(body, { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    // the spec's nine, the RSVP notes, then the backup's columns (issue 15 item 4)
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
      // the hosts' own fields (guest-fields.ts)
      'Table',
    ]);
    expect(rows.find((line) => line[7] === 'EVIL')![0]).toBe('=HYPERLINK("http://evil.example","clic")');
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
  });

  it('refuses an unknown format', async () => {
    expect((await agent.get(`${EXPORT}?format=pdf`)).status).toBe(400);
  });
});

// ─── Issue 14, item 3: the guests' RSVP notes in the .xlsx, and the caterer summary ────────────────────

const XLSX_COLUMNS = [
  ...CSV_EXPORT_COLUMNS,
  'Dietary Restrictions',
  'Message',
  // the backup's columns after the notes (issue 15 item 4: guests-backup.int.test.ts)
  'Notes',
  'Invitation Status',
  'Save the Date Response',
  'Confirmation Date',
  'Admin Edits',
  'Created At',
  'Language',
  'Table',
];

/** Three guests of the list with RSVPs (two with notes), one without; two phone guests, one confirmed. */
async function seedAnswers() {
  const [ana, luis, eva] = await UnifiedGuestModel.create([
    {
      name: 'Ana Peña',
      email: 'ana@example.com',
      phone: '+18095550111',
      category: 'Amigos Sofía',
      maxPeopleAllowed: 3,
      expectedAttendees: 3,
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      invitationCode: 'ANA-777',
    },
    {
      name: 'Luis Álvarez',
      email: 'luis@example.com',
      phone: '+18095550222',
      category: 'Familia Mateo',
      maxPeopleAllowed: 2,
      expectedAttendees: 2,
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
      invitationCode: 'LUIS-888',
    },
    {
      name: 'Eva Núñez',
      email: 'eva@example.com',
      phone: '+18095550333',
      category: 'Padres Novia',
      confirmationStatus: 'rechazado',
      confirmedPeople: 0,
      invitationCode: 'EVA-999',
    },
    {
      name: 'Mar Sin Respuesta',
      email: 'mar@example.com',
      category: 'Padres Novia',
      invitationCode: 'MAR-000',
    },
  ]);
  await RsvpModel.create([
    {
      unifiedGuestId: ana!._id,
      name: 'Ana Peña',
      email: 'ana.rsvp@example.com',
      attending: true,
      guestCount: 3,
      message: '=HYPERLINK("http://evil.example","¡Felicidades!")',
      dietaryRestrictions: 'Vegetariana; un niño alérgico al maní',
    },
    {
      unifiedGuestId: luis!._id,
      name: 'Luis Álvarez',
      email: 'luis.rsvp@example.com',
      attending: true,
      guestCount: 2,
      dietaryRestrictions: 'Celíaco',
    },
    // a declined guest's note is no business of the caterer
    {
      unifiedGuestId: eva!._id,
      name: 'Eva Núñez',
      email: 'eva.rsvp@example.com',
      attending: false,
      guestCount: 0,
      message: 'Lo siento mucho',
      dietaryRestrictions: 'Sin gluten',
    },
  ]);
  await InvitadoModel.create([
    {
      nombreCompleto: 'Pedro Teléfono',
      telefonoWhatsapp: '+18295550444',
      categoria: 'Familia Sofía',
      maxPersonasPermitidas: 4,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 4,
    },
    {
      nombreCompleto: 'Rosa Pendiente',
      telefonoWhatsapp: '+18295550555',
      categoria: 'Familia Sofía',
      maxPersonasPermitidas: 2,
    },
  ]);
}

const readSheet = (body: Buffer) => {
  const book = XLSX.read(body, { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { book, sheet, rows: XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 }) };
};

describe("the guests' RSVP notes in the exports", () => {
  beforeEach(() => Promise.all([RsvpModel.deleteMany({}), InvitadoModel.deleteMany({})]));

  it("xlsx: Dietary Restrictions and Message after the nine columns, with each guest's, as text", async () => {
    await seedAnswers();
    const { res, body } = await download('xlsx');
    expect(res.status).toBe(200);
    const { sheet, rows } = readSheet(body);
    expect(rows[0]).toEqual(XLSX_COLUMNS);
    const byCode = new Map(rows.slice(1).map((row) => [row[7], row]));
    expect(byCode.get('ANA-777')!.slice(9, 11)).toEqual([
      'Vegetariana; un niño alérgico al maní',
      '=HYPERLINK("http://evil.example","¡Felicidades!")',
    ]);
    expect(byCode.get('LUIS-888')!.slice(9, 11)).toEqual(['Celíaco', '']);
    expect(byCode.get('EVA-999')!.slice(9, 11)).toEqual(['Sin gluten', 'Lo siento mucho']);
    expect(byCode.get('MAR-000')!.slice(9, 11)).toEqual(['', '']);
    // the guest's words are text cells, never formulas
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
    const message = Object.values(sheet).find(
      (cell) =>
        typeof cell === 'object' && cell && (cell as XLSX.CellObject).v === byCode.get('ANA-777')![10],
    ) as XLSX.CellObject;
    expect(message.t).toBe('s');
  });

  it('CSV: still exactly the nine columns of the spec, and no RSVP text in it', async () => {
    await seedAnswers();
    const { res, body } = await download('csv');
    expect(res.status).toBe(200);
    const text = body.subarray(3).toString('utf8');
    const rows = await parseCsv(text);
    expect(rows[0]).toEqual([...CSV_EXPORT_COLUMNS]);
    expect(rows.every((row) => row.length === 9)).toBe(true);
    expect(text).not.toMatch(/Vegetariana|Celíaco|Felicidades|Lo siento/);
  });
});

describe('caterer summary (GET /api/admin/guests/export?format=caterer)', () => {
  beforeEach(() => Promise.all([RsvpModel.deleteMany({}), InvitadoModel.deleteMany({})]));

  it('totals the attending people (list and phone) and lists every attending note; no contact data', async () => {
    await seedAnswers();
    const { res, body } = await download('caterer');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName().replace('wedding_guests_', 'wedding_caterer_summary_').replace('.csv', '.xlsx')}"`,
    );
    const { book, sheet, rows } = readSheet(body);
    // the summary first, then who is coming by name and the counts per dish (caterer-people.ts)
    expect(book.SheetNames).toEqual(['Caterer summary', 'People', 'Meals']);
    expect(rows).toEqual([
      ['Attending', 'People', 'Invitations'],
      ['Invitation list', 5, 2],
      ['Phone confirmations', 4, 1],
      ['Total', 9, 3],
      [],
      ['Guest', 'People', 'Dietary Restrictions'],
      ['Ana Peña', 3, 'Vegetariana; un niño alérgico al maní'],
      ['Luis Álvarez', 2, 'Celíaco'],
    ]);
    // nothing that reaches a guest: no e-mail, phone or invitation code (nor the messages), in any cell
    const everything = book.SheetNames.flatMap((name) =>
      Object.entries(book.Sheets[name]!)
        .filter(([address]) => !address.startsWith('!'))
        .map(([, cell]) => String((cell as XLSX.CellObject).v)),
    ).join('\n');
    for (const secret of [
      '@',
      'example.com',
      '809555',
      '829555',
      '555',
      'ANA-777',
      'LUIS-888',
      'EVA-999',
      'HYPERLINK',
      'Lo siento',
      'Rosa',
      'Sin gluten',
    ]) {
      expect(everything).not.toContain(secret);
    }
    // the summary names only the guests with a dietary note; the People sheet names every confirmed party
    // (one row per person coming, "Not named yet" until the guest names them: caterer-people.ts)
    expect(rows.flat()).not.toContain('Pedro Teléfono');
    const people = XLSX.utils.sheet_to_json<string[]>(book.Sheets.People!, { header: 1 });
    expect(people.filter((row) => row[0] === 'Pedro Teléfono')).toHaveLength(4);
    // and nowhere in the file's bytes either (the workbook's shared strings, unzipped)
    const { FileIndex } = XLSX.CFB.read(body, { type: 'buffer' }) as {
      FileIndex: { content?: ArrayLike<number> }[];
    };
    const parts = FileIndex.map((file) => Buffer.from(file.content ?? []).toString('utf8'));
    expect(parts.join('\n')).toContain('Celíaco');
    expect(parts.join('\n')).not.toMatch(/example\.com|\+1809|ANA-777|LUIS-888/);
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);
  });

  it('with nobody attending: zero totals and "No dietary notes"; with nobody at all: "No data to export"', async () => {
    const empty = await agent.get(`${EXPORT}?format=caterer`);
    expect(empty.status).toBe(404);
    expect(empty.body).toEqual({ error: 'No data to export' });

    await UnifiedGuestModel.create({ name: 'Mar', invitationCode: 'MAR-1', category: 'Padres Novia' });
    const { res, body } = await download('caterer');
    expect(res.status).toBe(200);
    expect(readSheet(body).rows).toEqual([
      ['Attending', 'People', 'Invitations'],
      ['Invitation list', 0, 0],
      ['Phone confirmations', 0, 0],
      ['Total', 0, 0],
      [],
      ['Guest', 'People', 'Dietary Restrictions'],
      ['No dietary notes'],
    ]);
  });

  it('phone guests alone are enough for a summary', async () => {
    await InvitadoModel.create({
      nombreCompleto: 'Pedro Teléfono',
      telefonoWhatsapp: '+18295550444',
      categoria: 'Familia Sofía',
      maxPersonasPermitidas: 4,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
    });
    const { res, body } = await download('caterer');
    expect(res.status).toBe(200);
    expect(readSheet(body).rows.slice(1, 4)).toEqual([
      ['Invitation list', 0, 0],
      ['Phone confirmations', 3, 1],
      ['Total', 3, 1],
    ]);
  });
});
