// The caterer summary's people and meals sheets (GET /api/admin/guests/export?format=caterer): a row per
// person of every confirmed party with their meal, dietary needs and table, the people still to be named,
// a person on both lists once, and the people per dish in the menu's order; in the admin's language.
import { InvitadoModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import * as XLSX from 'xlsx';
import { insertGuest, insertPhoneGuest, testPhone } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp } from './helpers';

useTestDatabase();

const EXPORT = '/api/admin/guests/export';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
  ]);
  await createUser({ username: 'planner', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'planner');
});

async function workbook(query: string) {
  const res = await agent
    .get(`${EXPORT}?${query}`)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      const source = stream as unknown as NodeJS.ReadableStream;
      source.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      source.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  const book = XLSX.read(res.body as Buffer, { type: 'buffer' });
  const rows = (name: string) =>
    XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[name]!, { header: 1 });
  return { book, rows };
}

type Member = { name: string; child: boolean; meal?: string; dietary: string[]; dietaryNote?: string };

/** A phone guest stored with `party` (written as the party route stores it). */
async function phoneGuestWith(fields: Parameters<typeof insertPhoneGuest>[0], party: Member[]) {
  const guest = await insertPhoneGuest(fields);
  await InvitadoModel.updateOne({ _id: guest._id }, { $set: { party } });
}

/** A guest of the invitation list stored with `party`. */
async function guestWith(fields: Parameters<typeof insertGuest>[0], party: Member[]) {
  const guest = await insertGuest(fields);
  await UnifiedGuestModel.updateOne({ _id: guest._id }, { $set: { party } });
}

async function seedParties() {
  // a phone guest at table 4: three confirmed, two named
  await phoneGuestWith(
    {
      nombreCompleto: 'Pablo Teléfono',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
      mesa: 4,
    },
    [
      {
        name: 'Pablo',
        child: false,
        meal: 'fish',
        dietary: ['gluten-free', 'other'],
        dietaryNote: 'Sin picante',
      },
      { name: 'Lía', child: true, meal: 'children', dietary: [] },
    ],
  );
  // a guest of the invitation list, no table: one named without a meal yet
  await guestWith(
    {
      name: 'Ana Lista',
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    },
    [
      { name: 'Ana', child: false, meal: 'meat', dietary: ['vegan'] },
      { name: 'Bruno', child: false, dietary: [] },
    ],
  );
  // one person on both lists: the phone record holds the party, the twin is counted once
  const phone = testPhone();
  await insertGuest({ name: 'Gemma Gemela', phone, confirmationStatus: 'confirmado', confirmedPeople: 1 });
  await phoneGuestWith(
    {
      nombreCompleto: 'Gemma Gemela',
      telefonoWhatsapp: phone,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 1,
    },
    [{ name: 'Gemma', child: false, meal: 'vegetarian', dietary: [] }],
  );
  // both lists again, named on the invitation page only: the list record's party, once
  const teo = testPhone();
  await guestWith({ name: 'Teo Gemelo', phone: teo, confirmationStatus: 'confirmado', confirmedPeople: 1 }, [
    { name: 'Teo', child: false, meal: 'meat', dietary: [] },
  ]);
  await insertPhoneGuest({
    nombreCompleto: 'Teo Gemelo',
    telefonoWhatsapp: teo,
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 1,
  });
  // an old party beyond the answer, and a party of someone who declined: never read
  await guestWith(
    {
      name: 'Óscar Menos',
      confirmationStatus: 'confirmado',
      confirmedPeople: 1,
    },
    [
      { name: 'Óscar', child: false, meal: 'meat', dietary: [] },
      { name: 'Extra', child: false, meal: 'fish', dietary: [] },
    ],
  );
  await phoneGuestWith(
    {
      nombreCompleto: 'Rita Rechazo',
      estadoConfirmacion: 'rechazado',
    },
    [{ name: 'Rita', child: false, meal: 'fish', dietary: [] }],
  );
}

describe('caterer summary: the people and meals sheets', () => {
  it('writes a row per person, the people still to name, each person once, and the meals per dish', async () => {
    await seedParties();
    const { book, rows } = await workbook('format=caterer');
    expect(book.SheetNames).toEqual(['Caterer summary', 'People', 'Meals']);
    expect(rows('People')).toEqual([
      ['Guest', 'Person', 'Child', 'Meal', 'Dietary needs', 'Table'],
      ['Ana Lista', 'Ana', 'No', 'Meat', 'Vegan', ''],
      ['Ana Lista', 'Bruno', 'No', '', '', ''],
      ['Gemma Gemela', 'Gemma', 'No', 'Vegetarian', '', ''],
      ['Óscar Menos', 'Óscar', 'No', 'Meat', '', ''],
      ['Pablo Teléfono', 'Pablo', 'No', 'Fish', 'Gluten-free, Other · Sin picante', 4],
      ['Pablo Teléfono', 'Lía', 'Yes', "Children's menu", '', 4],
      ['Pablo Teléfono', 'Not named yet', '', '', '', 4],
      ['Teo Gemelo', 'Teo', 'No', 'Meat', '', ''],
    ]);
    expect(rows('Meals')).toEqual([
      ['Meal', 'People'],
      ['Meat', 3],
      ['Fish', 1],
      ['Vegetarian', 1],
      ["Children's menu", 1],
      ['No meal chosen', 1],
      ['Not named yet', 1],
      [],
      ['People named', 7],
      ['Children', 1],
      [],
      ['Dietary needs', 'People'],
      ['Vegetarian', 0],
      ['Vegan', 1],
      ['Gluten-free', 1],
      ['Lactose-free', 0],
      ['Nut allergy', 0],
      ['Shellfish allergy', 0],
      ['Other', 1],
    ]);
    const text = JSON.stringify(rows('People'));
    for (const absent of ['Extra', 'Rita', '+1849']) expect(text).not.toContain(absent);
  });

  it('in Spanish with lang=es, the first sheet as before', async () => {
    await seedParties();
    const { book, rows } = await workbook('format=caterer&lang=es');
    expect(book.SheetNames).toEqual(['Resumen para el catering', 'Personas', 'Platos']);
    expect(rows('Resumen para el catering')[0]).toEqual(['Asistentes', 'Personas', 'Invitaciones']);
    expect(rows('Personas').slice(0, 2)).toEqual([
      ['Invitado', 'Persona', 'Niño', 'Plato', 'Necesidades alimentarias', 'Mesa'],
      ['Ana Lista', 'Ana', 'No', 'Carne', 'Vegano', ''],
    ]);
    expect(rows('Personas')).toContainEqual(['Pablo Teléfono', 'Aún sin nombre', '', '', '', 4]);
    expect(rows('Platos').slice(0, 7)).toEqual([
      ['Plato', 'Personas'],
      ['Carne', 3],
      ['Pescado', 1],
      ['Vegetariano', 1],
      ['Menú infantil', 1],
      ['Sin plato elegido', 1],
      ['Aún sin nombre', 1],
    ]);
  });
});
