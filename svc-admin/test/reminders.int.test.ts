// /api/admin/reminders (issue 16 item 1): every guest who has not answered and has a phone, from both
// lists, each with the wa.me link that opens WhatsApp with the reminder in the guest's language; a host
// marks one sent. Roles: the access matrix (access-matrix.int.test.ts); hostile input: fuzz.int.test.ts.
import { REMINDER_MESSAGES, type Reminder } from '@wedding/shared-contracts';
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { reminderClock } from '../src/modules/reminders/clock';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const REMINDERS = '/api/admin/reminders';
const UNKNOWN_ID = '0123456789abcdef01234567';

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([InvitadoModel.deleteMany({}), UnifiedGuestModel.deleteMany({})]);
  await createUser({ username: 'helper', adminRole: 'moderator' });
  agent = await loggedInAgent(app, 'helper');
  // before the reply deadline (1 November 2025): the first template (after it: reminders-deadline.int.test.ts)
  jest.spyOn(reminderClock, 'now').mockReturnValue(new Date('2025-10-20T12:00:00-04:00'));
});

afterEach(() => jest.restoreAllMocks());

/** The message a wa.me link carries. */
const textOf = (url: string | null) => decodeURIComponent(new URL(url!).searchParams.get('text')!);

async function seed() {
  const ana = await insertPhoneGuest({ nombreCompleto: 'Ana Peña', telefonoWhatsapp: '+18095550001' });
  const john = await insertPhoneGuest({
    nombreCompleto: 'John Smith',
    telefonoWhatsapp: '+14155550002',
    language: 'en',
  });
  await insertPhoneGuest({
    nombreCompleto: 'Confirmada Ya',
    telefonoWhatsapp: '+18095550003',
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 2,
  });
  const luis = await insertGuest({ name: 'Luis Álvarez', phone: '+34612345678', language: 'en' });
  const old = await insertGuest({ name: 'Óscar Viejo', phone: '809-555' });
  await insertGuest({ name: 'Sin Teléfono' });
  await insertGuest({
    name: 'Declinó',
    phone: '+18095550004',
    confirmationStatus: 'rechazado',
    confirmedPeople: 0,
  });
  return { ana, john, luis, old };
}

describe('GET /api/admin/reminders', () => {
  it('lists every pending guest with a phone from both lists, by name, with a WhatsApp link in their language', async () => {
    const { ana, john, luis, old } = await seed();
    const res = await agent.get(REMINDERS);
    expect(res.status).toBe(200);
    const data = res.body.data as Reminder[];
    expect(data.map((item) => [item.kind, item.name, item.language])).toEqual([
      ['phone-guest', 'Ana Peña', 'es'],
      ['phone-guest', 'John Smith', 'en'],
      ['guest', 'Luis Álvarez', 'en'],
      ['guest', 'Óscar Viejo', 'es'],
    ]);
    expect(data.map((item) => item.id)).toEqual([ana.id, john.id, luis.id, old.id]);
    expect(data.every((item) => item.lastRemindedAt === null)).toBe(true);

    const [first, second, third, fourth] = data as [Reminder, Reminder, Reminder, Reminder];
    expect(first.whatsappUrl).toMatch(/^https:\/\/wa\.me\/18095550001\?text=/);
    expect(textOf(first.whatsappUrl)).toBe(
      `Hola, Ana: ¡Sofía y Mateo esperan celebrar su boda contigo! Por favor, confírmanos si vienes antes del 1 de noviembre de 2025. Solo tienes que abrir este enlace y escribir tu número de WhatsApp: ${ORIGIN}/rsvp`,
    );
    expect(second.whatsappUrl).toMatch(/^https:\/\/wa\.me\/14155550002\?text=/);
    expect(textOf(second.whatsappUrl)).toMatch(
      /^Hi John, .* by November 1, 2025\. .*: http:\/\/localhost:3000\/rsvp\?lang=en$/,
    );
    expect(third.whatsappUrl).toMatch(/^https:\/\/wa\.me\/34612345678\?text=Hi%20Luis%2C%20/);
    // a number typed before numbers were normalised, which is no number at all: listed, without a link
    expect(fourth).toMatchObject({ phone: '809-555', whatsappUrl: null });
  });

  it('drops a guest once they answer', async () => {
    const { ana, luis } = await seed();
    await InvitadoModel.updateOne(
      { _id: ana._id },
      { estadoConfirmacion: 'confirmado', personasConfirmadas: 1 },
    );
    await UnifiedGuestModel.updateOne(
      { _id: luis._id },
      { confirmationStatus: 'rechazado', confirmedPeople: 0 },
    );
    const names = (await agent.get(REMINDERS)).body.data.map((item: Reminder) => item.name);
    expect(names).toEqual(['John Smith', 'Óscar Viejo']);
  });
});

describe('POST /api/admin/reminders/:kind/:id/sent', () => {
  it('records when the reminder was sent, leaving the guest otherwise as it was', async () => {
    const { john, luis } = await seed();
    const before = await UnifiedGuestModel.findById(luis._id).lean();
    const started = Date.now();
    const res = await agent.post(`${REMINDERS}/guest/${luis.id}/sent`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'guest', id: luis.id, name: 'Luis Álvarez', language: 'en' });
    const at = Date.parse(res.body.data.lastRemindedAt);
    expect(at).toBeGreaterThanOrEqual(started - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const after = await UnifiedGuestModel.findById(luis._id).lean();
    expect({ ...after, lastRemindedAt: undefined }).toEqual({ ...before, lastRemindedAt: undefined });

    expect((await agent.post(`${REMINDERS}/phone-guest/${john.id}/sent`)).status).toBe(200);
    const listed = (await agent.get(REMINDERS)).body.data as Reminder[];
    expect(listed.filter((item) => item.lastRemindedAt).map((item) => item.name)).toEqual([
      'John Smith',
      'Luis Álvarez',
    ]);
  });

  it('answers an unknown guest 404, a wrong kind or id 400, and an id of the other list 404', async () => {
    const { ana } = await seed();
    expect((await agent.post(`${REMINDERS}/guest/${UNKNOWN_ID}/sent`)).body).toEqual({
      error: REMINDER_MESSAGES.notFound,
    });
    expect((await agent.post(`${REMINDERS}/guest/${ana.id}/sent`)).status).toBe(404);
    const kind = await agent.post(`${REMINDERS}/friend/${ana.id}/sent`);
    expect([kind.status, kind.body.error]).toEqual([400, 'kind must be phone-guest or guest']);
    const id = await agent.post(`${REMINDERS}/phone-guest/not-an-id/sent`);
    expect([id.status, id.body.error]).toEqual([400, 'Invalid id']);
  });
});

describe('the guest language (both guest dialogs)', () => {
  it('is stored from the create and edit calls of both lists, Spanish when not given, and refused when not es or en', async () => {
    const created = await agent.post('/api/admin/invitados').send({
      nombreCompleto: 'Mary Jones',
      telefonoWhatsapp: '+1 415 555 0009',
      categoria: 'Amigos Mateo',
      language: 'en',
    });
    expect([created.status, created.body.data.language]).toEqual([201, 'en']);
    const edited = await agent.put(`/api/admin/invitados/${created.body.data.id}`).send({ language: 'es' });
    expect([edited.status, edited.body.data.language]).toEqual([200, 'es']);
    const refused = await agent.put(`/api/admin/invitados/${created.body.data.id}`).send({ language: 'fr' });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      'Language must be es (Español) or en (English)',
    ]);

    const guest = await agent.post('/api/admin/guests').send({ name: 'Pat Lee', category: 'Amigos Sofía' });
    expect(guest.status).toBe(201);
    expect(guest.body.data.language).toBeUndefined();
    const id = guest.body.data.id;
    const english = await agent.put(`/api/admin/guests/${id}`).send({ language: 'en' });
    expect(english.status).toBe(200);
    expect((await UnifiedGuestModel.findById(id).lean())?.language).toBe('en');
  });
});
