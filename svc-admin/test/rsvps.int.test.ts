// /api/admin/rsvps (issue 14: the hosts' RSVP inbox): every e-mail answer, newest first, with the guest it
// belongs to (either list) or none; only the unmatched ones on request; discarding one. Roles: the access
// matrix (access-matrix.int.test.ts); hostile input: fuzz.int.test.ts.
import { ADMIN_RSVP_MESSAGES, type AdminRsvp } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  InvitadoModel,
  LegacyGuestModel,
  RsvpModel,
  UnifiedGuestModel,
  type UnifiedGuestRaw,
  UserModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { Types } from 'mongoose';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const RSVPS = '/api/admin/rsvps';
const UNKNOWN_ID = '0123456789abcdef01234567';
const MINUTE = 60_000;

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    RsvpModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    LegacyGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
    InvitadoModel.deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

/** Three answers, oldest first: one of a guest of the invitation list, one of a legacy guest, one of nobody. */
async function seed() {
  const now = Date.now();
  const guest = await insertGuest({ name: 'Lucía Gómez', invitationCode: 'LUCIA-1', maxPeopleAllowed: 3 });
  const legacy = await LegacyGuestModel.create({ name: 'Tío Pedro', invitationCode: 'PEDRO-1' });
  // through the driver, so the given dates are kept
  const { insertedIds } = await RsvpModel.collection.insertMany([
    {
      unifiedGuestId: guest._id,
      name: 'Lucía',
      email: 'lucia@example.com',
      attending: true,
      guestCount: 2,
      message: '¡Qué ilusión!',
      dietaryRestrictions: 'Sin gluten',
      createdAt: new Date(now - 30 * MINUTE),
      updatedAt: new Date(now - 5 * MINUTE),
    },
    {
      guestId: legacy._id,
      name: 'Pedro',
      email: 'pedro@example.com',
      attending: false,
      guestCount: 0,
      // stored before updatedAt was kept
      createdAt: new Date(now - 20 * MINUTE),
    },
    {
      name: 'Alguien Desconocido',
      email: 'nadie@example.com',
      attending: true,
      guestCount: 4,
      dietaryRestrictions: 'Vegano',
      createdAt: new Date(now - 10 * MINUTE),
      updatedAt: new Date(now - 10 * MINUTE),
    },
  ]);
  const [lucia, pedro, unknown] = Object.values(insertedIds).map((id) => id.toHexString());
  return { guest: guest.id as string, lucia: lucia!, pedro: pedro!, unknown: unknown! };
}

describe('GET /api/admin/rsvps', () => {
  it('answers an empty list when nobody has answered', async () => {
    const res = await agent.get(RSVPS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it('lists every answer newest first, with the guest it belongs to in either list, or none', async () => {
    const ids = await seed();
    const res = await agent.get(RSVPS);
    expect(res.body).toEqual({ data: expect.any(Array) });
    expect(res.status).toBe(200);
    const data = res.body.data as AdminRsvp[];
    expect(data.map((rsvp) => rsvp.id)).toEqual([ids.unknown, ids.pedro, ids.lucia]);
    const [unknown, pedro, lucia] = data;
    expect(lucia).toEqual({
      id: ids.lucia,
      name: 'Lucía',
      email: 'lucia@example.com',
      attending: true,
      guestCount: 2,
      message: '¡Qué ilusión!',
      dietaryRestrictions: 'Sin gluten',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      unifiedGuestId: ids.guest,
      guestName: 'Lucía Gómez',
    });
    expect(Date.parse(lucia!.updatedAt) - Date.parse(lucia!.createdAt)).toBe(25 * MINUTE);
    // a legacy guest's answer is matched too, without an invitation-list id; no updatedAt: its creation
    expect(pedro).toMatchObject({ unifiedGuestId: null, guestName: 'Tío Pedro', message: null });
    expect(pedro!.updatedAt).toBe(pedro!.createdAt);
    expect(unknown).toMatchObject({
      name: 'Alguien Desconocido',
      unifiedGuestId: null,
      guestName: null,
      message: null,
      dietaryRestrictions: 'Vegano',
    });
  });

  it('lists only the answers that match no guest with unmatched=true', async () => {
    const ids = await seed();
    const unmatched = await agent.get(`${RSVPS}?unmatched=true`);
    expect(unmatched.status).toBe(200);
    expect((unmatched.body.data as AdminRsvp[]).map((rsvp) => rsvp.id)).toEqual([ids.unknown]);
    const all = await agent.get(`${RSVPS}?unmatched=false`);
    expect(all.body.data).toHaveLength(3);
  });

  it('names the guest as it is now, and none once the guest is gone', async () => {
    const ids = await seed();
    await UnifiedGuestModel.updateOne({ _id: ids.guest }, { $set: { name: 'Lucía Gómez Ruiz' } });
    let lucia = ((await agent.get(RSVPS)).body.data as AdminRsvp[]).find((rsvp) => rsvp.id === ids.lucia);
    expect(lucia?.guestName).toBe('Lucía Gómez Ruiz');
    await UnifiedGuestModel.deleteOne({ _id: ids.guest });
    lucia = ((await agent.get(RSVPS)).body.data as AdminRsvp[]).find((rsvp) => rsvp.id === ids.lucia);
    expect(lucia).toMatchObject({ unifiedGuestId: ids.guest, guestName: null });
  });

  it('refuses a filter it does not know with a 400', async () => {
    for (const query of ['unmatched=yes', 'unmatched=', 'unmatched=true&unmatched=false']) {
      const res = await agent.get(`${RSVPS}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String) });
    }
  });
});

describe('DELETE /api/admin/rsvps/:id', () => {
  it('discards one answer and leaves its guest as it was', async () => {
    const ids = await seed();
    await UnifiedGuestModel.updateOne(
      { _id: ids.guest },
      { $set: { confirmationStatus: 'confirmado', confirmedPeople: 2 } },
    );
    const res = await agent.delete(`${RSVPS}/${ids.lucia}`).set('Origin', ORIGIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ADMIN_RSVP_MESSAGES.deleted });
    expect(await RsvpModel.exists({ _id: ids.lucia })).toBeNull();
    expect(await RsvpModel.countDocuments()).toBe(2);
    expect(await UnifiedGuestModel.findById(ids.guest).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
  });

  it('answers 404 for an answer that is not there (or no longer), 400 for a malformed id', async () => {
    const ids = await seed();
    await agent.delete(`${RSVPS}/${ids.unknown}`).set('Origin', ORIGIN);
    const again = await agent.delete(`${RSVPS}/${ids.unknown}`).set('Origin', ORIGIN);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: ADMIN_RSVP_MESSAGES.notFound });
    expect((await agent.delete(`${RSVPS}/${UNKNOWN_ID}`).set('Origin', ORIGIN)).status).toBe(404);
    expect((await agent.delete(`${RSVPS}/not-an-id`).set('Origin', ORIGIN)).status).toBe(400);
    expect(await RsvpModel.countDocuments()).toBe(2);
  });

  it('refuses a cross-site delete', async () => {
    const ids = await seed();
    const res = await agent.delete(`${RSVPS}/${ids.lucia}`).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await RsvpModel.countDocuments()).toBe(3);
  });
});

describe('POST /api/admin/rsvps/:id/match', () => {
  const matchPath = (id: string) => `${RSVPS}/${id}/match`;
  const matchTo = (id: string, unifiedGuestId: string) =>
    agent.post(matchPath(id)).set('Origin', ORIGIN).send({ unifiedGuestId });

  async function guestNamed(name: string, overrides: Partial<UnifiedGuestRaw> = {}) {
    const guest = await insertGuest({ name, maxPeopleAllowed: 4, ...overrides });
    return guest.id as string;
  }

  it('attaches an unmatched answer to a guest and applies it: confirmado with its people, dated when it came', async () => {
    const ids = await seed();
    const carmen = await guestNamed('Carmen Rosa');
    const res = await matchTo(ids.unknown, carmen);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: ADMIN_RSVP_MESSAGES.matched,
      data: expect.objectContaining({ id: ids.unknown, unifiedGuestId: carmen, guestName: 'Carmen Rosa' }),
    });
    const answer = await RsvpModel.collection.findOne({ _id: new Types.ObjectId(ids.unknown) });
    expect(String(answer?.unifiedGuestId)).toBe(carmen);
    // matching does not make the answer newer
    expect(answer?.updatedAt).toEqual(answer?.createdAt);
    expect(await UnifiedGuestModel.findById(carmen).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 4,
      confirmationDate: answer?.updatedAt,
    });
    const host = await UserModel.findOne({ username: 'host' }).lean();
    const changes = await GuestStatusChangeModel.find({ guestId: carmen }).lean();
    expect(changes).toEqual([
      expect.objectContaining({ oldStatus: 'pendiente', newStatus: 'confirmado', adminUserId: host?._id }),
    ]);
    // it has left the unmatched answers
    expect((await agent.get(`${RSVPS}?unmatched=true`)).body.data).toEqual([]);
  });

  it('applies an answer of someone not coming as rechazado with 0 people', async () => {
    const guest = await guestNamed('Raúl Peña', { confirmationStatus: 'confirmado', confirmedPeople: 2 });
    const rsvp = await RsvpModel.create({
      name: 'Raúl',
      email: 'raul@example.com',
      attending: false,
      guestCount: 0,
    });
    expect((await matchTo(rsvp.id, guest)).status).toBe(200);
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({
      confirmationStatus: 'rechazado',
      confirmedPeople: 0,
    });
    expect(await GuestStatusChangeModel.countDocuments({ guestId: guest })).toBe(1);
  });

  it('records a change of people as one entry with the same status, as every channel does', async () => {
    const guest = await guestNamed('Inés Vega', { confirmationStatus: 'confirmado', confirmedPeople: 1 });
    const rsvp = await RsvpModel.create({
      name: 'Inés',
      email: 'ines@example.com',
      attending: true,
      guestCount: 3,
    });
    expect((await matchTo(rsvp.id, guest)).status).toBe(200);
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({ confirmedPeople: 3 });
    const host = await UserModel.findOne({ username: 'host' }).lean();
    expect(await GuestStatusChangeModel.find({ guestId: guest }).lean()).toEqual([
      expect.objectContaining({ oldStatus: 'confirmado', newStatus: 'confirmado', adminUserId: host?._id }),
    ]);
    // the same answer matched again (after a discard) changes nothing and records nothing
    await agent.delete(`${RSVPS}/${rsvp.id}`).set('Origin', ORIGIN);
    const again = await RsvpModel.create({
      name: 'Inés',
      email: 'ines@example.com',
      attending: true,
      guestCount: 3,
    });
    expect((await matchTo(again.id, guest)).status).toBe(200);
    expect(await GuestStatusChangeModel.countDocuments({ guestId: guest })).toBe(1);
  });

  it('refuses an answer that brings more people than the guest may bring, and changes nothing', async () => {
    const ids = await seed();
    const small = await guestNamed('Nora Díaz', { maxPeopleAllowed: 2 });
    const res = await matchTo(ids.unknown, small);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: ADMIN_RSVP_MESSAGES.overMaximum(4, 'Nora Díaz', 2) });
    expect((await RsvpModel.findById(ids.unknown).lean())?.unifiedGuestId).toBeUndefined();
    expect(await UnifiedGuestModel.findById(small).lean()).toMatchObject({ confirmationStatus: 'pendiente' });
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);
  });

  it('with raiseMaximum, raises the maximum to the answer and matches it in one step (issue 36)', async () => {
    const ids = await seed();
    const small = await guestNamed('Nora Díaz', { maxPeopleAllowed: 2 });
    const res = await agent
      .post(matchPath(ids.unknown))
      .set('Origin', ORIGIN)
      .send({ unifiedGuestId: small, raiseMaximum: true });
    expect(res.status).toBe(200);
    expect(await UnifiedGuestModel.findById(small).lean()).toMatchObject({
      maxPeopleAllowed: 4,
      confirmationStatus: 'confirmado',
      confirmedPeople: 4,
    });
    expect(await GuestStatusChangeModel.countDocuments({ guestId: small })).toBe(1);
  });

  it('with raiseMaximum, puts the maximum back when the match then fails (the guest has an answer already)', async () => {
    const ids = await seed();
    // Lucía Gómez (maximum 3) has an answer tied to her; the unknown one brings 4
    const res = await agent
      .post(matchPath(ids.unknown))
      .set('Origin', ORIGIN)
      .send({ unifiedGuestId: ids.guest, raiseMaximum: true });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: ADMIN_RSVP_MESSAGES.guestHasAnswer });
    expect(await UnifiedGuestModel.findById(ids.guest).lean()).toMatchObject({
      maxPeopleAllowed: 3,
      confirmationStatus: 'pendiente',
    });
    expect((await RsvpModel.findById(ids.unknown).lean())?.unifiedGuestId).toBeUndefined();
  });

  it('closes the record with the same number on the phone list too (issue 36: one person, one answer)', async () => {
    const phone = '+18095550177';
    const guest = await guestNamed('Rosa Vidal', { phone, maxPeopleAllowed: 4 });
    const twin = await insertPhoneGuest({ telefonoWhatsapp: phone, maxPersonasPermitidas: 2 });
    const rsvp = await RsvpModel.create({
      name: 'Rosa',
      email: 'rosa@example.com',
      attending: true,
      guestCount: 3,
    });
    expect((await matchTo(rsvp.id, guest)).status).toBe(200);
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({ confirmedPeople: 3 });
    // the phone guest's own maximum caps the people
    expect(await InvitadoModel.findById(twin._id).lean()).toMatchObject({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
    });
  });

  it('refuses a raiseMaximum that is not true or false', async () => {
    const ids = await seed();
    const small = await guestNamed('Nora Díaz', { maxPeopleAllowed: 2 });
    const res = await agent
      .post(matchPath(ids.unknown))
      .set('Origin', ORIGIN)
      .send({ unifiedGuestId: small, raiseMaximum: 'yes' });
    expect(res.status).toBe(400);
    expect(await UnifiedGuestModel.findById(small).lean()).toMatchObject({ maxPeopleAllowed: 2 });
  });

  it('refuses an answer already matched, and a guest that already has an answer (409), changing nothing', async () => {
    const ids = await seed();
    const other = await guestNamed('Otro Invitado');
    const matched = await matchTo(ids.lucia, other);
    expect(matched.status).toBe(409);
    expect(matched.body).toEqual({ error: ADMIN_RSVP_MESSAGES.alreadyMatched });
    // Lucía Gómez has her answer already
    const another = await RsvpModel.create({
      name: 'Lu',
      email: 'lu@example.com',
      attending: true,
      guestCount: 1,
    });
    const taken = await matchTo(another.id, ids.guest);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: ADMIN_RSVP_MESSAGES.guestHasAnswer });
    expect((await RsvpModel.findById(another.id).lean())?.unifiedGuestId).toBeUndefined();
    expect(await UnifiedGuestModel.findById(ids.guest).lean()).toMatchObject({
      confirmationStatus: 'pendiente',
    });
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);
  });

  it('answers 404 for an unknown answer or guest, 400 for malformed ids or a missing guest', async () => {
    const ids = await seed();
    const guest = await guestNamed('Eva Luna');
    expect((await matchTo(UNKNOWN_ID, guest)).body).toEqual({ error: ADMIN_RSVP_MESSAGES.notFound });
    const noGuest = await matchTo(ids.unknown, UNKNOWN_ID);
    expect(noGuest.status).toBe(404);
    expect(noGuest.body).toEqual({ error: ADMIN_RSVP_MESSAGES.guestNotFound });
    expect((await RsvpModel.findById(ids.unknown).lean())?.unifiedGuestId).toBeUndefined();
    expect((await matchTo('not-an-id', guest)).status).toBe(400);
    expect((await matchTo(ids.unknown, 'not-an-id')).status).toBe(400);
    expect((await agent.post(matchPath(ids.unknown)).set('Origin', ORIGIN).send({})).status).toBe(400);
    expect(
      (await agent.post(matchPath(ids.unknown)).set('Origin', ORIGIN).send('[1]').type('json')).status,
    ).toBe(400);
  });

  it('matches two answers to one guest at the same moment: one wins, the other gets a 409', async () => {
    const guest = await guestNamed('Julia Mar');
    const [first, second] = await Promise.all(
      ['a', 'b'].map((n) =>
        RsvpModel.create({
          name: `Julia ${n}`,
          email: `julia-${n}@example.com`,
          attending: true,
          guestCount: 2,
        }),
      ),
    );
    const answers = await Promise.all([matchTo(first!.id, guest), matchTo(second!.id, guest)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await RsvpModel.countDocuments({ unifiedGuestId: guest })).toBe(1);
    expect(await UnifiedGuestModel.findById(guest).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
    expect(await GuestStatusChangeModel.countDocuments({ guestId: guest })).toBe(1);
  });

  it('matches one answer to two guests at the same moment, 50 times: one wins, the other gets a 409', async () => {
    for (let round = 0; round < 50; round += 1) {
      const [a, b] = await Promise.all([guestNamed(`Ana ${round}`), guestNamed(`Bea ${round}`)]);
      const rsvp = await RsvpModel.create({
        name: `Respuesta ${round}`,
        email: `race-${round}@example.com`,
        attending: true,
        guestCount: 2,
      });
      const answers = await Promise.all([matchTo(rsvp.id, a), matchTo(rsvp.id, b)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0]!.status === 200 ? a : b;
      const loser = winner === a ? b : a;
      expect(String((await RsvpModel.findById(rsvp.id).lean())?.unifiedGuestId)).toBe(winner);
      expect(await UnifiedGuestModel.findById(winner).lean()).toMatchObject({
        confirmationStatus: 'confirmado',
        confirmedPeople: 2,
      });
      expect(await UnifiedGuestModel.findById(loser).lean()).toMatchObject({
        confirmationStatus: 'pendiente',
      });
      expect(await GuestStatusChangeModel.countDocuments({ guestId: winner })).toBe(1);
      expect(await GuestStatusChangeModel.countDocuments({ guestId: loser })).toBe(0);
    }
    // a hundred answered guests left behind would keep the next file's status-change sweep busy
    await UnifiedGuestModel.deleteMany({});
    await Promise.all([RsvpModel.deleteMany({}), GuestStatusChangeModel.deleteMany({})]);
  }, 120_000);
});
