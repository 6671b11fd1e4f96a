// The routes an Express 5 app really answers, read from its router stack, so that a test table of
// endpoints can be compared with the app: a route added without a row in the table fails that test.
import type { Express } from 'express';

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
