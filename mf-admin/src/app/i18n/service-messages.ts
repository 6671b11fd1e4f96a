/**
 * The services' own messages an admin reads (a toast after a call, a field's error from a form check), in
 * Spanish, keyed by the English message each service and shared schema sends (its constant in
 * shared-contracts, not a copy). `t.known()` finds them; a message not here shows as it came.
 */
import {
  ADMIN_ACCESS_MESSAGES,
  ADMIN_AUTH_MESSAGES,
  ADMIN_AUTH_SERVER_MESSAGES,
  ADMIN_PARTY_MESSAGES,
  ADMIN_RSVP_MESSAGES,
  GUEST_FIELDS,
  GUEST_MESSAGES,
  type GuestField,
  type GuestFieldId,
  INVITADO_MESSAGES,
  PARTY_MESSAGES,
  REMINDER_MESSAGES,
  SITE_BACKUP_MESSAGES,
  USER_MESSAGES,
} from '@wedding/shared-contracts';

/** Each of the hosts' own guest fields' message (GUEST_FIELDS' `message`) in Spanish, from its range. */
const GUEST_FIELD_MESSAGES_ES: Record<GuestFieldId, (field: GuestField) => string> = {
  table: ({ min, max }) => `La mesa debe ser un número entero del ${min} al ${max}`,
};

export const SERVICE_MESSAGES_ES: Readonly<Record<string, string>> = {
  [ADMIN_ACCESS_MESSAGES.super_admin]: 'Se requiere acceso de superadministrador',
  [ADMIN_ACCESS_MESSAGES.admin]: 'Se requiere acceso de administrador',
  [ADMIN_ACCESS_MESSAGES.moderator]: 'Se requiere acceso de moderador',
  [ADMIN_AUTH_MESSAGES.usernameRequired]: 'El usuario es obligatorio',
  [ADMIN_AUTH_MESSAGES.passwordRequired]: 'La contraseña es obligatoria',
  [ADMIN_AUTH_MESSAGES.usernameMin]: 'El usuario debe tener al menos 3 caracteres',
  [ADMIN_AUTH_MESSAGES.passwordMin]: 'La contraseña debe tener al menos 6 caracteres',
  [ADMIN_AUTH_MESSAGES.passwordsDoNotMatch]: 'Las contraseñas no coinciden',
  [ADMIN_AUTH_MESSAGES.passwordCommon]: 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
  [ADMIN_AUTH_SERVER_MESSAGES.invalidCredentials]: 'Usuario o contraseña incorrectos',
  [ADMIN_AUTH_SERVER_MESSAGES.authenticationRequired]: 'Se requiere iniciar sesión',
  [ADMIN_AUTH_SERVER_MESSAGES.setupCompleted]: 'La configuración ya se completó',
  [ADMIN_AUTH_SERVER_MESSAGES.setupSuccessful]: 'Cuenta de administración creada',
  [ADMIN_AUTH_SERVER_MESSAGES.tooManyLoginAttempts]:
    'Demasiados intentos de inicio de sesión. Inténtalo más tarde.',
  [ADMIN_AUTH_SERVER_MESSAGES.crossSiteRefused]: 'No se permiten peticiones desde otro sitio',
  [ADMIN_AUTH_SERVER_MESSAGES.busy]: 'Hay otro inicio de sesión en esta cuenta en curso. Inténtalo de nuevo.',
  [ADMIN_AUTH_SERVER_MESSAGES.loginsBusy]:
    'Se están intentando demasiados inicios de sesión ahora mismo. Inténtalo de nuevo en un momento.',
  [ADMIN_RSVP_MESSAGES.deleted]: 'Respuesta eliminada',
  [ADMIN_RSVP_MESSAGES.matched]: 'Respuesta asociada al invitado',
  [ADMIN_RSVP_MESSAGES.notFound]: 'No se encontró la respuesta',
  [ADMIN_RSVP_MESSAGES.guestNotFound]: 'No se encontró el invitado',
  [ADMIN_RSVP_MESSAGES.alreadyMatched]: 'Esta respuesta ya está asociada a un invitado',
  [ADMIN_RSVP_MESSAGES.guestHasAnswer]: 'Este invitado ya tiene una respuesta: elimina o conserva esa',
  [GUEST_MESSAGES.nameRequired]: 'El nombre es obligatorio',
  [GUEST_MESSAGES.emailInvalid]: 'Correo electrónico inválido',
  [GUEST_MESSAGES.phoneInvalid]: 'Número de teléfono inválido',
  [GUEST_MESSAGES.categoryInvalid]: 'La categoría debe ser una de las seis categorías de invitados',
  [GUEST_MESSAGES.maxPeopleMin]: 'El máximo de personas debe ser al menos 1',
  [GUEST_MESSAGES.maxPeopleMax]: 'El máximo de personas debe ser como mucho 10',
  [GUEST_MESSAGES.maxPeopleInteger]: 'El máximo de personas debe ser un número entero',
  [GUEST_MESSAGES.confirmedPeopleMin]: 'Las personas confirmadas deben ser al menos 0',
  [GUEST_MESSAGES.confirmedPeopleMax]: 'Las personas confirmadas deben ser como mucho 10',
  [GUEST_MESSAGES.confirmedPeopleInteger]: 'Las personas confirmadas deben ser un número entero',
  ...Object.fromEntries(
    GUEST_FIELDS.map((field) => [field.message, GUEST_FIELD_MESSAGES_ES[field.id](field)]),
  ),
  [INVITADO_MESSAGES.phoneRequired]: 'El teléfono es obligatorio',
  [INVITADO_MESSAGES.categoryRequired]: 'La categoría es obligatoria',
  [INVITADO_MESSAGES.maxPeopleRange]: 'El máximo de personas debe estar entre 1 y 10',
  [INVITADO_MESSAGES.companionsRange]: 'Los acompañantes deben estar entre 0 y 10',
  [INVITADO_MESSAGES.confirmedPeopleMin]: 'Las personas confirmadas no pueden ser negativas',
  [INVITADO_MESSAGES.statusInvalid]: 'El estado debe ser pendiente, confirmado o rechazado',
  [INVITADO_MESSAGES.maxBelowConfirmed]:
    'El máximo no puede ser menor que las personas que este invitado ha confirmado',
  [REMINDER_MESSAGES.busy]: 'Alguien está cambiando este invitado ahora mismo. Inténtalo de nuevo.',
  [REMINDER_MESSAGES.answered]:
    'Este número de WhatsApp ya respondió (en una de las listas): no recibe recordatorio.',
  [REMINDER_MESSAGES.templateRequired]: 'El mensaje es obligatorio',
  [REMINDER_MESSAGES.templateTooLong]: 'El mensaje debe tener como máximo 1000 caracteres',
  [REMINDER_MESSAGES.templateNeedsLink]:
    'El mensaje debe contener {link}, el enlace donde el invitado responde',
  [REMINDER_MESSAGES.templateUnknownPlaceholder]: 'Usa solo los marcadores {name}, {deadline} y {link}',
  [REMINDER_MESSAGES.templatesSaved]: 'Mensajes de recordatorio guardados',
  [SITE_BACKUP_MESSAGES.restored]: 'Se restauró todo el sitio a partir de la copia de seguridad',
  [SITE_BACKUP_MESSAGES.notABackup]:
    'Este archivo no es una copia de seguridad completa de este sitio (el archivo .json de Exportar ▸ Copia de seguridad completa). No se restauró nada.',
  [SITE_BACKUP_MESSAGES.notJson]: 'No se pudo leer el archivo de copia (no es JSON). No se restauró nada.',
  [SITE_BACKUP_MESSAGES.invalid]:
    'El archivo de copia está dañado o se modificó a mano. No se restauró nada.',
  [SITE_BACKUP_MESSAGES.busy]:
    'Ahora mismo se está importando o reemplazando la lista de invitados. Espera a que termine y vuelve a intentarlo.',
  [USER_MESSAGES.roleRequired]: 'El rol es obligatorio',
  [USER_MESSAGES.roleInvalid]: 'El rol debe ser super_admin, admin o moderator',
  [USER_MESSAGES.notFound]: 'No se encontró el usuario',
  [USER_MESSAGES.usernameTaken]: 'Ya existe un usuario con ese nombre',
  [USER_MESSAGES.phoneTaken]: 'Ya existe un usuario con ese teléfono',
  [USER_MESSAGES.cannotDeactivateSelf]: 'No puedes desactivar tu propia cuenta',
  [USER_MESSAGES.lastSuperAdminDeactivate]: 'No se puede desactivar al último superadministrador activo',
  [USER_MESSAGES.lastSuperAdminDemote]: 'No se puede cambiar el rol del último superadministrador activo',
  [USER_MESSAGES.created]: 'Usuario creado',
  [USER_MESSAGES.updated]: 'Usuario actualizado',
  [USER_MESSAGES.deactivated]: 'Usuario desactivado',
  [ADMIN_PARTY_MESSAGES.notConfirmed]:
    'Solo un invitado confirmado tiene personas que nombrar: confírmalo primero',
  [ADMIN_PARTY_MESSAGES.tooMany]: 'No puede haber más personas de las que confirmó el invitado',
  // who is coming, by name: the rules' own Spanish (shared-contracts' party.ts)
  ...Object.fromEntries(Object.values(PARTY_MESSAGES).map(({ en, es }) => [en, es])),
};
