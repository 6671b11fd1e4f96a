import { QueryClient } from '@tanstack/react-query';
import { AppFrame } from '@wedding/shared-contracts/ui';
import { queryClientDefaults } from '@wedding/shared-contracts/web';
import { type ReactElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import PublicRoutes from './public-routes';

/**
 * Renders a public route to static HTML with its styles, in Spanish (the default language), at
 * build time. The gateway serves the landing's markup inside index.html so that the first paint
 * needs no JavaScript; the shell then hydrates it: the live page takes over the nodes already on
 * screen instead of building and laying out a second copy.
 *
 * Hydration needs the same tree as the shell's first render: the shell's frame (`AppFrame`), a
 * data router, and the remote's routes inside one Suspense boundary, as the shell's remote boundary
 * renders them (shell/src/remotes/remote-boundary.tsx). The style tags come first; the gateway moves
 * them into the page's head.
 */
export function renderRoute(url: string): string {
  const sheet = new ServerStyleSheet();
  const { app, dispose } = publicApp(url);
  try {
    const html = renderToString(sheet.collectStyles(app));
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
