import type { Translation } from '../i18n/define-messages';

/** The RSVP pages' words about the reply deadline, which change once it has passed, and after the wedding. */
export const es = {
  'rsvpWindow.replyBy': 'Por favor, responde antes del {date}.',
  'rsvpWindow.lateButOpen': 'El plazo para responder era el {date}, pero todavía puedes avisarnos aquí.',
  'rsvpWindow.closedOn': 'El plazo para responder terminó el {date}.',
  'rsvpWindow.closedTitle': 'Las confirmaciones están cerradas',
  'rsvpWindow.closedBody':
    'Ya no recibimos respuestas por aquí. Si necesitas cambiar la tuya o tienes alguna pregunta, escríbenos y te ayudamos.',
  'rsvpWindow.closedLink': 'Escribir a los novios',
  'rsvpWindow.weddingWas': 'La boda fue el {date}.',
  'rsvpWindow.weddingWasOpen': 'La boda fue el {date}. Aún puedes responder aquí.',
  'rsvpWindow.afterTitle': '¡Gracias por acompañarnos!',
  'rsvpWindow.afterBody':
    'La boda ya pasó y no hace falta confirmar nada más. Gracias de corazón a quienes vinieron y a quienes nos acompañaron desde lejos. Si quieres escribirnos, nos encantará leerte.',
} as const;

export const en: Translation<typeof es> = {
  'rsvpWindow.replyBy': 'Please reply by {date}.',
  'rsvpWindow.lateButOpen': 'The reply date was {date}, but you can still let us know here.',
  'rsvpWindow.closedOn': 'Replies closed on {date}.',
  'rsvpWindow.closedTitle': 'Replies are closed',
  'rsvpWindow.closedBody':
    'We no longer take replies here. If you need to change yours or have a question, write to us and we will help.',
  'rsvpWindow.closedLink': 'Write to the couple',
  'rsvpWindow.weddingWas': 'The wedding was on {date}.',
  'rsvpWindow.weddingWasOpen': 'The wedding was on {date}. You can still answer here.',
  'rsvpWindow.afterTitle': 'Thank you for being with us!',
  'rsvpWindow.afterBody':
    'The wedding has taken place, and there is nothing left to answer. Thank you with all our hearts to everyone who came, and to everyone who was with us from afar. If you would like to write to us, we would love to hear from you.',
};

export type RsvpWindowMessageId = keyof typeof es;
