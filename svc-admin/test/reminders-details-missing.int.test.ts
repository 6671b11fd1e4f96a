// The second kind of reminder, "confirmed, details missing": GET /api/admin/reminders/details-missing lists
// every confirmed guest with a phone whose party lacks names or meals, a person on both lists once, each
// with the wa.me link to their own page in their language; its message (GET and PUT .../template) is
// checked as the first kind's and leaves the first kind's messages as they are.
import {
  DEFAULT_DETAILS_REMINDER_TEMPLATE,
  DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY,
  DEFAULT_REMINDER_TEMPLATES,
  type DetailsReminder,
  REMINDER_MESSAGES,
  weddingFacts,
} from '@wedding/shared-contracts';
import {
  InvitadoModel,
  REMINDER_TEMPLATES_ID,
  ReminderTemplatesModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const LIST = '/api/admin/reminders/details-missing';
const TEMPLATE = '/api/admin/reminders/details-missing/template';
const app: Express = makeApp();
let helper: Awaited<ReturnType<typeof loggedInAgent>>;
let admin: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    ReminderTemplatesModel.deleteMany({}),
  ]);
  await createUser({ username: 'helper', adminRole: 'moderator' });
  await createUser({ username: 'boss', adminRole: 'admin' });
  helper = await loggedInAgent(app, 'helper');
  admin = await loggedInAgent(app, 'boss');
});

afterEach(() => jest.restoreAllMocks());

const textOf = (url: string | null) => decodeURIComponent(new URL(url!).searchParams.get('text')!);
const named = (name: string, meal?: string) => ({
  name,
  child: false,
  dietary: [],
  ...(meal ? { meal } : {}),
});

async function withParty(model: 'phone' | 'list', id: unknown, party: ReturnType<typeof named>[]) {
  const collection = model === 'phone' ? InvitadoModel.collection : UnifiedGuestModel.collection;
  await collection.updateOne({ _id: id as never }, { $set: { party } });
}

async function seed() {
  // two confirmed, one named: missing
  const ana = await insertPhoneGuest({
    nombreCompleto: 'Ana Peña',
    telefonoWhatsapp: '+18095550101',
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 2,
  });
  await withParty('phone', ana._id, [named('Ana', 'fish')]);
  // everyone named, one without a meal: missing; an English guest with an invitation code
  const john = await insertGuest({
    name: 'John Smith',
    phone: '+14155550102',
    language: 'en',
    invitationCode: 'JOHN-2025',
    confirmationStatus: 'confirmado',
    confirmedPeople: 2,
  });
  await withParty('list', john._id, [named('John', 'meat'), named('Mary')]);
  // complete: not listed
  const done = await insertPhoneGuest({
    nombreCompleto: 'Completo Ya',
    telefonoWhatsapp: '+18095550103',
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 1,
  });
  await withParty('phone', done._id, [named('Completo', 'meat')]);
  // on both lists, nobody named yet: listed once, as the phone guest
  await insertGuest({
    name: 'Gema Gemela',
    phone: '+18095550104',
    confirmationStatus: 'confirmado',
    confirmedPeople: 1,
  });
  await insertPhoneGuest({
    nombreCompleto: 'Gema Gemela',
    telefonoWhatsapp: '+18095550104',
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 1,
  });
  // pending, declined, or without a phone: never listed here
  await insertPhoneGuest({ nombreCompleto: 'Pendiente', telefonoWhatsapp: '+18095550105' });
  await insertGuest({
    name: 'Declinó',
    phone: '+18095550106',
    confirmationStatus: 'rechazado',
    confirmedPeople: 0,
  });
  await insertGuest({ name: 'Sin Teléfono', confirmationStatus: 'confirmado', confirmedPeople: 2 });
  return { ana, john };
}

describe('GET /api/admin/reminders/details-missing', () => {
  it('lists the confirmed guests missing names or meals, each person once, with a link to their own page', async () => {
    const { ana, john } = await seed();
    const res = await helper.get(LIST);
    expect(res.status).toBe(200);
    const data = res.body.data as DetailsReminder[];
    expect(data.map(({ whatsappUrl: _, ...rest }) => rest)).toEqual([
      {
        kind: 'phone-guest',
        id: ana._id.toString(),
        name: 'Ana Peña',
        phone: '+18095550101',
        group: 'Amigos Sofía',
        language: 'es',
        people: 2,
        named: 1,
        withoutMeal: 0,
      },
      expect.objectContaining({ kind: 'phone-guest', name: 'Gema Gemela', people: 1, named: 0 }),
      {
        kind: 'guest',
        id: john._id.toString(),
        name: 'John Smith',
        phone: '+14155550102',
        group: null,
        language: 'en',
        people: 2,
        named: 2,
        withoutMeal: 1,
      },
    ]);
    expect(data[0]!.whatsappUrl).toMatch(/^https:\/\/wa\.me\/18095550101\?text=/);
    expect(textOf(data[0]!.whatsappUrl)).toBe(
      DEFAULT_DETAILS_REMINDER_TEMPLATE.es.replace('{name}', 'Ana').replace('{link}', `${ORIGIN}/rsvp`),
    );
    expect(textOf(data[2]!.whatsappUrl)).toBe(
      DEFAULT_DETAILS_REMINDER_TEMPLATE.en
        .replace('{name}', 'John')
        .replace('{link}', `${ORIGIN}/invitation/JOHN-2025?lang=en`),
    );
  });

  it('counts only missing names, and asks for names only, when the hosts ask for no meal', async () => {
    jest.replaceProperty(weddingFacts, 'meals', { ...weddingFacts.meals, asked: false });
    await seed();
    const data = (await helper.get(LIST)).body.data as DetailsReminder[];
    // John named both people: a meal missing is nothing missing now
    expect(data.map(({ name, named, withoutMeal }) => [name, named, withoutMeal])).toEqual([
      ['Ana Peña', 1, 0],
      ['Gema Gemela', 0, 0],
    ]);
    expect(textOf(data[0]!.whatsappUrl)).toBe(
      DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY.es
        .replace('{name}', 'Ana')
        .replace('{link}', `${ORIGIN}/rsvp`),
    );
    expect((await helper.get(TEMPLATE)).body.data).toEqual({
      template: DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY,
      default: DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY,
      updatedAt: null,
    });
  });

  it('leaves the first kind as it is: a confirmed guest is no one to remind there', async () => {
    await seed();
    const first = await helper.get('/api/admin/reminders');
    expect(first.status).toBe(200);
    expect(first.body.data.map((reminder: { name: string }) => reminder.name)).toEqual(['Pendiente']);
  });
});

describe('GET and PUT /api/admin/reminders/details-missing/template', () => {
  it('gives the default, stores an admin message, and the links are written from it; the first kind keeps its own', async () => {
    expect((await helper.get(TEMPLATE)).body.data).toEqual({
      template: DEFAULT_DETAILS_REMINDER_TEMPLATE,
      default: DEFAULT_DETAILS_REMINDER_TEMPLATE,
      updatedAt: null,
    });
    const mine = { es: ' {name}, ¿quién viene? {link} ', en: '{name}, who is coming? {link}' };
    const saved = await admin.put(TEMPLATE).send(mine);
    expect(saved.status).toBe(200);
    expect(saved.body.data.template).toEqual({ es: '{name}, ¿quién viene? {link}', en: mine.en });
    expect(Date.parse(saved.body.data.updatedAt)).not.toBeNaN();
    expect((await helper.get(TEMPLATE)).body.data.template).toEqual(saved.body.data.template);
    expect((await helper.get('/api/admin/reminders/templates')).body.data.templates).toEqual(
      DEFAULT_REMINDER_TEMPLATES,
    );
    await seed();
    const res = await helper.get(LIST);
    expect(textOf(res.body.data[0].whatsappUrl)).toBe(`Ana, ¿quién viene? ${ORIGIN}/rsvp`);
  });

  it('refuses a message without the link, and a moderator who tries to rewrite it', async () => {
    const noLink = await admin.put(TEMPLATE).send({ es: 'Hola {name}', en: 'Hi {link}' });
    expect([noLink.status, noLink.body.error]).toEqual([
      400,
      expect.stringContaining(REMINDER_MESSAGES.templateNeedsLink),
    ]);
    const moderator = await helper.put(TEMPLATE).send(DEFAULT_DETAILS_REMINDER_TEMPLATE);
    expect(moderator.status).toBe(403);
  });
});

describe('each kind of message has its own last saved time', () => {
  const FIRST = '/api/admin/reminders/templates';
  const updatedAt = async (path: string) => (await helper.get(path)).body.data.updatedAt as string | null;

  it('saving one kind leaves the other never saved, or saved when it was', async () => {
    const first = await admin.put(FIRST).send(DEFAULT_REMINDER_TEMPLATES);
    expect(first.status).toBe(200);
    const firstSaved = first.body.data.updatedAt as string;
    expect(Date.parse(firstSaved)).not.toBeNaN();
    expect(await updatedAt(TEMPLATE)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const details = await admin.put(TEMPLATE).send(DEFAULT_DETAILS_REMINDER_TEMPLATE);
    const detailsSaved = details.body.data.updatedAt as string;
    expect(Date.parse(detailsSaved)).toBeGreaterThan(Date.parse(firstSaved));
    expect(await updatedAt(FIRST)).toBe(firstSaved);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await admin.put(FIRST).send(DEFAULT_REMINDER_TEMPLATES);
    expect(Date.parse(again.body.data.updatedAt)).toBeGreaterThan(Date.parse(detailsSaved));
    expect(await updatedAt(TEMPLATE)).toBe(detailsSaved);
  });

  it('reads a document saved when both kinds shared one time as saved then, and keeps that time for the other', async () => {
    const then = new Date('2025-09-01T12:00:00.000Z');
    await ReminderTemplatesModel.collection.insertOne({
      _id: REMINDER_TEMPLATES_ID as never,
      ...DEFAULT_REMINDER_TEMPLATES,
      detailsMissing: DEFAULT_DETAILS_REMINDER_TEMPLATE,
      createdAt: then,
      updatedAt: then,
    });
    expect([await updatedAt(FIRST), await updatedAt(TEMPLATE)]).toEqual([
      then.toISOString(),
      then.toISOString(),
    ]);
    expect((await admin.put(TEMPLATE).send(DEFAULT_DETAILS_REMINDER_TEMPLATE)).status).toBe(200);
    expect(await updatedAt(TEMPLATE)).not.toBe(then.toISOString());
    expect(await updatedAt(FIRST)).toBe(then.toISOString());
  });
});
