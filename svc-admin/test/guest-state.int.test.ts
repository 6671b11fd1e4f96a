// Issue 14 item 6: a host's edits and resets write a guest's state the way the guests' own answers do
// (shared-contracts' guest-state): the status change is stored inside the guest with the edit, and its
// audit entry, carrying the host, is written under the same id, so an entry an interruption left
// unwritten is written later by the sweep, once.
import { GUEST_CATEGORIES } from '@wedding/shared-contracts';
import {
  completePendingStatusChanges,
  GuestStatusChangeModel,
  InvitadoModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { Types } from 'mongoose';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;
let hostId: string;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  hostId = (await createUser({ username: 'host', adminRole: 'moderator' })).id;
  agent = await loggedInAgent(app, 'host');
});

/** The audit entries, and the change each guest keeps of its latest one. */
async function audit() {
  const entries = await GuestStatusChangeModel.find().sort({ changedAt: 1 }).lean();
  return entries.map((e) => ({
    id: String(e._id),
    guestId: String(e.guestId),
    host: String(e.adminUserId),
    from: e.oldStatus,
    to: e.newStatus,
  }));
}

const lastChangeOf = async (model: 'invitados' | 'unified_guests', id: string) => {
  const collection = model === 'invitados' ? InvitadoModel.collection : UnifiedGuestModel.collection;
  const raw = await collection.findOne({ _id: new Types.ObjectId(id) });
  return raw?.lastStatusChange as { _id: unknown; adminUserId?: unknown } | undefined;
};

describe("a host's edit of a phone guest", () => {
  it('stores the change with the edit, audits it with the host, and a reset likewise', async () => {
    const created = await agent.post('/api/admin/invitados').set('Origin', ORIGIN).send({
      nombreCompleto: 'Ana Pérez',
      telefonoWhatsapp: '809-555-1234',
      categoria: GUEST_CATEGORIES[2],
      maxPersonasPermitidas: 4,
    });
    const id = created.body.data.id as string;
    const edit = await agent
      .put(`/api/admin/invitados/${id}`)
      .set('Origin', ORIGIN)
      .send({ estadoConfirmacion: 'confirmado', personasConfirmadas: 2 });
    expect(edit.status).toBe(200);
    const afterEdit = await audit();
    expect(afterEdit).toEqual([
      { id: expect.any(String), guestId: id, host: hostId, from: 'pendiente', to: 'confirmado' },
    ]);
    const stored = await lastChangeOf('invitados', id);
    expect(String(stored?._id)).toBe(afterEdit[0]?.id);
    expect(String(stored?.adminUserId)).toBe(hostId);

    expect((await agent.post(`/api/admin/invitados/${id}/reset`).set('Origin', ORIGIN)).status).toBe(200);
    expect((await audit()).map((e) => [e.from, e.to, e.host])).toEqual([
      ['pendiente', 'confirmado', hostId],
      ['confirmado', 'pendiente', hostId],
    ]);
  });
});

describe("a host's edit of an invitation-list guest", () => {
  it('an entry an interruption left unwritten is written by the sweep, once, with the host', async () => {
    const created = await agent
      .post('/api/admin/guests')
      .set('Origin', ORIGIN)
      .send({ name: 'Luis Peña', category: GUEST_CATEGORIES[0], maxPeopleAllowed: 3 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(
      (
        await agent
          .put(`/api/admin/guests/${id}`)
          .set('Origin', ORIGIN)
          .send({ confirmationStatus: 'rechazado' })
      ).status,
    ).toBe(200);
    const [entry] = await audit();
    expect(entry).toMatchObject({ guestId: id, host: hostId, from: 'pendiente', to: 'rechazado' });

    // what a process stopped right after the edit leaves: the edit, and no entry
    await GuestStatusChangeModel.deleteMany({});
    expect(await completePendingStatusChanges()).toBe(1);
    expect(await audit()).toEqual([entry]);
    expect(await completePendingStatusChanges()).toBe(0);
    expect(await audit()).toEqual([entry]);
  });

  it('an edit that leaves the status records nothing', async () => {
    const created = await agent
      .post('/api/admin/guests')
      .set('Origin', ORIGIN)
      .send({ name: 'Rosa Díaz', category: GUEST_CATEGORIES[0] });
    const id = created.body.data.id as string;
    await agent.put(`/api/admin/guests/${id}`).set('Origin', ORIGIN).send({ notes: 'Mesa 2' });
    expect(await audit()).toEqual([]);
    expect(await lastChangeOf('unified_guests', id)).toBeUndefined();
  });
});
