// Who is coming, by name, stays within a host's edit of the answer: fewer people keep the party's first
// ones, a reset to pending or a decline clears it, and the guest as answered names only those.
import { GuestStatusChangeModel, InvitadoModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { aPhoneGuestBody } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const INVITADOS = '/api/admin/invitados';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;
const party = [
  { name: 'Ana', child: false, meal: 'fish', dietary: [] },
  { name: 'Luis', child: false, meal: 'meat', dietary: ['vegan'] },
  { name: 'Sofía', child: true, meal: 'children', dietary: [] },
];

beforeEach(async () => {
  await clearUsers();
  await Promise.all([InvitadoModel.deleteMany({}), GuestStatusChangeModel.deleteMany({})]);
  await createUser({ username: 'host', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'host');
});

/** A phone guest who confirmed 3 and named them. */
async function confirmedWithParty(): Promise<string> {
  const res = await agent
    .post(INVITADOS)
    .set('Origin', ORIGIN)
    .send(aPhoneGuestBody({ maxPersonasPermitidas: 4 }));
  const id = res.body.data.id as string;
  await agent
    .patch(`${INVITADOS}/${id}`)
    .set('Origin', ORIGIN)
    .send({ estadoConfirmacion: 'confirmado', personasConfirmadas: 3 })
    .expect(200);
  await InvitadoModel.updateOne({ _id: id }, { $set: { party } });
  return id;
}
const storedParty = async (id: string) => (await InvitadoModel.findById(id).lean())?.party ?? null;
/** The guest as the admin's list answers it. */
async function listed(id: string): Promise<{ party?: unknown }> {
  const res = await agent.get(INVITADOS).expect(200);
  return res.body.data.find((guest: { id: string }) => guest.id === id);
}

it('keeps the first people of the party when a host lowers the people confirmed', async () => {
  const id = await confirmedWithParty();
  const res = await agent
    .patch(`${INVITADOS}/${id}`)
    .set('Origin', ORIGIN)
    .send({ personasConfirmadas: 2 })
    .expect(200);
  expect(await storedParty(id)).toEqual(party.slice(0, 2));
  expect(res.body.data.party).toEqual(party.slice(0, 2));
});

it('clears the party when a host resets the guest to pending, or records a decline', async () => {
  const reset = await confirmedWithParty();
  const res = await agent.post(`${INVITADOS}/${reset}/reset`).set('Origin', ORIGIN).expect(200);
  expect(await storedParty(reset)).toBeNull();
  expect(res.body.data.party).toBeUndefined();

  const declined = await confirmedWithParty();
  await agent
    .patch(`${INVITADOS}/${declined}`)
    .set('Origin', ORIGIN)
    .send({ estadoConfirmacion: 'rechazado' })
    .expect(200);
  expect(await storedParty(declined)).toBeNull();
  expect((await listed(declined)).party).toBeUndefined();
});

it('leaves the party alone when an edit keeps the answer', async () => {
  const id = await confirmedWithParty();
  await agent
    .patch(`${INVITADOS}/${id}`)
    .set('Origin', ORIGIN)
    .send({ nombreCompleto: 'Ana Pérez' })
    .expect(200);
  expect(await storedParty(id)).toEqual(party);
});

it('answers a guest with its party within its answer, even when an import left a longer one stored', async () => {
  const id = await confirmedWithParty();
  // as an import writes: the people lowered, the party untouched
  await InvitadoModel.updateOne({ _id: id }, { $set: { personasConfirmadas: 1 } });
  expect((await listed(id)).party).toEqual(party.slice(0, 1));
  await InvitadoModel.updateOne(
    { _id: id },
    { $set: { estadoConfirmacion: 'pendiente', personasConfirmadas: null } },
  );
  expect((await listed(id)).party).toBeUndefined();
});

it('does not bring back a party an import left stored when a host confirms the guest again', async () => {
  const id = await confirmedWithParty();
  await InvitadoModel.updateOne(
    { _id: id },
    { $set: { estadoConfirmacion: 'rechazado', personasConfirmadas: null } },
  );
  const res = await agent
    .patch(`${INVITADOS}/${id}`)
    .set('Origin', ORIGIN)
    .send({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2 })
    .expect(200);
  expect(await storedParty(id)).toBeNull();
  expect(res.body.data.party).toBeUndefined();
});
