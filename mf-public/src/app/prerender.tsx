import { QueryClient } from '@tanstack/react-query';
import { FIELD_MAX, INVITATION_CODE_PATTERN, type PrerenderManifest } from '@wedding/shared-contracts';
import { AppFrame } from '@wedding/shared-contracts/ui';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { type ReactElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
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
 * Renders a public route to static HTML with its styles, in Spanish (the default language), at
 * build time, waiting for its page's chunk (React's static prerender, not renderToString, which would
 * leave a lazy page's loading state). The gateway serves the markup inside index.html so that the first
 * paint needs no JavaScript; the shell then hydrates it: the live page takes over the nodes already on
 * screen instead of building and laying out a second copy.
 *
 * Hydration needs the same tree as the shell's first render: the shell's frame (`AppFrame`), a
 * data router, and the remote's routes inside one Suspense boundary, as the shell's remote boundary
 * renders them (shell/src/remotes/remote-boundary.tsx). The style tags come first; the gateway moves
 * them into the page's head.
 */
export async function renderRoute(url: string): Promise<string> {
  const sheet = new ServerStyleSheet();
  const { app, dispose } = publicApp(url);
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(app), {
      // one piece of markup in its place, however long: never a large page "streamed" to the end of the
      // document with a script that moves it (which the gateway could not serve, nor a guest see without
      // JavaScript)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    // a part that failed would be left for the browser to render (`<!--$!-->`): a build error instead
    if (errors.length || html.includes('<!--$!-->') || html.includes('<!--$?-->'))
      throw new Error(
        `prerendering ${url} failed: ${errors.map(String).join('; ') || 'a part was not rendered'}`,
      );
    return `${sheet.getStyleTags()}${html}`;
  } finally {
    sheet.seal();
    dispose();
  }
}

/** The public site at `url` as the shell's first render has it, with an in-memory router. */
export function publicApp(url: string): { app: ReactElement; dispose: () => void } {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <PublicRoutes />
          </Suspense>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return { app: <AppFrame queryClient={queryClient} router={router} />, dispose: () => router.dispose() };
}
