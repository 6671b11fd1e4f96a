// /api/admin/rsvps (issue 14: the hosts' RSVP inbox): every e-mail answer, newest first, with the guest it
// belongs to (either list) or none; only the unmatched ones on request; discarding one. Roles: the access
// matrix (access-matrix.int.test.ts); hostile input: fuzz.int.test.ts.
import { ADMIN_RSVP_MESSAGES, type AdminRsvp } from '@wedding/shared-contracts';
import { LegacyGuestModel, RsvpModel, UnifiedGuestModel } from '@wedding/shared-contracts/node';
import type { Express } from 'express';
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
  ]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

/** Three answers, oldest first: one of a guest of the invitation list, one of a legacy guest, one of nobody. */
async function seed() {
  const now = Date.now();
  const guest = await UnifiedGuestModel.create({
    name: 'Lucía Gómez',
    invitationCode: 'LUCIA-1',
    maxPeopleAllowed: 3,
    category: 'Amigos Sofía',
  });
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
