import {
  DEFAULT_REMINDER_TEMPLATES,
  greetingName,
  reminderLink,
  reminderTemplateAt,
  reminderText,
  replyDeadlineText,
  whatsappUrl,
} from './reminders';
import { REMINDER_MESSAGES, REMINDER_TEMPLATE_MAX, reminderTemplateTextSchema } from './schemas/reminders';
import { weddingFacts } from './wedding-facts';

describe('WhatsApp reminders', () => {
  it('writes the deadline out in the guest language', () => {
    expect(weddingFacts.replyDeadline).toBe('2025-11-01');
    expect(replyDeadlineText('es')).toBe('1 de noviembre de 2025');
    expect(replyDeadlineText('en')).toBe('November 1, 2025');
  });

  it('fills the template of the wedding facts: name, deadline, the RSVP page; Spanish by default', () => {
    const spanish = reminderText('  Ana Peña ', undefined, 'https://boda.example.com/');
    expect(spanish).toContain('Hola, Ana Peña:');
    expect(spanish).toContain('antes del 1 de noviembre de 2025');
    expect(spanish.endsWith('https://boda.example.com/rsvp')).toBe(true);
    const english = reminderText('John', 'en', 'https://boda.example.com');
    expect(english.startsWith('Hi John,')).toBe(true);
    expect(english).toContain('by November 1, 2025');
    expect(english).not.toMatch(/\{(name|deadline|link)\}/);
    // a name holding template words stays as typed
    expect(reminderText('{link}', 'es', 'https://x.example')).toContain('Hola, {link}:');
  });

  it('links wa.me with the digits of an E.164 number and the text encoded, or nothing', () => {
    expect(whatsappUrl('+18095550001', "Hola & adiós? We're (here)!")).toBe(
      'https://wa.me/18095550001?text=Hola%20%26%20adi%C3%B3s%3F%20We%27re%20%28here%29%21',
    );
    for (const phone of ['809-555', '18095550001', '+0123456789', ''])
      expect(whatsappUrl(phone, 'x')).toBeNull();
  });
});

describe('time-aware reminders (issue 36)', () => {
  it('uses the first template until the deadline day is over at the venue, then the second', () => {
    expect(reminderTemplateAt(new Date('2025-10-01T12:00:00Z'))).toBe('beforeDeadline');
    expect(reminderTemplateAt(new Date('2025-11-01T23:59:59-04:00'))).toBe('beforeDeadline');
    expect(reminderTemplateAt(new Date('2025-11-02T00:00:00-04:00'))).toBe('afterDeadline');
    // after the wedding too: nobody is asked to answer "before" a past date
    expect(reminderTemplateAt(new Date('2026-11-28T07:00:00Z'))).toBe('afterDeadline');
  });

  it('writes the second template in each language: the list is closing, answer today, no date', () => {
    const origin = 'https://boda.example.com';
    const es = reminderText('Ana', 'es', origin, DEFAULT_REMINDER_TEMPLATES.afterDeadline);
    expect(es).toBe(
      'Hola, Ana: ¡Sofía y Mateo esperan celebrar su boda contigo! Estamos cerrando la lista de invitados: ¿puedes decirnos hoy si vienes? Solo tienes que abrir este enlace y escribir tu número de WhatsApp: https://boda.example.com/rsvp',
    );
    const en = reminderText('John', 'en', origin, DEFAULT_REMINDER_TEMPLATES.afterDeadline);
    expect(en).toContain("We're closing the list — can you tell us today whether you can come?");
    // an English guest's link opens the site in English (mf-public reads ?lang=en once)
    expect(en.endsWith('https://boda.example.com/rsvp?lang=en')).toBe(true);
    expect(reminderLink('https://boda.example.com/', 'es')).toBe('https://boda.example.com/rsvp');
    // the first template is the wedding facts' own
    expect(DEFAULT_REMINDER_TEMPLATES.beforeDeadline).toBe(weddingFacts.reminderMessage);
  });

  it('greets the first word of the name: both lists store the whole name in one field', () => {
    expect(greetingName('Ana María Pérez Gómez')).toBe('Ana');
    expect(greetingName('  John   Smith ')).toBe('John');
    expect(greetingName('Óscar')).toBe('Óscar');
    expect(greetingName('')).toBe('');
  });

  it('accepts a template with {link} and the known placeholders, trimmed; refuses anything else', () => {
    expect(reminderTemplateTextSchema.parse('  {name}: {deadline} {link} ')).toBe(
      '{name}: {deadline} {link}',
    );
    const error = (text: string) => reminderTemplateTextSchema.safeParse(text).error?.issues[0]?.message;
    expect(error('Hola {name}')).toBe(REMINDER_MESSAGES.templateNeedsLink);
    expect(error('   ')).toBe(REMINDER_MESSAGES.templateRequired);
    expect(error(`${'x'.repeat(REMINDER_TEMPLATE_MAX - 5)}{link}`)).toBe(REMINDER_MESSAGES.templateTooLong);
    expect(error(`${'x'.repeat(REMINDER_TEMPLATE_MAX - 6)}{link}`)).toBeUndefined();
    expect(error('{link} {Name}')).toBe(REMINDER_MESSAGES.templateUnknownPlaceholder);
    expect(error('{link} {}')).toBe(REMINDER_MESSAGES.templateUnknownPlaceholder);
    // braces that are no placeholder (a space inside) stay as typed
    expect(error('{link} :-{ }')).toBeUndefined();
  });
});
