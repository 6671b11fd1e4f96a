// Who is coming, when two answers meet: a party saved at the same moment as a decline, a lower count, or a
// party from the other channel (the invitation page and the phone lookup reach the same invitation-list
// guest, or the same person's phone record when she is on both lists). Each race ends in one state that
// one of the writers meant, never a mix: a declined guest keeps no party, a guest keeps no more people
// than confirmed, a party is one writer's whole.
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { aGuest, aPhoneGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';

useTestDatabase();

const server = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    ...PUBLIC_TEST_WINDOWS,
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
    INVITATION_RATE_LIMIT_MAX: 10_000,
  },
  logger: silentLogger(),
});

const PHONE = '+18095550142';
const CODE = 'RACE-01';
const ROUNDS = 6;
const byPhone = [
  { name: 'Marta', child: false, meal: 'fish', dietary: [] },
  { name: 'Jorge', child: false, meal: 'meat', dietary: [] },
  { name: 'Lucía', child: true, meal: 'children', dietary: ['nut-allergy'] },
];
const byInvitation = [
  { name: 'Marta Díaz', child: false, meal: 'vegetarian', dietary: ['vegan'] },
  { name: 'Jorge Díaz', child: false, meal: 'fish', dietary: [] },
];

const phoneParty = (party: unknown) =>
  request(server).put('/api/phone/party').send({ telefono: PHONE, party });
const invitationParty = (party: unknown) =>
  request(server).put(`/api/invitations/${CODE}/party`).send({ party });
const confirm = (confirmedPeople: number) =>
  request(server).post('/api/phone/confirm').send({ telefono: PHONE, confirmedPeople });
const stored = async () => {
  const guest = await UnifiedGuestModel.findOne({ invitationCode: CODE }).lean();
  if (!guest) throw new Error('the guest is gone');
  return guest;
};

/** A confirmed guest for 3 (by phone), no party yet; `onBothLists`: with her phone record, its twin. */
async function confirmedForThree({ onBothLists = false } = {}) {
  await Promise.all([UnifiedGuestModel.deleteMany({}), InvitadoModel.deleteMany({})]);
  await UnifiedGuestModel.create(
    aGuest({ name: 'Marta Díaz', phone: PHONE, invitationCode: CODE, maxPeopleAllowed: 4 }),
  );
  if (onBothLists) {
    await InvitadoModel.create(
      aPhoneGuest({ nombreCompleto: 'Marta Díaz', telefonoWhatsapp: PHONE, maxPersonasPermitidas: 4 }),
    );
  }
  await confirm(3).expect(200);
}

describe('a party saved at the same moment as another answer', () => {
  it('against a decline: declined, with no party left behind', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await confirmedForThree();
      const [saved, declined] = await Promise.all([
        phoneParty(byPhone),
        request(server).post('/api/phone/decline').send({ telefono: PHONE }),
      ]);
      expect(declined.status).toBe(200);
      const guest = await stored();
      expect(guest.confirmationStatus).toBe('rechazado');
      // the decline came last or first: either way the decline's state, with no party left behind
      expect(guest.party ?? []).toEqual([]);
      // a save that lost the race says so; one that won was cleared by the decline after it
      expect([200, 409]).toContain(saved.status);
    }
  });

  it('against a lower count: never more people named than confirmed', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await confirmedForThree();
      const [saved, lowered] = await Promise.all([phoneParty(byPhone), confirm(2)]);
      expect(lowered.status).toBe(200);
      const guest = await stored();
      expect(guest.confirmedPeople).toBe(2);
      // saved first, then trimmed to its first two; or refused as more than the two confirmed by then
      if (saved.status === 200) expect(guest.party).toEqual(byPhone.slice(0, 2));
      else {
        expect(saved.status).toBe(400);
        expect(guest.party ?? []).toEqual([]);
      }
    }
  });

  it('from the phone and the invitation page at once: one channel’s whole party', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await confirmedForThree();
      const [phone, invitation] = await Promise.all([phoneParty(byPhone), invitationParty(byInvitation)]);
      expect([phone.status, invitation.status]).toEqual([200, 200]);
      const { party } = await stored();
      // whichever came last, its people whole: none of the other writer's mixed in
      expect([byPhone, byInvitation]).toContainEqual(party);
    }
  });

  it('on both lists, from the phone and the invitation page at once: one record, one whole party', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await confirmedForThree({ onBothLists: true });
      const [phone, invitation] = await Promise.all([phoneParty(byPhone), invitationParty(byInvitation)]);
      expect([phone.status, invitation.status]).toEqual([200, 200]);
      // both went to the phone record the lookup finds: the twin keeps none, whoever came last
      expect((await stored()).party).toBeUndefined();
      const phoneRecord = await InvitadoModel.findOne({ telefonoWhatsapp: PHONE }).lean();
      expect([byPhone, byInvitation]).toContainEqual(phoneRecord?.party);
    }
  });
});
