// Who is coming, by name, from the e-mail RSVP: PUT /api/rsvp/party. An answer tied to nobody keeps its
// party itself (held to the answer by every later answer); one tied to an invitation-list guest names that
// guest's people, on the phone twin when the two pair, exactly as the invitation page does. GET
// /api/rsvp/check never echoes it. English messages, as the other /api/rsvp ones.
import { PARTY_MESSAGES, RSVP_PARTY_MESSAGES } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  LegacyGuestModel,
  RsvpModel,
  UnifiedGuestModel,
  withRecordLock,
} from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { aPhoneGuest, insertGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

useTestDatabase();

const server = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    ...PUBLIC_TEST_WINDOWS,
    RSVP_RATE_LIMIT_MAX: 10_000,
    INVITATION_RATE_LIMIT_MAX: 10_000,
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
  },
  logger: silentLogger(),
});

const EMAIL = 'marta@example.com';
const party = [
  { name: 'Marta Gil', meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Pablo', meal: 'meat', dietaryNote: '  ' },
  { name: 'Nora', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];
const saved = [
  { name: 'Marta Gil', child: false, meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Pablo', child: false, meal: 'meat', dietary: [] },
  { name: 'Nora', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];

const answer = (fields: object, email = EMAIL) =>
  request(server)
    .post('/api/rsvp')
    .send({ name: 'Marta Gil', email, attending: true, guestCount: 3, ...fields });
const put = (body: unknown) =>
  request(server).put('/api/rsvp/party').set('content-type', 'application/json').send(JSON.stringify(body));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const onAnswer = async (email = EMAIL) => (await RsvpModel.findOne({ email }).lean())?.party ?? null;

beforeEach(async () => {
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
});

describe('PUT /api/rsvp/party on an answer tied to nobody', () => {
  it('stores who is coming on the answer, changing nothing of the answer itself', async () => {
    await answer({}).expect(201);
    const before = await RsvpModel.findOne({ email: EMAIL }).lean();
    const res = await put({ email: ' Marta@Example.com ', party }).expect(200);
    expect(res.body).toEqual({ message: 'We saved who is coming', data: { party: saved } });
    const after = await RsvpModel.findOne({ email: EMAIL }).lean();
    expect(after?.party).toEqual(saved);
    expect(after).toMatchObject({ attending: true, guestCount: 3, name: 'Marta Gil' });
    // when the guest answered stays as it was: the party is not the answer
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it('is never echoed by GET /api/rsvp/check', async () => {
    await answer({}).expect(201);
    await put({ email: EMAIL, party }).expect(200);
    const res = await request(server).get('/api/rsvp/check').query({ email: EMAIL }).expect(200);
    expect(res.body.data).not.toHaveProperty('party');
    expect(JSON.stringify(res.body)).not.toMatch(/Pablo|nut-allergy|sin nueces/);
  });

  it('keeps its first people when a later answer brings fewer, and goes with a no', async () => {
    await answer({}).expect(201);
    await put({ email: EMAIL, party }).expect(200);
    await answer({ guestCount: 2 }).expect(200);
    expect(await onAnswer()).toEqual(saved.slice(0, 2));
    await answer({ guestCount: 4 }).expect(200);
    expect(await onAnswer()).toEqual(saved.slice(0, 2));
    await answer({ attending: false, guestCount: 0 }).expect(200);
    expect(await onAnswer()).toBeNull();
  });

  it('refuses more people than the answer confirmed, and writes nothing', async () => {
    await answer({ guestCount: 2 }).expect(201);
    const res = await put({ email: EMAIL, party }).expect(400);
    expect(res.body.error).toBe(PARTY_MESSAGES.tooMany.en);
    expect(await onAnswer()).toBeNull();
  });

  it('answers 404 without an answer and 409 for an answer that said no', async () => {
    const none = await put({ email: EMAIL, party }).expect(404);
    expect(none.body).toEqual({ error: RSVP_PARTY_MESSAGES.notFound });
    await answer({ attending: false, guestCount: 0 }).expect(201);
    const no = await put({ email: EMAIL, party }).expect(409);
    expect(no.body).toEqual({ error: RSVP_PARTY_MESSAGES.notConfirmed });
    expect(await onAnswer()).toBeNull();
  });
});

describe('a party saved while the same address answers again', () => {
  // FerretDB writes an updated document back whole: without one lock for both writers, a party saved
  // during an answer could write the earlier answer back over the new one (a decline silently lost)
  // several parties saved at once, the answer a few milliseconds later each round, so that it lands in
  // the middle of one of them
  it('never rolls the answer back, and ends within it, whichever write lands first (20 rounds)', async () => {
    await answer({}).expect(201);
    for (let round = 0; round < 20; round += 1) {
      await answer({ guestCount: 3 }).expect(200);
      await put({ email: EMAIL, party }).expect(200);
      const fewer = round % 2 === 0 ? { guestCount: 1 } : { attending: false, guestCount: 0 };
      const [again, ...named] = await Promise.all([
        sleep((round % 5) * 3).then(() => answer(fewer)),
        ...Array.from({ length: 4 }, () => put({ email: EMAIL, party })),
      ]);
      expect(again.status).toBe(200);
      for (const one of named) expect([200, 400, 409]).toContain(one.status);
      const stored = await RsvpModel.findOne({ email: EMAIL }).lean();
      expect({ attending: stored?.attending, guestCount: stored?.guestCount }).toEqual({
        attending: round % 2 === 0,
        guestCount: fewer.guestCount,
      });
      expect(stored?.party ?? null).toEqual(round % 2 === 0 ? saved.slice(0, 1) : null);
    }
  });
});

describe('an answer and a party of one address', () => {
  // the race above rarely lands inside FerretDB's read and write of one update: this shows the lock itself
  it('both wait for the address’s record lock, so neither writes the other’s document back', async () => {
    await answer({}).expect(201);
    let release = () => {};
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holding = withRecordLock(
      `rsvp-email:${EMAIL}`,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          entered();
        }),
      { busyMessage: 'busy' },
    );
    await inside;
    const declining = answer({ attending: false, guestCount: 0 }).then((res) => res);
    const naming = put({ email: ' MARTA@example.com', party }).then((res) => res);
    await sleep(400);
    expect(await RsvpModel.findOne({ email: EMAIL }).lean()).toMatchObject({
      attending: true,
      guestCount: 3,
    });
    expect(await onAnswer()).toBeNull();
    release();
    await holding;
    const [declined, named] = await Promise.all([declining, naming]);
    expect(declined.status).toBe(200);
    expect([200, 409]).toContain(named.status);
    expect(await RsvpModel.findOne({ email: EMAIL }).lean()).toMatchObject({
      attending: false,
      guestCount: 0,
    });
    expect(await onAnswer()).toBeNull();
  });
});

describe('PUT /api/rsvp/party refusals', () => {
  beforeEach(async () => {
    await answer({ guestCount: 2 }).expect(201);
  });

  it.each([
    ['an unknown meal', [{ name: 'Marta', meal: 'lobster' }], PARTY_MESSAGES.unknownMeal.en],
    ['a 101-character name', [{ name: 'x'.repeat(101) }], PARTY_MESSAGES.nameTooLong.en],
    ['a child as the first person', [{ name: 'Marta', child: true }], PARTY_MESSAGES.leadIsAdult.en],
    ['too many for any answer', Array.from({ length: 11 }, () => ({ name: 'X' })), PARTY_MESSAGES.tooMany.en],
    ['an empty party', [], PARTY_MESSAGES.empty.en],
  ])('refuses %s with a 400 and the message, and writes nothing', async (_what, given, message) => {
    const res = await put({ email: EMAIL, party: given }).expect(400);
    expect(res.body.details.map((issue: { message: string }) => issue.message)).toContain(message);
    expect(await onAnswer()).toBeNull();
  });

  it('refuses operator objects, a NUL character, a bad e-mail and a missing party with a 400', async () => {
    for (const body of [
      { email: EMAIL, party: { $ne: null } },
      { email: { $ne: null }, party: party.slice(0, 1) },
      { email: EMAIL, party: [{ name: { $gt: '' } }] },
      { email: EMAIL, party: [{ name: 'Marta', meal: { $gt: '' } }] },
      { email: EMAIL, party: [{ name: 'Mar\u0000ta' }] },
      { email: EMAIL, party: [{ name: 'Marta', dietaryNote: 'sin\u0000sal' }] },
      { email: 'not-an-address', party: party.slice(0, 1) },
      { email: EMAIL },
      [],
    ]) {
      const res = await put(body).expect(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(await onAnswer()).toBeNull();
  });
});

describe('PUT /api/rsvp/party on an answer tied to a guest', () => {
  const PHONE = '+18095550177';
  const guestParty = async () =>
    (await UnifiedGuestModel.findOne({ invitationCode: 'MARTA-26' }).lean())?.party ?? null;

  beforeEach(async () => {
    await insertGuest({
      name: 'Marta Gil',
      email: EMAIL,
      invitationCode: 'MARTA-26',
      maxPeopleAllowed: 4,
      expectedAttendees: 4,
    });
  });

  it('goes to the invitation-list guest, not the answer, and the invitation page echoes it', async () => {
    await answer({}).expect(201);
    const res = await put({ email: EMAIL, party }).expect(200);
    expect(res.body.data.party).toEqual(saved);
    expect(await guestParty()).toEqual(saved);
    expect(await onAnswer()).toBeNull();
    const page = await request(server).get('/api/invitations/MARTA-26').expect(200);
    expect(page.body.data.party).toEqual(saved);
  });

  it('goes to the phone twin when the guest is on both lists; the invitation-list record keeps none', async () => {
    await UnifiedGuestModel.updateOne({ invitationCode: 'MARTA-26' }, { $set: { phone: PHONE } });
    await InvitadoModel.create(
      aPhoneGuest({ nombreCompleto: 'Marta Gil', telefonoWhatsapp: PHONE, maxPersonasPermitidas: 4 }),
    );
    await answer({}).expect(201); // closes the phone record too
    await put({ email: EMAIL, party }).expect(200);
    expect((await InvitadoModel.findOne({ telefonoWhatsapp: PHONE }).lean())?.party).toEqual(saved);
    expect(await guestParty()).toBeNull();
    expect(await onAnswer()).toBeNull();
    const lookup = await request(server).get('/api/phone/check').query({ telefono: PHONE }).expect(200);
    expect(lookup.body.data.party).toEqual(saved);
  });

  it("holds it to the guest's people confirmed (400) and refuses a guest a host set back (409)", async () => {
    await answer({ guestCount: 2 }).expect(201);
    const many = await put({ email: EMAIL, party }).expect(400);
    expect(many.body.error).toBe(PARTY_MESSAGES.tooMany.en);
    await UnifiedGuestModel.updateOne(
      { invitationCode: 'MARTA-26' },
      { $set: { confirmationStatus: 'pendiente', confirmedPeople: null } },
    );
    const pending = await put({ email: EMAIL, party: party.slice(0, 1) }).expect(409);
    expect(pending.body).toEqual({ error: RSVP_PARTY_MESSAGES.notConfirmed });
    expect(await guestParty()).toBeNull();
  });

  it('refuses an answer tied to a legacy invitation, which has no confirmation, with a 409', async () => {
    await LegacyGuestModel.create({
      name: 'Familia Ortega',
      invitationCode: 'ORTEGA-2025',
      expectedAttendees: 2,
    });
    await answer({ invitationCode: 'ORTEGA-2025', guestCount: 2 }, 'ortega@example.com').expect(201);
    const res = await put({ email: 'ortega@example.com', party: party.slice(0, 1) }).expect(409);
    expect(res.body).toEqual({ error: RSVP_PARTY_MESSAGES.notConfirmed });
    expect(await onAnswer('ortega@example.com')).toBeNull();
  });
});
