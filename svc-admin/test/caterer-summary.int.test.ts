// The caterer summary (GET /api/admin/guests/export?format=caterer) from every source of a dietary note
// (issue 36, item 4): the notes the hosts wrote on guests of both lists, the note of an e-mail answer
// (tied to a guest or still in the inbox), the note of an answer on the invitation page (a guest of the
// list, or a legacy invitation), only for parties that come; and its texts in the admin's language (&lang=).
import {
  InvitadoModel,
  LegacyGuestModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import * as XLSX from 'xlsx';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp } from './helpers';

useTestDatabase();

const EXPORT = '/api/admin/guests/export';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await createUser({ username: 'planner', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'planner');
});

async function download(query: string) {
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
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { book, rows: XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 }) };
}

/** One party per source, and parties who do not come (their notes are no business of the caterer). */
async function seedEverySource() {
  // the hosts' note alone (the four of the issue)
  await insertGuest({
    name: 'Carmen Celíaca',
    confirmationStatus: 'confirmado',
    confirmedPeople: 2,
    notes: 'Celíaco',
  });
  // an e-mail answer's note and the hosts' note on the same guest
  const eva = await insertGuest({
    name: 'Eva Embarazada',
    confirmationStatus: 'confirmado',
    confirmedPeople: 3,
    notes: 'Embarazada, nada de alcohol',
  });
  await RsvpModel.create({
    unifiedGuestId: eva._id,
    name: 'Eva Embarazada',
    email: 'eva@example.com',
    attending: true,
    guestCount: 3,
    dietaryRestrictions: 'Vegetariana',
  });
  // an answer on the invitation page (no e-mail), the hosts wrote the same words: once
  const ines = await insertGuest({
    name: 'Inés Invitación',
    confirmationStatus: 'confirmado',
    confirmedPeople: 1,
    notes: ' sin lactosa ',
  });
  await RsvpModel.create({
    unifiedGuestId: ines._id,
    name: 'Inés Invitación',
    attending: true,
    guestCount: 1,
    dietaryRestrictions: 'Sin lactosa',
  });
  // a phone guest who comes, with the hosts' note
  await insertPhoneGuest({
    nombreCompleto: 'Pablo Teléfono',
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 4,
    notas: 'Alergia al marisco',
  });
  // an e-mail answer still in the inbox (no guest matched yet), and a legacy invitation's answer
  await RsvpModel.create({
    name: 'Uma Sin Lista',
    email: 'uma@example.com',
    attending: true,
    guestCount: 2,
    dietaryRestrictions: 'Vegana',
  });
  const legacy = await LegacyGuestModel.create({ name: 'Leo Antiguo', invitationCode: 'LEO-2024' });
  await RsvpModel.create({
    guestId: legacy._id,
    name: 'Leo Antiguo',
    attending: true,
    guestCount: 2,
    dietaryRestrictions: 'Sin cerdo',
  });
  // nobody who declined or has not answered
  await insertGuest({
    name: 'Rita Rechazo',
    confirmationStatus: 'rechazado',
    confirmedPeople: 0,
    notes: 'Sin gluten',
  });
  await insertGuest({ name: 'Pepe Pendiente', notes: 'Vegano estricto' });
  await insertPhoneGuest({ nombreCompleto: 'Paz Pendiente', notas: 'Kosher' });
  await RsvpModel.create({
    name: 'Nora No Viene',
    email: 'nora@example.com',
    attending: false,
    guestCount: 0,
    dietaryRestrictions: 'Halal',
  });
  // a confirmed guest without any note: in the totals, not among the notes
  await insertGuest({ name: 'Sin Notas', confirmationStatus: 'confirmado', confirmedPeople: 2 });
}

const NOTES = [
  ['Carmen Celíaca', 2, 'Celíaco'],
  ['Eva Embarazada', 3, 'Vegetariana · Embarazada, nada de alcohol'],
  ['Inés Invitación', 1, 'Sin lactosa'],
  ['Leo Antiguo', 2, 'Sin cerdo'],
  ['Pablo Teléfono', 4, 'Alergia al marisco'],
  ['Uma Sin Lista', 2, 'Vegana'],
];

describe('caterer summary: the dietary notes from every source', () => {
  beforeEach(() =>
    Promise.all([
      RsvpModel.deleteMany({}),
      LegacyGuestModel.deleteMany({}),
      UnifiedGuestModel.deleteMany({}),
      InvitadoModel.deleteMany({}),
    ]),
  );

  it('lists every attending party with a note, once each; none of those who do not come', async () => {
    await seedEverySource();
    const { rows } = await download('format=caterer');
    expect(rows).toEqual([
      ['Attending', 'People', 'Invitations'],
      ['Invitation list', 8, 4],
      ['Phone confirmations', 4, 1],
      ['Total', 12, 5],
      [],
      ['Guest', 'People', 'Dietary Restrictions'],
      ...NOTES,
    ]);
    const text = JSON.stringify(rows);
    for (const absent of [
      'Sin gluten',
      'Vegano estricto',
      'Kosher',
      'Halal',
      'Rita',
      'Pepe',
      'Paz',
      'Nora',
      '@',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  it('in Spanish with lang=es: the sheet, the headers and the row labels', async () => {
    await seedEverySource();
    const { book, rows } = await download('format=caterer&lang=es');
    expect(book.SheetNames).toEqual(['Resumen para el catering', 'Personas', 'Platos']);
    expect(rows).toEqual([
      ['Asistentes', 'Personas', 'Invitaciones'],
      ['Lista de invitaciones', 8, 4],
      ['Confirmaciones por teléfono', 4, 1],
      ['Total', 12, 5],
      [],
      ['Invitado', 'Personas', 'Restricciones alimentarias'],
      ...NOTES,
    ]);
  });

  it('in English with lang=en (and by default); "Sin notas alimentarias" without any note in Spanish', async () => {
    await insertGuest({ name: 'Sin Notas', confirmationStatus: 'confirmado', confirmedPeople: 2 });
    const english = await download('format=caterer&lang=en');
    expect(english.book.SheetNames).toEqual(['Caterer summary', 'People', 'Meals']);
    expect(english.rows.slice(5)).toEqual([
      ['Guest', 'People', 'Dietary Restrictions'],
      ['No dietary notes'],
    ]);
    const spanish = await download('format=caterer&lang=es');
    expect(spanish.rows.slice(5)).toEqual([
      ['Invitado', 'Personas', 'Restricciones alimentarias'],
      ['Sin notas alimentarias'],
    ]);
  });

  it('refuses another language with a clear 400', async () => {
    await insertGuest({ confirmationStatus: 'confirmado', confirmedPeople: 1 });
    for (const lang of ['fr', 'ES', '']) {
      const res = await agent.get(`${EXPORT}?format=caterer&lang=${lang}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('lang must be "es" or "en"');
    }
  });
});
