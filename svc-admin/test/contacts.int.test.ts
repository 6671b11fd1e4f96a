// /api/admin/contacts (issue 7): the contact inbox — newest first, status and notes, delete, hostile
// bodies, unknown ids.
import { ContactModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import request from 'supertest';
import { useTestDatabase } from '../../scripts/testing/database';
import { CONTACT_SERVER_MESSAGES } from '../src/modules/contacts/service';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const CONTACTS = '/api/admin/contacts';
const contactPath = (id: string) => `${CONTACTS}/${id}`;
const UNKNOWN_ID = '0123456789abcdef01234567';

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

const DAY = 24 * 60 * 60 * 1000;

async function seed(count: number) {
  const now = Date.now();
  const docs = Array.from({ length: count }, (_, index) => ({
    name: `Persona ${index + 1}`,
    email: `persona${index + 1}@example.com`,
    subject: 'rsvp_question',
    message: `Mensaje ${index + 1}`,
    createdAt: new Date(now - (count - index) * DAY),
    updatedAt: new Date(now - (count - index) * DAY),
  }));
  // through the driver, so the given dates are kept
  const inserted = await ContactModel.collection.insertMany(docs.map((doc) => ({ ...doc, status: 'new' })));
  return Object.values(inserted.insertedIds).map((id) => id.toHexString());
}

beforeEach(async () => {
  await clearUsers();
  await ContactModel.deleteMany({});
  // an admin: deleting is refused to moderators (access-matrix.int.test.ts)
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

describe('access', () => {
  it('answers anonymous callers 401 and leaves the inbox alone', async () => {
    const [id] = await seed(1);
    const anonymous = request(app);
    for (const res of await Promise.all([
      anonymous.get(CONTACTS),
      anonymous.patch(contactPath(id!)).set('Origin', ORIGIN).send({ status: 'resolved' }),
      anonymous.delete(contactPath(id!)).set('Origin', ORIGIN),
    ])) {
      expect(res.status).toBe(401);
    }
    expect(await ContactModel.countDocuments()).toBe(1);
  });

  it('refuses a cross-site delete', async () => {
    const [id] = await seed(1);
    const res = await agent.delete(contactPath(id!)).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await ContactModel.countDocuments()).toBe(1);
  });
});

describe('GET /api/admin/contacts', () => {
  it('lists every contact newest first in the API shape', async () => {
    const ids = await seed(3);
    const res = await agent.get(CONTACTS);
    expect(res.status).toBe(200);
    expect(res.body.data.map((contact: { id: string }) => contact.id)).toEqual([...ids].reverse());
    expect(res.body.data[0]).toMatchObject({
      name: 'Persona 3',
      email: 'persona3@example.com',
      subject: 'rsvp_question',
      message: 'Mensaje 3',
      status: 'new',
    });
    expect(res.body.data[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Object.keys(res.body.data[0])).not.toContain('_id');
  });

  it('answers an empty list', async () => {
    expect((await agent.get(CONTACTS)).body).toEqual({ data: [] });
  });
});

describe('PATCH /api/admin/contacts/:id', () => {
  it.each(['new', 'in_progress', 'resolved', 'archived'] as const)('sets the status %s', async (status) => {
    const [id] = await seed(1);
    const res = await agent.patch(contactPath(id!)).set('Origin', ORIGIN).send({ status, notes: 'Llamé' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CONTACT_SERVER_MESSAGES.updated);
    expect(res.body.data).toMatchObject({ id, status, notes: 'Llamé', name: 'Persona 1' });
    expect((await ContactModel.findById(id).lean())?.status).toBe(status);
  });

  it('changes only what is sent; a blank status keeps the current one; blank notes clear them', async () => {
    const [id] = await seed(1);
    await agent.patch(contactPath(id!)).set('Origin', ORIGIN).send({ status: 'in_progress', notes: 'x' });
    const notesOnly = await agent.patch(contactPath(id!)).set('Origin', ORIGIN).send({ notes: 'Respondido' });
    expect(notesOnly.body.data).toMatchObject({ status: 'in_progress', notes: 'Respondido' });
    const blank = await agent.patch(contactPath(id!)).set('Origin', ORIGIN).send({ status: '', notes: '' });
    expect(blank.status).toBe(200);
    expect(blank.body.data).toMatchObject({ status: 'in_progress', notes: '' });
  });

  it.each([
    [{ status: 'done' }, 'Status must be one of new, in_progress, resolved, archived'],
    [{ status: { $ne: 'new' } }, 'Status must be one of new, in_progress, resolved, archived'],
    [{ notes: { $set: 'x' } }, 'Invalid input: expected text'],
    [{ notes: 'x'.repeat(2001) }, 'Must be at most 2000 characters'],
    [{}, CONTACT_SERVER_MESSAGES.nothingToUpdate],
    [{ name: 'Otro', email: 'otro@example.com' }, CONTACT_SERVER_MESSAGES.nothingToUpdate],
  ])('refuses %p with 400 "%s"', async (body, message) => {
    const [id] = await seed(1);
    const res = await agent.patch(contactPath(id!)).set('Origin', ORIGIN).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await ContactModel.findById(id).lean()).toMatchObject({ status: 'new', name: 'Persona 1' });
  });

  it('ignores unknown fields next to known ones', async () => {
    const [id] = await seed(1);
    const res = await agent
      .patch(contactPath(id!))
      .set('Origin', ORIGIN)
      .send({ status: 'resolved', name: 'Otro', message: 'cambiado', _id: UNKNOWN_ID });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'resolved', name: 'Persona 1', message: 'Mensaje 1' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await agent
      .patch(contactPath(UNKNOWN_ID))
      .set('Origin', ORIGIN)
      .send({ status: 'resolved' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: CONTACT_SERVER_MESSAGES.notFound });
    const malformed = await agent
      .patch(contactPath('abc'))
      .set('Origin', ORIGIN)
      .send({ status: 'resolved' });
    expect(malformed.status).toBe(400);
  });
});

describe('DELETE /api/admin/contacts/:id', () => {
  it('deletes one contact and answers with a message', async () => {
    const [first, second] = await seed(2);
    const res = await agent.delete(contactPath(first!)).set('Origin', ORIGIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CONTACT_SERVER_MESSAGES.deleted });
    expect(await ContactModel.findById(first).lean()).toBeNull();
    expect(await ContactModel.findById(second).lean()).not.toBeNull();
  });

  it('deletes several in parallel (the bulk delete sends one call per id)', async () => {
    const ids = await seed(5);
    const answers = await Promise.all(
      ids.slice(0, 4).map((id) => agent.delete(contactPath(id)).set('Origin', ORIGIN)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(await ContactModel.countDocuments()).toBe(1);
  });

  it('answers 404 for an unknown or already deleted id, 400 for a malformed one', async () => {
    const [id] = await seed(1);
    expect((await agent.delete(contactPath(id!)).set('Origin', ORIGIN)).status).toBe(200);
    const again = await agent.delete(contactPath(id!)).set('Origin', ORIGIN);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: CONTACT_SERVER_MESSAGES.notFound });
    expect((await agent.delete(contactPath(UNKNOWN_ID)).set('Origin', ORIGIN)).status).toBe(404);
    expect((await agent.delete(contactPath('{"$ne":null}')).set('Origin', ORIGIN)).status).toBe(400);
  });
});
