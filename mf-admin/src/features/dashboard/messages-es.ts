/** The dashboard screens in Spanish: the messages only they show (composed in app/i18n/messages-es.ts). */
export const DASHBOARD_MESSAGES_ES: Readonly<Record<string, string>> = {
  'No guests yet.': 'Todavía no hay invitados.',
  'Guest responses: {summary}': 'Respuestas de los invitados: {summary}',
  'All Guests': 'Todos los invitados',
  'Invitation list:': 'Lista de invitaciones:',
  'Phone guests:': 'Invitados por teléfono:',
  'Guest List': 'Lista de invitados',
  'Everyone invited: the invitation list and the phone guests.':
    'Todos los invitados: la lista de invitaciones y los invitados por teléfono.',
  '{count, plural, one {# person is} other {# people are}} on both lists (the same WhatsApp number), counted once.':
    '{count, plural, one {# persona está} other {# personas están}} en las dos listas (el mismo número de WhatsApp); se cuenta una vez.',
  'Expected Attendees': 'Asistentes esperados',
  'Guest Confirmations': 'Confirmaciones',
  'Who said yes, and the people they bring.': 'Quién dijo que sí, y las personas que trae.',
  'Confirmed Guests': 'Invitados confirmados',
  'Guest Confirmation Analytics': 'Análisis de las confirmaciones',
  'Response rate:': 'Tasa de respuesta:',
  'Total Capacity': 'Capacidad total',
  Attending: 'Asisten',
  'Remaining Capacity': 'Capacidad restante',
  Responses: 'Respuestas',
  'Action Needed': 'Pendiente de hacer',
  'Every guest has answered. Nothing is waiting for you.':
    'Todos los invitados respondieron. No hay nada pendiente.',
  '{count, plural, one {# guest has} other {# guests have}} not answered yet. Invitation list: {invitationList}, phone guests: {phoneGuests}.':
    '{count, plural, one {# invitado no ha} other {# invitados no han}} respondido todavía. Lista de invitaciones: {invitationList}, invitados por teléfono: {phoneGuests}.',
  'View All Guests': 'Ver todos los invitados',
  'View Phone Guests': 'Ver invitados por teléfono',
  'Send Reminders': 'Enviar recordatorios',
  'Confirmaciones por Teléfono': 'Confirmaciones por Teléfono',
  'Resumen de los invitados por teléfono': 'Resumen de los invitados por teléfono',
  Totales: 'Totales',
  'Total de invitados': 'Total de invitados',
  'Invitados confirmados': 'Invitados confirmados',
  'Invitados que rechazaron': 'Invitados que rechazaron',
  'Invitados pendientes': 'Invitados pendientes',
  'Total de personas confirmadas': 'Total de personas confirmadas',
  'Porcentaje de confirmados': 'Porcentaje de confirmados',
  'Por categoría': 'Por categoría',
  Categoría: 'Categoría',
  'Confirmados / Invitados': 'Confirmados / Invitados',
  'Please log in to access the dashboard': 'Inicia sesión para ver el panel',
  'Failed to load dashboard data': 'No se pudieron cargar los datos del panel',
  'Loading guest statistics': 'Cargando las cifras de invitados',
  'Wedding Admin Dashboard': 'Panel de administración de la boda',
  'Manage your wedding guests, RSVPs, and planning details':
    'Gestiona los invitados, las confirmaciones y los detalles de tu boda',
  'Dashboard navigation': 'Navegación del panel',
  'Welcome, {name}': 'Hola, {name}',
  'signed in as {role}': 'con sesión como {role}',
  'Meals and dietary needs': 'Platos y necesidades alimentarias',
  'No one has been named yet: guests name who is coming after they confirm.':
    'Todavía nadie tiene nombre: los invitados dicen quién viene después de confirmar.',
  '{count, plural, one {# person named} other {# people named}} by the confirmed guests.':
    '{count, plural, one {# persona nombrada} other {# personas nombradas}} por los invitados confirmados.',
  'People per meal': 'Personas por plato',
  'Named without a meal': 'Con nombre y sin plato',
  'Children among them': 'Niños entre ellas',
  'Dietary needs of the people named': 'Necesidades alimentarias de las personas nombradas',
  'No dietary needs': 'Sin necesidades alimentarias',
  'Every confirmed guest has named everyone coming, each with a meal.':
    'Todos los invitados confirmados dieron el nombre y el plato de cada persona.',
  '{count, plural, one {# confirmed guest is} other {# confirmed guests are}} missing names or meals.':
    'A {count, plural, one {# invitado confirmado le faltan} other {# invitados confirmados les faltan}} nombres o platos.',
  // the card when the hosts ask for no meal
  'Guests and dietary needs': 'Invitados y necesidades alimentarias',
  'Children among the people named': 'Niños entre las personas nombradas',
  'Every confirmed guest has named everyone coming.':
    'Todos los invitados confirmados dieron el nombre de cada persona.',
  '{count, plural, one {# confirmed guest is} other {# confirmed guests are}} missing names.':
    'A {count, plural, one {# invitado confirmado le faltan} other {# invitados confirmados les faltan}} nombres.',
};
