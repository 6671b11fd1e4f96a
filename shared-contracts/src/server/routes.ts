// The routes an Express 5 app really answers, read from its router stack: a test table of endpoints (or
// an OpenAPI document) is compared with them, so a route added without its row fails that test; and a
// request whose path is routed for other methods only is answered 405 with the methods it has (finishApp).
import type { Express, RequestHandler } from 'express';
import { match } from 'path-to-regexp';
import { HttpError } from './errors';

export interface RegisteredRoute {
  /** Upper case: GET, POST, PUT, PATCH, DELETE… */
  method: string;
  /** The full Express pattern, e.g. /api/admin/users/:id. */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

function join(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

function walk(stack: Layer[], prefix: string, out: RegisteredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') throw new Error(`route with a non-string path: ${String(path)}`);
        for (const method of Object.keys(layer.route.methods)) {
          if (method === '_all') continue;
          out.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, join(prefix, mount), out);
    }
  }
}

/** Every method + path the app routes (middleware that is not a router is not a route). Sorted, unique. */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  walk((app.router as unknown as { stack: Layer[] }).stack, '', out);
  const keys = new Set<string>();
  return out
    .filter((route) => {
      const key = routeKey(route);
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    })
    .sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

/** "GET /api/admin/users/:id" */
export const routeKey = ({ method, path }: RegisteredRoute): string => `${method} ${path}`;

export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

interface RoutedPath {
  matches: (path: string) => boolean;
  /** The path has no parameter (`/api/admin/guests/export`): it wins over a pattern that also matches. */
  literal: boolean;
  methods: string[];
}

/**
 * 405 `{ error }` with an `Allow` header for a request whose path the app routes for other methods only
 * (a TRACE, or a PUT to `/api/admin/guests/export` where only GET is routed): the answer HTTP gives, where
 * a 404 would say the resource does not exist, or a pattern's 400 (`PUT /guests/:id` with the id "export")
 * would answer a question nobody asked. A path without parameters wins over a pattern that also matches it,
 * as in OpenAPI. OPTIONS is answered here too (204 with the same `Allow`), where Express would also name
 * the methods of a pattern the path is not meant for. Mount it before the routes; they are read on the
 * first request, once all are registered.
 */
export function methodNotAllowed(app: Express): RequestHandler {
  let routed: RoutedPath[] | undefined;
  const readRoutes = (): RoutedPath[] => {
    const byPath = new Map<string, string[]>();
    for (const { method, path } of registeredRoutes(app))
      byPath.set(path, [...(byPath.get(path) ?? []), method]);
    return [...byPath].map(([path, methods]) => {
      // no decoding: only whether the path matches counts, and '%ZZ' must reach the router's own 400
      const matcher = match(path, { decode: false });
      const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
      return {
        matches: (candidate: string) => matcher(candidate) !== false,
        literal: !path.includes(':') && !path.includes('*'),
        methods: allowed.sort(),
      };
    });
  };
  return (req, res, next) => {
    routed ??= readRoutes();
    const matching = routed.filter((route) => route.matches(req.path));
    const literal = matching.find((route) => route.literal);
    const candidates = literal ? [literal] : matching;
    if (candidates.length === 0 || candidates.some((route) => route.methods.includes(req.method)))
      return next();
    res.setHeader('Allow', [...new Set(candidates.flatMap((route) => route.methods))].sort().join(', '));
    if (req.method === 'OPTIONS') res.status(204).end();
    else next(new HttpError(405, METHOD_NOT_ALLOWED_MESSAGE));
  };
}
