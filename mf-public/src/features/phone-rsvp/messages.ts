import type { Translation } from '../../shared/i18n/define-messages';

export const es = {
  'phoneRsvp.pageTitle': 'Confirmar asistencia',
  'phoneRsvp.kicker': 'RSVP',
  'phoneRsvp.title': 'Confirma tu asistencia',
  'phoneRsvp.lead':
    'Escribe el número de WhatsApp al que te llegó la invitación y te buscaremos en la lista.',
  'phoneRsvp.steps': 'Paso {current} de {total}',
  'phoneRsvp.search.title': 'Busca tu invitación',
  'phoneRsvp.country': 'País',
  'phoneRsvp.countryOption': '{country} ({code})',
  'phoneRsvp.phone': 'Número de WhatsApp',
  'phoneRsvp.phoneHint': 'Con o sin el código del país. Los espacios, guiones y paréntesis no importan.',
  'phoneRsvp.search': 'Buscar',
  'phoneRsvp.searching': 'Buscando…',
  'phoneRsvp.emailOption': '¿No tienes WhatsApp o recibiste la invitación por correo?',
  'phoneRsvp.emailLink': 'Responde con el formulario por correo electrónico.',
  'phoneRsvp.phoneRequired': 'El número de teléfono es requerido',
  'phoneRsvp.phoneInvalid': 'Por favor, ingresa un número de teléfono válido',
  'phoneRsvp.help.notFound':
    'No encontramos el número {phone} en la lista de invitados. Revisa que el número y el país sean los de tu invitación.',
  'phoneRsvp.help.error':
    'No pudimos buscar el número. Revisa tu conexión e inténtalo de nuevo en un momento.',
  'phoneRsvp.help.limited': 'Hubo muchos intentos seguidos. Espera unos minutos e inténtalo de nuevo.',
  'phoneRsvp.help.contact': '¿Necesitas ayuda?',
  'phoneRsvp.help.contactLink': 'Escribe a los novios con tu número',
  'phoneRsvp.confirm.greeting': '¡Hola!',
  'phoneRsvp.confirm.invitedFor':
    'Tu invitación es para {max, plural, one {# persona} other {hasta # personas}}.',
  'phoneRsvp.confirm.currentStatus': 'Respuesta actual: {status}',
  'phoneRsvp.confirm.number': 'Número: {phone}',
  'phoneRsvp.help.whichCountry': 'Este número puede ser de más de un país. ¿De cuál es el tuyo?',
  'phoneRsvp.help.countryChoice': 'Buscar en {country} ({phone})',
  'phoneRsvp.status.pendiente': 'Pendiente',
  'phoneRsvp.status.confirmado': 'Confirmado',
  'phoneRsvp.status.rechazado': 'No asistirá',
  'phoneRsvp.confirm.people': '¿Cuántas personas asistirán?',
  'phoneRsvp.confirm.peopleHint': 'Incluyéndote a ti.',
  'phoneRsvp.confirm.peopleOption': '{count, plural, one {# persona} other {# personas}}',
  'phoneRsvp.confirm.peopleMin': 'Debe seleccionar al menos 1 persona',
  'phoneRsvp.confirm.confirm': 'Confirmar asistencia',
  'phoneRsvp.confirm.confirming': 'Confirmando…',
  'phoneRsvp.confirm.decline': 'No podré asistir',
  'phoneRsvp.confirm.declining': 'Enviando…',
  'phoneRsvp.confirm.back': 'Volver',
  'phoneRsvp.success.confirmTitle': '¡Confirmación exitosa!',
  'phoneRsvp.success.declineTitle': '¡Respuesta registrada!',
  'phoneRsvp.success.confirmMessage':
    'Hemos registrado tu asistencia para {count, plural, one {# persona} other {# personas}}. ¡Te esperamos el {date}!',
  'phoneRsvp.success.confirmMessageToday':
    'Hemos registrado tu asistencia para {count, plural, one {# persona} other {# personas}}. ¡Te esperamos hoy!',
  'phoneRsvp.success.confirmMessagePast':
    'Hemos registrado tu asistencia para {count, plural, one {# persona} other {# personas}}.',
  'phoneRsvp.success.specialMessage':
    '¡Qué alegría tan grande! Gracias por acompañar a {bride} y {groom} en el compromiso más importante de sus vidas. Su amor y su ejemplo los trajeron hasta aquí, y este día también es de ustedes: dos familias que se unen en una sola. ¡Los esperamos con todo nuestro cariño!',
  'phoneRsvp.success.declineMessage': 'Lamentamos que no puedas acompañarnos. Gracias por avisarnos.',
  'phoneRsvp.success.thanks': '¡Gracias, {name}!',
  'phoneRsvp.success.change':
    'Si algo cambia, puedes volver a buscar tu número y cambiar tu respuesta antes del {date}.',
  'phoneRsvp.success.changeLate': 'Si algo cambia, puedes volver a buscar tu número y cambiar tu respuesta.',
  'phoneRsvp.success.another': 'Otra confirmación',
  'phoneRsvp.toast.notFoundTitle': 'Número no encontrado',
  'phoneRsvp.toast.notFoundBody': 'Este número de teléfono no está en nuestra lista de invitados.',
  'phoneRsvp.toast.searchErrorTitle': 'Error al buscar el número',
  'phoneRsvp.toast.searchErrorBody': 'No se pudo buscar el número de teléfono.',
  'phoneRsvp.toast.confirmErrorTitle': 'Error al confirmar la asistencia',
  'phoneRsvp.toast.confirmErrorBody': 'No se pudo confirmar la asistencia.',
  'phoneRsvp.toast.declineErrorTitle': 'Error al rechazar la invitación',
  'phoneRsvp.toast.declineErrorBody': 'No se pudo rechazar la invitación.',
  'phoneRsvp.toast.rateLimitedTitle': 'Demasiados intentos',
  'phoneRsvp.toast.rateLimitedBody': 'Por favor, espera unos minutos e inténtalo de nuevo.',
} as const;

export const en: Translation<typeof es> = {
  'phoneRsvp.pageTitle': 'RSVP',
  'phoneRsvp.kicker': 'RSVP',
  'phoneRsvp.title': 'Confirm your attendance',
  'phoneRsvp.lead':
    'Enter the WhatsApp number your invitation was sent to and we will find you on the guest list.',
  'phoneRsvp.steps': 'Step {current} of {total}',
  'phoneRsvp.search.title': 'Find your invitation',
  'phoneRsvp.country': 'Country',
  'phoneRsvp.countryOption': '{country} ({code})',
  'phoneRsvp.phone': 'WhatsApp number',
  'phoneRsvp.phoneHint': "With or without the country code. Spaces, dashes and parentheses don't matter.",
  'phoneRsvp.search': 'Search',
  'phoneRsvp.searching': 'Searching…',
  'phoneRsvp.emailOption': 'No WhatsApp, or did your invitation come by email?',
  'phoneRsvp.emailLink': 'Reply with the email form.',
  'phoneRsvp.phoneRequired': 'Phone number is required',
  'phoneRsvp.phoneInvalid': 'Please enter a valid phone number',
  'phoneRsvp.help.notFound':
    "We couldn't find {phone} on the guest list. Check that the number and the country are the ones your invitation came to.",
  'phoneRsvp.help.error':
    "We couldn't search for the number. Check your connection and try again in a moment.",
  'phoneRsvp.help.limited': 'There were many tries in a row. Please wait a few minutes and try again.',
  'phoneRsvp.help.contact': 'Need a hand?',
  'phoneRsvp.help.contactLink': 'Write to the couple with your number',
  'phoneRsvp.confirm.greeting': 'Hello!',
  'phoneRsvp.confirm.invitedFor':
    'Your invitation is for {max, plural, one {# person} other {up to # people}}.',
  'phoneRsvp.confirm.currentStatus': 'Current response: {status}',
  'phoneRsvp.confirm.number': 'Number: {phone}',
  'phoneRsvp.help.whichCountry': 'This number could be from more than one country. Which one is yours?',
  'phoneRsvp.help.countryChoice': 'Search in {country} ({phone})',
  'phoneRsvp.status.pendiente': 'Pending',
  'phoneRsvp.status.confirmado': 'Confirmed',
  'phoneRsvp.status.rechazado': 'Declined',
  'phoneRsvp.confirm.people': 'How many people will attend?',
  'phoneRsvp.confirm.peopleHint': 'Including you.',
  'phoneRsvp.confirm.peopleOption': '{count, plural, one {# person} other {# people}}',
  'phoneRsvp.confirm.peopleMin': 'Must confirm at least 1 person',
  'phoneRsvp.confirm.confirm': 'Confirm attendance',
  'phoneRsvp.confirm.confirming': 'Confirming…',
  'phoneRsvp.confirm.decline': "I can't attend",
  'phoneRsvp.confirm.declining': 'Sending…',
  'phoneRsvp.confirm.back': 'Back',
  'phoneRsvp.success.confirmTitle': 'Confirmation Successful!',
  'phoneRsvp.success.declineTitle': 'Response Recorded!',
  'phoneRsvp.success.confirmMessage':
    'We have recorded your attendance for {count, plural, one {# person} other {# people}}. See you on {date}!',
  'phoneRsvp.success.confirmMessageToday':
    'We have recorded your attendance for {count, plural, one {# person} other {# people}}. See you today!',
  'phoneRsvp.success.confirmMessagePast':
    'We have recorded your attendance for {count, plural, one {# person} other {# people}}.',
  // Spec §2: for the parents the confirm message is a Spanish congratulation, in either language.
  'phoneRsvp.success.specialMessage':
    '¡Qué alegría tan grande! Gracias por acompañar a {bride} y {groom} en el compromiso más importante de sus vidas. Su amor y su ejemplo los trajeron hasta aquí, y este día también es de ustedes: dos familias que se unen en una sola. ¡Los esperamos con todo nuestro cariño!',
  'phoneRsvp.success.declineMessage': "We're sorry you can't join us. Thank you for letting us know.",
  'phoneRsvp.success.thanks': 'Thank you, {name}!',
  'phoneRsvp.success.change':
    'If anything changes, you can search for your number again and change your reply before {date}.',
  'phoneRsvp.success.changeLate':
    'If anything changes, you can search for your number again and change your reply.',
  'phoneRsvp.success.another': 'Another confirmation',
  'phoneRsvp.toast.notFoundTitle': 'Number not found',
  'phoneRsvp.toast.notFoundBody': 'This phone number is not on our guest list.',
  'phoneRsvp.toast.searchErrorTitle': 'Error searching number',
  'phoneRsvp.toast.searchErrorBody': 'Could not search the phone number.',
  'phoneRsvp.toast.confirmErrorTitle': 'Error confirming attendance',
  'phoneRsvp.toast.confirmErrorBody': 'Could not confirm attendance.',
  'phoneRsvp.toast.declineErrorTitle': 'Error declining invitation',
  'phoneRsvp.toast.declineErrorBody': 'Could not decline the invitation.',
  'phoneRsvp.toast.rateLimitedTitle': 'Too many attempts',
  'phoneRsvp.toast.rateLimitedBody': 'Please wait a few minutes and try again.',
};

export type PhoneRsvpMessageId = keyof typeof es;
