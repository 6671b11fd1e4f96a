import type { Translation } from '../../shared/i18n/define-messages';

// 'Descubre' and '¡Importante!' are the spec's exact texts (§2) and stay Spanish in both languages.
export const es = {
  'landing.hero.kicker': '¡Nos casamos!',
  'landing.hero.names': '{bride} y {groom}',
  'landing.hero.subtitle': 'Acompáñanos a celebrar nuestro amor frente al mar, en {city}.',
  'landing.hero.dateHint': 'Ver un recordatorio importante',
  'landing.hero.rsvp': 'Confirmar asistencia',
  'landing.hero.discover': 'Descubre',
  'landing.dialog.title': '¡Importante!',
  'landing.dialog.message':
    '{bride}, esta vez no vale hacerse esperar: la ceremonia empieza a la hora en punto. {groom} estará en el altar mirando el reloj… ¡y nosotros también! Por favor, no llegues tarde a tu propia boda.',
  'landing.dialog.when': 'Cuándo',
  'landing.dialog.dateTime': '{date}, {time} (hora local)',
  'landing.dialog.reminder': 'Recuerda confirmar tu asistencia antes del {deadline}.',
  'landing.dialog.reminderLate':
    'El plazo para confirmar era el {deadline}; si aún no nos has respondido, avísanos cuanto antes.',
  'landing.dialog.reminderClosed': 'El plazo para confirmar terminó el {deadline}.',
  'landing.dialog.rsvp': 'Confirmar asistencia',
  'landing.dialog.close': 'Entendido',
  'landing.countdown.title': 'Cuenta regresiva',
  'landing.countdown.lead': 'Cada segundo nos acerca al gran día.',
  'landing.countdown.label': 'Tiempo que falta para el {date}',
  'landing.countdown.days': '{count, plural, one {día} other {días}}',
  'landing.countdown.hours': '{count, plural, one {hora} other {horas}}',
  'landing.countdown.minutes': '{count, plural, one {minuto} other {minutos}}',
  'landing.countdown.seconds': '{count, plural, one {segundo} other {segundos}}',
  'landing.countdown.thanks':
    '¡Ya nos casamos! Gracias de corazón a quienes nos acompañaron, en persona y a la distancia.',
  'landing.countdown.eventLink': 'Detalles del evento',
  'landing.countdown.aboutLink': 'Un poema para ustedes',
  'landing.contact.title': '¿Tienes preguntas?',
  'landing.contact.lead':
    'Escríbenos o llámanos. Con gusto te ayudamos con el viaje, el hospedaje o lo que necesites.',
  'landing.contact.email': 'Correo electrónico',
  'landing.contact.phone': 'Teléfono',
  'landing.contact.form': 'Enviar un mensaje',
  // the wedding day and after it (weddingPhase): the words that would no longer be true
  'landing.hero.kickerToday': '¡Hoy nos casamos!',
  'landing.hero.kickerAfter': '¡Ya nos casamos!',
  'landing.hero.subtitleAfter': 'Gracias por celebrar nuestro amor frente al mar, en {city}.',
  'landing.countdown.leadToday': '¡Hoy es el día!',
  'landing.countdown.leadAfter': 'El gran día ya llegó, y lo llevamos en el corazón.',
  'landing.dialog.reminderToday':
    'Hoy es el día: la ceremonia empieza a las {time} en punto. El plazo para confirmar era el {deadline}.',
  'landing.dialog.reminderAfter': 'El plazo para confirmar terminó el {deadline}. ¡Gracias por acompañarnos!',
} as const;

export const en: Translation<typeof es> = {
  'landing.hero.kicker': "We're getting married!",
  'landing.hero.names': '{bride} and {groom}',
  'landing.hero.subtitle': 'Join us to celebrate our love by the sea in {city}.',
  'landing.hero.dateHint': 'See an important reminder',
  'landing.hero.rsvp': 'RSVP',
  'landing.hero.discover': 'Descubre',
  'landing.dialog.title': '¡Importante!',
  'landing.dialog.message':
    "{bride}, no being fashionably late this time: the ceremony starts right on the hour. {groom} will be at the altar watching the clock… and so will we! Please don't be late to your own wedding.",
  'landing.dialog.when': 'When',
  'landing.dialog.dateTime': '{date}, {time} (local time)',
  'landing.dialog.reminder': 'Remember to RSVP by {deadline}.',
  'landing.dialog.reminderLate':
    "The RSVP date was {deadline}; if you haven't replied yet, let us know soon.",
  'landing.dialog.reminderClosed': 'Replies closed on {deadline}.',
  'landing.dialog.rsvp': 'RSVP',
  'landing.dialog.close': 'Got it',
  'landing.countdown.title': 'Countdown',
  'landing.countdown.lead': 'Every second brings us closer to the big day.',
  'landing.countdown.label': 'Time left until {date}',
  'landing.countdown.days': '{count, plural, one {day} other {days}}',
  'landing.countdown.hours': '{count, plural, one {hour} other {hours}}',
  'landing.countdown.minutes': '{count, plural, one {minute} other {minutes}}',
  'landing.countdown.seconds': '{count, plural, one {second} other {seconds}}',
  'landing.countdown.thanks':
    'We are married! Thank you with all our hearts to everyone who was with us, in person and from afar.',
  'landing.countdown.eventLink': 'Event details',
  'landing.countdown.aboutLink': 'A poem for you',
  'landing.contact.title': 'Questions?',
  'landing.contact.lead':
    "Write or call us. We're happy to help with travel, where to stay or anything else.",
  'landing.contact.email': 'Email',
  'landing.contact.phone': 'Phone',
  'landing.contact.form': 'Send a message',
  'landing.hero.kickerToday': "We're getting married today!",
  'landing.hero.kickerAfter': 'We got married!',
  'landing.hero.subtitleAfter': 'Thank you for celebrating our love by the sea in {city}.',
  'landing.countdown.leadToday': "Today's the day!",
  'landing.countdown.leadAfter': 'The big day has come, and we carry it in our hearts.',
  'landing.dialog.reminderToday':
    "Today's the day: the ceremony starts at {time} sharp. The RSVP date was {deadline}.",
  'landing.dialog.reminderAfter': 'Replies closed on {deadline}. Thank you for being with us!',
};

export type LandingMessageId = keyof typeof es;
