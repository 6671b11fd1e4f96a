// Issue 14 item 5: the invitation page asks once. Its one answer (attending or not, people, message,
// dietary restrictions) sets the save-the-date response and the guest's confirmation together, through the
// same guest-state module as every channel, and what the guest wrote reaches the hosts in the guest's
// response (`rsvps`), which a later e-mail answer from the same guest updates (never a duplicate).
import { RSVP_MESSAGES } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  LegacyGuestModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import request from 'supertest';
import { insertGuest } from '../../scripts/testing/builders';
import { silentLogger, useTestDatabase } from '../../scripts/testing/database';
import { PUBLIC_TEST_WINDOWS } from '../../scripts/testing/rate-limit-windows';
import { createApp } from '../src/app';
import { RSVP_CONFLICT_MESSAGE } from '../src/modules/rsvp/guest-answer';

useTestDatabase();

const server = createApp({
  config: {
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: ['http://localhost:3000'],
    ...PUBLIC_TEST_WINDOWS,
    INVITATION_RATE_LIMIT_MAX: 10_000,
    RSVP_RATE_LIMIT_MAX: 10_000,
  },
  logger: silentLogger(),
});

beforeEach(async () => {
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
});

/** A guest with no e-mail on file (most of an invitation list), allowed 3 people. */
const lucia = () =>
  insertGuest({
    name: 'Lucía Peña',
    invitationCode: 'LUCIA-26',
    maxPeopleAllowed: 3,
    expectedAttendees: 3,
  });

const answer = (body: unknown, code = 'LUCIA-26') =>
  request(server)
    .put(`/api/invitations/${code}/save-the-date`)
    .set('content-type', 'application/json')
    .send(JSON.stringify(body));

const stored = () => UnifiedGuestModel.findOne({ invitationCode: 'LUCIA-26' }).lean();
/**
 * Lucía's status changes. Hers only: the status-change sweep of this file's app, started as it connects,
 * may for a moment write (and take back) entries of guests an earlier file left behind.
 */
const changes = async () => {
  const guest = await stored();
  return GuestStatusChangeModel.find({ guestId: guest?._id ?? null })
    .sort({ changedAt: 1, _id: 1 })
    .lean();
};

describe('the invitation page answer', () => {
  it('yes with people, a message and a dietary note: confirmed, save-the-date yes, what was written kept', async () => {
    const guest = await lucia();
    const res = await answer({
      response: 'yes',
      guestCount: 2,
      message: ' ¡Qué ilusión! ',
      dietaryRestrictions: 'Vegetariana',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      invitationCode: 'LUCIA-26',
      name: 'Lucía Peña',
      maxPeopleAllowed: 3,
      invitationStatus: 'responded',
      saveTheDateResponse: 'yes',
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
      answeredAt: expect.any(String),
      message: '¡Qué ilusión!',
      dietaryRestrictions: 'Vegetariana',
    });
    const after = await stored();
    // the page echoes when the guest answered (issue 38 item 1)
    expect(res.body.data.answeredAt).toBe(after?.confirmationDate?.toISOString());
    expect(after).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
      saveTheDateResponse: 'yes',
      invitationStatus: 'responded',
    });
    expect(after?.confirmationDate).toBeInstanceOf(Date);
    const rsvps = await RsvpModel.find().lean();
    expect(rsvps).toHaveLength(1);
    expect(rsvps[0]).toMatchObject({
      unifiedGuestId: guest._id,
      name: 'Lucía Peña',
      attending: true,
      guestCount: 2,
      message: '¡Qué ilusión!',
      dietaryRestrictions: 'Vegetariana',
    });
    expect(rsvps[0]?.email).toBeUndefined();
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([['pendiente', 'confirmado']]);
  });

  it('no: declined with 0 people and save-the-date no', async () => {
    await lucia();
    const res = await answer({ response: 'no', message: 'Os queremos, no podremos ir' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      saveTheDateResponse: 'no',
      confirmationStatus: 'rechazado',
      confirmedPeople: 0,
      message: 'Os queremos, no podremos ir',
    });
    expect(await RsvpModel.findOne().lean()).toMatchObject({ attending: false, guestCount: 0 });
  });

  it('yes without people keeps the people already confirmed, else the guest alone', async () => {
    await lucia();
    expect((await answer({ response: 'yes' })).body.data.confirmedPeople).toBe(1);
    await answer({ response: 'yes', guestCount: 3 });
    expect((await answer({ response: 'yes' })).body.data.confirmedPeople).toBe(3);
  });

  it('a changed answer updates the same response and the guest; a repeat changes nothing', async () => {
    await lucia();
    await answer({ response: 'yes', guestCount: 2, message: 'Primero', dietaryRestrictions: 'Sin gluten' });
    await answer({ response: 'no', message: 'Al final no' });
    const repeat = await answer({ response: 'no', message: 'Al final no' });
    expect(repeat.status).toBe(200);
    const rsvps = await RsvpModel.find().lean();
    expect(rsvps).toHaveLength(1);
    // a field the answer does not send keeps what the guest wrote before
    expect(rsvps[0]).toMatchObject({
      attending: false,
      message: 'Al final no',
      dietaryRestrictions: 'Sin gluten',
    });
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([
      ['pendiente', 'confirmado'],
      ['confirmado', 'rechazado'],
    ]);
    expect(await stored()).toMatchObject({ confirmationStatus: 'rechazado', confirmedPeople: 0 });
  });

  it('an empty message clears what the guest wrote', async () => {
    await lucia();
    await answer({ response: 'yes', guestCount: 1, message: 'Hola' });
    const res = await answer({ response: 'yes', guestCount: 1, message: '   ' });
    expect(res.body.data.message).toBeNull();
  });

  it('refuses more people than the invitation allows with the bilingual message, and writes nothing', async () => {
    await lucia();
    const res = await answer({ response: 'yes', guestCount: 4, message: 'Somos cuatro' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: RSVP_MESSAGES.guestCountOverMaximum(3) });
    expect(await stored()).toMatchObject({ confirmationStatus: 'pendiente', saveTheDateResponse: 'pending' });
    expect(await RsvpModel.countDocuments()).toBe(0);
    expect(await changes()).toHaveLength(0);
  });

  it('a later e-mail answer from the same guest (with the code) updates the same response, never a duplicate', async () => {
    const guest = await lucia();
    await answer({ response: 'yes', guestCount: 2, dietaryRestrictions: 'Vegetariana' });
    const res = await request(server).post('/api/rsvp').send({
      name: 'Lucía Peña',
      email: 'Lucia@Example.com',
      attending: true,
      guestCount: 3,
      message: 'Vamos tres',
      invitationCode: 'LUCIA-26',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'RSVP updated successfully', updated: true });
    const rsvps = await RsvpModel.find().lean();
    expect(rsvps).toHaveLength(1);
    expect(rsvps[0]).toMatchObject({
      unifiedGuestId: guest._id,
      email: 'lucia@example.com',
      guestCount: 3,
      message: 'Vamos tres',
      dietaryRestrictions: 'Vegetariana',
    });
    expect(await stored()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 3 });
    // and back on the page, the answer given by e-mail shows
    const page = await request(server).get('/api/invitations/LUCIA-26');
    expect(page.body.data).toMatchObject({ confirmedPeople: 3, message: 'Vamos tres' });
  });

  it('two guests without e-mail write on their pages: two responses (no e-mail collision)', async () => {
    await lucia();
    await insertGuest({ invitationCode: 'TOMAS-26', maxPeopleAllowed: 1 });
    expect((await answer({ response: 'yes', message: 'Sí' })).status).toBe(200);
    expect((await answer({ response: 'no', dietaryRestrictions: 'x' }, 'TOMAS-26')).status).toBe(200);
    expect(await RsvpModel.countDocuments()).toBe(2);
  });

  it('an answer with no words confirms the guest but makes no response, so the hosts can still match one', async () => {
    const guest = await lucia();
    expect((await answer({ response: 'yes', guestCount: 2, message: '  ' })).status).toBe(200);
    expect(await stored()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 2 });
    expect(await RsvpModel.countDocuments()).toBe(0);
    // an e-mail answer from the guest's address (no code) then belongs to the guest
    await UnifiedGuestModel.updateOne({ _id: guest._id }, { $set: { email: 'lucia@example.com' } });
    const res = await request(server).post('/api/rsvp').send({
      name: 'Lucía Peña',
      email: 'lucia@example.com',
      attending: true,
      guestCount: 2,
      message: 'Hola',
    });
    expect(res.status).toBe(201);
    expect(await RsvpModel.findOne().lean()).toMatchObject({ unifiedGuestId: guest._id, message: 'Hola' });
  });

  it("another guest's e-mail never takes over that guest's response (409), and its words stay private", async () => {
    const guest = await lucia();
    await insertGuest({ name: 'Tomás Gil', invitationCode: 'TOMAS-26', maxPeopleAllowed: 2 });
    const mine = {
      name: 'Lucía Peña',
      email: 'lucia@example.com',
      attending: true,
      guestCount: 1,
      message: 'Solo para los novios',
      invitationCode: 'LUCIA-26',
    };
    expect((await request(server).post('/api/rsvp').send(mine)).status).toBe(201);
    const takeover = await request(server)
      .post('/api/rsvp')
      .send({ ...mine, name: 'Tomás Gil', message: 'x', invitationCode: 'TOMAS-26' });
    expect(takeover.status).toBe(409);
    expect(takeover.body).toEqual({ error: RSVP_CONFLICT_MESSAGE });
    expect(await RsvpModel.find().lean()).toMatchObject([
      { unifiedGuestId: guest._id, message: 'Solo para los novios' },
    ]);
    const page = await request(server).get('/api/invitations/TOMAS-26');
    expect(page.body.data).toMatchObject({ message: null, dietaryRestrictions: null });
  });

  it('simultaneous answers of one guest: one final state, one response, one status change per real change', async () => {
    await lucia();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => answer({ response: 'yes', guestCount: 2, message: 'Vamos' })),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(results.some((r) => r.status === 200)).toBe(true);
    expect(await RsvpModel.countDocuments()).toBe(1);
    expect(await stored()).toMatchObject({ confirmationStatus: 'confirmado', confirmedPeople: 2 });
    expect(await RsvpModel.findOne().lean()).toMatchObject({ guestCount: 2, message: 'Vamos' });
    expect((await changes()).map((c) => [c.oldStatus, c.newStatus])).toEqual([['pendiente', 'confirmado']]);
  });

  it('a legacy invitation keeps its save-the-date and the response for the hosts, within its expected attendees', async () => {
    const legacy = await LegacyGuestModel.create({
      invitationCode: 'OLD_42',
      name: 'Pedro Antiguo',
      expectedAttendees: 2,
    });
    expect((await answer({ response: 'yes', guestCount: 3 }, 'OLD_42')).status).toBe(400);
    const res = await answer(
      { response: 'yes', guestCount: 2, dietaryRestrictions: 'Sin lactosa' },
      'OLD_42',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ saveTheDateResponse: 'yes', dietaryRestrictions: 'Sin lactosa' });
    expect(await RsvpModel.findOne().lean()).toMatchObject({ guestId: legacy._id, guestCount: 2 });
  });

  it.each([
    ['people as text', { response: 'yes', guestCount: '2' }],
    ['no people', { response: 'yes', guestCount: 0 }],
    ['eleven people', { response: 'yes', guestCount: 11 }],
    ['a message as an object', { response: 'yes', message: { $gt: '' } }],
    ['a 3,000-character message', { response: 'yes', message: 'x'.repeat(3000) }],
    ['a dietary note as an array', { response: 'yes', dietaryRestrictions: ['x'] }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    await lucia();
    const res = await answer(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(await stored()).toMatchObject({ confirmationStatus: 'pendiente', saveTheDateResponse: 'pending' });
    expect(await RsvpModel.countDocuments()).toBe(0);
  });
});
