// The client-side routes each remote declares, read from its route file, so that a browser test that
// visits "every route" fails when a route is added without a visit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/stack';

/** `path="…"` values (and `index` as '') of the <Route> elements in a route file, in order. */
export function declaredRoutes(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const out: string[] = [];
  for (const match of source.matchAll(/<Route\b([^>]*?)(\/?)>/gs)) {
    const attributes = match[1] ?? '';
    const pathMatch = /\bpath="([^"]*)"/.exec(attributes);
    if (pathMatch) out.push(pathMatch[1]!);
    else if (/\bindex\b/.test(attributes)) out.push('');
  }
  return out;
}

export const PUBLIC_ROUTES_FILE = 'mf-public/src/app/public-routes.tsx';
export const ADMIN_ROUTES_FILE = 'mf-admin/src/app/admin-routes.tsx';
