// The hosts' own guest fields (shared-contracts' schemas/guest-fields.ts), today the table number, through
// the admin API of both lists: set on create, shown, changed and cleared by an edit, kept when an edit does
// not name it, refused outside 1..200 with the field's message and nothing written.
import { GUEST_FIELDS } from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { aGuestBody, aPhoneGuestBody } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const TABLE = GUEST_FIELDS.find((field) => field.id === 'table')!;
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([InvitadoModel.deleteMany({}), UnifiedGuestModel.deleteMany({})]);
  await createUser({ username: 'host', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'host');
});

const LISTS = [
  {
    list: 'the invitation list',
    name: TABLE.names.unified_guests,
    otherEdit: { notes: 'x' },
    create: (body: Record<string, unknown>) =>
      agent.post('/api/admin/guests').set('Origin', ORIGIN).send(aGuestBody(body)),
    edit: (id: string, body: Record<string, unknown>) =>
      agent.put(`/api/admin/guests/${id}`).set('Origin', ORIGIN).send(body),
    read: (id: string) => agent.get(`/api/admin/unified-guests/${id}`),
    stored: (id: string) => UnifiedGuestModel.findById(id).lean<Record<string, unknown>>(),
    count: () => UnifiedGuestModel.countDocuments({}),
  },
  {
    list: 'the phone guests',
    name: TABLE.names.invitados,
    otherEdit: { notas: 'x' },
    create: (body: Record<string, unknown>) =>
      agent.post('/api/admin/invitados').set('Origin', ORIGIN).send(aPhoneGuestBody(body)),
    edit: (id: string, body: Record<string, unknown>) =>
      agent.put(`/api/admin/invitados/${id}`).set('Origin', ORIGIN).send(body),
    read: async (id: string) => {
      const res = await agent.get('/api/admin/invitados');
      return { ...res, body: { data: res.body.data.find((guest: { id: string }) => guest.id === id) } };
    },
    stored: (id: string) => InvitadoModel.findById(id).lean<Record<string, unknown>>(),
    count: () => InvitadoModel.countDocuments({}),
  },
];

describe.each(LISTS)(
  'the table number on $list',
  ({ name, otherEdit, create, edit, read, stored, count }) => {
    it('is set on create (a form sends text), changed and cleared by an edit, kept when not named', async () => {
      const created = await create({ [name]: ' 12 ' });
      expect(created.status).toBe(201);
      const { id } = created.body.data;
      expect(created.body.data[name]).toBe(12);
      expect((await read(id)).body.data[name]).toBe(12);

      expect((await edit(id, otherEdit)).status).toBe(200);
      expect((await stored(id))?.[name]).toBe(12);

      const changed = await edit(id, { [name]: 200 });
      expect(changed.status).toBe(200);
      expect(changed.body.data[name]).toBe(200);

      for (const blank of ['', null]) {
        await edit(id, { [name]: 7 });
        expect((await edit(id, { [name]: blank })).status).toBe(200);
        expect(await stored(id)).not.toHaveProperty(name);
      }
    });

    it('is optional: a guest created without one has none', async () => {
      const created = await create({});
      expect(created.status).toBe(201);
      expect(await stored(created.body.data.id)).not.toHaveProperty(name);
    });

    it.each([0, 201, 3.5, 'abc', -1, true, { $gt: 1 }])(
      'refuses %p with the field’s message, writing nothing',
      async (value) => {
        const refused = await create({ [name]: value });
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body)).toContain(TABLE.message);
        expect(await count()).toBe(0);

        const { id } = (await create({ [name]: 5 })).body.data;
        const edited = await edit(id, { [name]: value });
        expect(edited.status).toBe(400);
        expect((await stored(id))?.[name]).toBe(5);
      },
    );
  },
);
