// Issue 36 item 2: the phone-guest edit (PATCH /api/admin/invitados/:id: PUT's edit, which keeps ignoring
// these fields as the spec says, plus the corrections) corrects the name, the WhatsApp number, the category
// and the maximum, with create's checks: a number read to E.164 (400 when invalid), never another phone guest's
// (409 naming who has it), one of the six categories, a maximum of 1..10 never below the people the guest
// confirmed (400). Fields left out keep their value; a refused edit writes nothing.
import { GUEST_CATEGORIES, INVITADO_MESSAGES } from '@wedding/shared-contracts';
import { GuestStatusChangeModel, InvitadoModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { aPhoneGuestBody, testPhone } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { INVITADO_SERVER_MESSAGES } from '../src/modules/invitados/service';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const INVITADOS = '/api/admin/invitados';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([InvitadoModel.deleteMany({}), GuestStatusChangeModel.deleteMany({})]);
  await createUser({ username: 'host', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'host');
});

async function add(body: Record<string, unknown> = {}) {
  const res = await agent.post(INVITADOS).set('Origin', ORIGIN).send(aPhoneGuestBody(body));
  if (res.status !== 201) throw new Error(`create failed: ${res.status}`);
  return res.body.data as { id: string; telefonoWhatsapp: string };
}
const edit = (id: string, body: Record<string, unknown>) =>
  agent.patch(`${INVITADOS}/${id}`).set('Origin', ORIGIN).send(body);
const stored = (id: string) => InvitadoModel.findById(id).lean();

it('corrects the name, number (read to E.164), category and maximum, keeping the answer and notes', async () => {
  const guest = await add({ nombreCompleto: 'Ana', maxPersonasPermitidas: 2, notas: 'mesa 3' });
  await edit(guest.id, { estadoConfirmacion: 'confirmado', personasConfirmadas: 2 });
  const res = await edit(guest.id, {
    nombreCompleto: '  Ana Pérez  ',
    telefonoWhatsapp: '(809) 555-0188',
    categoria: GUEST_CATEGORIES[4],
    maxPersonasPermitidas: '6',
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    nombreCompleto: 'Ana Pérez',
    telefonoWhatsapp: '+18095550188',
    categoria: GUEST_CATEGORIES[4],
    maxPersonasPermitidas: 6,
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 2,
    notas: 'mesa 3',
  });
  expect(await stored(guest.id)).toMatchObject({
    telefonoWhatsapp: '+18095550188',
    maxPersonasPermitidas: 6,
  });
});

it('raises the maximum and sets more people in one edit', async () => {
  const guest = await add({ maxPersonasPermitidas: 2 });
  const res = await edit(guest.id, {
    maxPersonasPermitidas: 5,
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 4,
  });
  expect(res.status).toBe(200);
  expect(await stored(guest.id)).toMatchObject({ maxPersonasPermitidas: 5, personasConfirmadas: 4 });
});

it("refuses another phone guest's number with 409 naming who has it, and writes nothing", async () => {
  const taken = await add({ nombreCompleto: 'Rafael Gómez' });
  const guest = await add({ nombreCompleto: 'Eva' });
  const res = await edit(guest.id, { telefonoWhatsapp: taken.telefonoWhatsapp, nombreCompleto: 'Eva Sol' });
  expect(res.status).toBe(409);
  expect(res.body.error).toBe(INVITADO_SERVER_MESSAGES.phoneTaken('Rafael Gómez'));
  expect(await stored(guest.id)).toMatchObject({
    nombreCompleto: 'Eva',
    telefonoWhatsapp: guest.telefonoWhatsapp,
  });
});

it('accepts its own number written another way', async () => {
  const phone = testPhone();
  const guest = await add({ telefonoWhatsapp: phone });
  const res = await edit(guest.id, { telefonoWhatsapp: `+1 (${phone.slice(2, 5)}) ${phone.slice(5)}` });
  expect(res.status).toBe(200);
  expect(res.body.data.telefonoWhatsapp).toBe(phone);
});

it.each([
  [{ telefonoWhatsapp: '12' }, INVITADO_MESSAGES.phoneInvalid],
  [{ telefonoWhatsapp: 'abc' }, INVITADO_MESSAGES.phoneInvalid],
  [{ nombreCompleto: '   ' }, INVITADO_MESSAGES.nameRequired],
  [{ categoria: 'Vecinos' }, INVITADO_MESSAGES.categoryInvalid],
  [{ maxPersonasPermitidas: 0 }, INVITADO_MESSAGES.maxPeopleRange],
  [{ maxPersonasPermitidas: 11 }, INVITADO_MESSAGES.maxPeopleRange],
])('refuses %j with a 400 naming the field, and writes nothing', async (body, message) => {
  const guest = await add({ nombreCompleto: 'Lía' });
  const res = await edit(guest.id, body);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).toContain(message);
  expect(await stored(guest.id)).toMatchObject({
    nombreCompleto: 'Lía',
    telefonoWhatsapp: guest.telefonoWhatsapp,
  });
});

it('refuses to lower the maximum below the people confirmed (400), and allows it down to them', async () => {
  const guest = await add({ maxPersonasPermitidas: 5 });
  await edit(guest.id, { estadoConfirmacion: 'confirmado', personasConfirmadas: 3 });
  const refused = await edit(guest.id, { maxPersonasPermitidas: 2 });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe(INVITADO_MESSAGES.maxBelowConfirmed);
  expect(await stored(guest.id)).toMatchObject({ maxPersonasPermitidas: 5, personasConfirmadas: 3 });
  expect((await edit(guest.id, { maxPersonasPermitidas: 3 })).status).toBe(200);
  // people above the new maximum in the same edit: the people field's own message
  const tooMany = await edit(guest.id, { maxPersonasPermitidas: 2, personasConfirmadas: 3 });
  expect(tooMany.status).toBe(400);
  expect(JSON.stringify(tooMany.body)).toContain(INVITADO_MESSAGES.confirmedPeopleMax(2));
});

it('lowers the maximum of a declined guest freely', async () => {
  const guest = await add({ maxPersonasPermitidas: 5 });
  await edit(guest.id, { estadoConfirmacion: 'rechazado', personasConfirmadas: null });
  expect((await edit(guest.id, { maxPersonasPermitidas: 1 })).status).toBe(200);
});
