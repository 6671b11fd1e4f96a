import type { Translation } from '../../shared/i18n/define-messages';

// The title and the hint are the spec's exact texts (§2), in English in both languages.
export const es = {
  'notFound.pageTitle': 'Página no encontrada',
  'notFound.title': '404 Page Not Found',
  'notFound.hint': 'Did you forget to add the page to the router?',
  'notFound.body': 'La página que buscas no existe o cambió de lugar.',
  'notFound.home': 'Volver al inicio',
} as const;

export const en: Translation<typeof es> = {
  'notFound.pageTitle': 'Page not found',
  'notFound.title': '404 Page Not Found',
  'notFound.hint': 'Did you forget to add the page to the router?',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to home',
};

export type NotFoundMessageId = keyof typeof es;
