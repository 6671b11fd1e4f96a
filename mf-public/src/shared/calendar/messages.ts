import type { Translation } from '../i18n/define-messages';

/** The wedding as a calendar entry: the event page and the RSVP's success screen offer it. */
export const es = {
  'calendar.button': 'Añadir al calendario',
  'calendar.file': 'boda-{bride}-{groom}.ics',
  'calendar.title': 'Boda de {bride} y {groom}',
  'calendar.description': 'Ceremonia y recepción. Código de vestimenta: {dressCode}.',
  'calendar.also': 'También en',
  'calendar.newTab': '(se abre en una pestaña nueva)',
} as const;

export const en: Translation<typeof es> = {
  'calendar.button': 'Add to calendar',
  'calendar.file': 'wedding-{bride}-{groom}.ics',
  'calendar.title': "{bride} and {groom}'s wedding",
  'calendar.description': 'Ceremony and reception. Dress code: {dressCode}.',
  'calendar.also': 'Also in',
  'calendar.newTab': '(opens in a new tab)',
};

export type CalendarMessageId = keyof typeof es;
