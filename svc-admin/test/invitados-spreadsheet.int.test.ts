// Phone guests as a spreadsheet (issue 16 item 2; issue 15 item 6: one spreadsheet module for both lists):
// GET /api/admin/invitados/export?format=csv|xlsx and POST /api/admin/invitados/import, against a real
// database. The export's .xlsx imported into an empty list restores every field; the same file imported
// twice adds nothing; rows are refused by number; an answer is never overwritten; the guest list's hostile
// files are refused the same way, with nothing written.
import { GuestStatusChangeModel, InvitadoModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { parseString } from 'fast-csv';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { UPDATE_PARALLEL, updateSlot } from '../src/modules/guest-import/writing/update-slots';
import { PHONE_GUEST_COLUMNS } from '../src/modules/invitados/spreadsheet-export';
import { csvFile, xlsxFile } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const EXPORT = '/api/admin/invitados/export';
const IMPORT = '/api/admin/invitados/import';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([clearUsers(), InvitadoModel.deleteMany({}), GuestStatusChangeModel.deleteMany({})]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

async function download(format: 'csv' | 'xlsx') {
  return agent
    .get(`${EXPORT}?format=${format}`)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      const source = stream as unknown as NodeJS.ReadableStream;
      source.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      source.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const upload = (file: Buffer, name: string) =>
  agent.post(IMPORT).set('Origin', ORIGIN).attach('file', file, name);

const parseCsv = (text: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });

/** Every stored field of every phone guest, by phone, without ids and update times. */
async function phoneGuests() {
  const guests = await InvitadoModel.find({}).sort({ telefonoWhatsapp: 1 }).lean();
  return guests.map(({ _id, __v, updatedAt, ...fields }) => fields);
}

const snapshot = () => InvitadoModel.find({}).sort({ telefonoWhatsapp: 1 }).lean();

async function seed() {
  const created = new Date('2026-01-05T10:00:00.123Z');
  await InvitadoModel.collection.insertMany([
    {
      nombreCompleto: 'José Núñez',
      telefonoWhatsapp: '+18095550101',
      categoria: 'Familia Sofía',
      maxPersonasPermitidas: 4,
      acompanantesAsignados: 2,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
      fechaConfirmacion: new Date('2026-02-01T18:30:00.456Z'),
      notas: 'Mesa 4; sin gluten',
      language: 'en',
      mesa: 4,
      createdAt: created,
      updatedAt: created,
    },
    {
      nombreCompleto: '=HYPERLINK("http://evil.example","Ana")',
      telefonoWhatsapp: '+34612345678',
      categoria: 'Amigos Mateo',
      maxPersonasPermitidas: 1,
      acompanantesAsignados: 0,
      estadoConfirmacion: 'rechazado',
      personasConfirmadas: null,
      fechaConfirmacion: new Date('2026-02-02T08:00:00.000Z'),
      createdAt: new Date(created.getTime() + 1000),
      updatedAt: created,
    },
    {
      nombreCompleto: 'Carla Mar',
      telefonoWhatsapp: '+18295550303',
      categoria: 'Padres Novio',
      maxPersonasPermitidas: 2,
      acompanantesAsignados: 1,
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
      fechaConfirmacion: null,
      createdAt: new Date(created.getTime() + 2000),
      updatedAt: created,
    },
  ]);
}

describe('export', () => {
  it('CSV: UTF-8 with BOM, the columns the import reads, phones international, formulas neutralised', async () => {
    await seed();
    const res = await download('csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wedding_phone_guests_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = await parseCsv(text.slice(1));
    expect(rows).toEqual([
      [...PHONE_GUEST_COLUMNS],
      [
        'José Núñez',
        "'+1 809 555 0101",
        'Familia Sofía',
        '4',
        '2',
        'Confirmed',
        '3',
        '2026-02-01T18:30:00.456Z',
        'Mesa 4; sin gluten',
        '2026-01-05T10:00:00.123Z',
        'en',
        '4',
      ],
      [
        `'=HYPERLINK("http://evil.example","Ana")`,
        "'+34 612 34 56 78",
        'Amigos Mateo',
        '1',
        '0',
        'Declined',
        '',
        '2026-02-02T08:00:00.000Z',
        '',
        '2026-01-05T10:00:01.123Z',
        '',
        '',
      ],
      [
        'Carla Mar',
        "'+1 829 555 0303",
        'Padres Novio',
        '2',
        '1',
        'Pending',
        '',
        '',
        '',
        '2026-01-05T10:00:02.123Z',
        '',
        '',
      ],
    ]);
  });

  it('404 "No data to export" without phone guests; 400 for an unknown format', async () => {
    const empty = await download('csv');
    expect(empty.status).toBe(404);
    expect(JSON.parse((empty.body as Buffer).toString()).error).toBe('No data to export');
    const bad = await agent.get(`${EXPORT}?format=pdf`);
    expect(bad.status).toBe(400);
  });
});

describe('a backup that restores', () => {
  it('the .xlsx imported into an empty list brings back every field of every phone guest', async () => {
    await seed();
    const before = await phoneGuests();
    const file = (await download('xlsx')).body as Buffer;
    await InvitadoModel.deleteMany({});
    const res = await upload(file, 'backup.xlsx');
    expect(res.status).toBe(200);
    const seeded = [
      { row: 2, name: 'José Núñez' },
      { row: 3, name: '=HYPERLINK("http://evil.example","Ana")' },
      { row: 4, name: 'Carla Mar' },
    ];
    expect(res.body.results).toEqual({
      imported: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
      totalRows: 3,
      warnings: [],
      rows: { added: seeded, updated: [], refused: [], skipped: [] },
      notices: [],
    });
    expect(await phoneGuests()).toEqual(before);
    // imported again over the same list: nothing written, nothing added, nothing counted as updated
    const stored = await snapshot();
    const again = await upload(file, 'backup.xlsx');
    expect(again.body.results).toEqual({
      imported: 0,
      updated: 0,
      unchanged: 3,
      errors: [],
      totalRows: 3,
      warnings: [],
      rows: { added: [], updated: [], refused: [], skipped: [] },
      notices: [],
    });
    expect(await snapshot()).toEqual(stored);
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);
  });

  it('the CSV export imported into an empty list too, formula-like names exactly', async () => {
    await seed();
    const before = await phoneGuests();
    const file = (await download('csv')).body as Buffer;
    await InvitadoModel.deleteMany({});
    const res = await upload(file, 'backup.csv');
    expect(res.body.results.errors).toEqual([]);
    expect(await phoneGuests()).toEqual(before);
  });
});

describe('import', () => {
  const HEADER = ['Nombre completo', 'Teléfono / WhatsApp', 'Categoría', 'Nº personas', 'Notas'];

  it('adds new numbers, updates the guest a number finds however it is written, and keeps every answer', async () => {
    await seed();
    const file = csvFile(
      [
        HEADER,
        ['José Núñez Peña', '(809) 555-0101', 'familia sofia', '5', 'Mesa 2'],
        ['Lucía Gómez', '809.555.0404', 'Amigos Sofía', '3', ''],
        ['Carla Mar', '1-829-555-0303', '', '', ''],
      ],
      { separator: ';', bom: true },
    );
    const res = await upload(file, 'lista.csv');
    expect(res.status).toBe(200);
    // Carla's row changes nothing: found, unchanged, not counted as updated
    expect(res.body.results).toEqual({
      imported: 1,
      updated: 1,
      unchanged: 1,
      errors: [],
      totalRows: 3,
      warnings: [],
      rows: {
        added: [{ row: 3, name: 'Lucía Gómez' }],
        updated: [{ row: 2, name: 'José Núñez Peña' }],
        refused: [],
        skipped: [],
      },
      notices: [],
    });
    const [jose, lucia, carla] = await InvitadoModel.find({}).sort({ telefonoWhatsapp: 1 }).lean();
    expect(jose).toMatchObject({
      nombreCompleto: 'José Núñez Peña',
      categoria: 'Familia Sofía',
      maxPersonasPermitidas: 5,
      acompanantesAsignados: 2,
      notas: 'Mesa 2',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
    });
    // blank cells keep what is stored
    expect(carla).toMatchObject({
      categoria: 'Padres Novio',
      maxPersonasPermitidas: 2,
      acompanantesAsignados: 1,
    });
    expect(lucia).toMatchObject({
      nombreCompleto: 'Lucía Gómez',
      telefonoWhatsapp: '+18095550404',
      categoria: 'Amigos Sofía',
      maxPersonasPermitidas: 3,
      acompanantesAsignados: 0,
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
      fechaConfirmacion: null,
    });
    expect(lucia).not.toHaveProperty('notas');

    // the same file again: nothing added, nothing written
    const stored = await snapshot();
    const again = await upload(file, 'lista.csv');
    expect(again.body.results).toEqual({
      imported: 0,
      updated: 0,
      unchanged: 3,
      errors: [],
      totalRows: 3,
      warnings: [],
      rows: { added: [], updated: [], refused: [], skipped: [] },
      notices: [],
    });
    expect(await snapshot()).toEqual(stored);
  });

  it("an answer in the file does not overwrite a guest's answer: kept, and said", async () => {
    await seed();
    const res = await upload(
      xlsxFile([
        ['Name', 'Phone', 'Status', 'Confirmed People'],
        ['José Núñez', '+1 809 555 0101', 'Pending', ''],
        ['Carla Mar', '+1 829 555 0303', 'Pending', ''],
      ]),
      'answers.xlsx',
    );
    expect(res.body.results.warnings).toEqual([
      'The file has no category column (Category or tipo_invitado); a new phone guest needs one',
      'Row 2: "José Núñez" keeps their answer (Confirmed, 3 people); an import does not change a phone guest\'s answer (edit it in the list)',
    ]);
    expect(await InvitadoModel.findOne({ telefonoWhatsapp: '+18095550101' }).lean()).toMatchObject({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
    });
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);
  });

  it('refuses rows by their number and writes the others', async () => {
    await seed();
    const res = await upload(
      csvFile([
        ['Name', 'Phone', 'Category', 'Max People', 'Companions'],
        ['Sin Teléfono', '', 'Amigos Mateo', '2', ''],
        ['Uno', '809-555-0606', 'Amigos Mateo', '2', ''],
        ['Dos', '+1 809 555 0606', 'Amigos Mateo', '2', ''],
        ['Sin Categoría', '809-555-0707', '', '2', ''],
        ['Primo', '809-555-0808', 'Primos', '2', ''],
        ['José Núñez', '809-555-0101', '', '2', ''],
        ['Muchos', '809-555-0909', 'Amigos Mateo', '11', '12'],
        ['Bien', '809-555-1010', 'Padres Novia', '2', '1'],
      ]),
      'rows.csv',
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({
      imported: 1,
      updated: 0,
      unchanged: 0,
      totalRows: 8,
      warnings: [],
      notices: [],
      rows: {
        added: [{ row: 9, name: 'Bien' }],
        updated: [],
        refused: [
          { row: 2, name: 'Sin Teléfono' },
          { row: 3, name: 'Uno' },
          { row: 4, name: 'Dos' },
          { row: 5, name: 'Sin Categoría' },
          { row: 6, name: 'Primo' },
          { row: 7, name: 'José Núñez' },
          { row: 8, name: 'Muchos' },
        ],
        skipped: [],
      },
      errors: [
        'Row 2: a phone guest needs a WhatsApp number (Phone)',
        'Row 6: category "Primos" is not one of the six guest categories',
        'Row 8: Max People must be a whole number from 1 to 10 (got "11")',
        'Row 8: Companions must be a whole number from 0 to 10 (got "12")',
        'Row 3: "Uno": phone +1 809 555 0606 is on 2 rows (3, 4); a phone guest has one number',
        'Row 4: "Dos": phone +1 809 555 0606 is on 2 rows (3, 4); a phone guest has one number',
        'Row 5: "Sin Categoría" is new and has no category; a phone guest needs one of the six',
        'Row 7: "José Núñez" has confirmed 3 people; the maximum cannot go down to 2',
      ],
    });
    expect(await InvitadoModel.countDocuments()).toBe(4);
    expect(await InvitadoModel.findOne({ telefonoWhatsapp: '+18095551010' }).lean()).toMatchObject({
      nombreCompleto: 'Bien',
      acompanantesAsignados: 1,
    });
    expect(await InvitadoModel.findOne({ telefonoWhatsapp: '+18095550101' }).lean()).toMatchObject({
      maxPersonasPermitidas: 4,
    });
  });

  it('says which columns of the guest list phone guests do not have', async () => {
    const res = await upload(
      csvFile([
        ['nombre', 'tipo_invitado', 'acompanantes', 'codigo_unico', 'email', 'telefono'],
        ['Ana', 'Amigos Mateo', '1', 'A-1', 'ana@example.com', '809-555-0111'],
      ]),
      'guests.csv',
    );
    expect(res.body.results.warnings).toEqual([
      'Columns ignored (phone guests have none): email, codigo_unico',
    ]);
    expect(await InvitadoModel.findOne({ telefonoWhatsapp: '+18095550111' }).lean()).toMatchObject({
      maxPersonasPermitidas: 1,
      acompanantesAsignados: 1,
    });
  });

  it('a file with no row to write: 400 with every row problem, nothing written', async () => {
    const res = await upload(
      csvFile([
        ['Name', 'Phone'],
        ['Ana', ''],
      ]),
      'none.csv',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Nothing was imported: all 1 rows have problems. First: Row 2: a phone guest needs a WhatsApp number (Phone)',
    );
    expect(await InvitadoModel.countDocuments()).toBe(0);
  });
});

describe("hostile files: the guest list's refusals, nothing written", () => {
  const HEADER = ['Name', 'Phone', 'Category'];
  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => [
      `Invitado ${i}`,
      `+1 809 7${String(i).padStart(6, '0')}`,
      'Amigos Mateo',
    ]);
  const hostile: Array<[string, () => Buffer, string, number, RegExp]> = [
    [
      'a .csv renamed .xlsx',
      () => csvFile([HEADER, ...rows(2)]),
      'p.xlsx',
      400,
      /^The file is named \.xlsx but its content is a text \(CSV\) file/,
    ],
    ['an empty file', () => Buffer.alloc(0), 'p.csv', 400, /^The file is empty\.$/],
    [
      'wrong headers',
      () =>
        csvFile([
          ['invitee', 'table'],
          ['Ana', '4'],
        ]),
      'p.csv',
      400,
      /^The file's columns were not recognised\./,
    ],
    [
      '10,001 rows',
      () => csvFile([HEADER, ...rows(10_001)]),
      'p.csv',
      400,
      /at most 10,000 can be imported at once/,
    ],
    [
      '6 MB',
      () => Buffer.from(`Name\r\n${'Ana Peña\r\n'.repeat((6 * 1024 * 1024) / 10)}`),
      'p.csv',
      413,
      /^The file is larger than 5 MB\./,
    ],
    [
      'formula cells (.csv)',
      () =>
        csvFile([
          HEADER,
          ['=HYPERLINK("http://evil.example","Ana")', '809-555-0123', 'Amigos Mateo'],
          ['@SUM(1+1)', '809-555-0124', 'Amigos Mateo'],
        ]),
      'p.csv',
      400,
      /looks like a formula; formulas are not accepted/,
    ],
    [
      'a formula cell (.xlsx)',
      () =>
        xlsxFile([HEADER, ['Ana', '809-555-0123', 'Amigos Mateo']], {
          A2: 'HYPERLINK("http://evil.example","Ana")',
        }),
      'p.xlsx',
      400,
      /the Name cell holds a formula/,
    ],
  ];

  it.each(hostile)('%s', async (_label, file, name, status, message) => {
    await seed();
    const before = await snapshot();
    const res = await upload(file(), name);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });
});

describe("updates share the process's update slots with the guest list's imports", () => {
  it('a phone-guest import waits for a slot while every slot is taken, and writes once one is free', async () => {
    await seed();
    // another import holds every slot (FerretDB's pool allows only so many update statements at once)
    const held = await Promise.all(Array.from({ length: UPDATE_PARALLEL }, () => updateSlot()));
    let answered = false;
    const importing = upload(
      csvFile([
        ['Nombre completo', 'Teléfono / WhatsApp'],
        ['Carla Mar Peña', '+1 829 555 0303'],
      ]),
      'lista.csv',
    ).then((res) => {
      answered = true;
      return res;
    });
    try {
      // long enough for the import to read, plan and reach its updates on a busy machine
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(answered).toBe(false);
      expect((await InvitadoModel.findOne({ telefonoWhatsapp: '+18295550303' }).lean())?.nombreCompleto).toBe(
        'Carla Mar',
      );
    } finally {
      for (const release of held) release();
    }
    const res = await importing;
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 0, updated: 1, errors: [] });
    expect((await InvitadoModel.findOne({ telefonoWhatsapp: '+18295550303' }).lean())?.nombreCompleto).toBe(
      'Carla Mar Peña',
    );
  });
});
