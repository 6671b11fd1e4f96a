import type { Translation } from '../../shared/i18n/define-messages';

export const es = {
  'event.pageTitle': 'El evento',
  'event.kicker': 'Reserva la fecha',
  'event.title': 'El gran día',
  'event.lead': 'Una tarde frente al mar, con las personas que más queremos.',
  'event.date': 'Fecha',
  'event.reception': 'Recepción',
  'event.receptionTime': '{time} (hora de {country})',
  'event.place': 'Lugar',
  'event.gettingThere': 'Cómo llegar',
  'event.airport': 'A unos {minutes, plural, one {# minuto} other {# minutos}} del aeropuerto: {airport}.',
  'event.weather': 'Clima',
  'event.weatherValue':
    'Entre {celsiusMin} y {celsiusMax} °C ({fahrenheitMin}–{fahrenheitMax} °F) en promedio.',
  'event.dressCode': 'Vestimenta',
  'event.dressCodeLink': 'Ver la guía de vestimenta',
  'event.rsvpButton': 'Confirmar asistencia',
  'event.rsvp.title': 'Confirma tu asistencia',
  'event.rsvp.lead': 'Nos ayudará mucho saber si podrás acompañarnos.',
  'event.mapLink': 'Ver en el mapa',
  'event.newTab': '(se abre en una pestaña nueva)',
  'event.plan.title': 'Programa del día',
  'event.rsvp.button': 'Confirmar ahora',
} as const;

export const en: Translation<typeof es> = {
  'event.pageTitle': 'The event',
  'event.kicker': 'Save the date',
  'event.title': 'The big day',
  'event.lead': 'An evening by the sea, with the people we love most.',
  'event.date': 'Date',
  'event.reception': 'Reception',
  'event.receptionTime': '{time} ({country} time)',
  'event.place': 'Venue',
  'event.gettingThere': 'Getting there',
  'event.airport': 'About {minutes, plural, one {# minute} other {# minutes}} from the airport: {airport}.',
  'event.weather': 'Weather',
  'event.weatherValue':
    'Between {fahrenheitMin} and {fahrenheitMax} °F ({celsiusMin}–{celsiusMax} °C) on average.',
  'event.dressCode': 'Dress code',
  'event.dressCodeLink': 'See the dress code guide',
  'event.rsvpButton': 'RSVP',
  'event.rsvp.title': 'Will you join us?',
  'event.rsvp.lead': 'It helps us a lot to know whether you can come.',
  'event.mapLink': 'Open in maps',
  'event.newTab': '(opens in a new tab)',
  'event.plan.title': 'Plan of the day',
  'event.rsvp.button': 'RSVP now',
};

export type EventMessageId = keyof typeof es;
