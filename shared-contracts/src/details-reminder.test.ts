import {
  DEFAULT_DETAILS_REMINDER_TEMPLATE,
  DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY,
  defaultDetailsReminderTemplate,
  detailsReminderLink,
  detailsReminderText,
} from './details-reminder';
import { weddingFacts } from './wedding-facts';

const ORIGIN = 'https://boda.example.com/';

describe('the "confirmed, details missing" reminder', () => {
  it('links to the invitation page when the guest has a code, else to the RSVP page; English with ?lang=en', () => {
    expect(detailsReminderLink(ORIGIN, 'es', 'ANA 2025')).toBe(
      'https://boda.example.com/invitation/ANA%202025',
    );
    expect(detailsReminderLink(ORIGIN, 'en', 'JOHN-1')).toBe(
      'https://boda.example.com/invitation/JOHN-1?lang=en',
    );
    expect(detailsReminderLink(ORIGIN, 'es', null)).toBe('https://boda.example.com/rsvp');
    expect(detailsReminderLink(ORIGIN, 'en')).toBe('https://boda.example.com/rsvp?lang=en');
  });

  it('greets the first name and fills the link, in the guest language (Spanish by default)', () => {
    const link = detailsReminderLink(ORIGIN, 'es', 'ANA');
    expect(detailsReminderText('Ana María Pérez', null, link)).toBe(
      DEFAULT_DETAILS_REMINDER_TEMPLATE.es.replace('{name}', 'Ana').replace('{link}', link),
    );
    expect(
      detailsReminderText('John Smith', 'en', 'L', { es: '-', en: '{name}: {link} by {deadline}' }),
    ).toBe('John: L by November 1, 2025');
  });

  it('has a default with the link in both languages', () => {
    expect(DEFAULT_DETAILS_REMINDER_TEMPLATE.es).toContain('{link}');
    expect(DEFAULT_DETAILS_REMINDER_TEMPLATE.en).toContain('{link}');
  });

  it('asks for names only, never a meal, by default when the hosts ask for no meal', () => {
    const notAsked = { ...weddingFacts.meals, asked: false };
    expect(defaultDetailsReminderTemplate(notAsked)).toBe(DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY);
    expect(defaultDetailsReminderTemplate({ ...notAsked, asked: true })).toBe(
      DEFAULT_DETAILS_REMINDER_TEMPLATE,
    );
    const { es, en } = DEFAULT_DETAILS_REMINDER_TEMPLATE_NAMES_ONLY;
    expect([es, en].every((text) => text.includes('{link}'))).toBe(true);
    expect(es).toContain('el nombre de cada persona que viene');
    expect(en).toContain('the name of each person coming');
    expect(es).not.toMatch(/plato|cena|men[uú]/i);
    expect(en).not.toMatch(/meal|dinner|menu/i);
    // the text without a template of the hosts' follows the facts
    jest.replaceProperty(weddingFacts, 'meals', notAsked);
    expect(detailsReminderText('Ana', 'en', 'L')).toBe(
      'Hi Ana, thank you for confirming! To plan the tables, could you tell us the name of each person coming? You can fill it in here: L',
    );
    jest.restoreAllMocks();
  });
});
