// An e-mail answer tied to nobody that named its people, later taken over by an invitation-list guest (the
// guest answers again with the invitation code, or a host gave a guest that address): its party goes to
// the guest (the record that keeps it: the phone twin when the two pair) unless the guest already named
// people, and the answer keeps none either way: nothing reads a tied answer's party.
import {
  GuestStatusChangeModel,
  InvitadoModel,
  LegacyGuestModel,
  RsvpModel,
  UnifiedGuestModel,
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
const CODE = 'MARTA-26';
const PHONE = '+18095550177';
const saved = [
  { name: 'Marta Gil', child: false, meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Pablo', child: false, meal: 'meat', dietary: [] },
  { name: 'Nora', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];
const theirOwn = [{ name: 'Marta Gil', child: false, meal: 'meat', dietary: [] }];

const answer = (fields: object = {}) =>
  request(server)
    .post('/api/rsvp')
    .send({ name: 'Marta Gil', email: EMAIL, attending: true, guestCount: 3, ...fields });
const storedAnswer = () => RsvpModel.findOne({ email: EMAIL }).lean();
const guestOf = () => UnifiedGuestModel.findOne({ invitationCode: CODE }).lean();

/** An answer tied to nobody that names three people. */
async function untiedAnswerWithParty() {
  await answer().expect(201);
  await request(server).put('/api/rsvp/party').send({ email: EMAIL, party: saved }).expect(200);
  expect((await storedAnswer())?.party).toEqual(saved);
}

beforeEach(async () => {
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
});

describe('an answer tied to nobody, taken over by a guest, brings its party to the guest', () => {
  it('when a host gave the guest that e-mail and the guest answers again', async () => {
    await untiedAnswerWithParty();
    const guest = await insertGuest({
      name: 'Marta Gil',
      email: EMAIL,
      invitationCode: CODE,
      maxPeopleAllowed: 4,
    });
    await answer().expect(200);
    const after = await storedAnswer();
    expect(after?.unifiedGuestId).toEqual(guest._id);
    expect(after?.party).toBeUndefined();
    expect(await guestOf()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      party: saved,
    });
    const page = await request(server).get(`/api/invitations/${CODE}`).expect(200);
    expect(page.body.data.party).toEqual(saved);
  });

  it('by the invitation code, within the people of the new answer', async () => {
    await untiedAnswerWithParty();
    await insertGuest({ name: 'Marta Gil', invitationCode: CODE, maxPeopleAllowed: 4 });
    await answer({ invitationCode: CODE, guestCount: 2 }).expect(200);
    expect((await storedAnswer())?.party).toBeUndefined();
    expect((await guestOf())?.party).toEqual(saved.slice(0, 2));
  });

  it('onto the phone twin when the guest is on both lists', async () => {
    await untiedAnswerWithParty();
    await insertGuest({ name: 'Marta Gil', invitationCode: CODE, phone: PHONE, maxPeopleAllowed: 4 });
    await InvitadoModel.create(
      aPhoneGuest({ nombreCompleto: 'Marta Gil', telefonoWhatsapp: PHONE, maxPersonasPermitidas: 4 }),
    );
    await answer({ invitationCode: CODE }).expect(200);
    expect((await InvitadoModel.findOne({ telefonoWhatsapp: PHONE }).lean())?.party).toEqual(saved);
    expect((await guestOf())?.party).toBeUndefined();
    expect((await storedAnswer())?.party).toBeUndefined();
  });
});

describe('an answer taken over by a guest keeps no party, even when the guest takes none', () => {
  it('a guest who already named people keeps theirs', async () => {
    await untiedAnswerWithParty();
    await insertGuest({
      name: 'Marta Gil',
      invitationCode: CODE,
      maxPeopleAllowed: 4,
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
    });
    await UnifiedGuestModel.updateOne({ invitationCode: CODE }, { $set: { party: theirOwn } });
    await answer({ invitationCode: CODE }).expect(200);
    expect((await guestOf())?.party).toEqual(theirOwn);
    expect((await storedAnswer())?.party).toBeUndefined();
  });

  it('a guest who now says no names nobody', async () => {
    await untiedAnswerWithParty();
    await insertGuest({ name: 'Marta Gil', invitationCode: CODE, maxPeopleAllowed: 4 });
    await answer({ invitationCode: CODE, attending: false, guestCount: 0 }).expect(200);
    const guest = await guestOf();
    expect(guest?.confirmationStatus).toBe('rechazado');
    expect(guest?.party ?? []).toEqual([]);
    expect((await storedAnswer())?.party).toBeUndefined();
  });

  it('an older invitation, which names nobody, takes none', async () => {
    await untiedAnswerWithParty();
    const legacy = await LegacyGuestModel.create({
      name: 'Familia Ortega',
      invitationCode: 'ORTEGA-2025',
      expectedAttendees: 3,
    });
    await answer({ invitationCode: 'ORTEGA-2025' }).expect(200);
    const after = await storedAnswer();
    expect(after?.guestId).toEqual(legacy._id);
    expect(after?.party).toBeUndefined();
  });
});
