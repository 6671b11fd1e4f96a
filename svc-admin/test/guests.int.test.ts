// /api/admin/unified-guests and /api/admin/guests: list, one by id, create, edit, delete (spec §5, §7).
import { unifiedGuestListResponseSchema } from '@wedding/shared-contracts';
import {
  GuestStatusChangeModel,
  RsvpModel,
  UnifiedGuestModel,
  UserModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const LIST = '/api/admin/unified-guests';
const GUESTS = '/api/admin/guests';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;
let adminId: string;

beforeEach(async () => {
  await Promise.all([
    clearUsers(),
    UnifiedGuestModel.deleteMany({}),
    RsvpModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  // an admin: deleting is refused to moderators (access-matrix.int.test.ts)
  adminId = (await createUser({ username: 'host', adminRole: 'admin' })).id;
  agent = await loggedInAgent(app, 'host');
});

const create = (body: Record<string, unknown>) => agent.post(GUESTS).set('Origin', ORIGIN).send(body);

describe('access', () => {
  it('answers anonymous callers 401 and writes nothing', async () => {
    const anonymous = request(app);
    const id = new mongoose.Types.ObjectId().toHexString();
    for (const res of [
      await anonymous.get(LIST),
      await anonymous.get(`${LIST}/${id}`),
      await anonymous.post(GUESTS).set('Origin', ORIGIN).send({ name: 'X', category: 'Padres Novia' }),
      await anonymous.put(`${GUESTS}/${id}`).set('Origin', ORIGIN).send({ name: 'Y' }),
      await anonymous.delete(`${GUESTS}/${id}`).set('Origin', ORIGIN),
      await anonymous.get(`${GUESTS}/export`),
    ]) {
      expect(res.status).toBe(401);
    }
    expect(await UnifiedGuestModel.countDocuments()).toBe(0);
  });

  it('refuses a cross-site create', async () => {
    const res = await agent
      .post(GUESTS)
      .set('Origin', 'https://evil.example')
      .send({ name: 'X', category: 'Padres Novia' });
    expect(res.status).toBe(403);
    expect(await UnifiedGuestModel.countDocuments()).toBe(0);
  });
});

describe('create', () => {
  it('creates with the spec defaults, a generated code and its QR link; 1 person when blank', async () => {
    const res = await create({
      name: '  José Núñez ',
      email: 'Jose@Example.com',
      phone: '809-555-0101',
      category: 'Amigos Sofía',
      maxPeopleAllowed: '',
      notes: 'Mesa 4',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Guest created successfully');
    const guest = res.body.data;
    expect(guest).toMatchObject({
      name: 'José Núñez',
      email: 'jose@example.com',
      phone: '+18095550101',
      category: 'Amigos Sofía',
      maxPeopleAllowed: 1,
      expectedAttendees: 1,
      invitationStatus: 'pending',
      saveTheDateResponse: 'pending',
      confirmationStatus: 'pendiente',
      confirmedPeople: null,
      adminModified: 0,
      notes: 'Mesa 4',
    });
    expect(guest.invitationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(guest.qrCode).toBe(`${ORIGIN}/invitation/${guest.invitationCode}`);
    expect(guest).not.toHaveProperty('_id');
    expect(guest).not.toHaveProperty('__v');
  });

  it('keeps a given code and answers 409 for a duplicate one', async () => {
    expect((await create({ name: 'Ana', category: 'Padres Novia', invitationCode: 'ANA-1' })).status).toBe(
      201,
    );
    const again = await create({ name: 'Otra Ana', category: 'Padres Novio', invitationCode: 'ANA-1' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'A guest with this invitation code already exists' });
    expect(await UnifiedGuestModel.countDocuments()).toBe(1);
  });

  it.each([
    [{ category: 'Padres Novia' }, 'Name is required'],
    [{ name: '   ', category: 'Padres Novia' }, 'Name is required'],
    [{ name: 'A', category: 'Padres Novia', email: 'nope' }, 'Invalid email address'],
    [{ name: 'A', category: 'Vecinos' }, 'Category must be one of the six guest categories'],
    [{ name: 'A', category: 'Padres Novia', maxPeopleAllowed: 0 }, 'Max people must be at least 1'],
    [{ name: 'A', category: 'Padres Novia', maxPeopleAllowed: 11 }, 'Max people must be at most 10'],
    [{ name: 'A', category: 'Padres Novia', maxPeopleAllowed: 2.5 }, 'Max people must be a whole number'],
    [{ name: 'A', category: 'Padres Novia', phone: '12' }, 'Invalid phone number'],
    [
      { name: 'A', category: 'Padres Novia', invitationCode: 'has space' },
      'Invitation code may only hold letters, digits, - and _ (at most 64)',
    ],
    [{ name: { $ne: null }, category: 'Padres Novia' }, 'Invalid input: expected text'],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await UnifiedGuestModel.countDocuments()).toBe(0);
  });
});

describe('list and one by id', () => {
  it('lists every guest and answers one by id; 404 for an unknown id, 400 for a malformed one', async () => {
    const ana = (await create({ name: 'Ana', category: 'Padres Novia', maxPeopleAllowed: 3 })).body.data;
    await create({ name: 'Luis', category: 'Familia Mateo' });
    const list = await agent.get(LIST);
    expect(list.status).toBe(200);
    expect(list.body.data.map((guest: { name: string }) => guest.name)).toEqual(['Ana', 'Luis']);
    expect(list.body.data[0]).toMatchObject({
      expectedAttendees: 3,
      maxPeopleAllowed: 3,
      category: 'Padres Novia',
    });

    const one = await agent.get(`${LIST}/${ana.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(ana);
    const missing = await agent.get(`${LIST}/${new mongoose.Types.ObjectId().toHexString()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Guest not found' });
    expect((await agent.get(`${LIST}/not-an-id`)).status).toBe(400);
  });

  it("carries each guest's RSVP message and dietary note, only where the RSVP holds text (issue 14)", async () => {
    const ana = (await create({ name: 'Ana', category: 'Padres Novia', maxPeopleAllowed: 3 })).body.data;
    const luis = (await create({ name: 'Luis', category: 'Familia Mateo' })).body.data;
    const eva = (await create({ name: 'Eva', category: 'Amigos Sofía' })).body.data;
    const mar = (await create({ name: 'Mar', category: 'Amigos Sofía' })).body.data;
    await RsvpModel.create([
      {
        unifiedGuestId: ana.id,
        name: 'Ana',
        email: 'ana@example.com',
        attending: true,
        guestCount: 2,
        message: '¡Felicidades a los dos!',
        dietaryRestrictions: 'Vegetariana, sin nueces',
      },
      // an answer with a message only, and one whose texts were cleared (blank): no field
      {
        unifiedGuestId: eva.id,
        name: 'Eva',
        email: 'eva@example.com',
        attending: false,
        guestCount: 0,
        message: 'Lo siento',
      },
      {
        unifiedGuestId: mar.id,
        name: 'Mar',
        email: 'mar@example.com',
        attending: true,
        guestCount: 1,
        message: '',
        dietaryRestrictions: '  ',
      },
      // an answer tied to no guest belongs to nobody's row
      {
        name: 'Luis',
        email: 'luis@example.com',
        attending: true,
        guestCount: 1,
        dietaryRestrictions: 'Celíaco',
      },
    ]);

    const list = await agent.get(LIST);
    expect(list.status).toBe(200);
    const byName = Object.fromEntries(
      list.body.data.map((guest: Record<string, unknown>) => [guest.name, guest]),
    );
    expect(byName.Ana).toMatchObject({
      id: ana.id,
      rsvpMessage: '¡Felicidades a los dos!',
      dietaryRestrictions: 'Vegetariana, sin nueces',
    });
    expect(byName.Eva).toMatchObject({ rsvpMessage: 'Lo siento' });
    expect(byName.Eva).not.toHaveProperty('dietaryRestrictions');
    for (const name of ['Luis', 'Mar']) {
      expect(byName[name]).not.toHaveProperty('rsvpMessage');
      expect(byName[name]).not.toHaveProperty('dietaryRestrictions');
    }
    // every guest still satisfies the shared API schema
    expect(unifiedGuestListResponseSchema.safeParse(list.body).success).toBe(true);

    // the single-guest read (the edit form) carries them too
    const one = await agent.get(`${LIST}/${ana.id}`);
    expect(one.body.data).toEqual(byName.Ana);
    const none = await agent.get(`${LIST}/${luis.id}`);
    expect(none.body.data).toEqual(byName.Luis);
    expect(none.body.data).not.toHaveProperty('dietaryRestrictions');
  });
});

describe('edit', () => {
  it('edits, counts the admin edit, records the status change with the admin, dates the confirmation', async () => {
    const guest = (await create({ name: 'Ana', category: 'Padres Novia', maxPeopleAllowed: 2 })).body.data;
    const res = await agent.put(`${GUESTS}/${guest.id}`).set('Origin', ORIGIN).send({
      name: 'Ana María',
      maxPeopleAllowed: 4,
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      invitationStatus: 'sent',
      saveTheDateResponse: 'yes',
      email: 'ana@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Guest updated successfully');
    expect(res.body.data).toMatchObject({
      name: 'Ana María',
      maxPeopleAllowed: 4,
      expectedAttendees: 4,
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
      invitationStatus: 'sent',
      saveTheDateResponse: 'yes',
      email: 'ana@example.com',
      adminModified: 1,
      invitationCode: guest.invitationCode,
    });
    expect(res.body.data.confirmationDate).toEqual(expect.any(String));
    const changes = await GuestStatusChangeModel.find({ guestId: guest.id }).lean();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ oldStatus: 'pendiente', newStatus: 'confirmado' });
    expect(changes[0]!.adminUserId?.toHexString()).toBe(adminId);

    // a second edit without a status change: counted, no new status record; blank email clears it
    const again = await agent
      .put(`${GUESTS}/${guest.id}`)
      .set('Origin', ORIGIN)
      .send({ notes: 'VIP', email: '' });
    expect(again.body.data.adminModified).toBe(2);
    expect(again.body.data.email).toBeUndefined();
    expect(await GuestStatusChangeModel.countDocuments()).toBe(1);
  });

  it('changes the code (new QR link), 409 when another guest has it, 404 for an unknown guest', async () => {
    const ana = (await create({ name: 'Ana', category: 'Padres Novia', invitationCode: 'ANA' })).body.data;
    await create({ name: 'Luis', category: 'Padres Novio', invitationCode: 'LUIS' });
    const taken = await agent
      .put(`${GUESTS}/${ana.id}`)
      .set('Origin', ORIGIN)
      .send({ invitationCode: 'LUIS' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'A guest with this invitation code already exists' });
    const renamed = await agent
      .put(`${GUESTS}/${ana.id}`)
      .set('Origin', ORIGIN)
      .send({ invitationCode: 'ANA-2' });
    expect(renamed.body.data).toMatchObject({
      invitationCode: 'ANA-2',
      qrCode: `${ORIGIN}/invitation/ANA-2`,
    });
    const unknown = await agent
      .put(`${GUESTS}/${new mongoose.Types.ObjectId().toHexString()}`)
      .set('Origin', ORIGIN)
      .send({ name: 'X' });
    expect(unknown.status).toBe(404);
  });

  it.each([
    [{ confirmedPeople: 11 }, 'Confirmed people must be at most 10'],
    [{ confirmedPeople: -1 }, 'Confirmed people must be at least 0'],
    [{ confirmationStatus: 'maybe' }, undefined],
    [{ maxPeopleAllowed: 12 }, 'Max people must be at most 10'],
    [{ name: '' }, 'Name is required'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const guest = (await create({ name: 'Ana', category: 'Padres Novia' })).body.data;
    const res = await agent.put(`${GUESTS}/${guest.id}`).set('Origin', ORIGIN).send(body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect(await UnifiedGuestModel.findById(guest.id).lean()).toMatchObject({
      name: 'Ana',
      adminModified: 0,
    });
  });
});

describe('delete', () => {
  it('deletes the guest with its status changes and RSVP, and answers 404 the second time', async () => {
    const ana = (await create({ name: 'Ana', category: 'Padres Novia' })).body.data;
    const luis = (await create({ name: 'Luis', category: 'Padres Novio' })).body.data;
    await agent.put(`${GUESTS}/${ana.id}`).set('Origin', ORIGIN).send({ confirmationStatus: 'rechazado' });
    await agent.put(`${GUESTS}/${luis.id}`).set('Origin', ORIGIN).send({ confirmationStatus: 'confirmado' });
    await RsvpModel.create([
      { unifiedGuestId: ana.id, name: 'Ana', email: 'ana@example.com', attending: false, guestCount: 0 },
      { unifiedGuestId: luis.id, name: 'Luis', email: 'luis@example.com', attending: true, guestCount: 1 },
    ]);

    const res = await agent.delete(`${GUESTS}/${ana.id}`).set('Origin', ORIGIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Guest deleted successfully', data: { name: 'Ana' } });
    expect(await UnifiedGuestModel.countDocuments()).toBe(1);
    expect(await GuestStatusChangeModel.countDocuments({ guestId: ana.id })).toBe(0);
    expect(await GuestStatusChangeModel.countDocuments({ guestId: luis.id })).toBe(1);
    expect(await RsvpModel.countDocuments({ unifiedGuestId: ana.id })).toBe(0);
    expect(await RsvpModel.countDocuments({ unifiedGuestId: luis.id })).toBe(1);

    const again = await agent.delete(`${GUESTS}/${ana.id}`).set('Origin', ORIGIN);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Guest not found' });
  });

  it('a deactivated admin cannot delete (401) and nothing is removed', async () => {
    const ana = (await create({ name: 'Ana', category: 'Padres Novia' })).body.data;
    await UserModel.updateOne({ _id: adminId }, { isActive: false });
    expect((await agent.delete(`${GUESTS}/${ana.id}`).set('Origin', ORIGIN)).status).toBe(401);
    expect(await UnifiedGuestModel.countDocuments()).toBe(1);
  });
});
