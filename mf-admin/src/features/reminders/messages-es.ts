/** The reminders screens in Spanish: the messages only they show (composed in app/i18n/messages-es.ts). */
export const REMINDERS_MESSAGES_ES: Readonly<Record<string, string>> = {
  'Failed to load the guests to remind. Please try again.':
    'No se pudieron cargar los invitados por recordar. Inténtalo de nuevo.',
  'Everyone who has not answered': 'Todos los que no han respondido',
  'Never reminded': 'Nunca recordados',
  'Not reminded in the last 3 days': 'Sin recordatorio en los últimos 3 días',
  'Not reminded in the last 7 days': 'Sin recordatorio en los últimos 7 días',
  'Not reminded in the last 14 days': 'Sin recordatorio en los últimos 14 días',
  'Phone guest': 'Invitado por teléfono',
  'Invitation list': 'Lista de invitaciones',
  'Could not mark the reminder as sent': 'No se pudo marcar el recordatorio como enviado',
  WhatsApp: 'WhatsApp',
  Language: 'Idioma',
  'Last reminded': 'Último recordatorio',
  'Send reminder to {name} on WhatsApp': 'Enviar recordatorio a {name} por WhatsApp',
  'Send reminder': 'Enviar recordatorio',
  'Not a WhatsApp number: edit the guest': 'No es un número de WhatsApp: edita el invitado',
  "opens WhatsApp on this device with a message ready, in the guest's language, with the reply deadline and the link to answer. Nothing is sent until you press send in WhatsApp. The reminder is marked as sent when you open it.":
    'abre WhatsApp en este dispositivo con un mensaje listo, en el idioma del invitado, con la fecha límite y el enlace para responder. No se envía nada hasta que pulses enviar en WhatsApp. El recordatorio queda marcado como enviado al abrirlo.',
  'Not answered yet': 'Aún sin responder',
  'With a phone': 'Con teléfono',
  'Reminded this week': 'Recordados esta semana',
  'In the last 7 days': 'En los últimos 7 días',
  Show: 'Mostrar',
  'Guests to remind': 'Invitados por recordar',
  'Everyone here was reminded lately.': 'Todos los de aquí recibieron un recordatorio hace poco.',
  'Every guest with a phone has answered. Nobody to remind.':
    'Todos los invitados con teléfono respondieron. No hay nadie a quien recordar.',
  Reminders: 'Recordatorios',
  'Guests who have not answered, with a WhatsApp reminder for each':
    'Invitados que no han respondido, con un recordatorio de WhatsApp para cada uno',
  // search and filters, the deadline, the messages
  'Both lists': 'Ambas listas',
  'Phone guest list': 'Lista de invitados por teléfono',
  'Every group': 'Todos los grupos',
  'Without a group': 'Sin grupo',
  'Search by name': 'Buscar por nombre',
  'Name or surname': 'Nombre o apellido',
  List: 'Lista',
  'No guest matches the search or filters.': 'Ningún invitado coincide con la búsqueda o los filtros.',
  'The reply deadline ({date}) has passed: reminders now say the list is closing and ask for an answer today.':
    'La fecha límite para responder ({date}) ya pasó: los recordatorios ahora dicen que la lista se está cerrando y piden una respuesta hoy.',
  'Edit messages': 'Editar mensajes',
  'View messages': 'Ver mensajes',
  'Reminder messages': 'Mensajes de recordatorio',
  'The message each guest receives, in their language. After the reply deadline the second one is used.':
    'El mensaje que recibe cada invitado, en su idioma. Después de la fecha límite se usa el segundo.',
  'The message each guest receives, in their language. Only admins can change the messages.':
    'El mensaje que recibe cada invitado, en su idioma. Solo los administradores pueden cambiar los mensajes.',
  'Until the reply deadline': 'Hasta la fecha límite para responder',
  'After the reply deadline': 'Después de la fecha límite para responder',
  'Could not save the messages': 'No se pudieron guardar los mensajes',
  'Failed to load the messages. Please try again.': 'No se pudieron cargar los mensajes. Inténtalo de nuevo.',
  Close: 'Cerrar',
  'Save messages': 'Guardar mensajes',
  'Restore default': 'Restaurar el predeterminado',
  'Preview for {name}': 'Vista previa para {name}',
  'Placeholders: {name} (first name), {deadline} (reply deadline), {link} (required).':
    'Marcadores: {name} (nombre de pila), {deadline} (fecha límite), {link} (obligatorio).',
  'Which reminders': 'Qué recordatorios',
  'Who has not answered': 'Quién no ha respondido',
  'Confirmed, details missing': 'Confirmados sin detalles',
  'Failed to load the confirmed guests missing details. Please try again.':
    'No se pudieron cargar los confirmados sin detalles. Inténtalo de nuevo.',
  'Guests who confirmed but have not named everyone coming, or a meal for each. Send reminder opens WhatsApp on this device with a message ready, in their language, with the link to their page. Nothing is sent until you press send in WhatsApp.':
    'Invitados que confirmaron pero no dieron el nombre de cada persona que viene, o un plato para cada una. Enviar recordatorio abre WhatsApp en este dispositivo con un mensaje listo, en su idioma, con el enlace a su página. No se envía nada hasta que pulses enviar en WhatsApp.',
  'Edit message': 'Editar mensaje',
  'View message': 'Ver mensaje',
  'People not named yet': 'Personas aún sin nombre',
  'Confirmed guests missing details': 'Invitados confirmados sin detalles',
  'Every confirmed guest with a phone has named everyone coming, each with a meal.':
    'Todos los invitados confirmados con teléfono dieron el nombre y el plato de cada persona.',
  '{named} of {people} named': '{named} de {people} con nombre',
  '{count, plural, one {# without a meal} other {# without a meal}}':
    '{count, plural, one {# sin plato} other {# sin plato}}',
  Missing: 'Falta',
  'Reminder message': 'Mensaje del recordatorio',
  'The message each confirmed guest missing details receives, in their language.':
    'El mensaje que recibe cada invitado confirmado sin detalles, en su idioma.',
  'The message each confirmed guest missing details receives, in their language. Only admins can change it.':
    'El mensaje que recibe cada invitado confirmado sin detalles, en su idioma. Solo los administradores pueden cambiarlo.',
  // the second kind when the hosts ask for no meal: only names are missing
  'Confirmed, names missing': 'Confirmados sin nombres',
  'Guests who confirmed but have not named everyone coming. Send reminder opens WhatsApp on this device with a message ready, in their language, with the link to their page. Nothing is sent until you press send in WhatsApp.':
    'Invitados que confirmaron pero no dieron el nombre de cada persona que viene. Enviar recordatorio abre WhatsApp en este dispositivo con un mensaje listo, en su idioma, con el enlace a su página. No se envía nada hasta que pulses enviar en WhatsApp.',
  'Confirmed guests missing names': 'Invitados confirmados sin nombres',
  'Every confirmed guest with a phone has named everyone coming.':
    'Todos los invitados confirmados con teléfono dieron el nombre de cada persona.',
  'The message each confirmed guest missing names receives, in their language.':
    'El mensaje que recibe cada invitado confirmado sin nombres, en su idioma.',
  'The message each confirmed guest missing names receives, in their language. Only admins can change it.':
    'El mensaje que recibe cada invitado confirmado sin nombres, en su idioma. Solo los administradores pueden cambiarlo.',
};
