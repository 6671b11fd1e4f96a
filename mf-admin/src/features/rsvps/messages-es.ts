/** The rsvps screens in Spanish: the messages only they show (composed in app/i18n/messages-es.ts). */
export const RSVPS_MESSAGES_ES: Readonly<Record<string, string>> = {
  'The answer brings {count} people': 'La respuesta trae {count} personas',
  'Guest Added': 'Invitado añadido',
  '{name} is on the guest list, with the answer they sent.':
    '{name} está en la lista de invitados, con la respuesta que envió.',
  'The guest was added, but the answer could not be matched to them: {reason}':
    'El invitado se añadió, pero la respuesta no se pudo asociar: {reason}',
  'The guest could not be added: {reason}': 'No se pudo añadir el invitado: {reason}',
  'Add as New Guest': 'Añadir como invitado nuevo',
  '{writer} answered: {answer}. They join the invitation list with this answer.':
    '{writer} respondió: {answer}. Entra en la lista de invitaciones con esta respuesta.',
  Email: 'Correo',
  'Guest included': 'Con el invitado incluido',
  'Adding...': 'Añadiendo...',
  'Answer Matched': 'Respuesta asociada',
  'The answer of {name} now counts for {guest}.': 'La respuesta de {name} ahora cuenta para {guest}.',
  'The answer of {name} now counts for the guest.': 'La respuesta de {name} ahora cuenta para el invitado.',
  'Could not load the guests: {reason}': 'No se pudieron cargar los invitados: {reason}',
  'Showing {shown} of {count} guests: search to narrow them.':
    'Mostrando {shown} de {count} invitados: busca para acotarlos.',
  'Match to a Guest': 'Asociar a un invitado',
  '{writer} answered: {answer}. Choose the guest this answer belongs to; the guest list will show it as their answer.':
    '{writer} respondió: {answer}. Elige el invitado al que pertenece esta respuesta; la lista de invitados la mostrará como suya.',
  'Name, email or invitation code': 'Nombre, correo o código de invitación',
  'up to {count}': 'hasta {count}',
  'too few places for this answer': 'pocos lugares para esta respuesta',
  '{guest} may bring {max}; matching raises the maximum to {count}.':
    '{guest} puede traer {max}; al asociar, el máximo sube a {count}.',
  'Raise to {count} and match': 'Subir a {count} y asociar',
  'Matching...': 'Asociando...',
  Match: 'Asociar',
  'Failed to load RSVP answers. Please try again.':
    'No se pudieron cargar las respuestas. Inténtalo de nuevo.',
  'Answer Deleted': 'Respuesta eliminada',
  'The answer of {name} was deleted.': 'Se eliminó la respuesta de {name}.',
  'Failed to delete the answer': 'No se pudo eliminar la respuesta',
  Answers: 'Respuestas',
  'Match no guest': 'Sin invitado',
  'Not on either guest list': 'No está en ninguna lista',
  'People attending': 'Personas que asisten',
  'In these answers': 'En estas respuestas',
  'Only answers that match no guest': 'Solo las respuestas sin invitado',
  'Every answer matches a guest.': 'Todas las respuestas tienen su invitado.',
  'No answers yet.': 'Todavía no hay respuestas.',
  'Every answer guests sent with the e-mail form':
    'Todas las respuestas que los invitados enviaron con el formulario por correo',
  'Delete Answer?': '¿Eliminar la respuesta?',
  'The answer of {writer} will be deleted. {guest} keeps the answer on the guest list. This action cannot be undone.':
    'Se eliminará la respuesta de {writer}. {guest} conserva la respuesta en la lista de invitados. Esta acción no se puede deshacer.',
  'The answer of {writer} will be deleted. This action cannot be undone.':
    'Se eliminará la respuesta de {writer}. Esta acción no se puede deshacer.',
  'Attending, {count, plural, one {# person} other {# people}}':
    'Asiste, {count, plural, one {# persona} other {# personas}}',
  'Not attending': 'No asiste',
  Answer: 'Respuesta',
  'Guest deleted': 'Invitado eliminado',
  'No match': 'Sin invitado',
  'Message and dietary notes': 'Mensaje y notas alimentarias',
  'Dietary: {note}': 'Dieta: {note}',
  'Coming: {people}': 'Vienen: {people}',
  None: 'Ninguno',
  'Last answered': 'Última respuesta',
  'Match to guest: the answer of {name}': 'Asociar a un invitado: la respuesta de {name}',
  'Add as new guest: {name}': 'Añadir como invitado nuevo: {name}',
  'New guest': 'Invitado nuevo',
  'Delete the answer of {name}': 'Eliminar la respuesta de {name}',
  'RSVP answers': 'Respuestas',
};
