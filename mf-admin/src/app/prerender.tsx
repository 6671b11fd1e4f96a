import type { PrerenderManifest } from '@wedding/shared-contracts';
import { prerenderApp, renderToStaticPage } from '@wedding/shared-contracts/prerender';
import type { ReactElement } from 'react';
import AdminRoutes from './admin-routes';

/**
 * The back office's one page drawn before any script (`/admin/login`, LCP ≤ 2.5 s on a phone): the login
 * card, in English (the back office's default; an admin who chose Spanish sees it switch as
 * soon as the page is live), its controls disabled until then. Every other admin page depends on the
 * session and is drawn by the live app; there is no not-found page here, so the gateway serves any other
 * /admin path without prerendered markup.
 */
export const PRERENDERED = [{ path: '/admin/login', url: '/admin/login', file: 'admin-login.html' }];

/** The list the gateway reads (`prerender/pages.json`). */
export function prerenderManifest(): PrerenderManifest {
  return { pages: PRERENDERED.map(({ path, file }) => ({ path, file })) };
}

/** The login page as static HTML with its styles, as mf-public's pages are (shared-contracts/prerender). */
export function renderRoute(url: string): Promise<string> {
  return renderToStaticPage(adminApp(url));
}

/** The back office at `url` as the shell's first render has it (the shell mounts it at `/admin/*`). */
export function adminApp(url: string): { app: ReactElement; dispose: () => void } {
  return prerenderApp(url, '/admin/*', <AdminRoutes />);
}
