import { QueryClient } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { queryClientDefaults } from '../web/query-defaults';
import { AppFrame } from './app-frame';

/**
 * Build-time prerendering for the remotes (`@wedding/shared-contracts/prerender`, Node only): each
 * remote's `src/app/prerender.tsx` names its pages and renders them with these two, so the markup is
 * what the shell's first render produces and the shell can hydrate it.
 */

/**
 * A remote's routes at `url` as the shell's first render has them: the shell's frame (`AppFrame`), a
 * data router with the remote's subtree at `path` (`*` for the guests' site, `/admin/*` for the back
 * office, as the shell's route table mounts them), inside one Suspense boundary, as the shell's remote
 * boundary renders it (shell/src/remotes/remote-boundary.tsx).
 */
export function prerenderApp(
  url: string,
  path: string,
  routes: ReactNode,
): { app: ReactElement; dispose: () => void } {
  const router = createMemoryRouter([{ path, element: <Suspense fallback={null}>{routes}</Suspense> }], {
    initialEntries: [url],
  });
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  return { app: <AppFrame queryClient={queryClient} router={router} />, dispose: () => router.dispose() };
}

/**
 * Renders an app (from `prerenderApp`) to static HTML with its styles: the style tags first (the gateway
 * moves them into the page's head), then the markup. React's static prerender, not renderToString, which
 * would leave a lazy page's loading state; a part that failed (which React would leave for the browser to
 * render) is a build error.
 */
export async function renderToStaticPage({ app, dispose }: { app: ReactElement; dispose: () => void }) {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(app), {
      // one piece of markup in its place, however long: never a large page "streamed" to the end of the
      // document with a script that moves it (which the gateway could not serve, nor a reader see without
      // JavaScript)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    if (errors.length || html.includes('<!--$!-->') || html.includes('<!--$?-->'))
      throw new Error(`prerendering failed: ${errors.map(String).join('; ') || 'a part was not rendered'}`);
    return `${sheet.getStyleTags()}${html}`;
  } finally {
    sheet.seal();
    dispose();
  }
}
