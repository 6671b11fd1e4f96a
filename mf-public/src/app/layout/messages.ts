// Messages of the site's frame: header, navigation, footer, bottom bar, shared formats.
import type { Translation } from '../../shared/i18n/define-messages';

export const es = {
  'app.date.long': '{day} de {month}, {year}',
  'app.skipToContent': 'Saltar al contenido',
  'app.siteTitle': '{bride} & {groom} · Nuestra boda',
  'app.pageTitle': '{page} · {bride} & {groom}',
  'layout.nav.label': 'Navegación principal',
  'layout.nav.home': 'Inicio',
  'layout.nav.info': 'Info',
  'layout.nav.rsvp': 'RSVP',
  'layout.nav.contact': 'Contacto',
  'layout.menu.open': 'Abrir menú',
  'layout.menu.close': 'Cerrar menú',
  'layout.menu.label': 'Menú',
  'layout.language.switch': 'Switch to English',
  'layout.bottomNav.label': 'Accesos rápidos',
  'layout.footer.label': 'Pie de página',
  'layout.footer.tagline': 'Con amor, {bride} & {groom}',
  'layout.footer.dateAndPlace': '{date} · {city}, {country}',
  'layout.footer.home': 'Inicio',
  'layout.footer.rsvp': 'Confirmar asistencia',
  'layout.footer.made': 'Hecho con cariño para nuestras familias y amigos.',
  'layout.loading': 'Cargando…',
} as const;

export const en: Translation<typeof es> = {
  'app.date.long': '{month} {day}, {year}',
  'app.skipToContent': 'Skip to content',
  'app.siteTitle': '{bride} & {groom} · Our wedding',
  'app.pageTitle': '{page} · {bride} & {groom}',
  'layout.nav.label': 'Main navigation',
  'layout.nav.home': 'Home',
  'layout.nav.info': 'Info',
  'layout.nav.rsvp': 'RSVP',
  'layout.nav.contact': 'Contact',
  'layout.menu.open': 'Open menu',
  'layout.menu.close': 'Close menu',
  'layout.menu.label': 'Menu',
  'layout.language.switch': 'Cambiar a español',
  'layout.bottomNav.label': 'Quick links',
  'layout.footer.label': 'Footer',
  'layout.footer.tagline': 'With love, {bride} & {groom}',
  'layout.footer.dateAndPlace': '{date} · {city}, {country}',
  'layout.footer.home': 'Home',
  'layout.footer.rsvp': 'RSVP',
  'layout.footer.made': 'Made with love for our families and friends.',
  'layout.loading': 'Loading…',
};

export type LayoutMessageId = keyof typeof es;
