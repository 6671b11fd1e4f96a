import type { Translation } from '../i18n/define-messages';

/**
 * The answer a guest gave, echoed back on every channel, what a change of it does, and what comes next once
 * the guest has answered.
 */
export const es = {
  'rsvpEnding.echo.confirmed': 'Confirmaste {count, plural, one {# persona} other {# personas}}.',
  'rsvpEnding.echo.confirmedOn': 'Confirmaste {count, plural, one {# persona} other {# personas}} el {date}.',
  'rsvpEnding.echo.attending': 'Confirmaste tu asistencia.',
  'rsvpEnding.echo.attendingOn': 'Confirmaste tu asistencia el {date}.',
  'rsvpEnding.echo.declined': 'Nos avisaste que no podrás venir.',
  'rsvpEnding.echo.declinedOn': 'El {date} nos avisaste que no podrás venir.',
  'rsvpEnding.preview.people':
    'Al confirmar, tu respuesta pasa de {from} a {to, plural, one {# persona} other {# personas}}.',
  'rsvpEnding.preview.attend': 'Al confirmar, tu respuesta pasa de «No asistiré» a «Asistiré».',
  'rsvpEnding.done.people':
    'Cambiaste tu respuesta de {from} a {to, plural, one {# persona} other {# personas}}.',
  'rsvpEnding.done.attend': 'Cambiaste tu respuesta de «No asistiré» a «Asistiré».',
  'rsvpEnding.done.decline': 'Cambiaste tu respuesta de «Asistiré» a «No asistiré».',
  'rsvpEnding.next': 'Lo que sigue',
  'rsvpEnding.stay': 'Dónde hospedarse',
  'rsvpEnding.dress': 'Qué ponerse',
  'rsvpEnding.event': 'Ver los detalles del evento',
} as const;

export const en: Translation<typeof es> = {
  'rsvpEnding.echo.confirmed': 'You confirmed {count, plural, one {# person} other {# people}}.',
  'rsvpEnding.echo.confirmedOn': 'You confirmed {count, plural, one {# person} other {# people}} on {date}.',
  'rsvpEnding.echo.attending': 'You confirmed you will attend.',
  'rsvpEnding.echo.attendingOn': 'You confirmed you will attend on {date}.',
  'rsvpEnding.echo.declined': "You told us you can't come.",
  'rsvpEnding.echo.declinedOn': "On {date} you told us you can't come.",
  'rsvpEnding.preview.people':
    'Confirming changes your answer from {from} to {to, plural, one {# person} other {# people}}.',
  'rsvpEnding.preview.attend': 'Confirming changes your answer from “I can’t attend” to “I will attend”.',
  'rsvpEnding.done.people':
    'You changed your answer from {from} to {to, plural, one {# person} other {# people}}.',
  'rsvpEnding.done.attend': 'You changed your answer from “I can’t attend” to “I will attend”.',
  'rsvpEnding.done.decline': 'You changed your answer from “I will attend” to “I can’t attend”.',
  'rsvpEnding.next': "What's next",
  'rsvpEnding.stay': 'Where to stay',
  'rsvpEnding.dress': 'What to wear',
  'rsvpEnding.event': 'See the event details',
};

export type RsvpEndingMessageId = keyof typeof es;
