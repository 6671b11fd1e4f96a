// Who is coming, by name, on the invitation page: PUT /api/invitations/:code/party, the invitation's echo,
// and the party kept within the answer (a decline clears it, fewer people keep its first ones). The
// invitation routes answer in English: so do its party's refusals.
import { INVITATION_MESSAGES, PARTY_MESSAGES } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  LegacyGuestModel,
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
    INVITATION_RATE_LIMIT_MAX: 10_000,
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
  },
  logger: silentLogger(),
});

const CODE = 'LUCIA-26';
const party = [
  { name: 'Lucía Peña', meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Luis', meal: 'meat', dietaryNote: '  ' },
  { name: 'Sofía', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];
const saved = [
  { name: 'Lucía Peña', child: false, meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Luis', child: false, meal: 'meat', dietary: [] },
  { name: 'Sofía', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];

const put = (body: unknown, code = CODE) =>
  request(server)
    .put(`/api/invitations/${code}/party`)
    .set('content-type', 'application/json')
    .send(JSON.stringify(body));
const answer = (body: object) => request(server).put(`/api/invitations/${CODE}/save-the-date`).send(body);
const open = () => request(server).get(`/api/invitations/${CODE}`);
const stored = async () => (await UnifiedGuestModel.findOne({ invitationCode: CODE }).lean())?.party ?? null;
/** Lucía's status changes, hers only (the app's status-change sweep may touch guests earlier files left). */
const changesOfLucia = async () => {
  const guest = await UnifiedGuestModel.findOne({ invitationCode: CODE }).lean();
  return GuestStatusChangeModel.countDocuments({ guestId: guest?._id ?? null });
};

beforeEach(async () => {
  await Promise.all([
    UnifiedGuestModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await insertGuest({ name: 'Lucía Peña', invitationCode: CODE, maxPeopleAllowed: 4, expectedAttendees: 4 });
});

describe('PUT /api/invitations/:code/party', () => {
  it('saves who is coming for a guest who said yes, and the invitation echoes it', async () => {
    await answer({ response: 'yes', guestCount: 3 }).expect(200);
    const res = await put({ party }).expect(200);
    expect(res.body).toEqual({ message: 'We saved who is coming', data: { party: saved } });
    expect(await stored()).toEqual(saved);
    const invitation = await open().expect(200);
    expect(invitation.body.data).toMatchObject({ confirmedPeople: 3, party: saved });
  });

  it('changes one meal when the guest comes back, and writes no status change for it', async () => {
    await answer({ response: 'yes', guestCount: 3 }).expect(200);
    await put({ party }).expect(200);
    const changed = party.map((member, i) => (i === 1 ? { ...member, meal: 'fish' } : member));
    const res = await put({ party: changed }).expect(200);
    expect(res.body.data.party.map((member: { meal: string }) => member.meal)).toEqual([
      'fish',
      'fish',
      'children',
    ]);
    expect((await stored())?.map((member) => member.meal)).toEqual(['fish', 'fish', 'children']);
    expect(await changesOfLucia()).toBe(1);
  });

  it('refuses a guest who has not said yes (409), or said no, and nothing is stored', async () => {
    const pending = await put({ party }).expect(409);
    expect(pending.body).toEqual({ error: INVITATION_MESSAGES.partyNotConfirmed });
    await answer({ response: 'no' }).expect(200);
    await put({ party }).expect(409);
    expect(await stored()).toBeNull();
  });

  it('refuses a legacy invitation, which has no confirmation, with a 409', async () => {
    await LegacyGuestModel.create({
      name: 'Familia Ortega',
      invitationCode: 'ORTEGA-2025',
      expectedAttendees: 2,
    });
    const res = await put({ party: party.slice(0, 1) }, 'ORTEGA-2025').expect(409);
    expect(res.body).toEqual({ error: INVITATION_MESSAGES.partyNotConfirmed });
  });

  it('answers an unknown code 404 and a malformed one 400, as the other invitation routes', async () => {
    const unknown = await put({ party }, 'NOPE-1').expect(404);
    expect(unknown.body).toEqual({ error: INVITATION_MESSAGES.codeInvalid });
    const malformed = await put({ party }, 'bad%20code!').expect(400);
    expect(malformed.body.error).toBe(INVITATION_MESSAGES.codeInvalid);
  });

  it('refuses more people than confirmed, with the English message, and writes nothing', async () => {
    await answer({ response: 'yes', guestCount: 2 }).expect(200);
    const res = await put({ party }).expect(400);
    expect(res.body.error).toBe(PARTY_MESSAGES.tooMany.en);
    expect(await stored()).toBeNull();
  });

  it.each([
    ['an unknown meal', [{ name: 'Lucía', meal: 'lobster' }], PARTY_MESSAGES.unknownMeal.en],
    ['a 101-character name', [{ name: 'x'.repeat(101) }], PARTY_MESSAGES.nameTooLong.en],
    [
      "a children's menu for an adult",
      [{ name: 'Lucía' }, { name: 'Luis', meal: 'children' }],
      PARTY_MESSAGES.childrenOnlyMeal.en,
    ],
    ['a child as the first person', [{ name: 'Lucía', child: true }], PARTY_MESSAGES.leadIsAdult.en],
    ['an unknown dietary need', [{ name: 'Lucía', dietary: ['keto'] }], PARTY_MESSAGES.unknownNeed.en],
    [
      'a note over 200 characters',
      [{ name: 'Lucía', dietaryNote: 'n'.repeat(201) }],
      PARTY_MESSAGES.noteTooLong.en,
    ],
    ['an empty party', [], PARTY_MESSAGES.empty.en],
    ['a party that is not a list', { name: 'Lucía' }, PARTY_MESSAGES.empty.en],
  ])('refuses %s with a 400 and a message, and writes nothing', async (_what, given, message) => {
    await answer({ response: 'yes', guestCount: 2 }).expect(200);
    const res = await put({ party: given }).expect(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.details.map((issue: { message: string }) => issue.message)).toContain(message);
    expect(await stored()).toBeNull();
  });

  it('refuses operator objects, a NUL character and a missing party with a 400', async () => {
    await answer({ response: 'yes', guestCount: 2 }).expect(200);
    await put({ party }).expect(400); // three people for two: nothing half-written either
    for (const body of [
      { party: { $ne: null } },
      { party: [{ name: { $gt: '' } }] },
      { party: [{ name: 'Lucía', meal: { $gt: '' } }] },
      { party: [{ name: 'Lu\u0000cía' }] },
      { party: [{ name: 'Lucía' }, { name: 'Luis', dietaryNote: 'sin\u0000sal' }] },
      {},
      [],
    ]) {
      const res = await put(body).expect(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(await stored()).toBeNull();
  });
});

describe('the invitation party rate limit', () => {
  it('shares the invitation routes’ per-IP budget, with their bilingual 429', async () => {
    const limited = createApp({
      config: {
        TRUST_PROXY: 'loopback',
        PUBLIC_ORIGIN: ['http://localhost:3000'],
        ...PUBLIC_TEST_WINDOWS,
        INVITATION_RATE_LIMIT_MAX: 2,
      },
      logger: silentLogger(),
    });
    await request(limited).get('/api/invitations/NOPE-1').expect(404);
    await request(limited).put('/api/invitations/NOPE-2/party').send({ party }).expect(404);
    const refused = await request(limited).put(`/api/invitations/${CODE}/party`).send({ party }).expect(429);
    expect(refused.body.error).toMatch(/Demasiadas solicitudes.*Too many requests/s);
    expect(await stored()).toBeNull();
  });
});

describe('the invitation party within the answer', () => {
  beforeEach(async () => {
    await answer({ response: 'yes', guestCount: 3 }).expect(200);
    await put({ party }).expect(200);
  });

  it('keeps its first people when fewer are confirmed, on the page and in the echo', async () => {
    const res = await answer({ response: 'yes', guestCount: 2 }).expect(200);
    expect(res.body.data.party).toEqual(saved.slice(0, 2));
    expect(await stored()).toEqual(saved.slice(0, 2));
    await answer({ response: 'yes', guestCount: 4 }).expect(200);
    expect(await stored()).toEqual(saved.slice(0, 2));
    expect((await open().expect(200)).body.data.party).toEqual(saved.slice(0, 2));
  });

  it('goes with a decline, and is not echoed', async () => {
    await answer({ response: 'no' }).expect(200);
    expect(await stored()).toBeNull();
    expect((await open().expect(200)).body.data.party).toBeUndefined();
  });

  it('is echoed within the people confirmed, even when a write left it longer', async () => {
    await UnifiedGuestModel.updateOne({ invitationCode: CODE }, { $set: { confirmedPeople: 1 } });
    expect((await open().expect(200)).body.data.party).toEqual(saved.slice(0, 1));
  });
});

describe('the party of one person on both lists', () => {
  const PHONE = '+18095550188';
  const byPhone = [{ name: 'Lucía Peña', meal: 'fish' }, { name: 'Luis' }];
  const byPhoneSaved = [
    { name: 'Lucía Peña', child: false, meal: 'fish', dietary: [] },
    { name: 'Luis', child: false, dietary: [] },
  ];
  const phonePut = (given: unknown) =>
    request(server).put('/api/phone/party').send({ telefono: PHONE, party: given });
  const lookup = async () =>
    (await request(server).get('/api/phone/check').query({ telefono: PHONE }).expect(200)).body.data;
  const onPhoneRecord = async () =>
    (await InvitadoModel.findOne({ telefonoWhatsapp: PHONE }).lean())?.party ?? null;

  beforeEach(async () => {
    await InvitadoModel.deleteMany({});
    await UnifiedGuestModel.updateOne({ invitationCode: CODE }, { $set: { phone: PHONE } });
    await InvitadoModel.create(
      aPhoneGuest({ nombreCompleto: 'Lucía Peña', telefonoWhatsapp: PHONE, maxPersonasPermitidas: 4 }),
    );
    await answer({ response: 'yes', guestCount: 3 }).expect(200); // closes the phone record too
  });

  it('is saved on the phone record the lookup finds; the invitation-list record keeps none', async () => {
    const res = await put({ party }).expect(200);
    expect(res.body.data.party).toEqual(saved);
    expect(await onPhoneRecord()).toEqual(saved);
    expect(await stored()).toBeNull();
    expect(await lookup()).toMatchObject({ personasConfirmadas: 3, party: saved });
    expect((await open().expect(200)).body.data.party).toEqual(saved);
  });

  it('is echoed on the invitation page when it was named by phone', async () => {
    await phonePut(byPhone).expect(200);
    expect((await open().expect(200)).body.data.party).toEqual(byPhoneSaved);
    expect(await stored()).toBeNull();
  });

  it('is one party whichever channel saves it last, never two', async () => {
    await put({ party }).expect(200);
    await phonePut(byPhone).expect(200);
    expect(await onPhoneRecord()).toEqual(byPhoneSaved);
    expect(await stored()).toBeNull();
    expect((await open().expect(200)).body.data.party).toEqual(byPhoneSaved);
    await put({ party }).expect(200);
    expect(await onPhoneRecord()).toEqual(saved);
    expect(await stored()).toBeNull();
    expect((await lookup()).party).toEqual(saved);
    // a party the invitation page stored on its own record before goes with the next save, by either channel
    await UnifiedGuestModel.updateOne({ invitationCode: CODE }, { $set: { party: byPhoneSaved } });
    await phonePut(byPhone).expect(200);
    expect(await stored()).toBeNull();
  });

  it.each([
    ['the invitation page', () => answer({ response: 'no' })],
    ['the phone', () => request(server).post('/api/phone/decline').send({ telefono: PHONE })],
  ])('goes with a decline from %s, on both records and both echoes', async (_channel, decline) => {
    await put({ party }).expect(200);
    await decline().expect(200);
    expect(await onPhoneRecord()).toBeNull();
    expect(await stored()).toBeNull();
    expect((await open().expect(200)).body.data.party).toBeUndefined();
    expect((await lookup()).party).toBeUndefined();
  });

  it('stays with a younger guest of a household sharing the number, which the lookup never finds', async () => {
    await insertGuest({
      name: 'Marcos Peña',
      phone: PHONE,
      invitationCode: 'MARCOS-26',
      maxPeopleAllowed: 2,
    });
    await request(server)
      .put('/api/invitations/MARCOS-26/save-the-date')
      .send({ response: 'yes', guestCount: 1 })
      .expect(200);
    await put({ party: [{ name: 'Marcos Peña' }] }, 'MARCOS-26').expect(200);
    const marcos = await UnifiedGuestModel.findOne({ invitationCode: 'MARCOS-26' }).lean();
    expect(marcos?.party).toEqual([{ name: 'Marcos Peña', child: false, dietary: [] }]);
    expect(await onPhoneRecord()).toBeNull();
  });
});
