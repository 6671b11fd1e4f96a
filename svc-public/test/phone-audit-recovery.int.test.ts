// A phone answer and its guest_status_changes entry are two documents: a crash, or the database going
// away, between the two writes must neither lose the entry nor write it twice. Found by the process-fault
// browser test (e2e/tests/reliability-process.e2e.test.ts: svc-public killed during a burst of confirms).

import type { ConfirmationStatus } from '@wedding/shared-contracts';
import {
  applyAnswer,
  completePendingStatusChanges,
  GuestStatusChangeModel,
  InvitadoModel,
  readGuestState,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import { Types } from 'mongoose';
import request from 'supertest';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { createApp } from '../src/app';
import { findInvitadoByPhone } from '../src/modules/phone/repository';

useTestDatabase();

const server = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    PHONE_RATE_LIMIT_IP_MAX: 10_000,
    PHONE_RATE_LIMIT_NUMBER_MAX: 10_000,
  },
  logger: silentLogger(),
});

const ANA = '+18095551234';
const LUIS = '+34612345678';

beforeEach(async () => {
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await insertPhoneGuest({ telefonoWhatsapp: ANA, maxPersonasPermitidas: 3 });
  await insertGuest({ phone: LUIS, maxPeopleAllowed: 4 });
});

const changes = () => GuestStatusChangeModel.find().sort({ changedAt: 1, _id: 1 }).lean();
const rawInvitado = () => InvitadoModel.collection.findOne({ telefonoWhatsapp: ANA });
const rawUnified = () => UnifiedGuestModel.collection.findOne({ phone: LUIS });
const change = (oldStatus: ConfirmationStatus, newStatus: ConfirmationStatus) => ({
  _id: new Types.ObjectId(),
  oldStatus,
  newStatus,
  changedAt: new Date(),
});

/** What a process killed right after the answer's update leaves: the answer, and no entry yet. */
async function crashAfterUpdate(phone: string, people: number | null) {
  const guest =
    (await findInvitadoByPhone(phone)) ?? (await readGuestState('unified_guests', (await rawUnified())!._id));
  if (!guest) throw new Error('no guest');
  const pending = change(guest.status, people === null ? 'rechazado' : 'confirmado');
  const answer = people === null ? { attending: false as const } : { attending: true as const, people };
  expect(await applyAnswer(guest, answer, { declinedPeople: null }, pending)).toBe(true);
  return pending;
}

describe('an answer cut short between the guest update and its audit entry', () => {
  it('keeps the change, with the id of its entry, inside the guest, never shown to clients', async () => {
    const pending = await crashAfterUpdate(ANA, 2);
    expect(await changes()).toEqual([]);
    const stored = await rawInvitado();
    expect(stored).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2 });
    expect(stored?.lastStatusChange).toEqual({ ...pending });
    expect(stored?.fechaConfirmacion).toEqual(pending.changedAt);
    // what the guest sees of it
    const res = await request(server).get('/api/phone/check').query({ telefono: ANA });
    expect(JSON.stringify(res.body)).not.toContain('lastStatusChange');
  });

  it("the sweep writes the missing entry once, under the recorded id and with the answer's own moment", async () => {
    const ana = await crashAfterUpdate(ANA, 2);
    const luis = await crashAfterUpdate(LUIS, null);
    expect(await completePendingStatusChanges()).toBe(2);
    expect(await completePendingStatusChanges()).toBe(0);
    const written = await changes();
    expect(written).toHaveLength(2);
    expect(
      written.map((c) => [String(c._id), c.oldStatus, c.newStatus, c.changedAt.getTime()]).sort(),
    ).toEqual(
      [
        [String(ana._id), 'pendiente', 'confirmado', ana.changedAt.getTime()],
        [String(luis._id), 'pendiente', 'rechazado', luis.changedAt.getTime()],
      ].sort(),
    );
  });

  it("the guest's next answer writes the earlier entry first, then its own: one entry per real change", async () => {
    await crashAfterUpdate(ANA, 2);
    // the guest saw an error and tries again with the same answer: nothing changes, the entry is written
    const again = await request(server)
      .post('/api/phone/confirm')
      .send({ telefono: ANA, confirmedPeople: 2 });
    expect(again.status).toBe(200);
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([['pendiente', 'confirmado']]);
    // then declines: a second, real change
    const declined = await request(server).post('/api/phone/decline').send({ telefono: ANA });
    expect(declined.status).toBe(200);
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([
      ['pendiente', 'confirmado'],
      ['confirmado', 'rechazado'],
    ]);
    expect(await completePendingStatusChanges()).toBe(0);
  });

  it('a guest answering again whose earlier entry is written causes no second write attempt for it', async () => {
    const first = await request(server)
      .post('/api/phone/confirm')
      .send({ telefono: ANA, confirmedPeople: 1 });
    expect(first.status).toBe(200);
    const create = jest.spyOn(GuestStatusChangeModel, 'create');
    try {
      const again = await request(server)
        .post('/api/phone/confirm')
        .send({ telefono: ANA, confirmedPeople: 3 });
      expect(again.status).toBe(200);
      // only the new answer's entry: the earlier one was looked up, found, and not written again
      expect(create).toHaveBeenCalledTimes(1);
    } finally {
      create.mockRestore();
    }
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([
      ['pendiente', 'confirmado'],
      ['confirmado', 'confirmado'],
    ]);
  });

  it('an entry written just before the crash is not written again (same id)', async () => {
    const pending = await crashAfterUpdate(ANA, 1);
    const guest = await rawInvitado();
    await GuestStatusChangeModel.create({ ...pending, guestId: guest!._id });
    expect(await completePendingStatusChanges()).toBe(0);
    expect(await changes()).toHaveLength(1);
  });

  it('an answer older than the sweep window is left alone (a start since would have swept it)', async () => {
    await crashAfterUpdate(ANA, 2);
    const inEightDays = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await completePendingStatusChanges(inEightDays)).toBe(0);
    expect(await completePendingStatusChanges()).toBe(1);
  });

  it('a guest deleted before the sweep leaves no orphan entry', async () => {
    await crashAfterUpdate(LUIS, 3);
    await UnifiedGuestModel.deleteOne({ phone: LUIS });
    await completePendingStatusChanges();
    expect(await changes()).toEqual([]);
  });
});

describe('the database going away between the answer and its entry', () => {
  it('the answer stands (200, stored), and its entry is written once the database answers again', async () => {
    const down = Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' });
    const create = jest.spyOn(GuestStatusChangeModel, 'create').mockRejectedValueOnce(down);
    try {
      const res = await request(server)
        .post('/api/phone/confirm')
        .send({ telefono: ANA, confirmedPeople: 3 });
      expect(res.status).toBe(200);
    } finally {
      create.mockRestore();
    }
    expect(await rawInvitado()).toMatchObject({ estadoConfirmacion: 'confirmado', personasConfirmadas: 3 });
    expect(await changes()).toEqual([]);
    expect(await completePendingStatusChanges()).toBe(1);
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([['pendiente', 'confirmado']]);
  });

  it('a guest changed by someone else between the read and the update is read again (compare-and-set)', async () => {
    const guest = (await findInvitadoByPhone(ANA))!;
    // an admin confirms 1 person meanwhile
    await InvitadoModel.updateOne(
      { _id: guest.id },
      { $set: { estadoConfirmacion: 'confirmado', personasConfirmadas: 1 } },
    );
    expect(
      await applyAnswer(
        guest,
        { attending: true, people: 3 },
        { declinedPeople: null },
        change('pendiente', 'confirmado'),
      ),
    ).toBe(false);
    expect(await rawInvitado()).toMatchObject({ personasConfirmadas: 1 });
    expect((await rawInvitado())?.lastStatusChange).toBeUndefined();
    // through the API the answer is applied to the guest as it is now, with the true old status
    const res = await request(server).post('/api/phone/confirm').send({ telefono: ANA, confirmedPeople: 3 });
    expect(res.status).toBe(200);
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([['confirmado', 'confirmado']]);
  });
});
