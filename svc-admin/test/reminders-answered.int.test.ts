// Issue 36 (finding 5, "what to build" 2): a reminder never goes to a WhatsApp number that has answered.
// The same person is often on both lists (the invitation list and the phone guests): once any record with
// the number answered, yes or no, no record with that number is offered a reminder, and marking one sent
// is refused with 409. Also: each reminder carries the guest's group (its category), for the screen's filter.
import { REMINDER_MESSAGES, type Reminder } from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp } from './helpers';

useTestDatabase();

const REMINDERS = '/api/admin/reminders';
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([InvitadoModel.deleteMany({}), UnifiedGuestModel.deleteMany({})]);
  await createUser({ username: 'helper', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'helper');
});

const listed = async () =>
  ((await agent.get(REMINDERS)).body.data as Reminder[]).map((item) => `${item.kind}:${item.name}`);

describe('a number that answered on either list', () => {
  it('is not offered a reminder on the other list, whether the answer was yes or no', async () => {
    // declined by phone, still pending on the invitation list (the case)
    await insertPhoneGuest({
      nombreCompleto: 'Rosa Díaz',
      telefonoWhatsapp: '+18095550101',
      estadoConfirmacion: 'rechazado',
      personasConfirmadas: 0,
    });
    await insertGuest({ name: 'Rosa Díaz Peña', phone: '+18095550101' });
    // confirmed on the invitation list, still pending as a phone guest
    await insertGuest({
      name: 'Pedro Gil',
      phone: '+34612345601',
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
    await insertPhoneGuest({ nombreCompleto: 'Pedro Gil', telefonoWhatsapp: '+34612345601' });
    // the same number written the old way on one list: still the same person
    await insertGuest({
      name: 'Marta Ruiz',
      phone: '+1 (809) 555-0102',
      confirmationStatus: 'rechazado',
      confirmedPeople: 0,
    });
    await insertPhoneGuest({ nombreCompleto: 'Marta Ruiz', telefonoWhatsapp: '+18095550102' });
    // pending on both lists: reminded on both
    await insertPhoneGuest({ nombreCompleto: 'Luz Mar', telefonoWhatsapp: '+18095550103' });
    await insertGuest({ name: 'Luz Mar', phone: '+18095550103' });

    expect((await listed()).sort()).toEqual(['guest:Luz Mar', 'phone-guest:Luz Mar']);
  });

  it('refuses to mark a reminder sent with a 409 that says why, and leaves the guest as it was', async () => {
    await insertPhoneGuest({
      nombreCompleto: 'Rosa Díaz',
      telefonoWhatsapp: '+18095550111',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 1,
    });
    const other = await insertGuest({ name: 'Rosa Díaz', phone: '+18095550111' });
    const res = await agent.post(`${REMINDERS}/guest/${other.id}/sent`);
    expect([res.status, res.body]).toEqual([409, { error: REMINDER_MESSAGES.answered }]);
    expect((await UnifiedGuestModel.findById(other._id).lean())?.lastRemindedAt).toBeUndefined();

    // the guest that answered itself is refused too
    const self = await insertGuest({
      name: 'Ya Respondió',
      phone: '+18095550112',
      confirmationStatus: 'rechazado',
      confirmedPeople: 0,
    });
    expect((await agent.post(`${REMINDERS}/guest/${self.id}/sent`)).status).toBe(409);
  });

  it('is offered again when the answer is undone (the guest back to pending)', async () => {
    const answered = await insertPhoneGuest({
      nombreCompleto: 'Sol Vega',
      telefonoWhatsapp: '+18095550121',
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 1,
    });
    const other = await insertGuest({ name: 'Sol Vega', phone: '+18095550121' });
    expect(await listed()).toEqual([]);
    await InvitadoModel.updateOne(
      { _id: answered._id },
      { estadoConfirmacion: 'pendiente', personasConfirmadas: null },
    );
    expect((await listed()).sort()).toEqual(['guest:Sol Vega', 'phone-guest:Sol Vega']);
    expect((await agent.post(`${REMINDERS}/guest/${other.id}/sent`)).status).toBe(200);
  });
});

describe('the group of each reminder', () => {
  it('is the category of either list, null when the guest has none', async () => {
    await insertPhoneGuest({
      nombreCompleto: 'Ana',
      telefonoWhatsapp: '+18095550131',
      categoria: 'Familia Sofía',
    });
    await insertGuest({ name: 'Bea', phone: '+18095550132', category: 'Amigos Mateo' });
    await insertGuest({ name: 'Caro', phone: '+18095550133' });
    const data = (await agent.get(REMINDERS)).body.data as Reminder[];
    expect(data.map((item) => [item.name, item.group])).toEqual([
      ['Ana', 'Familia Sofía'],
      ['Bea', 'Amigos Mateo'],
      ['Caro', null],
    ]);
  });
});
