// Who is coming, by name, in the phone guests' files: their .xlsx export's People sheet (one row per person,
// keyed by phone) is read back by their import as the invitation list's is by its own: each party checked
// against the menu and within the guest's answer (the file's for a guest it adds, the stored one for a guest
// it updates), a bad row named by its sheet and row and that guest's party left as it was.
import { PARTY_MESSAGES, type PartyMember } from '@wedding/shared-contracts';
import { InvitadoModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import * as XLSX from 'xlsx';
import { aPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());
jest.setTimeout(60_000);

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;
const phones = () => mongoose.connection.db!.collection('invitados');
const EXPORT = '/api/admin/invitados/export?format=xlsx';
const IMPORT = '/api/admin/invitados/import';

beforeEach(async () => {
  await clearUsers();
  await InvitadoModel.deleteMany({});
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

const CARLOS: PartyMember[] = [
  { name: 'Carlos Núñez', child: false, meal: 'meat', dietary: ['shellfish-allergy'] },
  { name: 'Lucía', child: true, meal: 'children', dietary: [], dietaryNote: 'Sin frutos secos' },
];
const ELENA: PartyMember[] = [
  {
    name: 'Elena Ríos',
    child: false,
    meal: 'fish',
    dietary: ['gluten-free', 'other'],
    dietaryNote: 'Sésamo',
  },
  { name: 'Pablo', child: false, dietary: [] },
  { name: 'Iris', child: true, dietary: ['vegan'] },
];

const confirmed = (people: number, at: string) => ({
  estadoConfirmacion: 'confirmado' as const,
  personasConfirmadas: people,
  fechaConfirmacion: new Date(at),
});

/** Phone guests stored as the services store them (through the driver, as the answers' writes do). */
async function seed() {
  await phones().insertMany([
    {
      ...aPhoneGuest({
        nombreCompleto: 'Carlos Núñez',
        telefonoWhatsapp: '+18095550177',
        maxPersonasPermitidas: 2,
        ...confirmed(2, '2025-06-12T12:00:00.500Z'),
      }),
      party: CARLOS,
      createdAt: new Date('2025-05-01T00:00:00Z'),
      updatedAt: new Date('2025-05-01T00:00:00Z'),
    },
    // confirmed 2 after naming 3 (an import lowered the people): exported, and so restored, within the answer
    {
      ...aPhoneGuest({
        nombreCompleto: 'Elena Ríos',
        telefonoWhatsapp: '+34612345678',
        maxPersonasPermitidas: 4,
        ...confirmed(2, '2025-06-13T09:30:00.000Z'),
      }),
      party: ELENA,
      createdAt: new Date('2025-05-02T00:00:00Z'),
      updatedAt: new Date('2025-05-02T00:00:00Z'),
    },
    {
      ...aPhoneGuest({ nombreCompleto: 'Dora Pendiente', telefonoWhatsapp: '+18095550178' }),
      createdAt: new Date('2025-05-03T00:00:00Z'),
      updatedAt: new Date('2025-05-03T00:00:00Z'),
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

const upload = (file: Buffer, name: string) =>
  agent.post(IMPORT).set('Origin', ORIGIN).attach('file', file, name);

/** Each phone guest's stored party, by phone. */
async function parties() {
  const docs = await phones().find({}).sort({ telefonoWhatsapp: 1 }).toArray();
  return Object.fromEntries(docs.map((doc) => [doc.telefonoWhatsapp, doc.party]));
}

/** The exported workbook with its People sheet's rows replaced by `people` (header kept). */
function withPeople(file: Buffer, people: (string | number)[][]): Buffer {
  const book = XLSX.read(file, { type: 'buffer' });
  const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets.People!, { header: 1 })[0]!;
  book.Sheets.People = XLSX.utils.aoa_to_sheet([header, ...people]);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe("the phone guests' import reads their .xlsx's People sheet", () => {
  it('restores the parties of its own .xlsx into an empty list, and the same file again changes nothing', async () => {
    await seed();
    const file = await download(EXPORT);
    await InvitadoModel.deleteMany({});

    const res = await upload(file, 'phone.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ imported: 3, updated: 0, errors: [], warnings: [] });
    expect(await parties()).toEqual({
      '+18095550177': CARLOS,
      '+18095550178': undefined,
      '+34612345678': ELENA.slice(0, 2),
    });

    const again = await upload(file, 'phone.xlsx');
    expect(again.body.results).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 3,
      errors: [],
      warnings: [],
    });
    expect((await parties())['+18095550177']).toEqual(CARLOS);
  });

  it('names a bad people row by sheet and row, and leaves that guest its party; the others take theirs', async () => {
    await seed();
    const file = withPeople(await download(EXPORT), [
      // Carlos: a dish not on the menu (row 3)
      ['+1 809 555 0177', 'Carlos Núñez', 1, 'Carlos Núñez', 'No', 'meat', '', ''],
      ['+1 809 555 0177', 'Carlos Núñez', 2, 'Lucía', 'Yes', 'lobster', '', ''],
      // Elena: a third person (row 6) of the 2 she confirmed (the file's "Confirmed" is not taken)
      ['+34 612 34 56 78', 'Elena Ríos', 1, 'Elena', 'No', 'fish', '', ''],
      ['+34 612 34 56 78', 'Elena Ríos', 2, 'Pablo', 'No', '', '', ''],
      ['+34 612 34 56 78', 'Elena Ríos', 3, 'Iris', 'Yes', '', '', ''],
      // Dora has not confirmed
      ['+18095550178', 'Dora', 1, 'Dora', 'No', '', '', ''],
      // no guest row with this phone
      ['+1 809 555 0199', 'Nadie', 1, 'Nadie', 'No', '', '', ''],
    ]);
    const res = await upload(file, 'people.xlsx');
    expect(res.status).toBe(200);
    const { errors } = res.body.results;
    expect(errors).toEqual(
      expect.arrayContaining([
        `Sheet "People", row 3: "Carlos Núñez" (+1 809 555 0177): ${PARTY_MESSAGES.unknownMeal.en}`,
        `Sheet "People", row 6: "Elena Ríos" (+34 612 34 56 78): ${PARTY_MESSAGES.tooMany.en} (2 confirmed)`,
        'Sheet "People", row 7: "Dora Pendiente" (+1 809 555 0178) has not confirmed; people are named only for a confirmed invitation',
        'Sheet "People", row 8: the phone "+1 809 555 0199" is on no guest row of the file that could be read',
      ]),
    );
    expect(errors).toHaveLength(4);
    expect(await parties()).toEqual({
      '+18095550177': CARLOS,
      '+18095550178': undefined,
      '+34612345678': ELENA,
    });

    const good = withPeople(await download(EXPORT), [
      ['+34612345678', 'Elena Ríos', 2, 'Pablo Ríos', 'No', 'meat', 'vegan', ''],
      ['+34612345678', 'Elena Ríos', 1, 'Elena Ríos', 'No', 'vegetarian', '', '  Sin cebolla  '],
    ]);
    const replaced = await upload(good, 'people.xlsx');
    expect(replaced.body.results).toMatchObject({ updated: 1, unchanged: 2, errors: [], warnings: [] });
    expect(await parties()).toEqual({
      '+18095550177': CARLOS,
      '+18095550178': undefined,
      '+34612345678': [
        { name: 'Elena Ríos', child: false, meal: 'vegetarian', dietary: [], dietaryNote: 'Sin cebolla' },
        { name: 'Pablo Ríos', child: false, meal: 'meat', dietary: ['vegan'] },
      ],
    });
  });
});
