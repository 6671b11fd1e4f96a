// A host names who is coming from the guest dialogs: the edit of either list takes a party, held to the
// menu's rules and to the people confirmed after the edit; a refused party writes nothing of the edit.
import { GuestStatusChangeModel, InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { aGuestBody, aPhoneGuestBody } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const INVITADOS = '/api/admin/invitados';
const GUESTS = '/api/admin/guests';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

const party = [
  { name: 'Ana', child: false, meal: 'fish', dietary: [] },
  {
    name: 'Luis',
    child: false,
    meal: 'meat',
    dietary: ['vegan', 'nut-allergy'],
    dietaryNote: 'No nuts at all',
  },
  { name: 'Sofía', child: true, meal: 'children', dietary: [] },
];

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'host');
});

/** Each list: how to add a pending guest, edit it, confirm it, and read what is stored. */
const LISTS = {
  invitados: {
    add: async () =>
      (
        await agent
          .post(INVITADOS)
          .set('Origin', ORIGIN)
          .send(aPhoneGuestBody({ maxPersonasPermitidas: 4 }))
          .expect(201)
      ).body.data.id as string,
    edit: (id: string, body: object) => agent.patch(`${INVITADOS}/${id}`).set('Origin', ORIGIN).send(body),
    confirm: (people: number) => ({ estadoConfirmacion: 'confirmado', personasConfirmadas: people }),
    decline: { estadoConfirmacion: 'rechazado' },
    note: (text: string) => ({ notas: text }),
    stored: async (id: string) => {
      const doc = await InvitadoModel.findById(id).lean();
      return { party: doc?.party ?? null, note: doc?.notas ?? null, status: doc?.estadoConfirmacion };
    },
  },
  guests: {
    add: async () =>
      (
        await agent
          .post(GUESTS)
          .set('Origin', ORIGIN)
          .send(aGuestBody({ maxPeopleAllowed: 4 }))
          .expect(201)
      ).body.data.id as string,
    edit: (id: string, body: object) => agent.put(`${GUESTS}/${id}`).set('Origin', ORIGIN).send(body),
    confirm: (people: number) => ({ confirmationStatus: 'confirmado', confirmedPeople: people }),
    decline: { confirmationStatus: 'rechazado' },
    note: (text: string) => ({ notes: text }),
    stored: async (id: string) => {
      const doc = await UnifiedGuestModel.findById(id).lean();
      return { party: doc?.party ?? null, note: doc?.notes ?? null, status: doc?.confirmationStatus };
    },
  },
} as const;

describe.each(Object.keys(LISTS) as (keyof typeof LISTS)[])('on the %s list', (name) => {
  const list = LISTS[name];

  /** A guest the host confirmed with `people`, with the notes "before". */
  async function confirmed(people: number): Promise<string> {
    const id = await list.add();
    await list.edit(id, { ...list.confirm(people), ...list.note('before') }).expect(200);
    return id;
  }

  it('saves the party a host names, answers it, and records no change of the answer', async () => {
    const id = await confirmed(3);
    const changes = await GuestStatusChangeModel.countDocuments();
    const res = await list.edit(id, { party }).expect(200);
    expect(res.body.data.party).toEqual(party);
    expect((await list.stored(id)).party).toEqual(party);
    expect(await GuestStatusChangeModel.countDocuments()).toBe(changes);
  });

  it('takes a party with the confirmation that makes room for it, in the same edit', async () => {
    const id = await list.add();
    const res = await list.edit(id, { ...list.confirm(2), party: party.slice(0, 2) }).expect(200);
    expect(res.body.data.party).toEqual(party.slice(0, 2));
    expect(await list.stored(id)).toMatchObject({ status: 'confirmado', party: party.slice(0, 2) });
  });

  it('replaces a party with a shorter one, and clears it with []', async () => {
    const id = await confirmed(3);
    await list.edit(id, { party }).expect(200);
    await list.edit(id, { party: party.slice(0, 1) }).expect(200);
    expect((await list.stored(id)).party).toEqual(party.slice(0, 1));
    const res = await list.edit(id, { party: [] }).expect(200);
    expect(res.body.data.party).toBeUndefined();
    expect((await list.stored(id)).party).toBeNull();
  });

  it('takes [] on a guest who has not confirmed (nothing to clear)', async () => {
    const id = await list.add();
    await list.edit(id, { party: [] }).expect(200);
    expect((await list.stored(id)).party).toBeNull();
  });

  it('refuses more people than confirmed after the edit, writing nothing of it', async () => {
    const id = await confirmed(3);
    await list.edit(id, { party }).expect(200);
    const tooMany = await list.edit(id, { party: [...party, { name: 'Eva' }], ...list.note('after') });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('The party cannot have more people than the guest confirmed');
    // the people go down to 2 in the same edit: the 3 named are too many for it
    const lowered = await list.edit(id, { ...list.confirm(2), party });
    expect(lowered.status).toBe(400);
    expect(await list.stored(id)).toEqual({ party, note: 'before', status: 'confirmado' });
  });

  it('refuses (400) a party for a guest who is not confirmed, or declines in the same edit', async () => {
    const pending = await list.add();
    const res = await list.edit(pending, { party: party.slice(0, 1) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Only a confirmed guest has people to name: confirm the guest first');
    expect((await list.stored(pending)).party).toBeNull();

    const id = await confirmed(3);
    await list.edit(id, { party }).expect(200);
    expect((await list.edit(id, { ...list.decline, party: party.slice(0, 1) })).status).toBe(400);
    expect(await list.stored(id)).toEqual({ party, note: 'before', status: 'confirmado' });
  });

  it.each([
    ['a dish not on the menu', [{ name: 'Ana', meal: 'lobster' }], 'Choose a meal from the menu'],
    ['a name over 100 characters', [{ name: 'A'.repeat(101) }], 'A name can be at most 100 characters'],
    [
      'a child as the one invited',
      [{ name: 'Sofía', child: true }],
      'The first person is the one invited, not a child',
    ],
    [
      "a children's dish for an adult",
      [{ name: 'Ana' }, { name: 'Luis', meal: 'children' }],
      'That menu is for children only',
    ],
    ['a need not on the list', [{ name: 'Ana', dietary: ['keto'] }], 'Choose dietary needs from the list'],
    ['a note over 200 characters', [{ name: 'Ana', dietaryNote: 'x'.repeat(201) }], undefined],
    ['a blank name', [{ name: '   ' }], 'Enter the name of each person'],
    ['an operator object', { $set: { name: 'Ana' } }, undefined],
    ['an operator in a name', [{ name: { $ne: null } }], undefined],
    ['a NUL in a name', [{ name: 'An\u0000a' }], 'Text must not contain NUL characters'],
    ['text instead of a list', 'Ana, Luis', undefined],
    ['a child flag as text', [{ name: 'Ana' }, { name: 'Luis', child: 'yes' }], undefined],
  ])('refuses %s (400) and writes nothing of the edit', async (_case, bad, message) => {
    const id = await confirmed(3);
    await list.edit(id, { party }).expect(200);
    const res = await list.edit(id, { party: bad, ...list.note('after') });
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect(await list.stored(id)).toEqual({ party, note: 'before', status: 'confirmado' });
  });

  it('keeps the party when an edit leaves it out, within the people after it', async () => {
    const id = await confirmed(3);
    await list.edit(id, { party }).expect(200);
    await list.edit(id, list.note('after')).expect(200);
    expect((await list.stored(id)).party).toEqual(party);
    const res = await list.edit(id, list.confirm(1)).expect(200);
    expect(res.body.data.party).toEqual(party.slice(0, 1));
  });
});
