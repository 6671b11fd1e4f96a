import { FIELD_MAX, INVITATION_CODE_PATTERN, type PrerenderManifest } from '@wedding/shared-contracts';
import { prerenderApp, renderToStaticPage } from '@wedding/shared-contracts/prerender';
import type { ReactElement } from 'react';
import PublicRoutes from './public-routes';

/**
 * Every public route, prerendered at build time: `url` is what is rendered, `path` the route it stands for.
 * An invitation's page is its shell without a guest's data (the loading state,
 * the same for every well-formed code); a code the page would call invalid gets no prerendered page.
 */
export const PRERENDERED: Array<{
  path: string;
  url: string;
  file: string;
  params?: Record<string, string>;
  /** The page's own chunk group (its `webpackChunkName` in public-routes.tsx). */
  group?: string;
}> = [
  { path: '/', url: '/', file: 'landing.html', group: 'page-landing' },
  { path: '/about', url: '/about', file: 'about.html', group: 'page-about' },
  { path: '/event', url: '/event', file: 'event.html', group: 'page-event' },
  { path: '/info', url: '/info', file: 'info.html', group: 'page-info' },
  { path: '/contact', url: '/contact', file: 'contact.html', group: 'page-contact' },
  { path: '/rsvp', url: '/rsvp', file: 'rsvp.html', group: 'page-phone-rsvp' },
  { path: '/rsvp/email', url: '/rsvp/email', file: 'rsvp-email.html', group: 'page-email-rsvp' },
  { path: '/phone-rsvp', url: '/phone-rsvp', file: 'phone-rsvp.html', group: 'page-phone-rsvp' },
  {
    path: '/invitation/:code',
    url: '/invitation/prerendered',
    file: 'invitation.html',
    group: 'page-invitation',
    params: { code: `^(?=.{1,${FIELD_MAX.invitationCode}}$)${INVITATION_CODE_PATTERN.source.slice(1)}` },
  },
];
/** Rendered at a path no route names. */
export const NOT_FOUND = { url: '/pagina-que-no-existe', file: 'not-found.html', group: 'page-not-found' };

/**
 * The list the gateway reads (`prerender/pages.json`), each page with the remote's script files it needs
 * before it is live (`scriptsFor` its chunk group: scripts/prerender.ts reads them from the build).
 */
export function prerenderManifest(scriptsFor: (group?: string) => string[] = () => []): PrerenderManifest {
  return {
    pages: PRERENDERED.map(({ path, file, params, group }) => ({
      path,
      file,
      ...(params ? { params } : {}),
      scripts: scriptsFor(group),
    })),
    notFound: NOT_FOUND.file,
    notFoundScripts: scriptsFor(NOT_FOUND.group),
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
