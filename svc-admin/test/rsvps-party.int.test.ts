// Who is coming, by name, in the hosts' RSVP inbox: an unmatched e-mail answer's party is listed (within
// its people, only while it says yes), and matching the answer to a guest carries the party onto the record
// that keeps it (the phone twin when the two pair), within the people that record confirmed; the matched
// answer keeps none afterwards, whether the guest took it or not.
import { type AdminRsvp, adminRsvpListResponseSchema } from '@wedding/shared-contracts';
import {
  InvitadoModel,
  RsvpModel,
  UnifiedGuestModel,
  withRecordLock,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const RSVPS = '/api/admin/rsvps';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

const party = [
  { name: 'Rosa Vidal', child: false, meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Íñigo', child: false, meal: 'meat', dietary: [] },
  { name: 'Nico', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

const answerOf = (fields: object = {}) =>
  RsvpModel.create({
    name: 'Rosa',
    email: 'rosa@example.com',
    attending: true,
    guestCount: 3,
    party,
    ...fields,
  });
const matchTo = (id: string, unifiedGuestId: string) =>
  agent.post(`${RSVPS}/${id}/match`).set('Origin', ORIGIN).send({ unifiedGuestId });
const listed = async (): Promise<AdminRsvp[]> => {
  const res = await agent.get(RSVPS).expect(200);
  return adminRsvpListResponseSchema.parse(res.body).data;
};

describe('the RSVP inbox lists an unmatched answer’s party', () => {
  it('with the answer, within its people', async () => {
    await answerOf({ guestCount: 2 });
    const [answer] = await listed();
    expect(answer?.party).toEqual(party.slice(0, 2));
  });

  it('none for an answer that says no, or one matched to a guest', async () => {
    await answerOf({ attending: false, guestCount: 0 });
    const guest = await insertGuest({ name: 'Otro', maxPeopleAllowed: 4 });
    await answerOf({ email: 'otro@example.com', unifiedGuestId: guest._id });
    const answers = await listed();
    expect(answers).toHaveLength(2);
    for (const answer of answers) expect(answer).not.toHaveProperty('party');
  });
});

describe('matching an answer carries its party onto the guest', () => {
  it('onto the invitation-list guest, and the answer keeps none', async () => {
    const rsvp = await answerOf();
    const guest = await insertGuest({ name: 'Rosa Vidal', maxPeopleAllowed: 4 });
    const res = await matchTo(rsvp.id, guest.id).expect(200);
    expect(res.body.data).not.toHaveProperty('party');
    expect(await UnifiedGuestModel.findById(guest._id).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      party,
    });
    expect((await RsvpModel.findById(rsvp._id).lean())?.party).toBeUndefined();
  });

  it('onto the phone twin when the guest is on both lists, within the people the twin confirmed', async () => {
    const phone = '+18095550177';
    const guest = await insertGuest({ name: 'Rosa Vidal', phone, maxPeopleAllowed: 4 });
    const twin = await insertPhoneGuest({ telefonoWhatsapp: phone, maxPersonasPermitidas: 2 });
    const rsvp = await answerOf();
    await matchTo(rsvp.id, guest.id).expect(200);
    // the phone guest's own maximum caps its people, and so its party
    expect(await InvitadoModel.findById(twin._id).lean()).toMatchObject({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
      party: party.slice(0, 2),
    });
    expect((await UnifiedGuestModel.findById(guest._id).lean())?.party).toBeUndefined();
    expect((await RsvpModel.findById(rsvp._id).lean())?.party).toBeUndefined();
  });

  it('writes no party for an answer that says no, and leaves the guest’s own as the decline leaves it', async () => {
    const guest = await insertGuest({
      name: 'Rosa Vidal',
      maxPeopleAllowed: 4,
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
    await UnifiedGuestModel.updateOne({ _id: guest._id }, { $set: { party: party.slice(0, 2) } });
    const rsvp = await answerOf({ attending: false, guestCount: 0 });
    await matchTo(rsvp.id, guest.id).expect(200);
    const after = await UnifiedGuestModel.findById(guest._id).lean();
    expect(after?.confirmationStatus).toBe('rechazado');
    expect(after?.party ?? []).toEqual([]);
  });

  it('leaves no party on an answer that says no, matched with one stored (nobody reads it there)', async () => {
    const rsvp = await answerOf({ attending: false, guestCount: 0 });
    const guest = await insertGuest({ name: 'Rosa Vidal', maxPeopleAllowed: 4 });
    await matchTo(rsvp.id, guest.id).expect(200);
    expect((await UnifiedGuestModel.findById(guest._id).lean())?.party).toBeUndefined();
    expect((await RsvpModel.findById(rsvp._id).lean())?.party).toBeUndefined();
  });

  it('changes nothing when the match is refused (more people than the guest may bring)', async () => {
    const rsvp = await answerOf();
    const guest = await insertGuest({ name: 'Rosa Vidal', maxPeopleAllowed: 2 });
    await matchTo(rsvp.id, guest.id).expect(400);
    expect((await UnifiedGuestModel.findById(guest._id).lean())?.party).toBeUndefined();
    expect((await RsvpModel.findById(rsvp._id).lean())?.party).toEqual(party);
  });
});

describe('a match and an answer of the same address', () => {
  it('the match waits for the address’s record lock, which the e-mail answers take first', async () => {
    const rsvp = await answerOf();
    const guest = await insertGuest({ name: 'Rosa Vidal', maxPeopleAllowed: 4 });
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holding = withRecordLock(
      'rsvp-email:rosa@example.com',
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          entered();
        }),
      { busyMessage: 'busy' },
    );
    await inside;
    const matching = matchTo(rsvp.id, guest.id).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await RsvpModel.findById(rsvp._id).lean())?.unifiedGuestId).toBeUndefined();
    release();
    await holding;
    expect((await matching).status).toBe(200);
    expect((await RsvpModel.findById(rsvp._id).lean())?.unifiedGuestId).toEqual(guest._id);
  });
});
