// Issue 14 item 1: an e-mail RSVP from a guest of the invitation list gives that guest the answer (matched
// by the invitation code it carries, or else by e-mail without case or spaces), through the same
// guest-state module as the phone answers: one final state and one status change per real change,
// whichever channels answer, however often and at the same moment.
import { RSVP_MESSAGES } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  LegacyGuestModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { insertGuest, insertStoredGuest } from '../../scripts/testing/builders';
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
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
  },
  logger: silentLogger(),
});

const ANA_PHONE = '+18095550101';

beforeEach(async () => {
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
});

const ana = () =>
  insertGuest({
    name: 'Ana Rosario',
    email: 'ana.rosario@example.com',
    phone: ANA_PHONE,
    invitationCode: 'ANA-2026',
    maxPeopleAllowed: 3,
    expectedAttendees: 3,
  });

const answer = {
  name: 'Ana Rosario',
  email: 'ana.rosario@example.com',
  attending: true,
  guestCount: 2,
  message: '¡Allí estaremos!',
  dietaryRestrictions: 'Sin gluten',
};

const submit = (body: unknown) =>
  request(server).post('/api/rsvp').set('content-type', 'application/json').send(JSON.stringify(body));
const phoneConfirm = (people: number) =>
  request(server).post('/api/phone/confirm').send({ telefono: ANA_PHONE, confirmedPeople: people });
const phoneDecline = () => request(server).post('/api/phone/decline').send({ telefono: ANA_PHONE });

const guestNamed = (name: string) => UnifiedGuestModel.findOne({ name }).lean();
const changes = () => GuestStatusChangeModel.find().sort({ changedAt: 1, _id: 1 }).lean();

describe('an e-mail RSVP from a guest of the invitation list', () => {
  it.each([
    ['as stored', 'ana.rosario@example.com'],
    ['in capitals', 'ANA.ROSARIO@EXAMPLE.COM'],
    ['mixed case with spaces', '  Ana.Rosario@Example.com  '],
  ])(
    'matched by e-mail %s: the guest is confirmed, dated, linked, with one status change',
    async (_l, email) => {
      const guest = await ana();
      const before = Date.now();
      const res = await submit({ ...answer, email });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'RSVP received successfully', updated: false });

      const stored = await guestNamed('Ana Rosario');
      expect(stored).toMatchObject({
        confirmationStatus: 'confirmado',
        confirmedPeople: 2,
        saveTheDateResponse: 'yes',
        invitationStatus: 'responded',
      });
      expect(stored?.confirmationDate?.getTime()).toBeGreaterThanOrEqual(before);
      const rsvps = await RsvpModel.find().lean();
      expect(rsvps).toHaveLength(1);
      expect(rsvps[0]?.unifiedGuestId).toEqual(guest._id);
      const recorded = await changes();
      expect(recorded.map((c) => [String(c.guestId), c.oldStatus, c.newStatus])).toEqual([
        [String(guest._id), 'pendiente', 'confirmado'],
      ]);
      expect(recorded[0]?.adminUserId).toBeUndefined();
    },
  );

  it('finds a guest whose address was stored with capitals and spaces (an older import)', async () => {
    const id = await insertStoredGuest({
      name: 'Luis Peña',
      email: ' Luis.Pena@Example.COM ',
      maxPeopleAllowed: 2,
    });
    expect((await submit({ ...answer, name: 'Luis', email: 'luis.pena@example.com' })).status).toBe(201);
    expect(await UnifiedGuestModel.findById(id).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
  });

  it('does not take a regular-expression character in an address as a wildcard', async () => {
    await insertGuest({ name: 'Punto', email: 'a.b@example.com' });
    expect((await submit({ ...answer, email: 'axb@example.com' })).status).toBe(201);
    expect(await guestNamed('Punto')).toMatchObject({ confirmationStatus: 'pendiente' });
    expect((await RsvpModel.findOne().lean())?.unifiedGuestId).toBeUndefined();
  });

  it("matched by its invitation code even when the e-mail is another guest's (the code wins)", async () => {
    const owner = await ana();
    const coded = await insertGuest({ name: 'Carmen Báez', invitationCode: 'CARMEN-7', maxPeopleAllowed: 4 });
    const res = await submit({ ...answer, name: 'Carmen', guestCount: 4, invitationCode: 'CARMEN-7' });
    expect(res.status).toBe(201);
    expect(await guestNamed('Carmen Báez')).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 4,
      saveTheDateResponse: 'yes',
    });
    expect(await UnifiedGuestModel.findById(owner._id).lean()).toMatchObject({
      confirmationStatus: 'pendiente',
      saveTheDateResponse: 'pending',
    });
    expect((await RsvpModel.findOne().lean())?.unifiedGuestId).toEqual(coded._id);
  });

  it('a later answer updates the same response and the guest; a repeat writes nothing new', async () => {
    const guest = await ana();
    expect((await submit(answer)).status).toBe(201);
    const decline = { ...answer, attending: false, guestCount: 0, message: 'Lo sentimos' };
    const second = await submit(decline);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ message: 'RSVP updated successfully', updated: true });
    expect((await submit(decline)).status).toBe(200);

    expect(await RsvpModel.countDocuments()).toBe(1);
    expect(await RsvpModel.findOne().lean()).toMatchObject({
      unifiedGuestId: guest._id,
      attending: false,
      guestCount: 0,
      message: 'Lo sentimos',
    });
    expect(await guestNamed('Ana Rosario')).toMatchObject({
      confirmationStatus: 'rechazado',
      confirmedPeople: 0,
      saveTheDateResponse: 'no',
    });
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([
      ['pendiente', 'confirmado'],
      ['confirmado', 'rechazado'],
    ]);
  });

  it('refuses more people than the invitation allows with a bilingual 400, storing nothing', async () => {
    await ana();
    for (const body of [
      { ...answer, guestCount: 4 },
      { ...answer, guestCount: 4, invitationCode: 'ANA-2026' },
    ]) {
      const res = await submit(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(RSVP_MESSAGES.guestCountOverMaximum(3));
      expect(res.body.error).toBe(
        'Tu invitación es para 3 personas como máximo. / Your invitation is for at most 3 people.',
      );
    }
    expect(await RsvpModel.countDocuments()).toBe(0);
    expect(await guestNamed('Ana Rosario')).toMatchObject({ confirmationStatus: 'pendiente' });
    expect(await changes()).toEqual([]);
    expect(RSVP_MESSAGES.guestCountOverMaximum(1)).toBe(
      'Tu invitación es para 1 persona. / Your invitation is for 1 person.',
    );
  });

  it('an answer that matches no guest is kept for the inbox and changes no guest', async () => {
    await ana();
    expect((await submit({ ...answer, name: 'Desconocido', email: 'nadie@example.com' })).status).toBe(201);
    const stored = await RsvpModel.findOne().lean();
    expect(stored?.unifiedGuestId).toBeUndefined();
    expect(stored?.guestId).toBeUndefined();
    expect(await guestNamed('Ana Rosario')).toMatchObject({ confirmationStatus: 'pendiente' });
    expect(await changes()).toEqual([]);
  });

  it("a legacy invitation's save-the-date answer follows the response", async () => {
    await LegacyGuestModel.create({ name: 'Pedro', invitationCode: 'OLD_1' });
    await submit({ ...answer, attending: false, guestCount: 0, invitationCode: 'OLD_1' });
    expect(await LegacyGuestModel.findOne().lean()).toMatchObject({
      saveTheDateResponse: 'no',
      invitationStatus: 'responded',
    });
  });
});

describe('answers from two channels for one guest', () => {
  it('the same answer by e-mail and by phone, many times at once: one state, one status change', async () => {
    await ana();
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => submit(answer)),
      ...Array.from({ length: 4 }, () => phoneConfirm(2)),
    ]);
    for (const res of results) expect([200, 201]).toContain(res.status);
    expect(await guestNamed('Ana Rosario')).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([['pendiente', 'confirmado']]);
    expect(await RsvpModel.countDocuments()).toBe(1);
  });

  it('different answers at once: the guest ends with one of them and the changes tell how it got there', async () => {
    await ana();
    const decline = { ...answer, attending: false, guestCount: 0 };
    const results = await Promise.all([submit(decline), phoneConfirm(3), submit(answer), phoneDecline()]);
    for (const res of results) expect([200, 201]).toContain(res.status);

    const final = await guestNamed('Ana Rosario');
    const recorded = await changes();
    // a chain: each change starts where the previous one ended, and the last one is the guest's state
    expect(recorded.length).toBeGreaterThanOrEqual(1);
    expect(recorded[0]?.oldStatus).toBe('pendiente');
    for (let i = 1; i < recorded.length; i += 1) {
      expect(recorded[i]?.oldStatus).toBe(recorded[i - 1]?.newStatus);
    }
    expect(recorded.at(-1)?.newStatus).toBe(final?.confirmationStatus);
    // every change is a real one: never the same status and people twice in a row
    expect(recorded.length).toBeLessThanOrEqual(4);
    if (final?.confirmationStatus === 'confirmado') expect([2, 3]).toContain(final.confirmedPeople);
    else expect([0, null]).toContain(final?.confirmedPeople);
  });
});
