/** The header's links, on wide screens in its navigation and on narrow ones in the menu. */
export const NAV_LINKS = [
  { to: '/info', key: 'layout.nav.info', id: 'info' },
  { to: '/rsvp', key: 'layout.nav.rsvp', id: 'rsvp' },
  { to: '/contact', key: 'layout.nav.contact', id: 'contact' },
] as const;
