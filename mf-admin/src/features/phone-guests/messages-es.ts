/** The phone-guests screens in Spanish: the messages only they show (composed in app/i18n/messages-es.ts). */
export const PHONE_GUESTS_MESSAGES_ES: Readonly<Record<string, string>> = {
  Country: 'País',
  'WhatsApp Phone': 'Teléfono de WhatsApp',
  'The number the guest will type on the RSVP page':
    'El número que el invitado escribirá en la página de confirmación',
  'Every field; importing it restores the list': 'Todos los campos; al importarlo se recupera la lista',
  'Each row updated the phone guest with its WhatsApp number or added a new one; answers stay as the guests gave them.':
    'Cada fila actualizó al invitado por teléfono con su número de WhatsApp o añadió uno nuevo; las respuestas quedan como las dieron los invitados.',
  'Failed to export phone guests': 'No se pudieron exportar los invitados por teléfono',
  'Export the phone guests': 'Exportar los invitados por teléfono',
  'Import phone guests': 'Importar invitados por teléfono',
  'Phone guest created successfully': 'Invitado por teléfono creado',
  'Failed to create phone guest': 'No se pudo crear el invitado por teléfono',
  'Add Phone Guest': 'Añadir invitado por teléfono',
  'The guest will find their invitation on the RSVP page by this WhatsApp number.':
    'El invitado encontrará su invitación en la página de confirmación con este número de WhatsApp.',
  'Add phone guest': 'Añadir invitado por teléfono',
  'Full Name': 'Nombre completo',
  Category: 'Categoría',
  'Not set': 'Sin indicar',
  'Phone guest updated successfully': 'Invitado por teléfono actualizado',
  'Failed to update phone guest': 'No se pudo actualizar el invitado por teléfono',
  'Edit Phone Guest': 'Editar invitado por teléfono',
  'Saved number:': 'Número guardado:',
  Phone: 'Teléfono',
  'Edit phone guest': 'Editar invitado por teléfono',
  'Confirmed people count towards Total Attendees while the guest is Confirmed.':
    'Las personas confirmadas cuentan en el total de asistentes mientras el invitado está Confirmado.',
  'Failed to load phone guests. Please try again.':
    'No se pudieron cargar los invitados por teléfono. Inténtalo de nuevo.',
  'All categories': 'Todas las categorías',
  'Bulk action failed': 'No se pudo completar la acción en bloque',
  '{count} phone guest(s) deleted.': '{count} invitado(s) por teléfono eliminado(s).',
  '{count} phone guest(s) reset to pending.': '{count} invitado(s) por teléfono vuelto(s) a pendiente.',
  'Phone Guests Deleted': 'Invitados por teléfono eliminados',
  'Phone Guests Reset': 'Invitados por teléfono restablecidos',
  'Failed to delete phone guests': 'No se pudieron eliminar los invitados por teléfono',
  'Failed to reset phone guests': 'No se pudieron restablecer los invitados por teléfono',
  '{done} Not done ({count}): {names} — {reason}': '{done} Sin hacer ({count}): {names} — {reason}',
  'Phone Guest Deleted': 'Invitado por teléfono eliminado',
  '{name} was deleted.': 'Se eliminó a {name}.',
  'Failed to delete phone guest': 'No se pudo eliminar el invitado por teléfono',
  'Phone guest reset to pending': 'El invitado por teléfono volvió a pendiente',
  'Total Attendees': 'Total de asistentes',
  'Search phone guests': 'Buscar invitados por teléfono',
  'Name, phone or category': 'Nombre, teléfono o categoría',
  'Reset selected ({count})': 'Restablecer seleccionados ({count})',
  'Reset selected': 'Restablecer seleccionados',
  'Delete selected ({count})': 'Eliminar seleccionados ({count})',
  'No phone guests found matching your search.': 'Ningún invitado por teléfono coincide con tu búsqueda.',
  'No phone guests found.': 'No se encontraron invitados por teléfono.',
  'Guests who answer on the RSVP page with their WhatsApp number':
    'Invitados que responden en la página de confirmación con su número de WhatsApp',
  'Reset Confirmation?': '¿Restablecer la confirmación?',
  '{name} goes back to Pending and their confirmed people are cleared, as if they had not answered yet. Their notes are kept.':
    '{name} vuelve a Pendiente y se borran sus personas confirmadas, como si aún no hubiera respondido. Sus notas se conservan.',
  Reset: 'Restablecer',
  'Resetting...': 'Restableciendo...',
  'Reset Selected Guests?': '¿Restablecer los invitados seleccionados?',
  '{count} confirmed guest(s) go back to Pending and their confirmed people are cleared, as if they had not answered yet: {names}. Their notes are kept.':
    '{count} invitado(s) confirmado(s) vuelven a Pendiente y se borran sus personas confirmadas, como si aún no hubieran respondido: {names}. Sus notas se conservan.',
  'Reset {count}': 'Restablecer {count}',
  'Delete Selected Guests?': '¿Eliminar los invitados seleccionados?',
  '{count} phone guest(s) and their answer history will be deleted: {names}. This action cannot be undone.':
    'Se eliminarán {count} invitado(s) por teléfono y su historial de respuestas: {names}. Esta acción no se puede deshacer.',
  'Delete Phone Guest?': '¿Eliminar el invitado por teléfono?',
  'Reset {name}': 'Restablecer a {name}',
  'Phone guests': 'Invitados por teléfono',
  '{name} and their answer history will be deleted. This action cannot be undone.':
    'Se eliminará a {name} y su historial de respuestas. Esta acción no se puede deshacer.',
  '{matching} of {total, plural, one {# guest} other {# guests}} · updated {time}':
    '{matching} de {total, plural, one {# invitado} other {# invitados}} · actualizado {time}',
  '{total, plural, one {# guest} other {# guests}} · updated {time}':
    '{total, plural, one {# invitado} other {# invitados}} · actualizado {time}',
};
