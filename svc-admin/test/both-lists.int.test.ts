// Issue 36 item 2, one person on both lists: a WhatsApp number on the phone list (invitados) and on the
// invitation list (unified_guests). Adding or editing either record answers with `alsoOn` naming the other
// record; both lists' answers (what the dashboard counts) mark each record of a pair, so the dashboard counts
// the person once; a host's status change on either list closes the other record too.
import { GuestStatusChangeModel, InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { aGuestBody, aPhoneGuestBody, insertGuest, testPhone } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const INVITADOS = '/api/admin/invitados';
const GUESTS = '/api/admin/guests';
const LIST = '/api/admin/unified-guests';

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    GuestStatusChangeModel.deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

const addPhoneGuest = (body: Record<string, unknown>) =>
  agent.post(INVITADOS).set('Origin', ORIGIN).send(aPhoneGuestBody(body));
const addGuest = (body: Record<string, unknown>) =>
  agent.post(GUESTS).set('Origin', ORIGIN).send(aGuestBody(body));
const editPhoneGuest = (id: string, body: Record<string, unknown>) =>
  agent.put(`${INVITADOS}/${id}`).set('Origin', ORIGIN).send(body);
const editGuest = (id: string, body: Record<string, unknown>) =>
  agent.put(`${GUESTS}/${id}`).set('Origin', ORIGIN).send(body);

describe('a number on both lists is flagged where it is added', () => {
  it('adding a phone guest whose number is on the invitation list succeeds and names that guest', async () => {
    const phone = testPhone();
    const guest = await insertGuest({ name: 'Luis Mora', phone });
    const res = await addPhoneGuest({ nombreCompleto: 'Luis', telefonoWhatsapp: `+1 ${phone.slice(2)}` });
    expect(res.status).toBe(201);
    expect(res.body.data.alsoOn).toEqual({ list: 'guests', id: guest.id, name: 'Luis Mora' });
  });

  it('adding an invitation-list guest whose number is on the phone list succeeds and names that guest', async () => {
    const phone = testPhone();
    const phoneGuest = (await addPhoneGuest({ nombreCompleto: 'Eva Sol', telefonoWhatsapp: phone })).body
      .data;
    const res = await addGuest({ name: 'Eva Sol Ríos', phone });
    expect(res.status).toBe(201);
    expect(res.body.data.alsoOn).toEqual({ list: 'invitados', id: phoneGuest.id, name: 'Eva Sol' });
  });

  it('editing a guest onto a number of the other list names the other record; others carry nothing', async () => {
    const phone = testPhone();
    const phoneGuest = (await addPhoneGuest({ nombreCompleto: 'Pia', telefonoWhatsapp: phone })).body.data;
    const guest = (await addGuest({ name: 'Pía Luna' })).body.data;
    expect(guest.alsoOn).toBeUndefined();
    const res = await editGuest(guest.id, { phone });
    expect(res.status).toBe(200);
    expect(res.body.data.alsoOn).toEqual({ list: 'invitados', id: phoneGuest.id, name: 'Pia' });
    expect((await addPhoneGuest({})).body.data.alsoOn).toBeUndefined();
  });
});

describe('the lists the dashboard counts', () => {
  it('mark both records of a pair, and only those, so the dashboard counts the person once', async () => {
    const shared = [testPhone(), testPhone()];
    const pairs = [];
    for (const phone of shared) {
      const phoneGuest = (await addPhoneGuest({ telefonoWhatsapp: phone })).body.data;
      const guest = (await addGuest({ phone })).body.data;
      pairs.push({ phoneGuest, guest });
    }
    await addPhoneGuest({});
    await addGuest({});
    await addGuest({ phone: undefined }); // no number
    const listed = await agent.get(INVITADOS);
    if (listed.status !== 200) throw new Error(`${listed.status} ${JSON.stringify(listed.body)}`);
    const phoneGuests = listed.body.data as { id: string; alsoOn?: { id: string } }[];
    const guests = (await agent.get(LIST)).body.data as { id: string; alsoOn?: { id: string } }[];
    expect(phoneGuests).toHaveLength(3);
    expect(guests).toHaveLength(4);
    expect(phoneGuests.filter((row) => row.alsoOn).map((row) => [row.id, row.alsoOn?.id])).toEqual(
      expect.arrayContaining(pairs.map(({ phoneGuest, guest }) => [phoneGuest.id, guest.id])),
    );
    expect(guests.filter((row) => row.alsoOn).map((row) => [row.id, row.alsoOn?.id])).toEqual(
      expect.arrayContaining(pairs.map(({ phoneGuest, guest }) => [guest.id, phoneGuest.id])),
    );
    expect(phoneGuests.filter((row) => row.alsoOn)).toHaveLength(2);
    expect(guests.filter((row) => row.alsoOn)).toHaveLength(2);
    // 3 + 4 records, 2 people on both lists: 5 people
    expect(phoneGuests.length + guests.length - phoneGuests.filter((row) => row.alsoOn).length).toBe(5);
  });
});

describe("a host's status change closes both records", () => {
  async function pair() {
    const phone = testPhone();
    const phoneGuest = (await addPhoneGuest({ telefonoWhatsapp: phone, maxPersonasPermitidas: 5 })).body.data;
    const guest = (await addGuest({ phone, maxPeopleAllowed: 2 })).body.data;
    return { phoneGuest, guest };
  }

  it('declining a phone guest declines the invitation-list record, with a status change naming the host', async () => {
    const { phoneGuest, guest } = await pair();
    const res = await editPhoneGuest(phoneGuest.id, {
      estadoConfirmacion: 'rechazado',
      personasConfirmadas: null,
    });
    expect(res.status).toBe(200);
    expect(await UnifiedGuestModel.findById(guest.id).lean()).toMatchObject({
      confirmationStatus: 'rechazado',
      confirmedPeople: 0,
    });
    const entries = await GuestStatusChangeModel.find({ guestId: guest.id }).lean();
    expect(entries).toEqual([expect.objectContaining({ oldStatus: 'pendiente', newStatus: 'rechazado' })]);
    expect(entries[0]?.adminUserId).toBeDefined();
  });

  it('confirming an invitation-list guest confirms the phone guest with the same people', async () => {
    const { phoneGuest, guest } = await pair();
    const res = await editGuest(guest.id, { confirmationStatus: 'confirmado', confirmedPeople: 2 });
    expect(res.status).toBe(200);
    expect(await InvitadoModel.findById(phoneGuest.id).lean()).toMatchObject({
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
    });
  });

  it('confirming a phone guest for 4 gives the other record its own maximum, 2', async () => {
    const { phoneGuest, guest } = await pair();
    await editPhoneGuest(phoneGuest.id, { estadoConfirmacion: 'confirmado', personasConfirmadas: 4 });
    expect(await UnifiedGuestModel.findById(guest.id).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
      confirmedPeople: 2,
    });
  });

  it('an edit that does not change the answer (notes) and a reset leave the other record alone', async () => {
    const { phoneGuest, guest } = await pair();
    await editGuest(guest.id, { confirmationStatus: 'rechazado' });
    await editGuest(guest.id, { confirmationStatus: 'confirmado', confirmedPeople: 1 });
    await agent.post(`${INVITADOS}/${phoneGuest.id}/reset`).set('Origin', ORIGIN);
    expect(await UnifiedGuestModel.findById(guest.id).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
    });
    await editPhoneGuest(phoneGuest.id, { estadoConfirmacion: 'pendiente', notas: 'llamar' });
    expect(await UnifiedGuestModel.findById(guest.id).lean()).toMatchObject({
      confirmationStatus: 'confirmado',
    });
  });
});
