import type { Translation } from '../../shared/i18n/define-messages';

export const es = {
  'emailRsvp.pageTitle': 'Confirmación por correo',
  'emailRsvp.kicker': 'RSVP',
  'emailRsvp.title': 'Confirma por correo',
  'emailRsvp.lead': 'Déjanos tu nombre y tu correo, y dinos si nos acompañarás.',
  'emailRsvp.phoneOption': '¿Tu invitación llegó por WhatsApp?',
  'emailRsvp.phoneLink': 'Confirma con tu número de teléfono.',
  'emailRsvp.form.label': 'Formulario de confirmación',
  'emailRsvp.form.optional': '(opcional)',
  'emailRsvp.name': 'Nombre completo',
  'emailRsvp.email': 'Correo electrónico',
  'emailRsvp.emailHint': 'Si ya respondiste con este correo, podrás cambiar tu respuesta.',
  'emailRsvp.attending': '¿Asistirás?',
  'emailRsvp.attending.yes': 'Sí, asistiré',
  'emailRsvp.attending.no': 'No podré asistir',
  'emailRsvp.guestCount': 'Número de invitados',
  'emailRsvp.guestCountHint': 'Incluyéndote a ti (de 1 a 10).',
  'emailRsvp.decrease': 'Uno menos',
  'emailRsvp.increase': 'Uno más',
  'emailRsvp.message': 'Mensaje para los novios',
  'emailRsvp.dietary': 'Restricciones alimentarias',
  'emailRsvp.dietaryHint': 'Por ejemplo: vegetariano, sin gluten, alergia a los mariscos.',
  'emailRsvp.submit': 'Enviar confirmación',
  'emailRsvp.update': 'Actualizar confirmación',
  'emailRsvp.submitting': 'Enviando…',
  'emailRsvp.existing':
    'Ya recibimos una respuesta con este correo. Puedes cambiarla aquí y enviarla de nuevo.',
  'emailRsvp.errors.nameRequired': 'El nombre es requerido',
  'emailRsvp.errors.emailInvalid': 'Correo electrónico inválido',
  'emailRsvp.errors.attendingRequired': 'Indica si asistirás',
  'emailRsvp.errors.guestCountMin': 'Debe haber al menos 1 invitado',
  'emailRsvp.errors.guestCountMax': 'Máximo 10 invitados permitidos',
  'emailRsvp.errors.tooLong': 'Máximo {max} caracteres',
  'emailRsvp.errors.invalid': 'Revisa este campo',
  /** The server's refusal of more people than the invitation allows (RSVP_MESSAGES.guestCountOverMaximum). */
  'emailRsvp.errors.overMaximum':
    '{max, plural, one {Tu invitación es para 1 persona.} other {Tu invitación es para # personas como máximo.}}',
  'emailRsvp.success.receivedTitle': '¡Confirmación recibida!',
  'emailRsvp.success.updatedTitle': '¡Confirmación actualizada!',
  'emailRsvp.success.attending':
    'Gracias, {name}. Hemos registrado tu asistencia para {count, plural, one {# persona} other {# personas}}. ¡Te esperamos el {date}!',
  'emailRsvp.success.notAttending': 'Gracias por avisarnos, {name}. Lamentamos que no puedas acompañarnos.',
  'emailRsvp.success.change': 'Cambiar mi respuesta',
  'emailRsvp.party.hint':
    'Es opcional: los nombres y lo que comerá cada persona nos ayudan con las mesas y el menú. Para cambiarlo más adelante, envía de nuevo tu respuesta con este correo y vuelve a completarlo.',
  // when the hosts ask for no dish: names and dietary needs only
  'emailRsvp.party.hintNoMeals':
    'Es opcional: los nombres de quienes vienen y sus necesidades de alimentación nos ayudan con las mesas y la cena. Para cambiarlo más adelante, envía de nuevo tu respuesta con este correo y vuelve a completarlo.',
  'emailRsvp.success.attendingToday':
    'Gracias, {name}. Hemos registrado tu asistencia para {count, plural, one {# persona} other {# personas}}. ¡Te esperamos hoy!',
  'emailRsvp.success.attendingPast':
    'Gracias, {name}. Hemos registrado tu asistencia para {count, plural, one {# persona} other {# personas}}.',
  'emailRsvp.toast.errorTitle': 'Error',
  'emailRsvp.toast.errorBody': 'Hubo un error al enviar tu confirmación. Por favor, inténtalo de nuevo.',
  'emailRsvp.toast.rateLimitedTitle': 'Demasiadas solicitudes',
  'emailRsvp.toast.rateLimitedBody': 'Por favor, espera unos minutos e inténtalo de nuevo.',
  'emailRsvp.toast.conflictTitle': 'Este correo ya se usó para responder a otra invitación',
  'emailRsvp.toast.conflictBody':
    'Usa el correo con el que respondiste antes, o escríbenos desde la página de contacto.',
} as const;

export const en: Translation<typeof es> = {
  'emailRsvp.pageTitle': 'RSVP by email',
  'emailRsvp.kicker': 'RSVP',
  'emailRsvp.title': 'RSVP by email',
  'emailRsvp.lead': 'Leave us your name and email, and tell us whether you can join us.',
  'emailRsvp.phoneOption': 'Did your invitation come by WhatsApp?',
  'emailRsvp.phoneLink': 'Confirm with your phone number.',
  'emailRsvp.form.label': 'RSVP form',
  'emailRsvp.form.optional': '(optional)',
  'emailRsvp.name': 'Full name',
  'emailRsvp.email': 'Email',
  'emailRsvp.emailHint': 'If you have already replied with this email, you can change your reply.',
  'emailRsvp.attending': 'Will you attend?',
  'emailRsvp.attending.yes': 'Yes, I will attend',
  'emailRsvp.attending.no': "I can't attend",
  'emailRsvp.guestCount': 'Number of guests',
  'emailRsvp.guestCountHint': 'Including you (1 to 10).',
  'emailRsvp.decrease': 'One fewer',
  'emailRsvp.increase': 'One more',
  'emailRsvp.message': 'Message to the couple',
  'emailRsvp.dietary': 'Dietary restrictions',
  'emailRsvp.dietaryHint': 'For example: vegetarian, gluten-free, shellfish allergy.',
  'emailRsvp.submit': 'Send RSVP',
  'emailRsvp.update': 'Update confirmation',
  'emailRsvp.submitting': 'Sending…',
  'emailRsvp.existing': 'We already have a reply from this email. You can change it here and send it again.',
  'emailRsvp.errors.nameRequired': 'Name is required',
  'emailRsvp.errors.emailInvalid': 'Invalid email address',
  'emailRsvp.errors.attendingRequired': 'Please tell us whether you will attend',
  'emailRsvp.errors.guestCountMin': 'There must be at least 1 guest',
  'emailRsvp.errors.guestCountMax': 'At most 10 guests allowed',
  'emailRsvp.errors.tooLong': 'At most {max} characters',
  'emailRsvp.errors.invalid': 'Please check this field',
  'emailRsvp.errors.overMaximum':
    '{max, plural, one {Your invitation is for 1 person.} other {Your invitation is for at most # people.}}',
  'emailRsvp.success.receivedTitle': 'RSVP received!',
  'emailRsvp.success.updatedTitle': 'RSVP updated!',
  'emailRsvp.success.attending':
    'Thank you, {name}. We have you down for {count, plural, one {# person} other {# people}}. See you on {date}!',
  'emailRsvp.success.notAttending': "Thank you for letting us know, {name}. We're sorry you can't join us.",
  'emailRsvp.success.change': 'Change my reply',
  'emailRsvp.party.hint':
    'Optional: names and what each person will eat help us with the tables and the menu. To change it later, send your reply again with this email address and fill it in once more.',
  'emailRsvp.party.hintNoMeals':
    'Optional: the names of who is coming and any dietary needs help us with the tables and the dinner. To change it later, send your reply again with this email address and fill it in once more.',
  'emailRsvp.success.attendingToday':
    'Thank you, {name}. We have you down for {count, plural, one {# person} other {# people}}. See you today!',
  'emailRsvp.success.attendingPast':
    'Thank you, {name}. We have you down for {count, plural, one {# person} other {# people}}.',
  'emailRsvp.toast.errorTitle': 'Error',
  'emailRsvp.toast.errorBody': 'There was an error submitting your RSVP. Please try again.',
  'emailRsvp.toast.rateLimitedTitle': 'Too many requests',
  'emailRsvp.toast.rateLimitedBody': 'Please wait a few minutes and try again.',
  'emailRsvp.toast.conflictTitle': 'This email address has already been used to answer another invitation',
  'emailRsvp.toast.conflictBody':
    'Use the email address you answered with before, or write to us from the Contact page.',
};

export type EmailRsvpMessageId = keyof typeof es;
