// /api/admin/invitados (issue 7): phone guests — list, create with the spec §5 rules, edit with the
// guest's own maximum, reset only from confirmado, the status-change audit, hostile bodies, unknown ids.
import { GUEST_CATEGORIES } from '@wedding/shared-contracts';
import { GuestStatusChangeModel, InvitadoModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { useTestDatabase } from '../../scripts/testing/database';
import { INVITADO_SERVER_MESSAGES } from '../src/modules/invitados/service';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const INVITADOS = '/api/admin/invitados';
const invitadoPath = (id: string) => `${INVITADOS}/${id}`;
const resetPath = (id: string) => `${INVITADOS}/${id}/reset`;
const UNKNOWN_ID = '0123456789abcdef01234567';

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;
let adminId: string;

const newGuest = (overrides: Record<string, unknown> = {}) => ({
  nombreCompleto: 'Ana Pérez',
  telefonoWhatsapp: '809-555-1234',
  categoria: GUEST_CATEGORIES[2],
  maxPersonasPermitidas: 4,
  acompanantesAsignados: 3,
  notas: 'Mesa 4',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await agent.post(INVITADOS).set('Origin', ORIGIN).send(newGuest(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string } & Record<string, unknown>;
}

/** What the public phone confirm does to the document (svc-public writes the same collection). */
async function confirmAsGuest(id: string, people: number) {
  await InvitadoModel.updateOne(
    { _id: id },
    {
      $set: { estadoConfirmacion: 'confirmado', personasConfirmadas: people, fechaConfirmacion: new Date() },
    },
  );
}

beforeEach(async () => {
  await clearUsers();
  await InvitadoModel.deleteMany({});
  await GuestStatusChangeModel.deleteMany({});
  adminId = (await createUser({ username: 'host', adminRole: 'moderator' })).id;
  agent = await loggedInAgent(app, 'host');
});

describe('access', () => {
  it('answers anonymous callers 401 on every call', async () => {
    const anonymous = request(app);
    const answers = await Promise.all([
      anonymous.get(INVITADOS),
      anonymous.post(INVITADOS).set('Origin', ORIGIN).send(newGuest()),
      anonymous.put(invitadoPath(UNKNOWN_ID)).set('Origin', ORIGIN).send({ notas: 'x' }),
      anonymous.post(resetPath(UNKNOWN_ID)).set('Origin', ORIGIN),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication required' });
    }
    expect(await InvitadoModel.countDocuments()).toBe(0);
  });

  it('refuses a cross-site write even with a session', async () => {
    const res = await agent.post(INVITADOS).set('Origin', 'https://evil.example').send(newGuest());
    expect(res.status).toBe(403);
    expect(await InvitadoModel.countDocuments()).toBe(0);
  });
});

describe('POST /api/admin/invitados', () => {
  it('creates a phone guest with the phone stored in E.164 and answers 201 with a message', async () => {
    const res = await agent.post(INVITADOS).set('Origin', ORIGIN).send(newGuest());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(INVITADO_SERVER_MESSAGES.created);
    expect(res.body.data).toMatchObject({
      nombreCompleto: 'Ana Pérez',
      telefonoWhatsapp: '+18095551234',
      categoria: GUEST_CATEGORIES[2],
      maxPersonasPermitidas: 4,
      acompanantesAsignados: 3,
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
      fechaConfirmacion: null,
      notas: 'Mesa 4',
    });
    expect(res.body.data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.data._id).toBeUndefined();
    const stored = await InvitadoModel.findById(res.body.data.id).lean();
    expect(stored?.telefonoWhatsapp).toBe('+18095551234');
  });

  it('applies the defaults (max 1, companions 0) and the fallbacks of unparsable numbers', async () => {
    const plain = await create({
      maxPersonasPermitidas: undefined,
      acompanantesAsignados: undefined,
      notas: undefined,
    });
    expect(plain).toMatchObject({ maxPersonasPermitidas: 1, acompanantesAsignados: 0 });
    const typed = await create({
      telefonoWhatsapp: '+34 612 345 678',
      maxPersonasPermitidas: 'muchos',
      acompanantesAsignados: 'ninguno',
    });
    expect(typed).toMatchObject({
      telefonoWhatsapp: '+34612345678',
      maxPersonasPermitidas: 1,
      acompanantesAsignados: 0,
    });
    const strings = await create({
      telefonoWhatsapp: '+1 787 555 0101',
      maxPersonasPermitidas: '10',
      acompanantesAsignados: '0',
    });
    expect(strings).toMatchObject({ maxPersonasPermitidas: 10, acompanantesAsignados: 0 });
  });

  it.each([
    [{ maxPersonasPermitidas: 0 }, 'Max people must be between 1 and 10'],
    [{ maxPersonasPermitidas: 11 }, 'Max people must be between 1 and 10'],
    [{ maxPersonasPermitidas: 2.5 }, 'Max people must be between 1 and 10'],
    [{ acompanantesAsignados: -1 }, 'Companions must be between 0 and 10'],
    [{ acompanantesAsignados: 11 }, 'Companions must be between 0 and 10'],
    [{ nombreCompleto: '   ' }, 'Name is required'],
    [{ telefonoWhatsapp: '' }, 'Phone number is required'],
    [{ categoria: '' }, 'Category is required'],
    [{ categoria: 'Vecinos' }, 'Category must be one of the six guest categories'],
    [{ telefonoWhatsapp: 'call me' }, 'Invalid phone number'],
    [{ telefonoWhatsapp: '12' }, 'Invalid phone number'],
  ])('refuses %p with 400 "%s"', async (overrides, message) => {
    const res = await agent.post(INVITADOS).set('Origin', ORIGIN).send(newGuest(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await InvitadoModel.countDocuments()).toBe(0);
  });

  it('treats 809-555-1234 and +1 (809) 555-1234 as one number: 409 with a clear message', async () => {
    await create({ telefonoWhatsapp: '809-555-1234' });
    for (const telefonoWhatsapp of ['+1 (809) 555-1234', '18095551234', '+18095551234', ' 809 555 1234 ']) {
      const res = await agent
        .post(INVITADOS)
        .set('Origin', ORIGIN)
        .send(newGuest({ nombreCompleto: 'Otra Persona', telefonoWhatsapp }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: INVITADO_SERVER_MESSAGES.phoneTaken('Ana Pérez') });
    }
    expect(await InvitadoModel.countDocuments()).toBe(1);
  });

  it('gives one 201 and one 409 when the same number is added twice at once', async () => {
    const answers = await Promise.all(
      ['809-555-1234', '+1 (809) 555-1234'].map((telefonoWhatsapp, index) =>
        agent
          .post(INVITADOS)
          .set('Origin', ORIGIN)
          .send(newGuest({ nombreCompleto: `Persona ${index}`, telefonoWhatsapp })),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await InvitadoModel.countDocuments()).toBe(1);
  });

  it('refuses operator objects and arrays, and ignores unknown fields', async () => {
    for (const hostile of [
      { nombreCompleto: { $ne: null } },
      { telefonoWhatsapp: { $gt: '' } },
      { categoria: { $in: GUEST_CATEGORIES } },
      { maxPersonasPermitidas: { $gt: 1 } },
      { acompanantesAsignados: [2] },
      { notas: { $where: 'sleep(1000)' } },
    ]) {
      const res = await agent.post(INVITADOS).set('Origin', ORIGIN).send(newGuest(hostile));
      expect(res.status).toBe(400);
    }
    expect(await InvitadoModel.countDocuments()).toBe(0);

    const sneaky = await create({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 9,
      fechaConfirmacion: '2025-01-01T00:00:00.000Z',
      _id: UNKNOWN_ID,
      $set: { maxPersonasPermitidas: 10 },
      isAdmin: true,
    });
    expect(sneaky.id).not.toBe(UNKNOWN_ID);
    expect(sneaky).toMatchObject({
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
      fechaConfirmacion: null,
      maxPersonasPermitidas: 4,
    });
    expect(sneaky).not.toHaveProperty('isAdmin');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await agent
      .post(INVITADOS)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"nombreCompleto": ');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON');
  });
});

describe('GET /api/admin/invitados', () => {
  it('lists every phone guest, newest first, in the API shape', async () => {
    const first = await create({ nombreCompleto: 'Primera', telefonoWhatsapp: '8095550001' });
    const second = await create({ nombreCompleto: 'Segunda', telefonoWhatsapp: '8095550002' });
    await confirmAsGuest(first.id, 2);
    const res = await agent.get(INVITADOS);
    expect(res.status).toBe(200);
    expect(res.body.data.map((guest: { id: string }) => guest.id)).toEqual([second.id, first.id]);
    expect(res.body.data[1]).toMatchObject({
      nombreCompleto: 'Primera',
      telefonoWhatsapp: '+18095550001',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
    });
    expect(res.body.data[1].fechaConfirmacion).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Object.keys(res.body.data[0])).not.toContain('_id');
    expect(Object.keys(res.body.data[0])).not.toContain('__v');
  });

  it('answers an empty list', async () => {
    expect((await agent.get(INVITADOS)).body).toEqual({ data: [] });
  });
});

describe('PUT /api/admin/invitados/:id', () => {
  it('sets status, people and notes, dates the confirmation and writes one status change', async () => {
    const guest = await create();
    const res = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ estadoConfirmacion: 'confirmado', personasConfirmadas: 3, notas: 'Llega tarde' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INVITADO_SERVER_MESSAGES.updated);
    expect(res.body.data).toMatchObject({
      id: guest.id,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 3,
      notas: 'Llega tarde',
      nombreCompleto: 'Ana Pérez',
    });
    expect(res.body.data.fechaConfirmacion).toMatch(/^\d{4}-/);
    const changes = await GuestStatusChangeModel.find({ guestId: guest.id }).lean();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ oldStatus: 'pendiente', newStatus: 'confirmado' });
    expect(String(changes[0]?.adminUserId)).toBe(adminId);
  });

  it('writes no status change when the status stays the same, and keeps the confirmation date', async () => {
    const guest = await create();
    await confirmAsGuest(guest.id, 2);
    const before = await InvitadoModel.findById(guest.id).lean();
    const res = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ estadoConfirmacion: 'confirmado', personasConfirmadas: 4, notas: '' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ personasConfirmadas: 4, notas: '' });
    expect(res.body.data.fechaConfirmacion).toBe(before?.fechaConfirmacion?.toISOString());
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);
  });

  it('turns empty confirmed people into null, and keeps missing fields', async () => {
    const guest = await create();
    await confirmAsGuest(guest.id, 2);
    const cleared = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ personasConfirmadas: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: null,
      notas: 'Mesa 4',
    });
    const numeric = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ personasConfirmadas: '0' });
    expect(numeric.body.data.personasConfirmadas).toBe(0);
    const nulled = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ personasConfirmadas: null });
    expect(nulled.body.data.personasConfirmadas).toBeNull();
  });

  it('clears the confirmation date when an admin sets the guest back to pendiente', async () => {
    const guest = await create();
    await confirmAsGuest(guest.id, 2);
    const res = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ estadoConfirmacion: 'pendiente' });
    expect(res.body.data).toMatchObject({ estadoConfirmacion: 'pendiente', fechaConfirmacion: null });
    const declined = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ estadoConfirmacion: 'rechazado', personasConfirmadas: null });
    expect(declined.body.data.estadoConfirmacion).toBe('rechazado');
    expect(declined.body.data.fechaConfirmacion).toMatch(/^\d{4}-/);
    const changes = await GuestStatusChangeModel.find({ guestId: guest.id }).sort({ changedAt: 1 }).lean();
    expect(changes.map((change) => [change.oldStatus, change.newStatus])).toEqual([
      ['confirmado', 'pendiente'],
      ['pendiente', 'rechazado'],
    ]);
  });

  it("bounds confirmed people by the guest's own maximum (0..max)", async () => {
    const guest = await create({ maxPersonasPermitidas: 3 });
    const over = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ estadoConfirmacion: 'confirmado', personasConfirmadas: 4 });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('Confirmed people cannot exceed 3');
    const atMax = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ estadoConfirmacion: 'confirmado', personasConfirmadas: 3 });
    expect(atMax.status).toBe(200);
    const stored = await InvitadoModel.findById(guest.id).lean();
    expect(stored?.personasConfirmadas).toBe(3);
  });

  it('uses 10 as the maximum when the stored guest has none', async () => {
    const guest = await create();
    await InvitadoModel.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(guest.id) },
      { $unset: { maxPersonasPermitidas: '' } },
    );
    const ten = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ personasConfirmadas: 10 });
    expect(ten.status).toBe(200);
    expect(ten.body.data.personasConfirmadas).toBe(10);
    const eleven = await agent
      .put(invitadoPath(guest.id))
      .set('Origin', ORIGIN)
      .send({ personasConfirmadas: 11 });
    expect(eleven.status).toBe(400);
    expect(eleven.body.error).toBe('Confirmed people cannot exceed 10');
  });

  it.each([
    [{ personasConfirmadas: -1 }, 'Confirmed people cannot be negative'],
    [{ personasConfirmadas: 1.5 }, 'Confirmed people must be a whole number'],
    [{ personasConfirmadas: 'tres' }, 'Confirmed people must be a whole number'],
    [{ personasConfirmadas: true }, 'Confirmed people must be a whole number'],
    [{ personasConfirmadas: { $gt: 0 } }, 'Confirmed people must be a whole number'],
    [{ estadoConfirmacion: 'maybe' }, 'Status must be pendiente, confirmado or rechazado'],
    [{ estadoConfirmacion: { $ne: 'confirmado' } }, 'Status must be pendiente, confirmado or rechazado'],
    [{ notas: ['a'] }, 'Invalid input: expected text'],
  ])('refuses %p with 400 "%s" and changes nothing', async (body, message) => {
    const guest = await create();
    const res = await agent.put(invitadoPath(guest.id)).set('Origin', ORIGIN).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    const stored = await InvitadoModel.findById(guest.id).lean();
    expect(stored).toMatchObject({
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
      notas: 'Mesa 4',
    });
  });

  it('ignores unknown fields and the fields an edit does not change (name, phone, category, maximum)', async () => {
    const guest = await create();
    const res = await agent.put(invitadoPath(guest.id)).set('Origin', ORIGIN).send({
      nombreCompleto: 'Otro',
      telefonoWhatsapp: '+18095559999',
      categoria: GUEST_CATEGORIES[0],
      maxPersonasPermitidas: 10,
      _id: UNKNOWN_ID,
      notas: 'ok',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: guest.id,
      nombreCompleto: 'Ana Pérez',
      telefonoWhatsapp: '+18095551234',
      categoria: GUEST_CATEGORIES[2],
      maxPersonasPermitidas: 4,
      notas: 'ok',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await agent.put(invitadoPath(UNKNOWN_ID)).set('Origin', ORIGIN).send({ notas: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: INVITADO_SERVER_MESSAGES.notFound });
    const malformed = await agent.put(invitadoPath('not-an-id')).set('Origin', ORIGIN).send({ notas: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Invalid id');
  });
});

describe('POST /api/admin/invitados/:id/reset', () => {
  it('resets a confirmed guest to pendiente with no people, keeps the notes, and writes the change', async () => {
    const guest = await create();
    await confirmAsGuest(guest.id, 3);
    const res = await agent.post(resetPath(guest.id)).set('Origin', ORIGIN);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INVITADO_SERVER_MESSAGES.reset);
    expect(res.body.data).toMatchObject({
      id: guest.id,
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
      fechaConfirmacion: null,
      notas: 'Mesa 4',
    });
    const changes = await GuestStatusChangeModel.find({ guestId: guest.id }).lean();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ oldStatus: 'confirmado', newStatus: 'pendiente' });
    expect(String(changes[0]?.adminUserId)).toBe(adminId);
  });

  it.each(['pendiente', 'rechazado'] as const)('refuses to reset a %s guest with 409', async (status) => {
    const guest = await create();
    await InvitadoModel.updateOne({ _id: guest.id }, { $set: { estadoConfirmacion: status } });
    const res = await agent.post(resetPath(guest.id)).set('Origin', ORIGIN);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: INVITADO_SERVER_MESSAGES.resetOnlyConfirmed });
    expect((await InvitadoModel.findById(guest.id).lean())?.estadoConfirmacion).toBe(status);
    expect(await GuestStatusChangeModel.countDocuments()).toBe(0);
  });

  it('resets once when two resets race: one 200, one 409, one status change', async () => {
    const guest = await create();
    await confirmAsGuest(guest.id, 2);
    const answers = await Promise.all([
      agent.post(resetPath(guest.id)).set('Origin', ORIGIN),
      agent.post(resetPath(guest.id)).set('Origin', ORIGIN),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await GuestStatusChangeModel.countDocuments({ guestId: guest.id })).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await agent.post(resetPath(UNKNOWN_ID)).set('Origin', ORIGIN);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: INVITADO_SERVER_MESSAGES.notFound });
    expect((await agent.post(resetPath('zzz')).set('Origin', ORIGIN)).status).toBe(400);
  });
});

describe('DELETE /api/admin/invitados/:id (issue 16)', () => {
  it('an admin deletes a guest and its status changes; the other guests and theirs stay', async () => {
    await createUser({ username: 'boss', adminRole: 'admin' });
    const boss = await loggedInAgent(app, 'boss');
    const gone = await create();
    const kept = await create({ nombreCompleto: 'Luis Mar', telefonoWhatsapp: '809-555-9876' });
    for (const guest of [gone, kept]) {
      await confirmAsGuest(guest.id, 2);
      expect((await agent.post(resetPath(guest.id)).set('Origin', ORIGIN)).status).toBe(200);
    }
    const res = await boss.delete(invitadoPath(gone.id)).set('Origin', ORIGIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: INVITADO_SERVER_MESSAGES.deleted,
      data: { id: gone.id, nombreCompleto: 'Ana Pérez' },
    });
    expect(await InvitadoModel.findById(gone.id).lean()).toBeNull();
    expect(await GuestStatusChangeModel.countDocuments({ guestId: gone.id })).toBe(0);
    expect(await InvitadoModel.findById(kept.id).lean()).not.toBeNull();
    expect(await GuestStatusChangeModel.countDocuments({ guestId: kept.id })).toBe(1);

    const again = await boss.delete(invitadoPath(gone.id)).set('Origin', ORIGIN);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: INVITADO_SERVER_MESSAGES.notFound });
    const bad = await boss.delete(invitadoPath('not-an-id')).set('Origin', ORIGIN);
    expect(bad.status).toBe(400);
  });

  it('a moderator may not delete (403) and nothing changes', async () => {
    const guest = await create();
    const res = await agent.delete(invitadoPath(guest.id)).set('Origin', ORIGIN);
    expect(res.status).toBe(403);
    expect(await InvitadoModel.findById(guest.id).lean()).not.toBeNull();
  });
});
