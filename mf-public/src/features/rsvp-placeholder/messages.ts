// PLACEHOLDER messages of the /rsvp and /phone-rsvp frame until the RSVP issue replaces this feature.
import type { Translation } from '../../app/i18n/define-messages';

export const es = {
  'rsvpPlaceholder.title': 'Confirma tu asistencia',
  'rsvpPlaceholder.deadline': 'Por favor, responde antes del {date}.',
} as const;

export const en: Translation<typeof es> = {
  'rsvpPlaceholder.title': 'Confirm your attendance',
  'rsvpPlaceholder.deadline': 'Please reply by {date}.',
};

export type RsvpPlaceholderMessageId = keyof typeof es;
