// Who is coming, by name, for a phone guest: PUT /api/phone/party, the lookup's echo, and the party kept
// within the answer (a decline clears it, fewer people keep its first ones).
import { PARTY_MESSAGES, PHONE_MESSAGES } from '@wedding/shared-contracts';
import { GuestStatusChangeModel, InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
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
  },
  logger: silentLogger(),
});

const ANA = '+18095551234';
const LUIS = '+34612345678';
const party = [
  { name: 'Ana Pérez', meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Luis', meal: 'meat', dietaryNote: '  ' },
  { name: 'Sofía', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];
const saved = [
  { name: 'Ana Pérez', child: false, meal: 'fish', dietary: ['gluten-free'] },
  { name: 'Luis', child: false, meal: 'meat', dietary: [] },
  { name: 'Sofía', child: true, meal: 'children', dietary: ['nut-allergy'], dietaryNote: 'sin nueces' },
];

const put = (body: unknown) =>
  request(server)
    .put('/api/phone/party')
    .send(body as object);
const confirm = (telefono: string, confirmedPeople: number) =>
  request(server).post('/api/phone/confirm').send({ telefono, confirmedPeople });
const stored = async (telefono: string) =>
  (await InvitadoModel.findOne({ telefonoWhatsapp: telefono }).lean())?.party ?? null;

beforeEach(async () => {
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await InvitadoModel.create(
    aPhoneGuest({ nombreCompleto: 'Ana Pérez', telefonoWhatsapp: ANA, maxPersonasPermitidas: 4 }),
  );
});

describe('PUT /api/phone/party', () => {
  it('saves who is coming for a guest who confirmed, and the lookup echoes it', async () => {
    await confirm(ANA, 3).expect(200);
    const res = await put({ telefono: '809-555-1234', party }).expect(200);
    expect(res.body).toEqual({ message: 'Guardamos quiénes vienen', data: { party: saved } });
    expect(await stored(ANA)).toEqual(saved);
    const lookup = await request(server).get('/api/phone/check').query({ telefono: ANA }).expect(200);
    expect(lookup.body.data).toMatchObject({ personasConfirmadas: 3, party: saved });
  });

  it('changes one meal when the guest comes back, and writes no status change for it', async () => {
    await confirm(ANA, 3).expect(200);
    await put({ telefono: ANA, party }).expect(200);
    const changed = party.map((member, i) => (i === 1 ? { ...member, meal: 'fish' } : member));
    await put({ telefono: ANA, party: changed }).expect(200);
    expect((await stored(ANA))?.map((member) => member.meal)).toEqual(['fish', 'fish', 'children']);
    expect(await GuestStatusChangeModel.countDocuments()).toBe(1);
  });

  it('refuses a guest who has not confirmed (409) or declined, and a number not on the list (404)', async () => {
    const pending = await put({ telefono: ANA, party }).expect(409);
    expect(pending.body).toEqual({ error: PHONE_MESSAGES.partyNotConfirmed });
    await request(server).post('/api/phone/decline').send({ telefono: ANA }).expect(200);
    await put({ telefono: ANA, party }).expect(409);
    await put({ telefono: '+18095550000', party }).expect(404);
    expect(await stored(ANA)).toBeNull();
  });

  it('refuses more people than confirmed, with the Spanish message, and writes nothing', async () => {
    await confirm(ANA, 2).expect(200);
    const res = await put({ telefono: ANA, party }).expect(400);
    expect(res.body.error).toBe(PARTY_MESSAGES.tooMany.es);
    expect(await stored(ANA)).toBeNull();
  });

  it.each([
    ['an unknown meal', [{ name: 'Ana', meal: 'lobster' }], PARTY_MESSAGES.unknownMeal.es],
    ['a 101-character name', [{ name: 'x'.repeat(101) }], PARTY_MESSAGES.nameTooLong.es],
    [
      "a children's menu for an adult",
      [{ name: 'Ana' }, { name: 'Luis', meal: 'children' }],
      PARTY_MESSAGES.childrenOnlyMeal.es,
    ],
    ['a child as the one invited', [{ name: 'Ana', child: true }], PARTY_MESSAGES.leadIsAdult.es],
    ['an unknown dietary need', [{ name: 'Ana', dietary: ['keto'] }], PARTY_MESSAGES.unknownNeed.es],
    ['an empty party', [], PARTY_MESSAGES.empty.es],
  ])('refuses %s with a 400 and writes nothing', async (_what, given, message) => {
    await confirm(ANA, 2).expect(200);
    const res = await put({ telefono: ANA, party: given }).expect(400);
    expect(res.body.details.map((issue: { message: string }) => issue.message)).toContain(message);
    expect(await stored(ANA)).toBeNull();
  });

  it('refuses operator objects and a NUL character with a 400', async () => {
    await confirm(ANA, 2).expect(200);
    await put({ telefono: ANA, party: { $ne: null } }).expect(400);
    await put({ telefono: ANA, party: [{ name: { $gt: '' } }] }).expect(400);
    await put({ telefono: ANA, party: [{ name: 'A\u0000na' }] }).expect(400);
    expect(await stored(ANA)).toBeNull();
  });

  it('saves the party of a guest on the invitation list found by phone', async () => {
    await UnifiedGuestModel.create(aGuest({ name: 'Luis Gómez', phone: LUIS, maxPeopleAllowed: 2 }));
    await confirm(LUIS, 2).expect(200);
    await put({ telefono: LUIS, party: party.slice(0, 2) }).expect(200);
    expect((await UnifiedGuestModel.findOne({ phone: LUIS }).lean())?.party).toEqual(saved.slice(0, 2));
  });

  it('for one person on both lists goes to the phone guest the lookup finds; the twin keeps none', async () => {
    await UnifiedGuestModel.create(aGuest({ name: 'Ana Pérez', phone: ANA, maxPeopleAllowed: 4 }));
    await confirm(ANA, 3).expect(200);
    const twin = async () => UnifiedGuestModel.findOne({ phone: ANA }).lean();
    // the answer closed both records (one person, one answer)
    expect(await twin()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 3 });
    await put({ telefono: ANA, party }).expect(200);
    expect(await stored(ANA)).toEqual(saved);
    expect((await twin())?.party).toBeUndefined();
    // and a decline by phone clears it, the twin closed with it
    await request(server).post('/api/phone/decline').send({ telefono: ANA }).expect(200);
    expect(await stored(ANA)).toBeNull();
    expect(await twin()).toMatchObject({ confirmationStatus: 'rechazado' });
  });
});

describe('the party within the answer', () => {
  beforeEach(async () => {
    await confirm(ANA, 3).expect(200);
    await put({ telefono: ANA, party }).expect(200);
  });

  it('keeps its first people when fewer are confirmed', async () => {
    await confirm(ANA, 2).expect(200);
    expect(await stored(ANA)).toEqual(saved.slice(0, 2));
    await confirm(ANA, 4).expect(200);
    expect(await stored(ANA)).toEqual(saved.slice(0, 2));
  });

  it('goes with a decline, and is not echoed', async () => {
    await request(server).post('/api/phone/decline').send({ telefono: ANA }).expect(200);
    expect(await stored(ANA)).toBeNull();
    const lookup = await request(server).get('/api/phone/check').query({ telefono: ANA }).expect(200);
    expect(lookup.body.data.party).toBeUndefined();
  });

  it('is never brought back by a confirm after a write that took the answer back left it stored', async () => {
    await InvitadoModel.updateOne(
      { telefonoWhatsapp: ANA },
      { $set: { estadoConfirmacion: 'rechazado', personasConfirmadas: null } },
    );
    await confirm(ANA, 2).expect(200);
    expect(await stored(ANA)).toBeNull();
    const lookup = await request(server).get('/api/phone/check').query({ telefono: ANA }).expect(200);
    expect(lookup.body.data.party).toBeUndefined();
  });

  it('is echoed within the people confirmed, even when a write left it longer', async () => {
    await InvitadoModel.updateOne({ telefonoWhatsapp: ANA }, { $set: { personasConfirmadas: 1 } });
    const lookup = await request(server).get('/api/phone/check').query({ telefono: ANA }).expect(200);
    expect(lookup.body.data.party).toEqual(saved.slice(0, 1));
  });
});
