/** The not-found screens in Spanish: the messages only they show (composed in app/i18n/messages-es.ts). */
export const NOT_FOUND_MESSAGES_ES: Readonly<Record<string, string>> = {
  '404 Page Not Found': '404 Página no encontrada',
  'Did you forget to add the page to the router?': '¿Olvidaste añadir la página a las rutas?',
  'Go to the admin area': 'Ir a la administración',
};
