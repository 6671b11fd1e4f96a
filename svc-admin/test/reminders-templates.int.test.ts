// Issue 36 (finding 11, "what to build" 5): the reminder's template changes after the reply deadline
// (1 November 2025, the whole day at the venue), and the admins may rewrite both templates in both
// languages (GET / PUT /api/admin/reminders/templates; moderators read only: access-matrix.int.test.ts).
import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_MESSAGES,
  type Reminder,
  type ReminderTemplatesBody,
} from '@wedding/shared-contracts';
import { InvitadoModel, ReminderTemplatesModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { reminderClock } from '../src/modules/reminders/clock';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

const REMINDERS = '/api/admin/reminders';
const TEMPLATES = '/api/admin/reminders/templates';
const LAST_DAY = new Date('2025-11-01T23:59:59-04:00');
const DAY_AFTER = new Date('2025-11-02T00:00:00-04:00');

const app: Express = makeApp();
let admin: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await clearUsers();
  await Promise.all([
    InvitadoModel.deleteMany({}),
    UnifiedGuestModel.deleteMany({}),
    ReminderTemplatesModel.deleteMany({}),
  ]);
  await createUser({ username: 'host', adminRole: 'admin' });
  admin = await loggedInAgent(app, 'host');
});

afterEach(() => jest.restoreAllMocks());

const textOf = (url: string | null) => decodeURIComponent(new URL(url!).searchParams.get('text')!);

async function remindersAt(now: Date) {
  jest.spyOn(reminderClock, 'now').mockReturnValue(now);
  const res = await admin.get(REMINDERS);
  expect(res.status).toBe(200);
  return {
    template: res.body.template as string,
    texts: (res.body.data as Reminder[]).map((r) => textOf(r.whatsappUrl)),
  };
}

describe('the template of the moment', () => {
  beforeEach(async () => {
    await insertPhoneGuest({ nombreCompleto: 'Ana María Pérez Gómez', telefonoWhatsapp: '+18095550201' });
    await insertGuest({ name: 'John Smith', phone: '+14155550202', language: 'en' });
  });

  it('asks for an answer before the deadline until the deadline day is over, greeting the first name', async () => {
    const { template, texts } = await remindersAt(LAST_DAY);
    expect(template).toBe('beforeDeadline');
    expect(texts[0]).toMatch(
      /^Hola, Ana: .*antes del 1 de noviembre de 2025\. .*: http:\/\/localhost:3000\/rsvp$/,
    );
    expect(texts[1]).toMatch(/^Hi John, .*by November 1, 2025\./);
  });

  it('after the deadline says the list is closing and asks for an answer today, no past date', async () => {
    const { template, texts } = await remindersAt(DAY_AFTER);
    expect(template).toBe('afterDeadline');
    expect(texts[0]).toBe(
      `Hola, Ana: ¡Sofía y Mateo esperan celebrar su boda contigo! Estamos cerrando la lista de invitados: ¿puedes decirnos hoy si vienes? Solo tienes que abrir este enlace y escribir tu número de WhatsApp: ${ORIGIN}/rsvp`,
    );
    expect(texts[1]).toContain("We're closing the list — can you tell us today whether you can come?");
    // an English guest's link opens the site in English
    expect(texts[1]).toMatch(/: http:\/\/localhost:3000\/rsvp\?lang=en$/);
    for (const text of texts) expect(text).not.toMatch(/2025/);
  });

  it('marks a reminder sent with the link of the moment', async () => {
    const guest = await insertGuest({ name: 'Eva Luna Sol', phone: '+18095550203' });
    jest.spyOn(reminderClock, 'now').mockReturnValue(DAY_AFTER);
    const res = await admin.post(`${REMINDERS}/guest/${guest.id}/sent`);
    expect(res.status).toBe(200);
    expect(textOf(res.body.data.whatsappUrl)).toMatch(/^Hola, Eva: .*Estamos cerrando la lista/);
  });
});

const body = (changes: Partial<ReminderTemplatesBody> = {}): ReminderTemplatesBody => ({
  ...DEFAULT_REMINDER_TEMPLATES,
  ...changes,
});

describe('GET and PUT /api/admin/reminders/templates', () => {
  it('gives the defaults until an admin saves others', async () => {
    const res = await admin.get(TEMPLATES);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      templates: DEFAULT_REMINDER_TEMPLATES,
      defaults: DEFAULT_REMINDER_TEMPLATES,
      updatedAt: null,
    });
  });

  it('stores all four, and the reminders are written from them (restoring a default is saving it again)', async () => {
    await insertPhoneGuest({ nombreCompleto: 'Ana Peña', telefonoWhatsapp: '+18095550211' });
    const afterDeadline = {
      es: '  {name}, ¡cerramos hoy! Responde aquí: {link} (era el {deadline})  ',
      en: 'Last call, {name}: {link}',
    };
    const saved = await admin.put(TEMPLATES).send(body({ afterDeadline }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.templates.afterDeadline).toEqual({
      es: '{name}, ¡cerramos hoy! Responde aquí: {link} (era el {deadline})',
      en: 'Last call, {name}: {link}',
    });
    expect(saved.body.data.templates.beforeDeadline).toEqual(DEFAULT_REMINDER_TEMPLATES.beforeDeadline);
    expect(Date.parse(saved.body.data.updatedAt)).not.toBeNaN();
    expect((await admin.get(TEMPLATES)).body.data.templates).toEqual(saved.body.data.templates);

    const { texts } = await remindersAt(DAY_AFTER);
    expect(texts).toEqual([
      `Ana, ¡cerramos hoy! Responde aquí: ${ORIGIN}/rsvp (era el 1 de noviembre de 2025)`,
    ]);

    expect((await admin.put(TEMPLATES).send(body())).body.data.templates).toEqual(DEFAULT_REMINDER_TEMPLATES);
    expect(await ReminderTemplatesModel.countDocuments()).toBe(1);
  });

  it('refuses a template without the link, too long, empty, with an unknown placeholder or missing (400)', async () => {
    const cases: [unknown, string][] = [
      [body({ afterDeadline: { es: 'Hola {name}', en: 'Hi {link}' } }), REMINDER_MESSAGES.templateNeedsLink],
      [
        body({ beforeDeadline: { es: `${'a'.repeat(1000)}{link}`, en: '{link}' } }),
        REMINDER_MESSAGES.templateTooLong,
      ],
      [body({ beforeDeadline: { es: '{link}', en: '   ' } }), REMINDER_MESSAGES.templateRequired],
      [
        body({ afterDeadline: { es: 'Hola {nombre}: {link}', en: '{link}' } }),
        REMINDER_MESSAGES.templateUnknownPlaceholder,
      ],
      [
        { beforeDeadline: DEFAULT_REMINDER_TEMPLATES.beforeDeadline, afterDeadline: { es: '{link}' } },
        REMINDER_MESSAGES.templateRequired,
      ],
      [['a list'], 'Invalid input: expected object, received array'],
    ];
    for (const [sent, error] of cases) {
      const res = await admin.put(TEMPLATES).send(sent as object);
      expect([res.status, res.body.error]).toEqual([400, error]);
    }
    expect(await ReminderTemplatesModel.countDocuments()).toBe(0);
  });
});
