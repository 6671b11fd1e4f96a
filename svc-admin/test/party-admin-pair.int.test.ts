// One person on both lists has one party, kept on the phone record (decision 0091): the invitation-list
// guest's answers (the list and the guest) carry it, and a host's edit of that guest's party writes it
// there, clearing one left on the invitation-list record; a household's other guests keep their own.
import { GuestStatusChangeModel, InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { aGuestBody, aPhoneGuestBody, testPhone } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const INVITADOS = '/api/admin/invitados';
const GUESTS = '/api/admin/guests';
/** Where the hosts' screens read the invitation list (the list and one guest). */
const LIST = '/api/admin/unified-guests';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

const party = [
  { name: 'Ana', child: false, meal: 'fish', dietary: [] },
  { name: 'Luis', child: false, meal: 'meat', dietary: ['vegan'], dietaryNote: 'No nuts at all' },
  { name: 'Sofía', child: true, meal: 'children', dietary: [] },
];
const other = [{ name: 'Eva', child: false, meal: 'meat', dietary: [] }];

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'host');
});

const editGuest = (id: string, body: object) => agent.put(`${GUESTS}/${id}`).set('Origin', ORIGIN).send(body);
const editPhoneGuest = (id: string, body: object) =>
  agent.patch(`${INVITADOS}/${id}`).set('Origin', ORIGIN).send(body);
const storedParty = async (model: 'phone' | 'list', id: string) => {
  const doc =
    model === 'phone' ? await InvitadoModel.findById(id).lean() : await UnifiedGuestModel.findById(id).lean();
  return doc?.party ?? null;
};

/** A phone guest (maximum `phoneMax`) and the invitation-list guest with its number (maximum 4). */
async function pair(phoneMax = 4) {
  const phone = testPhone();
  const phoneGuest = (
    await agent
      .post(INVITADOS)
      .set('Origin', ORIGIN)
      .send(aPhoneGuestBody({ telefonoWhatsapp: phone, maxPersonasPermitidas: phoneMax }))
      .expect(201)
  ).body.data.id as string;
  const guest = (
    await agent
      .post(GUESTS)
      .set('Origin', ORIGIN)
      .send(aGuestBody({ phone, maxPeopleAllowed: 4 }))
      .expect(201)
  ).body.data.id as string;
  return { phone, phoneGuest, guest };
}

describe("a pair's party in the invitation-list guest's answers", () => {
  it('the list and the guest carry the party the phone record keeps', async () => {
    const { phoneGuest, guest } = await pair();
    await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 3 }).expect(200);
    await editPhoneGuest(phoneGuest, { party }).expect(200);
    expect(await storedParty('list', guest)).toBeNull();

    expect((await agent.get(`${LIST}/${guest}`).expect(200)).body.data.party).toEqual(party);
    const listed = (await agent.get(LIST).expect(200)).body.data as { id: string; party?: unknown }[];
    expect(listed.find((row) => row.id === guest)?.party).toEqual(party);
  });

  it('reads the phone records of a whole list in one more query, not one per guest', async () => {
    const pairs = await Promise.all([pair(), pair(), pair(), pair()]);
    for (const { guest } of pairs)
      await editGuest(guest, {
        confirmationStatus: 'confirmado',
        confirmedPeople: 1,
        party: [party[0]],
      }).expect(200);
    const reads: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'invitados') reads.push(method);
    });
    try {
      const listed = (await agent.get(LIST).expect(200)).body.data as { party?: unknown }[];
      expect(listed.map((row) => row.party)).toEqual(pairs.map(() => [party[0]]));
    } finally {
      mongoose.set('debug', false);
    }
    // the twins by number (the `alsoOn` the list already read), then their parties
    expect(reads).toEqual(['find', 'find']);
  });

  it("reads the invitation-list record's own party while the phone record names nobody", async () => {
    const { guest } = await pair();
    await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 3 }).expect(200);
    // a party named before the number was on the phone list, as an import or an old page left it
    await UnifiedGuestModel.updateOne({ _id: guest }, { $set: { party: other } });
    expect((await agent.get(`${LIST}/${guest}`).expect(200)).body.data.party).toEqual(other);
    const listed = (await agent.get(LIST).expect(200)).body.data as { id: string; party?: unknown }[];
    expect(listed.find((row) => row.id === guest)?.party).toEqual(other);
  });

  it("of a household sharing the number, only the oldest guest carries the phone record's party", async () => {
    const { phone, phoneGuest, guest } = await pair();
    const sibling = (
      await agent
        .post(GUESTS)
        .set('Origin', ORIGIN)
        .send(aGuestBody({ phone, maxPeopleAllowed: 4 }))
        .expect(201)
    ).body.data.id as string;
    // the sibling's answer closes the phone record too: the guest's, given last, is the one it keeps
    await editGuest(sibling, { confirmationStatus: 'confirmado', confirmedPeople: 1 }).expect(200);
    await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 3 }).expect(200);
    await editPhoneGuest(phoneGuest, { party }).expect(200);
    await editGuest(sibling, { party: other }).expect(200);

    const listed = (await agent.get(LIST).expect(200)).body.data as { id: string; party?: unknown }[];
    expect(listed.find((row) => row.id === guest)?.party).toEqual(party);
    expect(listed.find((row) => row.id === sibling)?.party).toEqual(other);
    expect(await storedParty('list', sibling)).toEqual(other);
    expect(await storedParty('phone', phoneGuest)).toEqual(party);
  });
});

describe("a host's edit of a pair's party from the invitation-list guest", () => {
  it('saves it on the phone record, clears the one left on the invitation-list record, and answers it', async () => {
    const { phoneGuest, guest } = await pair();
    await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 3 }).expect(200);
    await UnifiedGuestModel.updateOne({ _id: guest }, { $set: { party: other } });
    const changes = await GuestStatusChangeModel.countDocuments();

    const res = await editGuest(guest, { party }).expect(200);
    expect(res.body.data.party).toEqual(party);
    expect(await storedParty('phone', phoneGuest)).toEqual(party);
    expect(await storedParty('list', guest)).toBeNull();
    expect(await GuestStatusChangeModel.countDocuments()).toBe(changes);
    // the phone guest's own dialog shows the same people
    const phoneList = (await agent.get(INVITADOS).expect(200)).body.data as { id: string; party?: unknown }[];
    expect(phoneList.find((row) => row.id === phoneGuest)?.party).toEqual(party);
  });

  it('takes the party with the confirmation that makes room for it, on both records', async () => {
    const { phoneGuest, guest } = await pair();
    const res = await editGuest(guest, {
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
      party: party.slice(0, 2),
    }).expect(200);
    expect(res.body.data.party).toEqual(party.slice(0, 2));
    expect(await InvitadoModel.findById(phoneGuest).lean()).toMatchObject({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
      party: party.slice(0, 2),
    });
    expect(await storedParty('list', guest)).toBeNull();
  });

  it('refuses more people than the phone record confirms (its own maximum), writing nothing of the edit', async () => {
    const { phoneGuest, guest } = await pair(2);
    const res = await editGuest(guest, {
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      notes: 'after',
      party,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The party cannot have more people than the guest confirmed');
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({
      confirmationStatus: 'pendiente',
    });
    expect((await UnifiedGuestModel.findById(guest).lean())?.notes).toBeUndefined();
    expect(await InvitadoModel.findById(phoneGuest).lean()).toMatchObject({
      estadoConfirmacion: 'pendiente',
    });
    expect(await storedParty('phone', phoneGuest)).toBeNull();
  });

  it('refuses a party while the phone record has not confirmed (a reset there), writing nothing', async () => {
    const { phoneGuest, guest } = await pair();
    await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 2 }).expect(200);
    await agent.post(`${INVITADOS}/${phoneGuest}/reset`).set('Origin', ORIGIN).expect(200);
    const res = await editGuest(guest, { party: party.slice(0, 1), notes: 'after' });
    expect(res.status).toBe(400);
    expect((await UnifiedGuestModel.findById(guest).lean())?.notes).toBeUndefined();
    expect(await storedParty('phone', phoneGuest)).toBeNull();
    expect(await storedParty('list', guest)).toBeNull();
  });

  it('clears it on both records with []', async () => {
    const { phoneGuest, guest } = await pair();
    await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 3 }).expect(200);
    await editPhoneGuest(phoneGuest, { party }).expect(200);
    await UnifiedGuestModel.updateOne({ _id: guest }, { $set: { party: other } });
    const res = await editGuest(guest, { party: [] }).expect(200);
    expect(res.body.data.party).toBeUndefined();
    expect(await storedParty('phone', phoneGuest)).toBeNull();
    expect(await storedParty('list', guest)).toBeNull();
  });

  it("an edit that leaves the party out keeps the phone record's, within the people after it", async () => {
    const { phoneGuest, guest } = await pair();
    await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 3, party }).expect(200);
    const res = await editGuest(guest, { confirmationStatus: 'confirmado', confirmedPeople: 1 }).expect(200);
    expect(res.body.data.party).toEqual(party.slice(0, 1));
    expect(await storedParty('phone', phoneGuest)).toEqual(party.slice(0, 1));
  });
});
