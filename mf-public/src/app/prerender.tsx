import { FIELD_MAX, INVITATION_CODE_PATTERN, type PrerenderManifest } from '@wedding/shared-contracts';
import { prerenderApp, renderToStaticPage } from '@wedding/shared-contracts/prerender';
import type { ReactElement } from 'react';
import PublicRoutes from './public-routes';

/**
 * Every public route, prerendered at build time (issue 17): `url` is what is rendered, `path` the
 * route it stands for. An invitation's page is its shell without a guest's data (the loading state,
 * the same for every well-formed code); a code the page would call invalid gets no prerendered page.
 */
export const PRERENDERED: Array<{
  path: string;
  url: string;
  file: string;
  params?: Record<string, string>;
}> = [
  { path: '/', url: '/', file: 'landing.html' },
  { path: '/about', url: '/about', file: 'about.html' },
  { path: '/event', url: '/event', file: 'event.html' },
  { path: '/info', url: '/info', file: 'info.html' },
  { path: '/contact', url: '/contact', file: 'contact.html' },
  { path: '/rsvp', url: '/rsvp', file: 'rsvp.html' },
  { path: '/rsvp/email', url: '/rsvp/email', file: 'rsvp-email.html' },
  { path: '/phone-rsvp', url: '/phone-rsvp', file: 'phone-rsvp.html' },
  {
    path: '/invitation/:code',
    url: '/invitation/prerendered',
    file: 'invitation.html',
    params: { code: `^(?=.{1,${FIELD_MAX.invitationCode}}$)${INVITATION_CODE_PATTERN.source.slice(1)}` },
  },
];
/** Rendered at a path no route names. */
export const NOT_FOUND = { url: '/pagina-que-no-existe', file: 'not-found.html' };

/** The list the gateway reads (`prerender/pages.json`). */
export function prerenderManifest(): PrerenderManifest {
  return {
    pages: PRERENDERED.map(({ path, file, params }) => ({ path, file, ...(params ? { params } : {}) })),
    notFound: NOT_FOUND.file,
  };
}

/**
 * Renders a public route to static HTML with its styles, in Spanish (the default language), at build
 * time, waiting for its page's chunk. The gateway serves the markup inside index.html so that the first
 * paint needs no JavaScript; the shell then hydrates it: the live page takes over the nodes already on
 * screen instead of building and laying out a second copy.
 */
export function renderRoute(url: string): Promise<string> {
  return renderToStaticPage(publicApp(url));
}

/** The public site at `url` as the shell's first render has it (the shell mounts it at `*`). */
export function publicApp(url: string): { app: ReactElement; dispose: () => void } {
  return prerenderApp(url, '*', <PublicRoutes />);
}
